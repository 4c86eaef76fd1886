// Dragon Tiger, pure: one card to Dragon, one to Tiger, the higher rank wins (ace
// low, king high; suits do not count). Eight decks. Dragon and Tiger pay 1:1; on a tie they lose
// half the stake (half comes back); Tie pays 11:1. Stakes are even so the half is exact.
import { type Card, rankNumber } from './cards.ts';

export const DRAGON_TIGER_DECKS = 8;
export const DRAGON_TIGER_BET_TYPES = ['dragon', 'tiger', 'tie'] as const;
export type DragonTigerBetType = (typeof DRAGON_TIGER_BET_TYPES)[number];
export type DragonTigerWinner = DragonTigerBetType;

/** Winnings per unit staked. */
export const DRAGON_TIGER_PAYOUTS: Record<DragonTigerBetType, number> = {
  dragon: 1,
  tiger: 1,
  tie: 11,
};
export const DRAGON_TIGER_STAKE_UNIT = 2;
/** The most any bet returns per unit staked: Tie's 11:1 plus the stake. */
export const DRAGON_TIGER_MAX_RETURN_PER_STAKE = 12;

export interface DragonTigerCoup {
  dragon: Card;
  tiger: Card;
  winner: DragonTigerWinner;
}

export function dealDragonTiger(draw: () => Card): DragonTigerCoup {
  const dragon = draw();
  const tiger = draw();
  const d = rankNumber(dragon);
  const t = rankNumber(tiger);
  return { dragon, tiger, winner: d > t ? 'dragon' : t > d ? 'tiger' : 'tie' };
}

export interface DragonTigerBet {
  type: DragonTigerBetType;
  stake: number;
}

/** What one bet returns, stake included. */
export function dragonTigerPayout(bet: DragonTigerBet, winner: DragonTigerWinner): number {
  if (bet.type === winner) return bet.stake * (DRAGON_TIGER_PAYOUTS[bet.type] + 1);
  if (winner === 'tie') return Math.floor(bet.stake / 2); // Dragon/Tiger lose half on a tie
  return 0;
}

export function settleDragonTiger(
  bets: readonly DragonTigerBet[],
  winner: DragonTigerWinner,
): { bets: (DragonTigerBet & { win: number })[]; stake: number; win: number } {
  const settled = bets.map((bet) => ({ ...bet, win: dragonTigerPayout(bet, winner) }));
  return {
    bets: settled,
    stake: bets.reduce((sum, bet) => sum + bet.stake, 0),
    win: settled.reduce((sum, bet) => sum + bet.win, 0),
  };
}
