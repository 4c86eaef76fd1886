// What the reel slots of games share (slot-video, slot-megaways, slot-volatile): the random
// draws, reel strips, the shape of a played round and the registry of models by engine and
// config. A model is pure: a round is a function of the stake and a stream of uniform draws, so
// the server plays it from an HMAC of the round id (a retry replays the same reels) and the
// tests from a seeded generator (a deterministic simulation).
import { createHmac } from 'node:crypto';

/** A uniform whole number in [0, n). */
export type Rng = (n: number) => number;

/**
 * The production draws: 32-bit words of HMAC-SHA256(key, `${roundId}:${block}`), rejection
 * sampled so every value of [0, n) is equally likely (no modulo bias).
 */
export function hmacRng(key: string, roundId: string): Rng {
  let block = 0;
  let digest = Buffer.alloc(0);
  let offset = 0;
  const word = (): number => {
    if (offset + 4 > digest.length) {
      digest = createHmac('sha256', key).update(`${roundId}:${block++}`).digest();
      offset = 0;
    }
    const value = digest.readUInt32BE(offset);
    offset += 4;
    return value;
  };
  return (n) => {
    const limit = Math.floor(2 ** 32 / n) * n;
    for (;;) {
      const value = word();
      if (value < limit) return value % n;
    }
  };
}

/** A seeded generator for simulations (mulberry32): fast, deterministic, uniform enough. */
export function seededRng(seed: number): Rng {
  let state = seed >>> 0;
  return (n) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
    return Math.floor(unit * n);
  };
}

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
  play(rng: Rng): SlotPlay;
  /** Model facts the rules text quotes. */
  facts: Record<string, number | string>;
}

/** A round's money win: coins × stake / coins per stake, rounded down (exact at offered stakes). */
export function winOf(model: SlotModel, coins: number, stake: number): number {
  return Math.floor((coins * stake) / model.coinsPerStake);
}
