// `npm run bench`: every benchmark in turn, each in its own process, then one table of figures
// and ratios (decision 0034). Read the ratios, not the absolute figures: this machine is shared
// and its load moves the absolutes several-fold between runs.
//
//   npm run bench                                    # PGlite
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench    # PGlite and PostgreSQL
//   npm run bench:profile [-- <dir>]                 # each benchmark's own workload under the CPU
//                                                    # profiler, then bench/profile-summary.ts
//   environment: BENCH_PAIRS, BENCH_SEGMENT_SECONDS (bench/support/segments.ts) for longer runs
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatTable, type BenchRow } from './support/results.ts';
import { NODE } from './support/server.ts';

const BENCHMARKS = [
  'list-of-games-slice.ts',
  'ledger-bets.ts',
  'balance-push.ts',
  'graphql-validation-cost.ts',
  'jackpot-contribution.ts',
  'jackpot-fanout.ts',
  'raffle-tickets.ts',
  'raffle-draw.ts',
  // Chromium on the production build (run `npm run build` first): the lobby's cold first paint.
  'lobby-lcp.ts',
];
// The profile's workloads: the validation benchmark is a cost comparison in itself; the jackpot
// and raffle benchmarks have no profiling hook (yet).
const NOT_PROFILED = [
  'graphql-validation-cost.ts',
  'jackpot-contribution.ts',
  'jackpot-fanout.ts',
  'raffle-tickets.ts',
  'raffle-draw.ts',
  'lobby-lcp.ts',
];
const PROFILED = BENCHMARKS.filter((file) => !NOT_PROFILED.includes(file));

const profiling = process.argv[2] === '--profile';
const profileDir = profiling
  ? path.resolve(process.argv[3] ?? path.join('.tmp', 'bench-profiles'))
  : undefined;
if (profileDir) mkdirSync(profileDir, { recursive: true });

const workDir = mkdtempSync(path.join(tmpdir(), 'lobby-bench-run-'));
const resultsFile = path.join(workDir, 'results.jsonl');

function run(file: string, args: string[] = []): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(NODE, [path.join(import.meta.dirname, file), ...args], {
      stdio: 'inherit',
      env: {
        ...process.env,
        BENCH_RESULTS: resultsFile,
        ...(profileDir ? { BENCH_PROFILE_DIR: profileDir } : {}),
      },
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const startedAt = performance.now();
const failed: string[] = [];
for (const file of profiling ? PROFILED : BENCHMARKS) {
  console.log(`\n── ${file}`);
  if ((await run(file)) !== 0) failed.push(file);
}
const minutes = ((performance.now() - startedAt) / 60_000).toFixed(1);

if (profileDir) {
  const profiles = readdirSync(profileDir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => path.join(profileDir, name));
  console.log(`\n── profiles in ${profileDir}`);
  await run('profile-summary.ts', profiles);
} else {
  let rows: BenchRow[] = [];
  try {
    rows = readFileSync(resultsFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as BenchRow);
  } catch {
    // no benchmark recorded a row
  }
  console.log(
    `\nBenchmarks (${minutes} min; ratio = benchmark ÷ floor, both throughputs measured in alternating segments — or, for ms and µs rows, both latencies or costs, lower is better, ratio of the p99s or medians; median and min–max of the pairs):\n`,
  );
  console.log(formatTable(rows));
  if (!process.env.DATABASE_URL?.trim())
    console.log('\nDATABASE_URL is not set: PostgreSQL skipped.');
}
rmSync(workDir, { recursive: true, force: true });
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
