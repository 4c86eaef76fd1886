// scratch: an instant scratch card. The ticket's prize is drawn from a weighted prize table (the
// price times 0, 1, 2, 5 … 1000); the card then shows nine amounts where the prize's amount
// stands three times and no other amount does (a losing card has no amount three times). The
// exact RTP is Σ weight × multiplier / Σ weight: 90.00 % (low) and 94.00 % (high), exactly.
import type { RandomInt } from './cards.ts';

export interface ScratchPrize {
  multiplier: number;
  weight: number;
}

/**
 * A prize table: weights out of 100,000 tickets (the rest lose). The models differ only in how
 * many tickets give the price back (×1), which is what moves the RTP from 90 % to 94 %.
 */
function prizeTable(priceBackWeight: number): readonly ScratchPrize[] {
  return [
    { multiplier: 1000, weight: 2 },
    { multiplier: 100, weight: 30 },
    { multiplier: 50, weight: 100 },
    { multiplier: 20, weight: 500 },
    { multiplier: 10, weight: 1500 },
    { multiplier: 5, weight: 4000 },
    { multiplier: 2, weight: 10000 },
    { multiplier: 1, weight: priceBackWeight },
  ];
}

/** Prize tables per model. */
export const SCRATCH_MODELS: Readonly<Record<string, readonly ScratchPrize[]>> = {
  low: prizeTable(15000),
  high: prizeTable(19000),
};

export const SCRATCH_TICKETS = 100_000;
export const SCRATCH_CELLS = 9;

export function scratchTable(config: string): readonly ScratchPrize[] {
  return SCRATCH_MODELS[config] ?? SCRATCH_MODELS.low!;
}

/** Exact expected return per unit staked. */
export function scratchRtp(config: string): number {
  return (
    scratchTable(config).reduce((sum, p) => sum + p.multiplier * p.weight, 0) / SCRATCH_TICKETS
  );
}

export function scratchMaxWinPerStake(config: string): number {
  return Math.max(...scratchTable(config).map((p) => p.multiplier));
}

export interface ScratchCard {
  /** The prize multiplier (0: no prize). */
  multiplier: number;
  /** Nine multipliers as printed on the card, row by row. */
  cells: number[];
  /** The cells of the matching three (empty on a losing card). */
  winning: number[];
}

/** Draws a ticket: its prize by weight, then a card that shows it. */
export function drawCard(config: string, rng: RandomInt): ScratchCard {
  const table = scratchTable(config);
  let ticket = rng(SCRATCH_TICKETS);
  let multiplier = 0;
  for (const prize of table) {
    if (ticket < prize.weight) {
      multiplier = prize.multiplier;
      break;
    }
    ticket -= prize.weight;
  }
  // The other amounts, each at most twice: two of each, shuffled, the first ones taken.
  const others = table
    .map((p) => p.multiplier)
    .filter((m) => m !== multiplier)
    .flatMap((m) => [m, m]);
  shuffle(others, rng);
  const shown = multiplier > 0 ? [multiplier, multiplier, multiplier] : [];
  const cells = [...shown, ...others.slice(0, SCRATCH_CELLS - shown.length)];
  const order = Array.from({ length: SCRATCH_CELLS }, (_, i) => i);
  shuffle(order, rng);
  const placed = new Array<number>(SCRATCH_CELLS);
  order.forEach((cell, i) => (placed[cell] = cells[i]!));
  return {
    multiplier,
    cells: placed,
    winning: multiplier > 0 ? order.slice(0, 3).sort((a, b) => a - b) : [],
  };
}

function shuffle<T>(items: T[], rng: RandomInt): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng(i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
}
