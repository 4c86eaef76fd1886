// The chips of the demo tables (roulette, blackjack, baccarat and dragon tiger, the live tables):
// the smallest chip is the game's minimum bet in the player's currency, rounded up to the game's
// stake unit (even where a payout halves a stake); the page offers multiples of it, and a stake
// is a whole number of smallest chips up to the table's limit.
import { convertMinBet } from '../ledger/currency.ts';
import { walletError } from '../ledger/errors.ts';

/** Chip values the page offers, in smallest chips. */
export const CHIP_STEPS = [1, 2, 5, 10, 25];
/** A spot (a blackjack hand) takes at most this many smallest chips. */
export const MAX_CHIPS = 100;

/** The smallest chip: the minimum bet in the currency, at least 1, up to a whole stake unit. */
export function smallestChip(minBet: number, currency: string, unit = 1): number {
  return Math.ceil(Math.max(1, convertMinBet(minBet, currency)) / unit) * unit;
}

/** The chips the page offers from the smallest one. */
export function chipValues(chip: number): number[] {
  return CHIP_STEPS.map((step) => chip * step);
}

/** A whole number of chips, from one chip up to the limit. */
export function isChipStake(stake: unknown, chip: number, max: number): stake is number {
  return (
    typeof stake === 'number' &&
    Number.isInteger(stake) &&
    stake >= chip &&
    stake <= max &&
    stake % chip === 0
  );
}

/** The bet at `index` of a list: its stake in whole chips up to the table's limit. */
export function chipStakeAt(
  stake: unknown,
  limits: { chip: number; maxStake: number },
  index: number,
): number {
  if (!isChipStake(stake, limits.chip, limits.maxStake)) {
    throw walletError('InvalidAmount', 'Stakes are whole chips up to the table limit.', {
      index,
      chip: limits.chip,
      maxStake: limits.maxStake,
    });
  }
  return stake;
}

/** One bet per spot in a list: the bet at `index` takes its spot. */
export function claimSpot(seen: Set<string>, spot: string, index: number): void {
  if (seen.has(spot)) {
    throw walletError('InvalidArgument', 'One bet per spot: add the chips together.', { index });
  }
  seen.add(spot);
}
