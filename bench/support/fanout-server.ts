// Child process of bench/balance-push.ts: the real server, built in this process so that the
// benchmark can publish balanceUpdated on its pub/sub (as the wallet does after a commit), and
// beside it a plain `ws` server — the floor — that sends a given text to every socket it holds.
// Both serve the same client process from the same event loop. Messages from the parent:
//   { type: 'publish', change }   pubsub.publish('balanceUpdated', change)
//   { type: 'broadcast', text }   the floor: text to every floor socket, one send() each
//   { type: 'stop' }              closes everything and exits (writing a --cpu-prof profile)
// It answers { type: 'ready', base, floorUrl } once both listen.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WebSocketServer } from 'ws';
import {
  buildServer,
  createInProcessPubSub,
  migrate,
  openPgliteStore,
  seedDemoAccounts,
  seedDemoBrands,
  type BalanceChange,
} from './platform.ts';

export type FanoutCommand =
  | { type: 'publish'; change: BalanceChange }
  | { type: 'broadcast'; text: string }
  | { type: 'stop' };
export type FanoutReady = { type: 'ready'; base: string; floorUrl: string };

const dir = await mkdtemp(path.join(tmpdir(), 'lobby-bench-fanout-'));
const store = await openPgliteStore(path.join(dir, 'pglite'));
await migrate(store);
await seedDemoBrands(store);
await seedDemoAccounts(store);
const pubsub = createInProcessPubSub();
const app = await buildServer({ store, pubsub, distDir: path.join(dir, 'no-spa') });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const floor = new WebSocketServer({ port: 0, host: '127.0.0.1' });
await new Promise<void>((resolve) => floor.once('listening', resolve));
const floorAddress = floor.address();
const floorPort = typeof floorAddress === 'object' && floorAddress ? floorAddress.port : 0;

process.on('message', (command: FanoutCommand) => {
  if (command.type === 'publish') void pubsub.publish('balanceUpdated', command.change);
  else if (command.type === 'broadcast')
    for (const socket of floor.clients) socket.send(command.text);
  else void stop();
});

async function stop(): Promise<void> {
  for (const socket of floor.clients) socket.terminate();
  await new Promise((resolve) => floor.close(resolve));
  await app.close();
  await pubsub.close();
  await store.close();
  await rm(dir, { recursive: true, force: true });
  process.exit(0);
}

process.send?.({
  type: 'ready',
  base: `http://127.0.0.1:${port}`,
  floorUrl: `ws://127.0.0.1:${floorPort}`,
} satisfies FanoutReady);
