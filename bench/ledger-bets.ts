// Bet transactions per second through the ledger (server/wallet/), 8 concurrent clients, on
// PGlite and, when DATABASE_URL is set, on PostgreSQL; then the ledger's invariants, and the
// latency from a bet's commit to its balanceUpdated event reaching a pub/sub subscriber.
//
//   ./node_modules/.bin/node bench/ledger-bets.ts
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test ./node_modules/.bin/node bench/ledger-bets.ts
//   options: --duration <s> (default 10)  --clients <n> (default 8)  --pool <n> (default 16)
//            --only pglite|postgres  --plain
//
// Each client is one player betting 1.00 in its own rounds (a new round every 20 bets), calling
// the same wallet.bet() the demo games use: idempotency claim, the player session checked live,
// round row with the decided outcome, ordered row locks, balance, postings and result in one
// transaction each (one statement for players without bonus money, decisions 0023 and 0027);
// --plain bets without a player session or outcome, as before 0027. Balances are funded through
// a completed deposit first. Each backend starts from an empty database (a temporary PGlite
// directory, or a fresh PostgreSQL schema dropped afterwards).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { seedDemoBrands } from '../server/brands/seed.ts';
import { migrate } from '../server/db/migrate.ts';
import { openPgliteStore } from '../server/db/pglite-store.ts';
import { openPostgresStore } from '../server/db/postgres-store.ts';
import type { Store } from '../server/db/store.ts';
import { createInProcessPubSub } from '../server/pubsub/in-process-pubsub.ts';
import { checkInvariants, isHealthy } from '../server/ledger/invariants.ts';
import { createWallet, type Wallet } from '../server/ledger/wallet.ts';
import { createTestPlayer } from '../tests/server/helpers/wallet.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    clients: { type: 'string', default: '8' },
    pool: { type: 'string', default: '16' },
    only: { type: 'string' },
    plain: { type: 'boolean', default: false },
  },
});
const DURATION_MS = Number(values.duration) * 1000;
const CLIENTS = Number(values.clients);
const STAKE = 100;

interface Backend {
  name: string;
  store: Store;
  dispose(): Promise<void>;
}

async function pglite(): Promise<Backend> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lobby-bench-ledger-'));
  const store = await openPgliteStore(path.join(dir, 'pglite'));
  return {
    name: 'PGlite',
    store,
    async dispose() {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function postgres(url: string): Promise<Backend> {
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const store = await openPostgresStore({
    connectionString: url,
    schema,
    maxConnections: Number(values.pool),
  });
  return {
    name: 'PostgreSQL',
    store,
    async dispose() {
      await store.close();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

const player = (store: Store) => createTestPlayer(store);

/** A live player session of the player (as a sign-in starts it), for the bets to check. */
async function signedIn(store: Store, playerId: string): Promise<string> {
  const id = `bench-${randomBytes(12).toString('hex')}`;
  await store.query(
    `insert into player_sessions (id, player_id, brand, method) values ($1, $2, 'aurora', 'SMS')`,
    [id, playerId],
  );
  return id;
}

async function fund(wallet: Wallet, playerId: string): Promise<void> {
  const started = await wallet.startDeposit(playerId, {
    amount: 100_000_000,
    currency: 'EUR',
    provider: 'Trustly',
    paymentMethod: 'trustly',
    payload: {},
    idempotencyKey: `fund-${playerId}`,
  });
  await wallet.changeStatus(started.transactionId, { to: 'Completed' });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function run(backend: Backend): Promise<boolean> {
  const { store } = backend;
  await migrate(store);
  await seedDemoBrands(store);
  const pubsub = createInProcessPubSub();
  const wallet = createWallet({ store, pubsub });
  const players = await Promise.all(Array.from({ length: CLIENTS }, () => player(store)));
  for (const id of players) await fund(wallet, id);
  const sessions = await Promise.all(players.map((id) => signedIn(store, id)));

  // Commit → subscriber latency: wallet.bet resolves after COMMIT and then publishes.
  const publishLatency: number[] = [];
  const committedAt = new Map<string, number>();
  const events = pubsub.subscribe('balanceUpdated');
  const listening = (async () => {
    for await (const event of events) {
      const started = committedAt.get(`${event.playerId}:${event.balance}`);
      if (started !== undefined) publishLatency.push(performance.now() - started);
    }
  })();

  const latencies: number[] = [];
  let bets = 0;
  let failures = 0;
  const deadline = performance.now() + DURATION_MS;
  const started = performance.now();
  await Promise.all(
    players.map(async (playerId, client) => {
      let n = 0;
      while (performance.now() < deadline) {
        const ref = {
          playerId,
          roundId: `bench-${client}-${Math.floor(n / 20)}-${playerId.slice(0, 8)}`,
          gameSlug: 'bench-slot',
          currency: 'EUR',
        };
        const t0 = performance.now();
        try {
          const result = await wallet.bet(
            ref,
            STAKE,
            `bench:${client}:${n}`,
            values.plain
              ? {}
              : {
                  playerSessionId: sessions[client],
                  outcome: {
                    win: 0,
                    winKey: `bench:${ref.roundId}:win`,
                    show: { game: 'slot', reels: [['cherry', 'lemon', 'grape']], win: 0 },
                  },
                },
          );
          const t1 = performance.now();
          committedAt.set(`${playerId}:${result.outcome.change.balance}`, t1);
          latencies.push(t1 - t0);
          bets++;
        } catch (error) {
          failures++;
          if (failures < 5) console.error(error);
        }
        n++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 100));
  await events.return?.();
  await listening;
  await pubsub.close();

  const report = await checkInvariants(store);
  latencies.sort((a, b) => a - b);
  publishLatency.sort((a, b) => a - b);
  console.log(
    `${backend.name.padEnd(10)} ${CLIENTS} clients, ${elapsed.toFixed(1)} s: ` +
      `${bets} bets, ${(bets / elapsed).toFixed(0)} bets/s, ${failures} failed; ` +
      `bet latency p50 ${percentile(latencies, 50).toFixed(2)} ms, p95 ${percentile(latencies, 95).toFixed(2)} ms, ` +
      `p99 ${percentile(latencies, 99).toFixed(2)} ms`,
  );
  console.log(
    `${''.padEnd(10)} commit → balanceUpdated subscriber (in-process pub/sub): ` +
      `p50 ${percentile(publishLatency, 50).toFixed(3)} ms, p95 ${percentile(publishLatency, 95).toFixed(3)} ms ` +
      `(${publishLatency.length} events)`,
  );
  console.log(
    `${''.padEnd(10)} invariants: ${isHealthy(report) ? 'OK' : 'VIOLATED'} ${JSON.stringify(report)}`,
  );
  return isHealthy(report) && failures === 0;
}

const backends: (() => Promise<Backend>)[] = [];
if (values.only !== 'postgres') backends.push(pglite);
const url = process.env.DATABASE_URL?.trim();
if (url && values.only !== 'pglite') backends.push(() => postgres(url));
if (!url) console.log('DATABASE_URL is not set: PostgreSQL skipped.');

let ok = true;
for (const open of backends) {
  const backend = await open();
  try {
    ok = (await run(backend)) && ok;
  } finally {
    await backend.dispose();
  }
}
process.exit(ok ? 0 : 1);
