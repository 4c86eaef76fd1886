// The jackpot's money arithmetic, pure and exact to the minor unit (the industry's
// "must-drop" pattern, ../shared/notes/programmes-and-games.md):
// - a contribution is split over the pots by their shares, the parts summing to the whole;
// - each pot draws, when it is (re)seeded, a hidden trigger amount uniformly between its seed
//   and its must-drop ceiling; a contribution that lifts the pot to the trigger drops it, so
//   every pot drops by its ceiling and small pots (low ceilings) drop often. The trigger's hash
//   is published beforehand (a commitment), so a drop can be audited afterwards;
// - the shared pot is paid to the top contributors in proportion to what they put in.
import { createHash, randomInt } from 'node:crypto';

export interface PotShare {
  potId: string;
  /** Parts of the contribution, in basis points (all shares of an instance sum to 10,000). */
  basisPoints: number;
}

/**
 * Splits `whole` minor units by weights, exactly: each part is the floor of its share, and the
 * minor units left over go to the largest remainders (ties: the earlier entry).
 */
export function splitByWeights(whole: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(whole) || whole < 0)
    throw new RangeError('whole must be a non-negative integer');
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0 || weights.some((weight) => weight < 0 || !Number.isFinite(weight)))
    throw new RangeError('weights must be non-negative with a positive sum');
  const exact = weights.map((weight) => (whole * weight) / total);
  const parts = exact.map(Math.floor);
  let left = whole - parts.reduce((sum, part) => sum + part, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}

/** A contribution's parts per pot (minor units), summing to the contribution. */
export function splitContribution(
  amount: number,
  shares: readonly PotShare[],
): { potId: string; amount: number }[] {
  const parts = splitByWeights(
    amount,
    shares.map((share) => share.basisPoints),
  );
  return shares.map((share, index) => ({ potId: share.potId, amount: parts[index]! }));
}

/** A uniform integer in [min, max) from a cryptographic source (node:crypto by default). */
export type RandomInt = (min: number, max: number) => number;

export interface DropTrigger {
  /** The pot drops when a contribution lifts it to this amount or beyond. */
  amount: number;
  /** Published before the draw can happen: sha256 of `${amount}:${salt}`. */
  commitment: string;
  /** Revealed with the win, so anyone can check the commitment. */
  salt: string;
}

export function commitmentOf(amount: number, salt: string): string {
  return createHash('sha256').update(`${amount}:${salt}`).digest('hex');
}

/** A new trigger between the pot's seed (exclusive) and its must-drop ceiling (inclusive). */
export function drawTrigger(
  seed: number,
  ceiling: number,
  random: RandomInt = randomInt,
): DropTrigger {
  if (!(Number.isSafeInteger(seed) && Number.isSafeInteger(ceiling) && seed >= 0 && ceiling > seed))
    throw new RangeError('the ceiling must be above the seed');
  const amount = random(seed + 1, ceiling + 1);
  const salt = random(0, 2 ** 47).toString(36) + random(0, 2 ** 47).toString(36);
  return { amount, commitment: commitmentOf(amount, salt), salt };
}

/** Whether a pot at `potAmount` (after the contribution) has reached its trigger. */
export function reachesTrigger(potAmount: number, trigger: Pick<DropTrigger, 'amount'>): boolean {
  return potAmount >= trigger.amount;
}

/**
 * The shared pot's payout: the `top` largest contributors (ties: the earlier contributor) get the
 * pot in proportion to their contributions, exact to the minor unit. The leaderboard shows the
 * same split as each player's "estimated prize".
 */
export function splitSharedPot(
  pot: number,
  contributors: readonly { playerId: string; contributed: number }[],
  top: number,
): { playerId: string; amount: number }[] {
  const ranked = contributors
    .map((entry, order) => ({ ...entry, order }))
    .filter((entry) => entry.contributed > 0)
    .sort((a, b) => b.contributed - a.contributed || a.order - b.order)
    .slice(0, top);
  if (ranked.length === 0) return [];
  const parts = splitByWeights(
    pot,
    ranked.map((entry) => entry.contributed),
  );
  return ranked.map((entry, index) => ({ playerId: entry.playerId, amount: parts[index]! }));
}
