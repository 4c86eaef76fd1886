// What the reel slots of games share (slot-video, slot-megaways, slot-volatile): reel strips,
// the shape of a played round and the registry of models by engine and config. A model is pure:
// a round is a function of the stake and a stream of uniform draws (cards.ts RandomInt), so the
// server plays it from an HMAC of the round id (hmacRandom: a retry replays the same reels) and
// the tests from a seeded generator (seededRandom: a deterministic simulation).
import type { RandomInt } from './cards.ts';

/**
 * A reel strip from symbol counts, each symbol spread evenly round the strip (so equal symbols
 * rarely sit together). Only the counts matter to the maths; the order only to the look.
 */
export function buildStrip(counts: Readonly<Record<string, number>>): string[] {
  const slots: { symbol: string; at: number }[] = [];
  let seed = 0;
  for (const [symbol, count] of Object.entries(counts)) {
    seed += 0.37;
    for (let i = 0; i < count; i++) slots.push({ symbol, at: (i + (seed % 1)) / count });
  }
  return slots.sort((a, b) => a.at - b.at || a.symbol.localeCompare(b.symbol)).map((s) => s.symbol);
}

/** The rows a reel shows from a stop: the stop's symbol on top, then the next ones. */
export function windowAt(strip: readonly string[], stop: number, rows: number): string[] {
  return Array.from({ length: rows }, (_, row) => strip[(stop + row) % strip.length]!);
}

/** How often each symbol stands on a strip, as a fraction. */
export function frequencies(strip: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  for (const [symbol, count] of counts) counts.set(symbol, count / strip.length);
  return counts;
}

export interface SlotWin {
  kind: 'line' | 'ways' | 'scatter';
  symbol: string;
  /** Symbols in the run (or scatters on the screen). */
  count: number;
  /** The payline (0-based) of a line win. */
  line?: number;
  /** The ways of a ways win. */
  ways?: number;
  /** The multiplier of the win (multiplier wilds, free spins). */
  multiplier: number;
  /** Cells of the win as [reel, row]. */
  cells: [number, number][];
  /** Win in coins (a coin is stake / the model's coins per stake). */
  coins: number;
}

export interface SlotSpin {
  /** grid[reel][row], row 0 at the top; Megaways reels differ in height. */
  grid: string[][];
  wins: SlotWin[];
  coins: number;
  /** A free spin's multiplier; 1 on the paid spin. */
  multiplier: number;
}

export interface SlotPlay {
  /** The paid spin first, then any free spins it awarded. */
  spins: SlotSpin[];
  coins: number;
}

export interface PaytableRow {
  symbol: string;
  /** Count → coins (per line, per way or, for scatters, per stake's coins). */
  pays: Record<number, number>;
}

export interface SlotModel {
  engine: 'slot-video' | 'slot-megaways' | 'slot-volatile';
  config: string;
  reels: number;
  /** Rows of the tallest reel. */
  rows: number;
  /** Coins a stake buys (lines, or the ways game's bet of 20 coins): stakes are multiples. */
  coinsPerStake: number;
  /** Every paying symbol with its pays, highest first. */
  paytable: PaytableRow[];
  /** An upper bound of a round's win per unit staked (free spins included). */
  maxWinPerStake: number;
  /** The exact expected return per unit staked, from the strips and weights. */
  exactRtp(): number;
  play(rng: RandomInt): SlotPlay;
  /** Model facts the rules text quotes. */
  facts: Record<string, number | string>;
}

/** A set of reels built from symbol counts, as the line slots play and price them. */
export interface ReelSet {
  strips: string[][];
  /** A reel's frequency of a symbol; 0 for a symbol not on it. */
  f(reel: number, symbol: string): number;
  /** One spin's screen: a window drawn per reel. */
  draw(rng: RandomInt): string[][];
}

export function reelSet(reels: readonly Readonly<Record<string, number>>[], rows: number): ReelSet {
  const strips = reels.map(buildStrip);
  const freq = strips.map(frequencies);
  // Every window of every strip, computed once: a spin only picks them (fast simulations).
  const windows = strips.map((strip) =>
    strip.map((_, stop) => windowAt(strip, stop, rows) as readonly string[]),
  );
  return {
    strips,
    f: (reel, symbol) => freq[reel]!.get(symbol) ?? 0,
    draw: (rng) => windows.map((reel) => reel[rng(reel.length)]! as string[]),
  };
}

/**
 * The line wins of a screen, paying left to right: reel 1 names the symbol and each following
 * reel continues the run with it or a wild. A wild multiplies the line's win by its factor (a
 * plain wild's is 1), on top of the spin's own multiplier (a free spin's).
 */
export function lineWins(
  grid: readonly (readonly string[])[],
  lines: readonly (readonly number[])[],
  pays: Readonly<Record<string, readonly number[]>>,
  wilds: Readonly<Record<string, number>>,
  multiplier: number,
): SlotWin[] {
  const wins: SlotWin[] = [];
  for (let line = 0; line < lines.length; line++) {
    const rows = lines[line]!;
    const symbol = grid[0]![rows[0]!]!;
    const linePays = pays[symbol];
    if (!linePays) continue;
    let count = 1;
    let lineMultiplier = multiplier;
    while (count < rows.length) {
      const next = grid[count]![rows[count]!]!;
      const wild = wilds[next];
      if (next !== symbol && !wild) break;
      if (wild) lineMultiplier *= wild;
      count++;
    }
    if (count < 3) continue;
    wins.push({
      kind: 'line',
      symbol,
      count,
      line,
      multiplier: lineMultiplier,
      cells: rows.slice(0, count).map((row, reel) => [reel, row]),
      coins: linePays[count - 3]! * lineMultiplier,
    });
  }
  return wins;
}

/** The paytable rows of line pays for 3, 4 and 5 in a row. */
export function linePaytable(pays: Readonly<Record<string, readonly number[]>>): PaytableRow[] {
  return Object.entries(pays).map(([symbol, p]) => ({
    symbol,
    pays: { 3: p[0]!, 4: p[1]!, 5: p[2]! },
  }));
}

/** A round's money win: coins × stake / coins per stake, rounded down (exact at offered stakes). */
export function winOf(model: SlotModel, coins: number, stake: number): number {
  return Math.floor((coins * stake) / model.coinsPerStake);
}
