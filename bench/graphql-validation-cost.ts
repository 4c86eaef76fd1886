// Server CPU of hostile GraphQL documents against a trivial query through the same stack,
// alternating in short segments (bench/support/segments.ts, decision 0034): each figure is
// requests per second of server CPU, so the ratio is the trivial query's CPU per request over
// the document's. Then /healthz latency while eight clients send the 31 KB query
// (decision 0031). Run it before and after a change to the limits to compare.
//
//   ./node_modules/.bin/node bench/graphql-validation-cost.ts              # PGlite, fresh DATA_DIR
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test ./node_modules/.bin/node bench/graphql-validation-cost.ts
//   options: --attack <s> (default 5)  how long the eight clients send for the /healthz part
//   environment: BENCH_PAIRS (default 3), BENCH_SEGMENT_SECONDS (default 1)
//
// Starts `node server/main.ts`; its CPU time (user + system) comes from /proc/<pid>/stat, so
// this runs on Linux only. Requests go one at a time; each carries a new comment, so Yoga's
// parse and validation caches never answer for it (an attacker varies documents too).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { COMPLEX_QUERIES } from '../tests/server/helpers/complex-queries.ts';
import { record, rowFrom } from './support/results.ts';
import { alternate, segmentPlan } from './support/segments.ts';
import { startBenchServer } from './support/server.ts';

const { values } = parseArgs({ options: { attack: { type: 'string', default: '5' } } });
const ATTACK_MS = Number(values.attack) * 1000;
const WARM_REQUESTS = 5;
const plan = segmentPlan({ pairs: 3, seconds: 1 });
const TRIVIAL = '{ countryContext { countryCode } }';
const CLOCK_TICKS_PER_SECOND = 100;

/** User + system CPU of a process, in ms (Linux: fields 14 and 15 of /proc/<pid>/stat). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces; the fields after it are plain.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

let sequence = 0;
async function send(base: string, query: string): Promise<string> {
  sequence += 1;
  const response = await fetch(`${base}/lobby-graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `# request ${sequence}\n${query}` }),
  });
  const body = (await response.json()) as {
    errors?: { message: string; extensions?: { type?: string } }[];
  };
  const error = body.errors?.[0];
  return error
    ? `${response.status} ${error.extensions?.type} (${error.message.slice(0, 50)})`
    : `${response.status} data`;
}

/** One segment: requests one at a time for `seconds`; requests per second of server CPU. */
async function segment(base: string, pid: number, query: string, seconds: number) {
  const start = cpuMs(pid);
  const deadline = performance.now() + seconds * 1000;
  let requests = 0;
  while (performance.now() < deadline) {
    await send(base, query);
    requests += 1;
  }
  // A clock tick at least, so a segment too short to be charged a tick does not divide by 0.
  return requests / (Math.max(cpuMs(pid) - start, 1000 / CLOCK_TICKS_PER_SECOND) / 1000);
}

async function healthLatency(base: string, samples: number): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const started = performance.now();
    const response = await fetch(`${base}/healthz`);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return latencies.sort((a, b) => a - b);
}

const median = (sorted: number[]) => sorted[Math.floor(sorted.length / 2)] ?? 0;
const format = (ms: number) => ms.toFixed(2).padStart(9);

const server = await startBenchServer();
try {
  const { base, pid } = server;
  console.log(
    `GraphQL validation cost on ${server.storage}: ${COMPLEX_QUERIES.length} documents, each ${plan.pairs} × (${plan.seconds} s + ${plan.seconds} s) against ${TRIVIAL}`,
  );
  for (const [label, query] of COMPLEX_QUERIES) {
    // Warm the code paths (JIT) outside the measurement; the last answer says what happened.
    let answer = '';
    for (let i = 0; i < WARM_REQUESTS; i += 1) answer = await send(base, query);
    for (let i = 0; i < WARM_REQUESTS; i += 1) await send(base, TRIVIAL);
    const alternation = await alternate(
      plan.pairs,
      () => segment(base, pid, query, plan.seconds),
      () => segment(base, pid, TRIVIAL, plan.seconds),
    );
    console.log(`  ${label} (${(query.length / 1024).toFixed(1)} KB): ${answer}`);
    record(
      rowFrom(
        {
          benchmark: `hostile query: ${label}`,
          unit: 'req/CPU-s',
          floorLabel: 'trivial query',
        },
        alternation,
      ),
    );
  }

  // /healthz idle, then while eight clients send the 31 KB query back to back.
  const idle = await healthLatency(base, 20);
  let attacking = true;
  const attack = COMPLEX_QUERIES[0]![1];
  const attackers = Array.from({ length: 8 }, async () => {
    let sent = 0;
    while (attacking) {
      await send(base, attack);
      sent += 1;
    }
    return sent;
  });
  const stopAt = Date.now() + ATTACK_MS;
  const underAttack: number[] = [];
  while (Date.now() < stopAt) underAttack.push(...(await healthLatency(base, 1)));
  attacking = false;
  const attacks = (await Promise.all(attackers)).reduce((a, b) => a + b, 0);
  underAttack.sort((a, b) => a - b);
  console.log(
    [
      `/healthz latency, idle vs eight clients sending "${COMPLEX_QUERIES[0]![0]}" (${attacks} sent in ${ATTACK_MS / 1000} s):`,
      `  idle          median ${format(median(idle))} ms   max ${format(idle.at(-1) ?? 0)} ms`,
      `  under attack  median ${format(median(underAttack))} ms   max ${format(underAttack.at(-1) ?? 0)} ms   (median ${(median(underAttack) / median(idle)).toFixed(1)}× idle, ${underAttack.length} probes)`,
    ].join('\n'),
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await server.stop();
}
