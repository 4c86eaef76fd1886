// Punto banco baccarat, pure: the deal with the standard third-card rules and the
// settlement of the three bets. Eight decks. Player pays 1:1, Banker 1:1 less 5 % commission
// (0.95:1; stakes are multiples of 20 minor units so the commission is exact), Tie 8:1; on a
// tie Player and Banker bets push (the stake comes back). A payout is what a bet returns,
// stake included. The single-player table (baccarat-service.ts) and the live table use this.
import { TableRuleError, type Card } from './cards.ts';
import { rankOf } from './cards.ts';

export const BACCARAT_DECKS = 8;
export const BACCARAT_BET_TYPES = ['player', 'banker', 'tie'] as const;
export type BaccaratBetType = (typeof BACCARAT_BET_TYPES)[number];
export type BaccaratWinner = 'player' | 'banker' | 'tie';

/** Winnings per unit staked, as [numerator, denominator] ("95 to 100" for Banker). */
export const BACCARAT_PAYOUTS: Record<BaccaratBetType, readonly [number, number]> = {
  player: [1, 1],
  banker: [95, 100],
  tie: [8, 1],
};

/** Stakes must be multiples of this many minor units (Banker's 5 % commission stays exact). */
export const BACCARAT_STAKE_UNIT = 20;

/** The most any bet returns per unit staked: a Tie bet's 8:1 plus the stake. */
export const BACCARAT_MAX_RETURN_PER_STAKE = 9;

/** Baccarat points of a card: ace 1, two to nine by pips, tens and faces 0. */
export function cardPoints(card: Card): number {
  const rank = rankOf(card);
  if (rank === 'A') return 1;
  if (rank === 'T' || rank === 'J' || rank === 'Q' || rank === 'K') return 0;
  return Number(rank);
}

/** A hand's points: the sum of its cards modulo 10. */
export function handPoints(cards: readonly Card[]): number {
  return cards.reduce((sum, card) => sum + cardPoints(card), 0) % 10;
}

/** The Player draws a third card on 0–5 and stands on 6–7 (naturals end the coup before). */
export function playerDraws(playerPoints: number): boolean {
  return playerPoints <= 5;
}

/**
 * The Banker's third-card rule. Without a Player third card (the Player stood) the Banker draws
 * on 0–5. Otherwise by the Banker's points and the Player's third card's points: 0–2 draw;
 * 3 draws unless it is 8; 4 on 2–7; 5 on 4–7; 6 on 6–7; 7 stands.
 */
export function bankerDraws(bankerPoints: number, playerThird: number | undefined): boolean {
  if (playerThird === undefined) return bankerPoints <= 5;
  switch (bankerPoints) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

export interface BaccaratCoup {
  player: Card[];
  banker: Card[];
  playerPoints: number;
  bankerPoints: number;
  winner: BaccaratWinner;
  /** Either hand had 8 or 9 on two cards: nobody drew. */
  natural: boolean;
}

/** Deals one coup: Player, Banker, Player, Banker, then the third cards by the rules. */
export function dealCoup(draw: () => Card): BaccaratCoup {
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const natural = handPoints(player) >= 8 || handPoints(banker) >= 8;
  if (!natural) {
    let playerThird: number | undefined;
    if (playerDraws(handPoints(player))) {
      const card = draw();
      player.push(card);
      playerThird = cardPoints(card);
    }
    if (bankerDraws(handPoints(banker), playerThird)) banker.push(draw());
  }
  const playerPoints = handPoints(player);
  const bankerPoints = handPoints(banker);
  const winner: BaccaratWinner =
    playerPoints > bankerPoints ? 'player' : bankerPoints > playerPoints ? 'banker' : 'tie';
  return { player, banker, playerPoints, bankerPoints, winner, natural };
}

export interface BaccaratBet {
  type: BaccaratBetType;
  stake: number;
}

/** What one bet returns on a coup, stake included. */
export function baccaratPayout(bet: BaccaratBet, winner: BaccaratWinner): number {
  if (winner === 'tie' && bet.type !== 'tie') return bet.stake; // Player and Banker push
  if (bet.type !== winner) return 0;
  const [numerator, denominator] = BACCARAT_PAYOUTS[bet.type];
  return bet.stake + Math.floor((bet.stake * numerator) / denominator);
}

export interface SettledBaccaratBet extends BaccaratBet {
  win: number;
}

export function settleBaccarat(
  bets: readonly BaccaratBet[],
  winner: BaccaratWinner,
): { bets: SettledBaccaratBet[]; stake: number; win: number } {
  const settled = bets.map((bet) => ({ ...bet, win: baccaratPayout(bet, winner) }));
  return {
    bets: settled,
    stake: bets.reduce((sum, bet) => sum + bet.stake, 0),
    win: settled.reduce((sum, bet) => sum + bet.win, 0),
  };
}

/**
 * Checks bets from a request: an array of {type, stake} with known types, each type once,
 * stakes positive multiples of `unit` (itself a multiple of 20) and at most `maxStake`.
 */
export function parseBaccaratBets(
  input: unknown,
  limits: { unit: number; maxStake: number },
  types: readonly string[] = BACCARAT_BET_TYPES,
): BaccaratBet[] {
  return parseTableBets(input, limits, types) as BaccaratBet[];
}

/** The shared bet checks of the card tables (baccarat, dragon tiger). */
export function parseTableBets(
  input: unknown,
  limits: { unit: number; maxStake: number },
  types: readonly string[],
): { type: string; stake: number }[] {
  if (!Array.isArray(input) || input.length === 0 || input.length > types.length) {
    throw new TableRuleError('InvalidBet', 'Place at least one bet.');
  }
  const seen = new Set<string>();
  return input.map((raw: unknown) => {
    const bet = raw as { type?: unknown; stake?: unknown } | null;
    const type = bet?.type;
    const stake = bet?.stake;
    if (typeof type !== 'string' || !types.includes(type) || seen.has(type)) {
      throw new TableRuleError('InvalidBet', `Unknown or repeated bet "${String(type)}".`);
    }
    seen.add(type);
    if (
      typeof stake !== 'number' ||
      !Number.isSafeInteger(stake) ||
      stake <= 0 ||
      stake % limits.unit !== 0 ||
      stake > limits.maxStake
    ) {
      throw new TableRuleError(
        'InvalidBet',
        `A stake must be a multiple of ${limits.unit} up to ${limits.maxStake}.`,
      );
    }
    return { type, stake };
  });
}
