// Alternating segments (decision 0034): a benchmark and its floor run in turns, A B A B …, in
// the same process, setup and connections, so a burst of load from other sessions of this
// shared machine hits both sides of a ratio instead of one of them.
//
// Knobs (environment): BENCH_PAIRS (A+B pairs, default per benchmark), BENCH_SEGMENT_SECONDS
// (length of one segment, default per benchmark). Longer runs give steadier medians.

export interface SegmentPlan {
  pairs: number;
  seconds: number;
}

export function segmentPlan(defaults: SegmentPlan): SegmentPlan {
  const number = (name: string, fallback: number) => {
    const raw = process.env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
    return value;
  };
  return {
    pairs: Math.round(number('BENCH_PAIRS', defaults.pairs)),
    seconds: number('BENCH_SEGMENT_SECONDS', defaults.seconds),
  };
}

/** Per pair: the benchmark's and the floor's throughput (higher is better) and their ratio. */
export interface Alternation {
  benchmark: number[];
  floor: number[];
  ratios: number[];
}

/**
 * Runs `pairs` times the benchmark then the floor; each run returns a throughput (operations
 * per second). `onPair` sees each pair as it ends, for progress lines.
 */
export async function alternate(
  pairs: number,
  runBenchmark: () => Promise<number>,
  runFloor: () => Promise<number>,
  onPair?: (index: number, benchmark: number, floor: number) => void,
): Promise<Alternation> {
  const result: Alternation = { benchmark: [], floor: [], ratios: [] };
  for (let index = 0; index < pairs; index++) {
    const benchmark = await runBenchmark();
    const floor = await runFloor();
    result.benchmark.push(benchmark);
    result.floor.push(floor);
    result.ratios.push(benchmark / floor);
    onPair?.(index, benchmark, floor);
  }
  return result;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
