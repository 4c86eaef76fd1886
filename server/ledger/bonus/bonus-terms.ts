// The terms of a bonus (decision 0028): how much of a bet counts toward its wagering requirement
// by the game's type (games.game_type), which rounds count nothing because their bets cover most
// of the outcomes (red and black, all dozens …), and the most a round may bet while the player
// holds bonus money. A claim copies them into the bonus (player_bonuses), so changing the
// defaults here never changes a running bonus.
import { currencyDigits } from '../amounts.ts';

/** The games table's game_type values, in the order the terms list them. */
export const GAME_TYPES = ['slot', 'instant', 'table', 'live'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/**
 * Percent of a bet that counts, per game type. Slots and instant games count in full; table and
 * live games return 98–99.5 % (roulette 97.3 %) and can be played with almost no variance, so
 * they count a tenth.
 */
export const CONTRIBUTIONS: Readonly<Record<GameType, number>> = {
  slot: 100,
  instant: 100,
  table: 10,
  live: 10,
};

/**
 * A round whose bets together pay on at least this share of the outcomes counts nothing, in basis
 * points: 2/3. On the 37 pockets of a roulette wheel that is 25 or more pockets: red and black,
 * odd and even, low and high, all dozens and all columns cover 36; two dozens (24) still count.
 */
export const COVERING_SHARE_BP = 6667;

/** The default max bet: 5 major units of the bonus currency (5.00 EUR, 5 JPY). */
export function defaultMaxBet(currency: string): number {
  return 5 * 10 ** currencyDigits(currency);
}

export interface BonusTerms {
  /** The most a round may bet while the player holds bonus money, minor units. */
  maxBet: number;
  /** Percent (0–100) of a bet that counts, by game type; a type not listed counts nothing. */
  contributions: Readonly<Record<string, number>>;
  /** See COVERING_SHARE_BP. */
  coveringShareBp: number;
}

/** The terms a claim grants now: today's table and covering rule, the reward's max bet or 5. */
export function termsAtGrant(currency: string, maxBet: number | null): BonusTerms {
  return {
    maxBet: maxBet ?? defaultMaxBet(currency),
    contributions: { ...CONTRIBUTIONS },
    coveringShareBp: COVERING_SHARE_BP,
  };
}

/** How many of a round's possible outcomes its bets pay on (roulette: pockets of 37). */
export interface BetCoverage {
  covered: number;
  outcomes: number;
}

/** Whether a round's bets cover the terms' share of the outcomes or more (integer maths). */
export function isCovering(terms: BonusTerms, coverage: BetCoverage | undefined): boolean {
  if (!coverage || coverage.outcomes <= 0) return false;
  return coverage.covered * 10_000 >= coverage.outcomes * terms.coveringShareBp;
}

/**
 * What a bet of `amount` adds to the bonus's wagered: nothing for a covering round or a game of
 * no known type (null: not in the catalogue), else its type's percent, rounded down.
 */
export function contributionOf(
  terms: BonusTerms,
  gameType: string | null,
  amount: number,
  coverage?: BetCoverage,
): number {
  if (gameType === null || isCovering(terms, coverage)) return 0;
  const percent = Object.hasOwn(terms.contributions, gameType)
    ? (terms.contributions[gameType] ?? 0)
    : 0;
  // amount ≤ 10^12 (parseAmount): amount × 100 stays below 2^53.
  return Math.floor((amount * percent) / 100);
}

/** The contributions in GAME_TYPES order, as Bonus terms show them; unknown keys are dropped. */
export function contributionList(
  contributions: Readonly<Record<string, number>>,
): { gameType: GameType; percent: number }[] {
  return GAME_TYPES.map((gameType) => ({ gameType, percent: contributions[gameType] ?? 0 }));
}
