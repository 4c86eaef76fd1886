// Fan-out: one balanceUpdated event pushed to N sockets through the server's GraphQL
// subscriptions, against the floor — a plain `ws` broadcast of the same message text to N
// sockets held by the same server process — alternating in short segments
// (bench/support/segments.ts, decision 0034). No goal is set; the ratio says what the
// subscription stack costs over writing the bytes.
//
//   ./node_modules/.bin/node bench/balance-push.ts
//   options: --sockets <n> (default 200)
//   environment: BENCH_PAIRS (default 8), BENCH_SEGMENT_SECONDS (default 1), BENCH_PROFILE_DIR
//
// The server (bench/support/fanout-server.ts, a child process on PGlite: no storage is on this
// path) signs the demo player in by SMS; N graphql-transport-ws sockets (the player in N tabs)
// each subscribe with the SPA's WalletBalanceUpdated document. One push: this process asks the
// child to publish a balance change on its pub/sub, as the wallet does after a commit, and waits
// until every socket has its `next` message. The floor's push asks the child to send the last
// such message, byte for byte, to N plain sockets. Pushes per second of each, one at a time.
import { fork } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import type { FanoutCommand, FanoutReady } from './support/fanout-server.ts';
import { cpuProfArgs, profileDir, profileWindow } from './support/profiling.ts';
import { record, rowFrom } from './support/results.ts';
import { alternate, segmentPlan } from './support/segments.ts';
import { BRAND, signInDemoPlayer, tokenClaim } from './support/sign-in.ts';

// The SPA's subscription (src/features/cashier/queries/wallet.graphql).
const SUBSCRIPTION = `subscription WalletBalanceUpdated {
  balanceUpdated { balance bonusBalance currency amount moneyType wageringProgress }
}`;

const { values } = parseArgs({ options: { sockets: { type: 'string', default: '200' } } });
const SOCKETS = Number(values.sockets);
const plan = segmentPlan({ pairs: 8, seconds: 1 });

const child = fork(path.join(import.meta.dirname, 'support', 'fanout-server.ts'), {
  execArgv: cpuProfArgs('fanout'),
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const ready = await new Promise<FanoutReady>((resolve, reject) => {
  child.once('message', (message) => resolve(message as FanoutReady));
  child.once('exit', (code) => reject(new Error(`the fan-out server exited (${code})`)));
});
const send = (command: FanoutCommand) => child.send(command);

/** Counts messages over a set of sockets; `next()` resolves when every socket has one more. */
class Arrivals {
  private count = 0;
  private target = 0;
  private resolve: (() => void) | undefined;
  last = '';
  private readonly size: number;
  constructor(size: number) {
    this.size = size;
  }
  arrived(text: string) {
    this.last = text;
    this.count++;
    if (this.resolve && this.count >= this.target) {
      this.resolve();
      this.resolve = undefined;
    }
  }
  next(): Promise<void> {
    this.target = this.count + this.size;
    return new Promise((resolve) => (this.resolve = resolve));
  }
}

function open(url: string, protocol?: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, protocol);
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

async function subscribed(url: string, accessToken: string, arrivals: Arrivals) {
  const socket = await open(url, 'graphql-transport-ws');
  await new Promise<void>((resolve, reject) => {
    socket.on('message', (data) => {
      const text = data.toString();
      const message = JSON.parse(text) as { type: string };
      if (message.type === 'connection_ack') resolve();
      else if (message.type === 'next') arrivals.arrived(text);
      else if (message.type !== 'ping' && message.type !== 'pong')
        reject(new Error(`unexpected message: ${text}`));
    });
    socket.send(
      JSON.stringify({ type: 'connection_init', payload: { accessToken, brand: BRAND } }),
    );
  });
  socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: SUBSCRIPTION } }));
  return socket;
}

/** Pushes per second for `seconds`, one push at a time, each to every socket. */
async function pushes(seconds: number, push: () => void, arrivals: Arrivals): Promise<number> {
  let done = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  while (performance.now() < deadline) {
    const all = arrivals.next();
    push();
    await all;
    done++;
  }
  return done / ((performance.now() - started) / 1000);
}

const sockets: WebSocket[] = [];
try {
  const tokens = await signInDemoPlayer(ready.base);
  const playerId = tokenClaim(tokens.accessToken, 'sub');
  const wsUrl = `${ready.base.replace('http', 'ws')}/lobby-graphql`;
  const pushed = new Arrivals(SOCKETS);
  for (let i = 0; i < SOCKETS; i++)
    sockets.push(await subscribed(wsUrl, tokens.accessToken, pushed));
  const broadcast = new Arrivals(SOCKETS);
  for (let i = 0; i < SOCKETS; i++) {
    const socket = await open(ready.floorUrl);
    socket.on('message', (data) => broadcast.arrived(data.toString()));
    sockets.push(socket);
  }

  let balance = 100_000_000;
  const publish = () =>
    send({
      type: 'publish',
      change: {
        playerId,
        currency: 'EUR',
        balance: (balance -= 25),
        bonusBalance: 0,
        amount: 25,
        moneyType: 'CasinoBet',
        wageringProgress: 0,
      },
    });
  // Subscriptions start asynchronously after `subscribe`: wait until one push reaches them all.
  await Promise.race([
    (async () => {
      for (;;) {
        const all = pushed.next();
        publish();
        const reached = await Promise.race([
          all.then(() => true),
          new Promise((resolve) => setTimeout(() => resolve(false), 500)),
        ]);
        if (reached) return;
      }
    })(),
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error('the subscriptions did not all start')), 30_000),
    ),
  ]);
  const floorPush = () => send({ type: 'broadcast', text: pushed.last });
  console.log(
    `balance push: ${SOCKETS} sockets, ${plan.pairs} × (${plan.seconds} s + ${plan.seconds} s), message ${pushed.last.length} bytes`,
  );
  await pushes(1, publish, pushed);
  if (profileDir()) {
    const rate = await profileWindow('fanout', () =>
      pushes(plan.pairs * plan.seconds, publish, pushed),
    );
    console.log(`  profiled: ${rate.toFixed(0)} pushes/s`);
  } else {
    await pushes(1, floorPush, broadcast);
    const alternation = await alternate(
      plan.pairs,
      () => pushes(plan.seconds, publish, pushed),
      () => pushes(plan.seconds, floorPush, broadcast),
      (index, push, floor) =>
        console.log(
          `  pair ${index + 1}: ${push.toFixed(0)} pushes/s, plain ws ${floor.toFixed(0)} broadcasts/s, ratio ${(push / floor).toFixed(2)}`,
        ),
    );
    record(
      rowFrom(
        {
          benchmark: `balance push to ${SOCKETS} sockets`,
          unit: 'push/s',
          floorLabel: 'plain ws broadcast',
        },
        alternation,
      ),
    );
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  for (const socket of sockets) socket.terminate();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  send({ type: 'stop' });
  await exited;
}
