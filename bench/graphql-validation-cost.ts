// Server CPU per request of hostile GraphQL documents, as a ratio to a trivial query through the
// same stack, and /healthz latency while eight clients send the 31 KB query (decision
// 0031). Run it before and after a change to the limits to compare.
//
//   ./node_modules/.bin/node bench/graphql-validation-cost.ts              # PGlite, fresh DATA_DIR
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test ./node_modules/.bin/node bench/graphql-validation-cost.ts
//   options: --requests <n> (default 200)  most requests per document
//            --cpu-budget <s> (default 5)   stop a document's run after this much server CPU
//            --attack <s> (default 5)       how long the eight clients send for the /healthz part
//
// Starts `node server/main.ts`; its CPU time (user + system) comes from /proc/<pid>/stat, so
// this runs on Linux only. Requests go one at a time; each carries a new comment, so Yoga's
// parse and validation caches never answer for it (an attacker varies documents too).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { COMPLEX_QUERIES } from '../tests/server/helpers/complex-queries.ts';
import { startBenchServer } from './support/server.ts';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '200' },
    'cpu-budget': { type: 'string', default: '5' },
    attack: { type: 'string', default: '5' },
  },
});
const MAX_REQUESTS = Number(values.requests);
const CPU_BUDGET_MS = Number(values['cpu-budget']) * 1000;
const ATTACK_MS = Number(values.attack) * 1000;
const MIN_REQUESTS = 5;
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

interface Cost {
  answer: string;
  requests: number;
  cpuPerRequest: number;
}

async function measure(base: string, pid: number, query: string): Promise<Cost> {
  // Warm the code paths (JIT) outside the measurement.
  for (let i = 0; i < MIN_REQUESTS; i += 1) await send(base, query);
  const start = cpuMs(pid);
  let requests = 0;
  let answer = '';
  while (
    requests < MAX_REQUESTS &&
    (requests < MIN_REQUESTS || cpuMs(pid) - start < CPU_BUDGET_MS)
  ) {
    answer = await send(base, query);
    requests += 1;
  }
  return { answer, requests, cpuPerRequest: (cpuMs(pid) - start) / requests };
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
  const baseline = await measure(server.base, server.pid, TRIVIAL);
  console.log(`Server CPU per request on ${server.storage} (ratio to a trivial query):`);
  console.log(
    `  ${'document'.padEnd(52)} ${'ms/request'.padStart(10)} ${'ratio'.padStart(7)}  requests  answer`,
  );
  const row = (label: string, cost: Cost) =>
    console.log(
      `  ${label.padEnd(52)} ${format(cost.cpuPerRequest)}  ${(cost.cpuPerRequest / baseline.cpuPerRequest).toFixed(1).padStart(6)}× ${String(cost.requests).padStart(8)}  ${cost.answer}`,
    );
  row(`trivial: ${TRIVIAL}`, baseline);
  for (const [label, query] of COMPLEX_QUERIES) {
    row(
      `${label} (${(query.length / 1024).toFixed(1)} KB)`,
      await measure(server.base, server.pid, query),
    );
  }

  // /healthz idle, then while eight clients send the 31 KB query back to back.
  const idle = await healthLatency(server.base, 20);
  let attacking = true;
  const attack = COMPLEX_QUERIES[0]![1];
  const attackers = Array.from({ length: 8 }, async () => {
    let sent = 0;
    while (attacking) {
      await send(server.base, attack);
      sent += 1;
    }
    return sent;
  });
  const stopAt = Date.now() + ATTACK_MS;
  const underAttack: number[] = [];
  while (Date.now() < stopAt) underAttack.push(...(await healthLatency(server.base, 1)));
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
