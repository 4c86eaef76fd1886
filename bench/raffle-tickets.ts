// What the raffle's ticket accounting costs a bet (decision 0042): bets per second on
// a database with the raffle against the same bets on a database without it, 8 concurrent
// clients on PostgreSQL, alternating in short segments (bench/support/segments.ts). The goal:
// bets with the raffle ≥ 0.90 × bets without (the accounting costs at most 10 %).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test ./node_modules/.bin/node bench/raffle-tickets.ts
//   options: --clients <n> (default 8)
//   environment: BENCH_PAIRS (default 8), BENCH_SEGMENT_SECONDS (default 2)
//
// Tickets are read, not written (decision 0042), so what the raffle adds to a bet is only what
// the database does around it. Two schemas of one PostgreSQL, migrated alike, each with its own
// pool of `clients` connections, players, sessions and balances:
//   - with the raffle: migration 013 as shipped (the `game_rounds_opened` index on
//     game_rounds.created_at, which every new round writes), the demo raffles of every brand
//     (hourly, daily and weekly drops; the bets are on the raffle studio's game, so they earn
//     tickets) and the raffle scheduler's pass, `tick()` — open the running drops, look for due
//     ones — every second while the segment runs, as each server process does;
//   - the floor, without it: `game_rounds_opened` dropped, no raffle instance, no scheduler.
// The same wallet.bet() as the demo games (player session checked, outcome recorded: the
// one-statement casino_bet), 1.00 per bet, a new round every 20 bets. No drop ends during the
// run (the demo's hourly drop is an hour): a draw's own cost is bench/raffle-draw.ts's.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  checkInvariants,
  createAccountDirectory,
  createInProcessPubSub,
  createRaffleService,
  createTestPlayer,
  createWallet,
  DEMO_BRANDS,
  isHealthy,
  migrate,
  openPostgresStore,
  raffleInstances,
  seedDemoBrands,
  seedDemoRaffles,
  type Store,
  type Wallet,
} from './support/platform.ts';
import { record, rowFrom } from './support/results.ts';
import { alternate, percentile, segmentPlan } from './support/segments.ts';
import { closedLoop } from './support/closed-loop.ts';

const { values } = parseArgs({ options: { clients: { type: 'string', default: '8' } } });
const CLIENTS = Number(values.clients);
const STAKE = 100;
const GOAL = 0.9;
const GAME = 'bench-raffle-slot';
const plan = segmentPlan({ pairs: 8, seconds: 2 });

const url = process.env.DATABASE_URL?.trim();
if (!url) {
  console.log('DATABASE_URL is not set: the raffle tickets benchmark needs PostgreSQL.');
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

interface Side {
  name: string;
  schema: string;
  store: Store;
  wallet: Wallet;
  players: { id: string; session: string; bets: number }[];
  latencies: number[];
}

const admin = new pg.Client({ connectionString: url });
await admin.connect();
const sides: Side[] = [];
let ok = true;
try {
  for (const name of ['raffle', 'plain'] as const) {
    const schema = `bench_${name}_${randomBytes(4).toString('hex')}`;
    await admin.query(`create schema ${schema}`);
    const store = await openPostgresStore({
      connectionString: url,
      schema,
      maxConnections: CLIENTS,
    });
    await migrate(store);
    await seedDemoBrands(store);
    // The game the bets are on: the only studio, so the demo raffles are on it.
    const { rows } = await store.query<{ id: number }>(
      `insert into studios (slug, name, art_seed) values ('bench-studio', 'Bench', 1) returning id`,
    );
    await store.query(
      `insert into games (slug, lookup_id, name, studio_id, rtp, min_bet, popularity, art_seed)
       values ($1, $1, 'Bench slot', $2, 96, 10, 1, 1)`,
      [GAME, rows[0]!.id],
    );
    if (name === 'raffle') await seedDemoRaffles(store, DEMO_BRANDS, { hourlySeconds: 3_600 });
    else await store.exec('drop index game_rounds_opened');
    const pubsub = createInProcessPubSub();
    const wallet = createWallet({ store, pubsub });
    const players = await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        const id = await createTestPlayer(store);
        await fundPlayer(wallet, id);
        return { id, session: await signedIn(store, id), bets: 0 };
      }),
    );
    sides.push({ name, schema, store, wallet, players, latencies: [] });
  }
  const [withRaffle, plain] = sides as [Side, Side];
  const instances = await raffleInstances(withRaffle.store, { enabledOnly: true });
  const warnings: unknown[] = [];
  const raffles = createRaffleService({
    store: withRaffle.store,
    pubsub: createInProcessPubSub(),
    accounts: createAccountDirectory(),
    log: { warn: (details) => warnings.push(details.err ?? details) },
  });

  let failures = 0;
  const betOf =
    (side: Side) =>
    async (client: number): Promise<void> => {
      const player = side.players[client]!;
      const n = player.bets++;
      const roundId = `bench-${client}-${Math.floor(n / 20)}-${player.id.slice(0, 8)}`;
      const t0 = performance.now();
      try {
        await side.wallet.bet(
          { playerId: player.id, roundId, gameSlug: GAME, currency: 'EUR' },
          STAKE,
          `bench:${client}:${n}`,
          {
            playerSessionId: player.session,
            outcome: {
              win: 0,
              winKey: `bench:${roundId}:win`,
              show: { game: 'slot', reels: [['cherry', 'lemon', 'grape']], win: 0 },
            },
          },
        );
        side.latencies.push(performance.now() - t0);
      } catch (error) {
        failures++;
        if (failures < 5) console.error(error);
      }
    };
  // The scheduler's pass now and then every second while the segment runs, as in a server.
  let ticks = 0;
  const tickTimes: number[] = [];
  const withScheduler = async (run: () => Promise<number>): Promise<number> => {
    let stopped = false;
    const loop = (async () => {
      while (!stopped) {
        const t0 = performance.now();
        await raffles.tick();
        tickTimes.push(performance.now() - t0);
        ticks++;
        const next = t0 + 1_000;
        while (!stopped && performance.now() < next) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    })();
    try {
      return await run();
    } finally {
      stopped = true;
      await loop;
    }
  };
  const betWith = betOf(withRaffle);
  const betWithout = betOf(plain);

  const label = 'bet with raffle ticket accounting (PostgreSQL)';
  console.log(
    `${label}: ${CLIENTS} clients, ${plan.pairs} × (${plan.seconds} s + ${plan.seconds} s); ${instances.length} raffle instances, the scheduler's pass every second in raffle segments`,
  );
  await withScheduler(() => closedLoop(CLIENTS, 1, betWith));
  await closedLoop(CLIENTS, 1, betWithout);
  withRaffle.latencies.length = 0;
  plain.latencies.length = 0;
  const alternation = await alternate(
    plan.pairs,
    () => withScheduler(() => closedLoop(CLIENTS, plan.seconds, betWith)),
    () => closedLoop(CLIENTS, plan.seconds, betWithout),
    (index, raffle, without) =>
      console.log(
        `  pair ${index + 1}: with the raffle ${raffle.toFixed(0)} bets/s, without ${without.toFixed(0)} bets/s, ratio ${(raffle / without).toFixed(2)}`,
      ),
  );
  record(
    rowFrom(
      {
        benchmark: label,
        unit: 'tx/s',
        floorLabel: 'bet, no raffle index/instances/scheduler',
        goal: GOAL,
      },
      alternation,
    ),
  );
  for (const side of sides) {
    const sorted = side.latencies.sort((a, b) => a - b);
    console.log(
      `  ${side.name}: bet latency p50 ${percentile(sorted, 50).toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms (${sorted.length} bets)`,
    );
  }
  tickTimes.sort((a, b) => a - b);
  console.log(
    `  scheduler: ${ticks} passes, p50 ${percentile(tickTimes, 50).toFixed(1)} ms, max ${tickTimes.at(-1)?.toFixed(1)} ms; ${failures} failed bets, ${warnings.length} raffle warnings`,
  );
  // The bets earned tickets: one client's in the running drops (1 per 1.00 bet).
  const tickets = await raffles.tickets(withRaffle.players[0]!.id, 'aurora', 'EUR');
  console.log(
    `  client 0 on the raffle side: ${withRaffle.players[0]!.bets} bets, tickets ${tickets.map((t) => `${t.instanceId} ${t.tickets}`).join(', ')}`,
  );
  for (const side of sides) {
    const report = await checkInvariants(side.store);
    console.log(
      `  invariants (${side.name}): ${isHealthy(report) ? 'OK' : 'VIOLATED'} ${JSON.stringify(report)}`,
    );
    ok = ok && isHealthy(report);
  }
  ok = ok && failures === 0 && warnings.length === 0;
} finally {
  for (const side of sides) {
    await side.store.close();
    await admin.query(`drop schema ${side.schema} cascade`);
  }
  await admin.end();
}
process.exit(ok ? 0 : 1);
