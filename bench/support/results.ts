// One row of `npm run bench`'s table (bench/run.ts): a benchmark's figure, its floor's, the
// median ratio of the alternating pairs with their spread, and the goal. Each benchmark prints
// its rows and, when BENCH_RESULTS names a file, appends them there as JSON lines.
import { appendFileSync } from 'node:fs';
import { median, type Alternation } from './segments.ts';

export interface BenchRow {
  benchmark: string;
  /** Unit of figure and floor, e.g. "req/s". */
  unit: string;
  figure: number;
  floorLabel: string;
  floor: number;
  /** Median of the pairs' ratios (benchmark ÷ floor, both throughputs). */
  ratio: number;
  spread: [number, number];
  pairs: number;
  /** The ratio the benchmark must reach (§4); absent when none is set. */
  goal?: number;
  /**
   * Latencies and costs (ms, CPU per message): the ratio is benchmark ÷ floor of a figure where
   * lower is better, and the goal is a ceiling the ratio must stay under.
   */
  lowerIsBetter?: boolean;
}

export function rowFrom(
  fields: Omit<BenchRow, 'figure' | 'floor' | 'ratio' | 'spread' | 'pairs'>,
  alternation: Alternation,
): BenchRow {
  return {
    ...fields,
    figure: median(alternation.benchmark),
    floor: median(alternation.floor),
    ratio: median(alternation.ratios),
    spread: [Math.min(...alternation.ratios), Math.max(...alternation.ratios)],
    pairs: alternation.ratios.length,
  };
}

export function verdict(row: BenchRow): string {
  if (row.goal === undefined) return '—';
  if (!finite(row.ratio)) return 'no figure';
  // A pair whose floor did nothing (a stalled segment) has an unbounded ratio.
  const low = finite(row.spread[0]) ? row.spread[0] : -Infinity;
  const high = finite(row.spread[1]) ? row.spread[1] : Infinity;
  if (row.lowerIsBetter) {
    if (high <= row.goal) return 'met';
    if (low > row.goal) return 'missed';
    return row.ratio <= row.goal ? 'met (spread crosses)' : 'missed (spread crosses)';
  }
  if (low >= row.goal) return 'met';
  if (high < row.goal) return 'missed';
  return row.ratio >= row.goal ? 'met (spread crosses)' : 'missed (spread crosses)';
}

// A floor that did nothing in a segment makes a ratio of Infinity, which JSON turns to null.
const finite = (value: number | null): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const figure = (value: number | null, unit: string) =>
  finite(value) ? `${value >= 100 ? value.toFixed(0) : value.toPrecision(3)} ${unit}` : 'n/a';
const fixed = (value: number | null) => (finite(value) ? value.toFixed(2) : '∞');

const goalOf = (row: BenchRow) =>
  row.goal === undefined ? '—' : `${row.lowerIsBetter ? '≤' : '≥'} ${row.goal}`;

export function describeRow(row: BenchRow): string {
  return (
    `${row.benchmark}: ${figure(row.figure, row.unit)} vs ${row.floorLabel} ${figure(row.floor, row.unit)}: ` +
    `ratio ${fixed(row.ratio)} (${fixed(row.spread[0])}–${fixed(row.spread[1])}, ${row.pairs} pairs)` +
    (row.goal === undefined ? '' : `, goal ${goalOf(row)}: ${verdict(row)}`)
  );
}

/** Prints the row and hands it to bench/run.ts. */
export function record(row: BenchRow): void {
  console.log(`  => ${describeRow(row)}`);
  const file = process.env.BENCH_RESULTS;
  if (file) appendFileSync(file, `${JSON.stringify(row)}\n`);
}

export function formatTable(rows: readonly BenchRow[]): string {
  const header = ['benchmark', 'figure', 'floor', 'ratio', 'spread', 'goal', 'verdict'];
  const lines = rows.map((row) => [
    row.benchmark,
    figure(row.figure, row.unit),
    `${row.floorLabel} ${figure(row.floor, row.unit)}`,
    fixed(row.ratio),
    `${fixed(row.spread[0])}–${fixed(row.spread[1])}`,
    goalOf(row),
    verdict(row),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]!.length)),
  );
  const format = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [
    format(header),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...lines.map(format),
  ].join('\n');
}
