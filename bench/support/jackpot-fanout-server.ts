// Child process of bench/jackpot-fanout.ts: the real server (buildServer on PGlite, the demo
// brands and jackpots) with its jackpot socket, and beside it a plain `ws` server — the floor —
// that sends a given text to every socket it holds. Messages from the parent:
//   { type: 'change' }           one opted-in player's bet through the wallet (a contribution:
//                                the jackpot service announces it, the socket flushes it)
//   { type: 'broadcast', text }  the floor: text to every floor socket, one send() each
//   { type: 'cpu' }              this process's CPU time since the last change's flush started,
//                                or since the last broadcast started (µs)
//   { type: 'stop' }             closes everything and exits
// It answers { type: 'ready', … } once both listen, and for a change { type: 'changed', at }
// when the bet has committed, then { type: 'flush', at } when the socket server starts that
// change's flush (it reads the pots: the first statement of socket.ts flush()). Times are epoch
// milliseconds (performance.timeOrigin + performance.now()), comparable across the processes.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WebSocketServer } from 'ws';
import {
  buildServer,
  createInProcessPubSub,
  createTestPlayer,
  DEMO_BRANDS,
  demoInstanceId,
  findInstance,
  migrate,
  openPgliteStore,
  saveOptIn,
  seedDemoBrands,
  seedDemoJackpots,
  type Store,
  type Wallet,
} from './platform.ts';

export type JackpotFanoutCommand =
  { type: 'change' } | { type: 'broadcast'; text: string } | { type: 'cpu' } | { type: 'stop' };
export type JackpotFanoutMessage =
  | { type: 'ready'; base: string; floorUrl: string; socketPath: string }
  | { type: 'changed'; at: number }
  | { type: 'flush'; at: number }
  | { type: 'broadcasted'; at: number }
  | { type: 'cpu'; micros: number };

const now = () => performance.timeOrigin + performance.now();
const send = (message: JackpotFanoutMessage) => process.send?.(message);

const dir = await mkdtemp(path.join(tmpdir(), 'lobby-bench-jackpot-fanout-'));
const raw = await openPgliteStore(path.join(dir, 'pglite'));
await migrate(raw);
await seedDemoBrands(raw);
await seedDemoJackpots(raw, DEMO_BRANDS);
const instanceId = demoInstanceId('aurora', 'EUR');
// The benchmark's bets must not drop a pot (a WinEvent and a second update would follow).
await raw.query(
  `update jackpot_pots set ceiling = 100000000000000, trigger_amount = 100000000000000
   where instance_id = $1`,
  [instanceId],
);

/** Set after a change commits: the next read of the pots is that change's flush. */
let armed = false;
let cpuFrom = process.cpuUsage();
const store: Store = {
  ...raw,
  kind: raw.kind,
  query(sql, params) {
    if (armed && sql.includes('from jackpot_pots where instance_id = $1 order by position')) {
      armed = false;
      cpuFrom = process.cpuUsage();
      send({ type: 'flush', at: now() });
    }
    return raw.query(sql, params);
  },
  exec: (sql) => raw.exec(sql),
  transaction: (fn) => raw.transaction(fn),
  close: () => raw.close(),
};

let wallet: Wallet | undefined;
const pubsub = createInProcessPubSub();
const app = await buildServer({
  store,
  pubsub,
  distDir: path.join(dir, 'no-spa'),
  logger: { level: 'warn' },
  // Pollers of other services stay off: they would queue on the one embedded database.
  paymentWorker: { enabled: false },
  rewardScheduler: { enabled: false },
  roundSweeper: { enabled: false },
  onServices: (services) => (wallet = services.wallet),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const playerId = await createTestPlayer(raw);
const started = await wallet!.startDeposit(playerId, {
  amount: 100_000_000,
  currency: 'EUR',
  provider: 'Trustly',
  paymentMethod: 'trustly',
  payload: {},
  idempotencyKey: `fund-${playerId}`,
});
await wallet!.changeStatus(started.transactionId, { to: 'Completed' });
const instance = (await findInstance(raw, instanceId))!;
await saveOptIn(raw, playerId, instance, true, instance.initialContribution);

const floor = new WebSocketServer({ port: 0, host: '127.0.0.1' });
await new Promise<void>((resolve) => floor.once('listening', resolve));
const floorAddress = floor.address();
const floorPort = typeof floorAddress === 'object' && floorAddress ? floorAddress.port : 0;

let bets = 0;
process.on('message', (command: JackpotFanoutCommand) => {
  if (command.type === 'change') {
    const n = bets++;
    void wallet!
      .bet(
        { playerId, roundId: `fanout-${n}`, gameSlug: 'bench-slot', currency: 'EUR' },
        100,
        `fanout:${n}`,
      )
      .then((result) => {
        if (!result.jackpot) throw new Error('the bet made no contribution');
        armed = true;
        send({ type: 'changed', at: now() });
      });
  } else if (command.type === 'broadcast') {
    cpuFrom = process.cpuUsage();
    const at = now();
    for (const socket of floor.clients) socket.send(command.text);
    send({ type: 'broadcasted', at });
  } else if (command.type === 'cpu') {
    const used = process.cpuUsage(cpuFrom);
    send({ type: 'cpu', micros: used.user + used.system });
  } else void stop();
});

async function stop(): Promise<void> {
  for (const socket of floor.clients) socket.terminate();
  await new Promise((resolve) => floor.close(resolve));
  await app.close();
  await pubsub.close();
  await raw.close();
  await rm(dir, { recursive: true, force: true });
  process.exit(0);
}

send({
  type: 'ready',
  base: `http://127.0.0.1:${port}`,
  floorUrl: `ws://127.0.0.1:${floorPort}`,
  socketPath: `/jackpot-api/v1/events/lobby-demo/aurora?currency=EUR`,
});
