// Bets per second through the ledger (server/wallet/) against one-statement write transactions
// with the same client count on the same database, alternating in short segments
// (bench/support/segments.ts); the goal is a bet ≥ 0.5 × the one-statement transaction
// (decision 0034). PGlite always, PostgreSQL too when DATABASE_URL is set. Afterwards the
// ledger's invariants, and the latency from a bet's commit to its balanceUpdated event reaching
// a pub/sub subscriber.
//
//   ./node_modules/.bin/node bench/ledger-bets.ts
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test ./node_modules/.bin/node bench/ledger-bets.ts
//   options: --clients <n> (default 8)  --pool <n> (default 16)  --only pglite|postgres  --plain
//   environment: BENCH_PAIRS (default 8), BENCH_SEGMENT_SECONDS (default 1), BENCH_PROFILE_DIR
//
// Each client is one player betting 1.00 in its own rounds (a new round every 20 bets), calling
// the same wallet.bet() the demo games use: idempotency claim, the player session checked live,
// round row with the decided outcome, ordered row locks, balance, postings and result in one
// transaction each (one statement for players without bonus money, decisions 0023 and 0027);
// --plain bets without a player session or outcome, as before 0027. The floor's clients each
// run `update bench_floor set n = n + 1 where client = $1` on their own row: one statement, one
// row written, one commit — the least a bet could cost. Balances are funded through a completed
// deposit first. Each backend starts from an empty database (a temporary PGlite directory, or
// a fresh PostgreSQL schema dropped afterwards).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  checkInvariants,
  createInProcessPubSub,
  createTestPlayer,
  createWallet,
  isHealthy,
  migrate,
  openPgliteStore,
  openPostgresStore,
  seedDemoBrands,
  type Store,
  type Wallet,
} from './support/platform.ts';
import { profileDir, profileInProcess } from './support/profiling.ts';
import { record, rowFrom } from './support/results.ts';
import { alternate, percentile, segmentPlan } from './support/segments.ts';
import { closedLoop } from './support/closed-loop.ts';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '8' },
    pool: { type: 'string', default: '16' },
    only: { type: 'string' },
    plain: { type: 'boolean', default: false },
  },
});
const CLIENTS = Number(values.clients);
const STAKE = 100;
const GOAL = 0.5;
const plan = segmentPlan({ pairs: 8, seconds: 1 });

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

/**
 * The store the wallet gets, counting round trips to the database: each query, and BEGIN and
 * COMMIT (or ROLLBACK) of each transaction.
 */
function countingRoundTrips(store: Store, counter: { count: number }): Store {
  const counting = <Q extends Pick<Store, 'query'>>(queryable: Q) =>
    ((sql, params) => {
      counter.count++;
      return queryable.query(sql, params);
    }) as Store['query'];
  return {
    ...store,
    query: counting(store),
    transaction: (fn) =>
      store.transaction((tx) => {
        counter.count += 2;
        return fn({ ...tx, query: counting(tx) });
      }),
  };
}

async function run(backend: Backend): Promise<boolean> {
  const { store } = backend;
  await migrate(store);
  await seedDemoBrands(store);
  await store.exec(
    'create table bench_floor (client integer primary key, n bigint not null default 0)',
  );
  await store.query('insert into bench_floor (client) select generate_series(0, $1::integer - 1)', [
    CLIENTS,
  ]);
  const pubsub = createInProcessPubSub();
  const roundTrips = { count: 0 };
  const wallet = createWallet({ store: countingRoundTrips(store, roundTrips), pubsub });
  const players = await Promise.all(Array.from({ length: CLIENTS }, () => createTestPlayer(store)));
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
  const betsOf = players.map(() => 0);
  let failures = 0;
  const bet = async (client: number) => {
    const playerId = players[client]!;
    const n = betsOf[client]!++;
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
    } catch (error) {
      failures++;
      if (failures < 5) console.error(error);
    }
  };
  const floor = async (client: number) => {
    await store.query('update bench_floor set n = n + 1 where client = $1', [client]);
  };

  const label = `bet${values.plain ? ' (plain)' : ''} (${backend.name})`;
  console.log(
    `${label}: ${CLIENTS} clients, ${plan.pairs} × (${plan.seconds} s + ${plan.seconds} s)`,
  );
  await closedLoop(CLIENTS, 1, bet);
  if (profileDir()) {
    const rate = await profileInProcess(`ledger-${backend.name.toLowerCase()}`, () =>
      closedLoop(CLIENTS, plan.pairs * plan.seconds, bet),
    );
    console.log(`  profiled: ${rate.toFixed(0)} bets/s`);
  } else {
    await closedLoop(CLIENTS, 1, floor);
    roundTrips.count = 0;
    const betsBefore = latencies.length + failures;
    const alternation = await alternate(
      plan.pairs,
      () => closedLoop(CLIENTS, plan.seconds, bet),
      () => closedLoop(CLIENTS, plan.seconds, floor),
      (index, bets, statements) =>
        console.log(
          `  pair ${index + 1}: ${bets.toFixed(0)} bets/s, ${statements.toFixed(0)} one-statement transactions/s, ratio ${(bets / statements).toFixed(2)}`,
        ),
    );
    record(
      rowFrom(
        { benchmark: label, unit: 'tx/s', floorLabel: 'one-statement tx', goal: GOAL },
        alternation,
      ),
    );
    const betsMeasured = latencies.length + failures - betsBefore;
    console.log(
      `  round trips to the database per bet: ${(roundTrips.count / betsMeasured).toFixed(2)} (the floor: 1)`,
    );
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
  await events.return?.();
  await listening;
  await pubsub.close();

  const report = await checkInvariants(store);
  latencies.sort((a, b) => a - b);
  publishLatency.sort((a, b) => a - b);
  console.log(
    `  ${latencies.length} bets, ${failures} failed; bet latency p50 ${percentile(latencies, 50).toFixed(2)} ms, ` +
      `p95 ${percentile(latencies, 95).toFixed(2)} ms, p99 ${percentile(latencies, 99).toFixed(2)} ms`,
  );
  console.log(
    `  commit → balanceUpdated subscriber (in-process pub/sub): ` +
      `p50 ${percentile(publishLatency, 50).toFixed(3)} ms, p95 ${percentile(publishLatency, 95).toFixed(3)} ms ` +
      `(${publishLatency.length} events)`,
  );
  console.log(`  invariants: ${isHealthy(report) ? 'OK' : 'VIOLATED'} ${JSON.stringify(report)}`);
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
