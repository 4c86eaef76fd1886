// What a jackpot contribution costs a bet (decision 0034): bets per second of
// players opted in to the jackpot (each bet also moves the contribution to the pool, splits it
// over the four pots, adds to the shared-pot total, and the drops it reaches are paid) against
// the same bets of opted-out players, 8 concurrent clients on PostgreSQL, alternating in short
// segments (bench/support/segments.ts). The goal: opted-in bets ≥ 0.85 × opted-out bets (the
// contribution costs at most 15 %).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test ./node_modules/.bin/node bench/jackpot-contribution.ts
//   options: --clients <n> (default 8)  --pool <n> (default 16)
//   environment: BENCH_PAIRS (default 8), BENCH_SEGMENT_SECONDS (default 1)
//
// Each client owns two players of the demo brand aurora, one opted in to its demo jackpot
// (aurora-eur, server/demo/jackpot.ts: the default 0.20 contribution, pots that drop every
// ~70 spins for `minor`) and one never opted in, and bets 1.00 through the same wallet.bet() as
// the demo games (player session checked, decided outcome recorded: the one-statement
// casino_bet). The wallet is wired to a jackpot service as in server/services.ts, so reached
// drops are paid (one more ledger entry each) while the bets run. Every opted-in bet writes to
// the same four pot rows: the clients queue on their row locks, which is the cost to see here.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  checkInvariants,
  createAccountDirectory,
  createInProcessPubSub,
  createJackpotService,
  createTestPlayer,
  createWallet,
  DEMO_BRANDS,
  demoInstanceId,
  findInstance,
  isHealthy,
  migrate,
  openPostgresStore,
  saveOptIn,
  seedDemoBrands,
  seedDemoJackpots,
  type Store,
  type Wallet,
} from './support/platform.ts';
import { record, rowFrom } from './support/results.ts';
import { alternate, percentile, segmentPlan } from './support/segments.ts';
import { closedLoop } from './support/closed-loop.ts';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '8' },
    pool: { type: 'string', default: '16' },
  },
});
const CLIENTS = Number(values.clients);
const STAKE = 100;
const GOAL = 0.85;
const plan = segmentPlan({ pairs: 8, seconds: 1 });

const url = process.env.DATABASE_URL?.trim();
if (!url) {
  console.log('DATABASE_URL is not set: the jackpot contribution benchmark needs PostgreSQL.');
  process.exit(0);
}

async function fundPlayer(wallet: Wallet, playerId: string): Promise<void> {
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

async function signedIn(store: Store, playerId: string): Promise<string> {
  const id = `bench-${randomBytes(12).toString('hex')}`;
  await store.query(
    `insert into player_sessions (id, player_id, brand, method) values ($1, $2, 'aurora', 'SMS')`,
    [id, playerId],
  );
  return id;
}

const schema = `bench_${randomBytes(5).toString('hex')}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`create schema ${schema}`);
const store = await openPostgresStore({
  connectionString: url,
  schema,
  maxConnections: Number(values.pool),
});
let ok = true;
try {
  await migrate(store);
  await seedDemoBrands(store);
  await seedDemoJackpots(store, DEMO_BRANDS);
  const instance = (await findInstance(store, demoInstanceId('aurora', 'EUR')))!;
  const pubsub = createInProcessPubSub();
  const warnings: unknown[] = [];
  const jackpot = createJackpotService({
    store,
    pubsub,
    accounts: createAccountDirectory(),
    log: { warn: (details) => warnings.push(details.err ?? details) },
  });
  const wallet = createWallet({ store, pubsub, jackpot: jackpot.listener });

  const make = async (optIn: boolean) => {
    const id = await createTestPlayer(store);
    await fundPlayer(wallet, id);
    if (optIn) await saveOptIn(store, id, instance, true, instance.initialContribution);
    return { id, session: await signedIn(store, id), bets: 0 };
  };
  const optedIn = await Promise.all(Array.from({ length: CLIENTS }, () => make(true)));
  const optedOut = await Promise.all(Array.from({ length: CLIENTS }, () => make(false)));

  const latencies = { in: [] as number[], out: [] as number[] };
  let failures = 0;
  let contributions = 0;
  const betOf =
    (players: typeof optedIn, side: 'in' | 'out') =>
    async (client: number): Promise<void> => {
      const player = players[client]!;
      const n = player.bets++;
      const roundId = `bench-${side}-${client}-${Math.floor(n / 20)}-${player.id.slice(0, 8)}`;
      const t0 = performance.now();
      try {
        const result = await wallet.bet(
          { playerId: player.id, roundId, gameSlug: 'bench-slot', currency: 'EUR' },
          STAKE,
          `bench:${side}:${client}:${n}`,
          {
            playerSessionId: player.session,
            outcome: {
              win: 0,
              winKey: `bench:${roundId}:win`,
              show: { game: 'slot', reels: [['cherry', 'lemon', 'grape']], win: 0 },
            },
          },
        );
        if (result.jackpot) contributions++;
        latencies[side].push(performance.now() - t0);
      } catch (error) {
        failures++;
        if (failures < 5) console.error(error);
      }
    };
  const betIn = betOf(optedIn, 'in');
  const betOut = betOf(optedOut, 'out');

  const label = 'bet with jackpot contribution (PostgreSQL)';
  console.log(
    `${label}: ${CLIENTS} clients, ${plan.pairs} × (${plan.seconds} s + ${plan.seconds} s), contribution ${instance.initialContribution} on a stake of ${STAKE}`,
  );
  await closedLoop(CLIENTS, 1, betIn);
  await closedLoop(CLIENTS, 1, betOut);
  latencies.in.length = 0;
  latencies.out.length = 0;
  const alternation = await alternate(
    plan.pairs,
    () => closedLoop(CLIENTS, plan.seconds, betIn),
    () => closedLoop(CLIENTS, plan.seconds, betOut),
    (index, withContribution, without) =>
      console.log(
        `  pair ${index + 1}: opted in ${withContribution.toFixed(0)} bets/s, opted out ${without.toFixed(0)} bets/s, ratio ${(withContribution / without).toFixed(2)}`,
      ),
  );
  record(
    rowFrom(
      { benchmark: label, unit: 'tx/s', floorLabel: 'opted-out bet', goal: GOAL },
      alternation,
    ),
  );
  // Let the last drops be paid, then check the money.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await jackpot.sweep();
  const wins = await store.query<{ n: number }>(
    'select count(*) as n from jackpot_wins where instance_id = $1',
    [instance.id],
  );
  for (const side of ['in', 'out'] as const) {
    const sorted = latencies[side].sort((a, b) => a - b);
    console.log(
      `  opted ${side}: bet latency p50 ${percentile(sorted, 50).toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms (${sorted.length} bets)`,
    );
  }
  console.log(
    `  ${contributions} contributions, ${Number(wins.rows[0]?.n ?? 0)} drops paid, ${failures} failed bets, ${warnings.length} jackpot warnings`,
  );
  for (const warning of warnings.slice(0, 3)) console.error(warning);
  const report = await checkInvariants(store);
  console.log(`  invariants: ${isHealthy(report) ? 'OK' : 'VIOLATED'} ${JSON.stringify(report)}`);
  ok = isHealthy(report) && failures === 0;
  await jackpot.stop();
  await pubsub.close();
} finally {
  await store.close();
  await admin.query(`drop schema ${schema} cascade`);
  await admin.end();
}
process.exit(ok ? 0 : 1);
