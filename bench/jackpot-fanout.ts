// Jackpot fan-out: one pot change delivered to 10,000 subscribed jackpot sockets
// (`/jackpot-api/v1/events/…`, server/jackpot/socket.ts) against the floor — a plain `ws`
// WebSocketServer in the same server process sending the same JackpotUpdate text to the same
// number of sockets. Goal: the last socket has the update within 250 ms at p99, and the
// delivery takes at most 2× the plain broadcast.
//
//   ./node_modules/.bin/node bench/jackpot-fanout.ts
//   options: --sockets <n> (default 10000)  --changes <n> per phase (default 10)
//            --rounds <n> (default 2: jackpot phase, floor phase, jackpot phase, floor phase)
//
// The server (bench/support/jackpot-fanout-server.ts, a child process on PGlite with the demo
// jackpots) is the real app. One change is a real contribution: an opted-in player's bet through
// the wallet, which tells the jackpot service; the service announces the instance (coalesced:
// ANNOUNCE_EVERY_MS, server/jackpot/service.ts) on the pub/sub, and the socket server flushes it
// to its sockets (coalesced again: FLUSH_EVERY_MS, server/jackpot/socket.ts): it reads the pots
// once, serialises once, and sends the frame to every subscribed socket. Two latencies per
// change, both to the LAST of the N sockets to receive it: from the change (the bet's commit)
// and from the flush's start (the server's read of the pots); the first includes the two
// coalescing windows by design. Server CPU per delivered message: the child's CPU time from the
// flush's start (the floor: from its loop's start) until the parent has seen the last socket
// receive, ÷ N.
//
// File descriptors: every socket is one descriptor in this process and one in the server. Both
// processes inherit `ulimit -n` (20,000 on the project machine), so the jackpot sockets and the
// floor's sockets are never open together: the phases alternate, each opening its N sockets and
// closing them before the other phase. The benchmark refuses to start when N does not fit.
import { fork } from 'node:child_process';
import { execSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import type {
  JackpotFanoutCommand,
  JackpotFanoutMessage,
} from './support/jackpot-fanout-server.ts';
import { record, type BenchRow } from './support/results.ts';
import { median, percentile } from './support/segments.ts';

const { values } = parseArgs({
  options: {
    sockets: { type: 'string', default: '10000' },
    changes: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
  },
});
const SOCKETS = Number(values.sockets);
const CHANGES = Number(values.changes);
const ROUNDS = Number(values.rounds);
const GOAL_P99_MS = 250;
const GOAL_RATIO = 2;
/** Sockets opening at once (the server checks each one's brand, settings and instance). */
const OPENING = 200;

const now = () => performance.timeOrigin + performance.now();

const limit = Number(execSync('ulimit -n', { shell: '/bin/sh' }).toString().trim());
if (Number.isFinite(limit) && SOCKETS + 500 > limit) {
  console.error(
    `jackpot fan-out: ${SOCKETS} sockets need ${SOCKETS + 500} file descriptors per process, ulimit -n is ${limit}; pass --sockets ${limit - 500} or raise the limit.`,
  );
  process.exit(1);
}

const child = fork(path.join(import.meta.dirname, 'support', 'jackpot-fanout-server.ts'), {
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const waiting = new Map<string, ((message: JackpotFanoutMessage) => void)[]>();
child.on('message', (message: JackpotFanoutMessage) => {
  const queue = waiting.get(message.type);
  const next = queue?.shift();
  if (next) next(message);
});
function expect<T extends JackpotFanoutMessage['type']>(
  type: T,
): Promise<Extract<JackpotFanoutMessage, { type: T }>> {
  return new Promise((resolve) => {
    const queue = waiting.get(type) ?? [];
    queue.push(resolve as (message: JackpotFanoutMessage) => void);
    waiting.set(type, queue);
  });
}
const send = (command: JackpotFanoutCommand) => child.send(command);
const ready = await Promise.race([
  expect('ready'),
  new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the jackpot fan-out server exited (${code})`))),
  ),
]);

/** Counts messages over the open sockets; `next()` resolves when each has one more. */
class Arrivals {
  private count = 0;
  private target = 0;
  private resolve: ((at: number) => void) | undefined;
  size = 0;
  last = '';
  arrived(text: string) {
    this.last = text;
    this.count++;
    if (this.resolve && this.count >= this.target) {
      const resolve = this.resolve;
      this.resolve = undefined;
      resolve(now());
    }
  }
  /** Resolves with the time the last socket received. */
  next(): Promise<number> {
    this.target = this.count + this.size;
    return new Promise((resolve) => (this.resolve = resolve));
  }
}

async function openAll(
  url: string,
  onOpen: (socket: WebSocket) => Promise<void>,
): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let start = 0; start < SOCKETS; start += OPENING) {
    const batch = Array.from({ length: Math.min(OPENING, SOCKETS - start) }, async () => {
      const socket = new WebSocket(url);
      await new Promise<void>((resolve, reject) => {
        socket.once('open', () => resolve());
        socket.once('error', reject);
      });
      await onOpen(socket);
      sockets.push(socket);
    });
    await Promise.all(batch);
  }
  return sockets;
}

async function closeAll(sockets: WebSocket[]): Promise<void> {
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          socket.once('close', () => resolve());
          socket.terminate();
        }),
    ),
  );
  // Let the server see the closes (and free its descriptors) before the next phase opens more.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
}

interface JackpotSample {
  fromChange: number;
  fromFlush: number;
  cpuMicros: number;
}

const jackpotSamples: JackpotSample[] = [];
const floorSamples: { latency: number; cpuMicros: number }[] = [];
let frame = '';

async function jackpotPhase(round: number): Promise<void> {
  const arrivals = new Arrivals();
  const t0 = performance.now();
  const sockets = await openAll(
    `${ready.base.replace('http', 'ws')}${ready.socketPath}`,
    (socket) => {
      // The answer to SubscribeRequest is the first JackpotUpdate.
      const first = new Promise<void>((resolve, reject) => {
        let subscribed = false;
        socket.on('message', (data) => {
          const text = data.toString();
          if (!text.startsWith('{"type":"JackpotUpdate"')) {
            return reject(new Error(`unexpected frame: ${text}`));
          }
          if (subscribed) arrivals.arrived(text);
          else {
            subscribed = true;
            resolve();
          }
        });
      });
      socket.send(JSON.stringify({ type: 'SubscribeRequest', events: 'all' }));
      return first;
    },
  );
  arrivals.size = sockets.length;
  console.log(
    `  round ${round}: ${sockets.length} jackpot sockets subscribed in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  for (let i = 0; i < CHANGES; i++) {
    const all = arrivals.next();
    const changed = expect('changed');
    const flushed = expect('flush');
    send({ type: 'change' });
    const [lastAt, { at: changedAt }, { at: flushAt }] = await Promise.all([all, changed, flushed]);
    const cpu = expect('cpu');
    send({ type: 'cpu' });
    const { micros } = await cpu;
    jackpotSamples.push({
      fromChange: lastAt - changedAt,
      fromFlush: lastAt - flushAt,
      cpuMicros: micros,
    });
    // Past both coalescing windows before the next change.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  frame = arrivals.last;
  await closeAll(sockets);
}

async function floorPhase(round: number): Promise<void> {
  const arrivals = new Arrivals();
  const t0 = performance.now();
  const sockets = await openAll(ready.floorUrl, async (socket) => {
    socket.on('message', (data) => arrivals.arrived(data.toString()));
  });
  arrivals.size = sockets.length;
  console.log(
    `  round ${round}: ${sockets.length} plain sockets open in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  for (let i = 0; i < CHANGES; i++) {
    const all = arrivals.next();
    const started = expect('broadcasted');
    send({ type: 'broadcast', text: frame });
    const [lastAt, { at }] = await Promise.all([all, started]);
    const cpu = expect('cpu');
    send({ type: 'cpu' });
    const { micros } = await cpu;
    floorSamples.push({ latency: lastAt - at, cpuMicros: micros });
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await closeAll(sockets);
}

const sorted = (numbers: number[]) => [...numbers].sort((a, b) => a - b);
const ms = (value: number) => `${value.toFixed(1)} ms`;

try {
  console.log(
    `jackpot fan-out: ${SOCKETS} sockets (ulimit -n ${limit}), ${ROUNDS} × (${CHANGES} changes + ${CHANGES} plain broadcasts)`,
  );
  for (let round = 1; round <= ROUNDS; round++) {
    await jackpotPhase(round);
    await floorPhase(round);
  }
  console.log(`  frame: ${frame.length} bytes`);
  const fromChange = sorted(jackpotSamples.map((s) => s.fromChange));
  const fromFlush = sorted(jackpotSamples.map((s) => s.fromFlush));
  const floor = sorted(floorSamples.map((s) => s.latency));
  const cpu = sorted(jackpotSamples.map((s) => s.cpuMicros / SOCKETS));
  const floorCpu = sorted(floorSamples.map((s) => s.cpuMicros / SOCKETS));
  const line = (name: string, values: number[]) =>
    console.log(
      `  ${name}: p50 ${ms(percentile(values, 50))}, p99 ${ms(percentile(values, 99))}, min ${ms(values[0]!)}, max ${ms(values.at(-1)!)}`,
    );
  line('change (bet commit) → last socket', fromChange);
  line('flush start → last socket        ', fromFlush);
  line('plain ws broadcast → last socket ', floor);
  console.log(
    `  server CPU per delivered message: jackpot ${median(cpu).toFixed(2)} µs (flush to last receipt), plain ws ${median(floorCpu).toFixed(2)} µs (medians)`,
  );
  const p99Change = percentile(fromChange, 99);
  const p99Flush = percentile(fromFlush, 99);
  const p99Floor = percentile(floor, 99);
  console.log(
    `  goal p99 ≤ ${GOAL_P99_MS} ms: from the change ${ms(p99Change)} (${p99Change <= GOAL_P99_MS ? 'met' : 'missed'}), ` +
      `from the flush ${ms(p99Flush)} (${p99Flush <= GOAL_P99_MS ? 'met' : 'missed'})`,
  );
  console.log(
    `  goal ≤ ${GOAL_RATIO}× the plain broadcast (p99): from the change ${(p99Change / p99Floor).toFixed(2)}×, from the flush ${(p99Flush / p99Floor).toFixed(2)}×`,
  );
  // Pairs: the i-th change of the run against the i-th plain broadcast.
  const pairs = jackpotSamples.map((sample, i) => ({ sample, floor: floorSamples[i]! }));
  const rowOf = (
    benchmark: string,
    unit: string,
    figure: number,
    floorFigure: number,
    ratios: number[],
    goal?: number,
  ): BenchRow => ({
    benchmark,
    unit,
    figure,
    floorLabel: 'plain ws broadcast',
    floor: floorFigure,
    ratio: figure / floorFigure,
    spread: [Math.min(...ratios), Math.max(...ratios)],
    pairs: ratios.length,
    lowerIsBetter: true,
    ...(goal === undefined ? {} : { goal }),
  });
  record(
    rowOf(
      `jackpot update to ${SOCKETS} sockets, flush → last socket (p99)`,
      'ms',
      p99Flush,
      p99Floor,
      pairs.map((p) => p.sample.fromFlush / p.floor.latency),
      GOAL_RATIO,
    ),
  );
  record(
    rowOf(
      `jackpot update to ${SOCKETS} sockets, bet commit → last socket (p99)`,
      'ms',
      p99Change,
      p99Floor,
      pairs.map((p) => p.sample.fromChange / p.floor.latency),
      GOAL_RATIO,
    ),
  );
  record(
    rowOf(
      `jackpot update to ${SOCKETS} sockets, server CPU per message (median)`,
      'µs',
      median(cpu),
      median(floorCpu),
      pairs.map((p) => p.sample.cpuMicros / p.floor.cpuMicros),
    ),
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  send({ type: 'stop' });
  await exited;
}
