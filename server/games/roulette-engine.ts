// The demo roulette's maths: European roulette (one zero, 37 pockets), and its variants:
// American (0 and 00, 38 pockets: every bet returns 36/38, RTP 94.74 %) and French (one
// zero with la partage: an even-money bet loses only half its stake when the zero comes up, so
// those bets return 36.5/37 = 98.65 %; the other bets 97.30 %). The 00 is pocket 37 here. A bet names a type, the
// pocket (straight), dozen or column it covers, and a stake in minor units; the win credited is
// the stake plus its winnings (straight 35:1, dozens and columns 2:1, the even-money bets 1:1),
// so every bet returns 36/37 of its stakes on average (RTP 97.3 %). The zero loses every outside
// bet. The pocket is drawn from an HMAC digest by rejection sampling (no modulo bias).
import { walletError } from '../ledger/errors.ts';
import { chipStakeAt, claimSpot } from './table-chips.ts';

export const POCKETS = 37;

export type RouletteVariant = 'european' | 'american' | 'french';

/** The double zero of the American wheel, as a pocket number (shown as "00"). */
export const DOUBLE_ZERO = 37;

export function pocketsOf(variant: RouletteVariant = 'european'): number {
  return variant === 'american' ? 38 : POCKETS;
}

/** "00" for the double zero, else the number. */
export function pocketLabel(pocket: number): string {
  return pocket === DOUBLE_ZERO ? '00' : String(pocket);
}

/** The pockets of an American wheel, clockwise from the zero (37 is the 00). */
export const AMERICAN_WHEEL_ORDER = [
  0, 28, 9, 26, 30, 11, 7, 20, 32, 17, 5, 22, 34, 15, 3, 24, 36, 13, 1, 37, 27, 10, 25, 29, 12, 8,
  19, 31, 18, 6, 21, 33, 16, 4, 23, 35, 14, 2,
] as const;

export function wheelOrder(variant: RouletteVariant = 'european'): readonly number[] {
  return variant === 'american' ? AMERICAN_WHEEL_ORDER : WHEEL_ORDER;
}

/** The pockets in the order of a European wheel, clockwise from the zero. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14,
  31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
] as const;

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type PocketColour = 'green' | 'red' | 'black';

export function colourOf(pocket: number): PocketColour {
  if (pocket === 0 || pocket === DOUBLE_ZERO) return 'green';
  return RED.has(pocket) ? 'red' : 'black';
}

/** The bets that pay even money and take no value: a colour, odd or even, low or high. */
export const EVEN_MONEY_BETS = ['red', 'black', 'odd', 'even', 'low', 'high'] as const;

export const BET_TYPES = ['straight', ...EVEN_MONEY_BETS, 'dozen', 'column'] as const;
export type BetType = (typeof BET_TYPES)[number];

/** Winnings per unit staked ("35 to 1"); the stake comes back on top. */
export const PAYOUTS: Record<BetType, number> = {
  straight: 35,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
  dozen: 2,
  column: 2,
};

export interface RouletteBet {
  type: BetType;
  /** The pocket (straight, 0–36) or the dozen / column (1–3); absent for the even-money bets. */
  value?: number;
  stake: number;
}

export interface SettledBet extends RouletteBet {
  /** What the bet returns: stake × (payout + 1) when it covers the pocket, else 0. */
  win: number;
}

/** Whether a bet covers a pocket. The zero (and 00) is covered by a straight bet on it only. */
export function covers(bet: Pick<RouletteBet, 'type' | 'value'>, pocket: number): boolean {
  if (bet.type === 'straight') return bet.value === pocket;
  if (pocket === 0 || pocket === DOUBLE_ZERO) return false;
  switch (bet.type) {
    case 'red':
      return RED.has(pocket);
    case 'black':
      return !RED.has(pocket);
    case 'odd':
      return pocket % 2 === 1;
    case 'even':
      return pocket % 2 === 0;
    case 'low':
      return pocket <= 18;
    case 'high':
      return pocket >= 19;
    case 'dozen':
      return Math.ceil(pocket / 12) === bet.value;
    case 'column':
      // Column 1 is 1, 4, 7 … 34; column 3 is 3, 6 … 36.
      return ((pocket - 1) % 3) + 1 === bet.value;
  }
}

const EVEN_MONEY: ReadonlySet<BetType> = new Set(EVEN_MONEY_BETS);

/** What one bet returns on a pocket: la partage gives back half an even-money stake on 0. */
function betWin(bet: RouletteBet, pocket: number, variant: RouletteVariant): number {
  if (covers(bet, pocket)) return bet.stake * (PAYOUTS[bet.type] + 1);
  if (variant === 'french' && pocket === 0 && EVEN_MONEY.has(bet.type)) {
    // French tables take even chips (roulette-service.ts), so the half is whole.
    return Math.floor(bet.stake / 2);
  }
  return 0;
}

export function settle(
  bets: readonly RouletteBet[],
  pocket: number,
  variant: RouletteVariant = 'european',
): { stake: number; win: number; bets: SettledBet[] } {
  const settled = bets.map((bet) => ({ ...bet, win: betWin(bet, pocket, variant) }));
  return {
    stake: bets.reduce((sum, bet) => sum + bet.stake, 0),
    win: settled.reduce((sum, bet) => sum + bet.win, 0),
    bets: settled,
  };
}

/** The most the bets can return together, whichever pocket comes up. */
export function largestPayout(
  bets: readonly RouletteBet[],
  variant: RouletteVariant = 'european',
): number {
  let largest = 0;
  for (let pocket = 0; pocket < pocketsOf(variant); pocket++) {
    largest = Math.max(largest, settle(bets, pocket, variant).win);
  }
  return largest;
}

/**
 * On how many of the 37 pockets a round's bets pay something: the pockets at least one of them
 * covers. Bonus wagering counts nothing for a round that covers most of the wheel (decision 0028).
 */
export function coverageOf(
  bets: readonly Pick<RouletteBet, 'type' | 'value'>[],
  variant: RouletteVariant = 'european',
): number {
  let covered = 0;
  for (let pocket = 0; pocket < pocketsOf(variant); pocket++) {
    if (bets.some((bet) => covers(bet, pocket))) covered++;
  }
  return covered;
}

/** The exact expected return of a single bet: Σ over the pockets of its win / pockets. */
export function returnToPlayer(
  bet: Pick<RouletteBet, 'type' | 'value'>,
  variant: RouletteVariant = 'european',
): number {
  const pockets = pocketsOf(variant);
  const unit = { ...bet, stake: 2 };
  let returned = 0;
  for (let pocket = 0; pocket < pockets; pocket++) returned += betWin(unit, pocket, variant);
  return returned / 2 / pockets;
}

export interface TableLimits {
  /** The smallest chip: every stake is a whole number of them. */
  chip: number;
  /** The most one spot takes. */
  maxStake: number;
}

/** The most bets a spin takes: every spot of the table once (38 numbers with 00, 12 outside). */
export const MAX_BETS = 50;

/**
 * Checks the page's bets field by field: an unknown type or a pocket, dozen or column out of
 * range is InvalidArgument, a stake that is not a whole number of chips up to the spot's limit
 * is InvalidAmount (details.index names the bet). Nothing is written before this passes.
 */
export function parseBets(
  input: unknown,
  limits: TableLimits,
  variant: RouletteVariant = 'european',
): RouletteBet[] {
  const topPocket = pocketsOf(variant) - 1;
  if (!Array.isArray(input) || input.length === 0) {
    throw walletError('InvalidArgument', 'Place at least one bet.');
  }
  if (input.length > MAX_BETS) {
    throw walletError('InvalidArgument', `At most ${MAX_BETS} bets a spin.`);
  }
  const seen = new Set<string>();
  return input.map((raw: unknown, index): RouletteBet => {
    const bet = (raw ?? {}) as { type?: unknown; value?: unknown; stake?: unknown };
    const type = bet.type;
    if (typeof type !== 'string' || !(BET_TYPES as readonly string[]).includes(type)) {
      throw walletError('InvalidArgument', 'Unknown bet type.', { index });
    }
    const betType = type as BetType;
    let value: number | undefined;
    if (betType === 'straight' || betType === 'dozen' || betType === 'column') {
      const [min, max] = betType === 'straight' ? [0, topPocket] : [1, 3];
      if (
        typeof bet.value !== 'number' ||
        !Number.isInteger(bet.value) ||
        bet.value < min ||
        bet.value > max
      ) {
        throw walletError(
          'InvalidArgument',
          betType === 'straight'
            ? `Pockets are 0 to 36${topPocket === DOUBLE_ZERO ? ' and 00 (37)' : ''}.`
            : 'Dozens and columns are 1 to 3.',
          { index },
        );
      }
      value = bet.value;
    } else if (bet.value !== undefined && bet.value !== null) {
      throw walletError('InvalidArgument', 'This bet takes no value.', { index });
    }
    const spot = `${betType}:${value ?? ''}`;
    claimSpot(seen, spot, index);
    const stake = chipStakeAt(bet.stake, limits, index);
    return value === undefined ? { type: betType, stake } : { type: betType, value, stake };
  });
}

/**
 * A pocket from uniformly random bytes: 32-bit words at or above the largest multiple of 37 are
 * skipped, so every pocket is equally likely. Undefined when every word was skipped (the caller
 * hashes again).
 */
export function pocketFrom(bytes: Uint8Array, pockets: number = POCKETS): number | undefined {
  const limit = Math.floor(2 ** 32 / pockets) * pockets;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let offset = 0; offset + 4 <= bytes.byteLength; offset += 4) {
    const word = view.getUint32(offset);
    if (word < limit) return word % pockets;
  }
  return undefined;
}
