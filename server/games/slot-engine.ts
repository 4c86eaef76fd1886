// The demo slot's maths: three reels of three rows, five paylines, weighted reel strips. Pure:
// a spin is a function of three stop positions, drawn by the caller from a keyed RNG (so a
// retried spin of the same round draws the same reels).

export const SYMBOLS = ['cherry', 'lemon', 'grape', 'bell', 'bar', 'seven'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

/** Each reel's strip: common symbols repeat, sevens are rare. */
const STRIP: readonly SlotSymbol[] = [
  'cherry', 'lemon', 'grape', 'cherry', 'bell', 'lemon', 'cherry', 'grape', 'bar', 'lemon',
  'cherry', 'bell', 'grape', 'cherry', 'seven', 'lemon', 'grape', 'cherry', 'bar', 'lemon',
]; // prettier-ignore
export const REEL_STRIPS: readonly (readonly SlotSymbol[])[] = [STRIP, STRIP, STRIP];

/** Three of a kind on a line pays the line stake times this. */
export const PAYTABLE: Readonly<Record<SlotSymbol, number>> = {
  cherry: 8,
  lemon: 16,
  grape: 24,
  bell: 80,
  bar: 150,
  seven: 400,
};

/** Rows of each reel a line passes: top, middle, bottom, and the two diagonals. */
export const PAYLINES: readonly (readonly [number, number, number])[] = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

export interface LineWin {
  line: number;
  symbol: SlotSymbol;
  win: number;
}

export interface SpinOutcome {
  /** reels[reel][row], row 0 at the top. */
  reels: SlotSymbol[][];
  lines: LineWin[];
  win: number;
}

export function reelWindow(strip: readonly SlotSymbol[], stop: number): SlotSymbol[] {
  const at = (i: number) => strip[((i % strip.length) + strip.length) % strip.length]!;
  return [at(stop - 1), at(stop), at(stop + 1)];
}

/** The outcome of a stake (minor units, a multiple of the number of lines) at these stops. */
export function evaluate(stops: readonly number[], stake: number): SpinOutcome {
  const reels = REEL_STRIPS.map((strip, i) => reelWindow(strip, stops[i] ?? 0));
  const lineStake = stake / PAYLINES.length;
  const lines: LineWin[] = [];
  PAYLINES.forEach((rows, line) => {
    const [a, b, c] = rows.map((row, reel) => reels[reel]![row]!);
    if (a && a === b && b === c) lines.push({ line, symbol: a, win: lineStake * PAYTABLE[a] });
  });
  return { reels, lines, win: Math.floor(lines.reduce((sum, l) => sum + l.win, 0)) };
}

/** Every combination of stops, reel by reel. */
function* allStops(): Generator<number[]> {
  const n = STRIP.length;
  for (let a = 0; a < n; a++)
    for (let b = 0; b < n; b++) for (let c = 0; c < n; c++) yield [a, b, c];
}

/**
 * The largest win per unit staked over every stop combination (88: lines of sevens, lemons and
 * grapes at once); a stake's win is at most stake × this (evaluate rounds down).
 */
export const MAX_WIN_PER_STAKE = Math.max(
  ...Array.from(allStops(), (stops) => evaluate(stops, PAYLINES.length).win / PAYLINES.length),
);

/** Expected return per unit staked, over every stop combination. */
export function returnToPlayer(): number {
  let total = 0;
  let spins = 0;
  for (const stops of allStops()) {
    total += evaluate(stops, 500).win;
    spins += 1;
  }
  return total / (spins * 500);
}
