// The jackpot's money under random interleavings (fast-check): bets, wins and
// rollbacks through the wallet by opted-in and opted-out players (some holding bonus money, so
// both bet paths of server/ledger/rounds/rounds.ts run), FUN spins, opt-in changes, forced drops,
// natural drops from small pots and sweeps, spread over two independent service stacks (wallet +
// jackpot service, each with its own account directory and pub/sub) on one database — on
// PostgreSQL two connection pools running truly concurrently, on PGlite one transaction at a
// time. After each run, to the minor unit:
//   seeds funded + contributions = pot values + wins paid;
//   the pool account's postings sum to the pots' values;
//   each (instance, pot, generation) is paid once, by one entry, and every generation that ended
//   was paid; no pot is left at or above its drop point;
//   every contribution is in the entry of its bet (with the bet's house posting), every bet of an
//   opted-in player carries the contribution chosen at bet time, opted-out players and FUN play
//   contribute nothing; a bet that covers the stake but not the contribution is refused whole;
//   every ledger entry balances, no player account is negative (server/ledger/journal/invariants.ts).
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Queryable, Store } from '../../server/db/store.ts';
import { createGames, type Games } from '../../server/games/service.ts';
import { createGameSession } from '../../server/games/game-sessions.ts';
import { findInstance, type JackpotInstance } from '../../server/jackpot/instances.ts';
import { createJackpotService, type JackpotService } from '../../server/jackpot/service.ts';
import {
  createAccountDirectory,
  type AccountDirectory,
} from '../../server/ledger/journal/accounts.ts';
import { walletErrorType } from '../../server/ledger/errors.ts';
import { checkInvariants, isHealthy } from '../../server/ledger/journal/invariants.ts';
import {
  fundPots,
  POT_IDS,
  type PotConfig,
  type PotId,
} from '../../server/ledger/jackpot/jackpot-drops.ts';
import { createWallet, type Wallet } from '../../server/ledger/wallet.ts';
import { payoutQueue } from '../../server/payments/outbox.ts';
import { createInProcessPubSub } from '../../server/pubsub/in-process-pubsub.ts';
import type { PubSub } from '../../server/pubsub/pubsub.ts';
import { openMigratedStore, type BackendKind, type TestStore } from './helpers/catalogue.ts';
import { describeStores } from './helpers/postgres.ts';
import { createTestPlayer, fund } from './helpers/wallet.ts';
import { grantBonusMoney } from './helpers/bonus-money.ts';

const PLAYERS = 4;
const OPTIONS = [10, 20, 50];
/** Small pots, so natural drops happen every few bets (contribution 20: minor +7 per bet). */
const POTS: PotConfig[] = [
  { potId: 'mega', shareBp: 2_000, seed: 200, ceiling: 400 },
  { potId: 'major', shareBp: 2_500, seed: 50, ceiling: 120 },
  { potId: 'minor', shareBp: 3_500, seed: 10, ceiling: 40 },
  { potId: 'shared', shareBp: 2_000, seed: 20, ceiling: 60 },
];
const FUN_SLOT = 'jackpot-prop-slot';

type Op =
  | { kind: 'bet'; stack: number; player: number; round: number; amount: number; key: number }
  | { kind: 'win'; stack: number; player: number; round: number; amount: number; key: number }
  | { kind: 'rollback'; stack: number; player: number; round: number; key: number }
  | { kind: 'optIn'; stack: number; player: number; optIn: boolean; option: number }
  | { kind: 'drop'; stack: number; pot: number; force: number | null }
  | { kind: 'sweep'; stack: number }
  | { kind: 'fun'; stack: number; player: number };

const stack = fc.integer({ min: 0, max: 1 });
const player = fc.integer({ min: 0, max: PLAYERS - 1 });
const round = fc.integer({ min: 0, max: 3 });
const key = fc.integer({ min: 0, max: 9 });
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('bet' as const),
      stack,
      player,
      round,
      amount: fc.integer({ min: 1, max: 400 }),
      key,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('win' as const),
      stack,
      player,
      round,
      amount: fc.integer({ min: 0, max: 600 }),
      key,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('rollback' as const), stack, player, round, key }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('optIn' as const),
      stack,
      player,
      optIn: fc.boolean(),
      option: fc.integer({ min: 0, max: OPTIONS.length - 1 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('drop' as const),
      stack,
      pot: fc.integer({ min: 0, max: POT_IDS.length - 1 }),
      force: fc.option(player, { nil: null }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('sweep' as const), stack }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('fun' as const), stack, player }) },
);

/** Batches run concurrently (across both stacks); some ops are sent twice at once. */
const scenario = fc.record({
  /** Initial opt-in per player: null = never chose, else the option index (opted in). */
  initial: fc.array(fc.option(fc.integer({ min: 0, max: OPTIONS.length - 1 }), { nil: null }), {
    minLength: PLAYERS,
    maxLength: PLAYERS,
  }),
  /** Players holding bonus money at the start bet through the TypeScript plan. */
  bonus: fc.array(fc.boolean(), { minLength: PLAYERS, maxLength: PLAYERS }),
  batches: fc.array(
    fc.array(fc.record({ op, twice: fc.boolean() }), { minLength: 1, maxLength: 10 }),
    { minLength: 1, maxLength: 6 },
  ),
});

/** Refusals the rules allow; anything else fails the run. */
const EXPECTED = new Set([
  'InsufficientFunds',
  'IdempotencyKeyReused',
  'RoundClosed',
  'RoundNotFound',
]);

/** A store that counts what is in flight, to wait until fire-and-forget drops have finished. */
function tracked(store: Store): { store: Store; busy: () => number } {
  let inFlight = 0;
  const track = <T>(promise: Promise<T>): Promise<T> => {
    inFlight++;
    return promise.finally(() => inFlight--);
  };
  return {
    busy: () => inFlight,
    store: {
      kind: store.kind,
      query: (sql, params) => track(store.query(sql, params)),
      exec: (sql) => track(store.exec(sql)),
      transaction: (fn) => track(store.transaction(fn)),
      close: () => store.close(),
    },
  };
}

interface Stack {
  store: Store;
  busy: () => number;
  pubsub: PubSub;
  wallet: Wallet;
  jackpot: JackpotService;
  games: Games;
  accounts: AccountDirectory;
  warnings: unknown[];
}

function buildStack(raw: Store): Stack {
  const { store, busy } = tracked(raw);
  const pubsub = createInProcessPubSub();
  const warnings: unknown[] = [];
  const accounts = createAccountDirectory();
  const jackpot = createJackpotService({
    store,
    pubsub,
    accounts,
    log: { warn: (details) => warnings.push(details.err ?? details) },
  });
  const wallet = createWallet({ store, pubsub, payouts: payoutQueue, jackpot: jackpot.listener });
  return {
    store,
    busy,
    pubsub,
    wallet,
    jackpot,
    accounts,
    warnings,
    games: createGames({ store, wallet }),
  };
}

/** A jackpot instance of small pots, funded from house money (as seedDemoJackpots does). */
async function createInstance(s: Stack, id: string): Promise<JackpotInstance> {
  await fundPots(
    { store: s.store, accounts: s.accounts },
    { id, currency: 'EUR' },
    POTS,
    (tx, pool) =>
      tx
        .query(
          `insert into jackpot_instances (id, brand, source_id, currency, pool_account_id,
           contribution_options, initial_contribution)
         values ($1, 'aurora', $1, 'EUR', $2, $3::bigint[], $4)`,
          [id, pool, OPTIONS, OPTIONS[1]],
        )
        .then(() => undefined),
  );
  return (await findInstance(s.store, id))!;
}

async function ensureFunSlot(store: Store): Promise<void> {
  const { rows } = await store.query('select 1 from games where slug = $1', [FUN_SLOT]);
  if (rows.length > 0) return;
  const { rows: studio } = await store.query<{ id: number }>(
    `insert into studios (slug, name, art_seed) values ('jackpot-prop-studio', 'Prop', 1) returning id`,
  );
  await store.query(
    `insert into games (slug, lookup_id, name, studio_id, rtp, min_bet, popularity, art_seed)
     values ($1, $1, 'Prop slot', $2, 96, 10, 987654, 1)`,
    [FUN_SLOT, studio[0]!.id],
  );
}

interface Run {
  stacks: Stack[];
  instance: JackpotInstance;
  players: string[];
  prefix: string;
  /** Per player: the contribution while opted in, 0 when out. */
  opt: number[];
  funTokens: string[];
  funSpins: string[];
  /** Bets that wrote their entry: player, idempotency key, the contributions allowed. */
  bets: { playerId: string; key: string; allowed: number[]; reported: number | undefined }[];
  /** Per player, contributions that were possible during the current batch. */
  batchAllowed: Set<number>[];
}

const roundRef = (run: Run, p: number, r: number) => ({
  playerId: run.players[p]!,
  roundId: `${run.prefix}-p${p}-r${r}`,
  gameSlug: 'demo-slot',
  currency: 'EUR',
});

async function apply(run: Run, o: Op): Promise<void> {
  const s = run.stacks[o.stack]!;
  const k = (name: string, n: number) => `${run.prefix}:${name}:${n}`;
  switch (o.kind) {
    case 'bet': {
      const ref = roundRef(run, o.player, o.round);
      const result = await s.wallet.bet(ref, o.amount, k('bet', o.key));
      run.bets.push({
        playerId: ref.playerId,
        key: `casino:${ref.playerId}:${k('bet', o.key)}`,
        allowed: [...run.batchAllowed[o.player]!],
        reported: result.replayed ? undefined : (result.jackpot?.amount ?? 0),
      });
      return;
    }
    case 'win':
      await s.wallet.win(roundRef(run, o.player, o.round), o.amount, k('win', o.key));
      return;
    case 'rollback':
      await s.wallet.rollback(roundRef(run, o.player, o.round), k('rollback', o.key));
      return;
    case 'optIn':
      await s.jackpot.optIn(run.players[o.player]!, run.instance, o.optIn, OPTIONS[o.option]!);
      return;
    case 'drop':
      await s.jackpot.drop(
        run.instance.id,
        POT_IDS[o.pot]! as PotId,
        o.force === null ? undefined : { playerId: run.players[o.force]! },
      );
      return;
    case 'sweep':
      await s.jackpot.sweep();
      return;
    case 'fun': {
      const spinId = `fun-${randomBytes(6).toString('hex')}`;
      const stakes = (await s.games.game(FUN_SLOT, 'EUR'))!.stakes;
      await s.games.spin(run.funTokens[o.player]!, stakes[0], spinId);
      run.funSpins.push(spinId);
      return;
    }
  }
}

async function attempt(run: Run, o: Op): Promise<void> {
  try {
    await apply(run, o);
  } catch (error) {
    const type = walletErrorType(error);
    if (!type || !EXPECTED.has(type)) throw error;
  }
}

/** Until neither stack has a statement in flight (the wallet's drops are fire-and-forget). */
async function quiet(stacks: Stack[]): Promise<void> {
  for (let idle = 0; idle < 3;) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    idle = stacks.every((s) => s.busy() === 0) ? idle + 1 : 0;
  }
}

const num = (value: unknown) => Number(value ?? 0);

async function one(db: Queryable, sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ n: unknown }>(sql, params);
  return num(rows[0]?.n);
}

/** Every jackpot invariant of one instance, read in one snapshot. */
async function checkInstance(db: Queryable, run: Run): Promise<void> {
  const instanceId = run.instance.id;
  const pool = await one(db, 'select pool_account_id as n from jackpot_instances where id = $1', [
    instanceId,
  ]);
  const poolOf = (moneyType: string) =>
    one(
      db,
      `select coalesce(sum(p.amount), 0) as n from ledger_postings p
       join ledger_entries e on e.id = p.entry_id
       where p.account_id = $1 and e.money_type = $2`,
      [pool, moneyType],
    );
  const contributions = await poolOf('CasinoBet');
  const funded = await poolOf('JackpotSeed');
  // A drop's entry: pool −value, winners +value, house −seed, pool +seed.
  const reseeded = await one(
    db,
    `select coalesce(sum(p.amount), 0) as n from ledger_postings p
     join ledger_entries e on e.id = p.entry_id
     where p.account_id = $1 and e.money_type = 'JackpotWin' and p.amount > 0`,
    [pool],
  );
  const poolTotal = await one(
    db,
    'select coalesce(sum(amount), 0) as n from ledger_postings where account_id = $1',
    [pool],
  );
  const pots = await db.query<{
    pot_id: PotId;
    value: unknown;
    seed: unknown;
    generation: number;
    trigger_amount: unknown;
    ceiling: unknown;
    pending_winner: string | null;
  }>(
    `select pot_id, value, seed, generation, trigger_amount, ceiling, pending_winner
     from jackpot_pots where instance_id = $1`,
    [instanceId],
  );
  const potValues = pots.rows.reduce((sum, pot) => sum + num(pot.value), 0);
  const winsPaid = await one(
    db,
    'select coalesce(sum(amount), 0) as n from jackpot_wins where instance_id = $1',
    [instanceId],
  );
  const seedsOfEndedGenerations = pots.rows.reduce(
    (sum, pot) => sum + num(pot.seed) * (pot.generation - 1),
    0,
  );

  expect(funded).toBe(POTS.reduce((sum, pot) => sum + pot.seed, 0));
  expect(reseeded).toBe(seedsOfEndedGenerations);
  expect(funded + reseeded + contributions).toBe(potValues + winsPaid);
  expect(poolTotal).toBe(potValues);

  // Wins: one entry per (pot, generation), every ended generation paid, and the winners'
  // postings are the wins.
  const generations = await db.query<{ pot_id: string; generation: number; entries: unknown }>(
    `select pot_id, generation, count(distinct entry_id) as entries from jackpot_wins
     where instance_id = $1 group by pot_id, generation order by pot_id, generation`,
    [instanceId],
  );
  for (const row of generations.rows) expect(num(row.entries)).toBe(1);
  for (const pot of pots.rows) {
    const paid = generations.rows
      .filter((row) => row.pot_id === pot.pot_id)
      .map((row) => row.generation);
    expect(paid).toEqual(Array.from({ length: pot.generation - 1 }, (_, i) => i + 1));
    // Must drop: nothing left pending, no pot at or above its drop point.
    expect(pot.pending_winner).toBeNull();
    expect(num(pot.value)).toBeLessThan(num(pot.trigger_amount ?? pot.ceiling));
  }
  const dropEntries = await db.query<{ request: string; key: string }>(
    `select request, idempotency_key as key from ledger_entries where money_type = 'JackpotWin'`,
  );
  const keys = dropEntries.rows
    .map(
      (row) => JSON.parse(row.request) as { instanceId: string; potId: string; generation: number },
    )
    .filter((request) => request.instanceId === instanceId)
    .map((request) => `${request.potId}:${request.generation}`);
  expect(new Set(keys).size).toBe(keys.length);
  expect(keys.length).toBe(generations.rows.length);
  const paidToPlayers = await one(
    db,
    `select coalesce(sum(p.amount), 0) as n from ledger_postings p
     join ledger_entries e on e.id = p.entry_id join ledger_accounts a on a.id = p.account_id
     where e.id in (select entry_id from jackpot_wins where instance_id = $1)
       and a.kind = 'real'`,
    [instanceId],
  );
  expect(paidToPlayers).toBe(winsPaid);

  // Contributions: each in its bet's entry, beside the bet's house posting; the player paid
  // both; the amount is what the player had chosen when the bet ran (0 when opted out).
  const betEntries = await db.query<{
    key: string;
    request: string;
    pool: unknown;
    house: unknown;
    player: unknown;
    pool_postings: unknown;
  }>(
    `select e.idempotency_key as key, e.request,
       coalesce(sum(p.amount) filter (where a.id = $2), 0) as pool,
       coalesce(sum(p.amount) filter (where a.kind = 'house'), 0) as house,
       coalesce(sum(p.amount) filter (where a.kind in ('real', 'bonus')), 0) as player,
       count(*) filter (where a.kind = 'jackpot') as pool_postings
     from ledger_entries e
     join ledger_postings p on p.entry_id = e.id
     join ledger_accounts a on a.id = p.account_id
     where e.money_type = 'CasinoBet' and e.player_id = any($1::uuid[])
     group by e.id`,
    [run.players, pool],
  );
  const byKey = new Map(betEntries.rows.map((row) => [row.key, row]));
  let contributed = 0;
  for (const row of betEntries.rows) {
    const bet = (JSON.parse(row.request) as { amount: number }).amount;
    expect(num(row.pool_postings)).toBeLessThanOrEqual(1);
    // The bet's stake reached the house (a bonus conversion may add to it, never take).
    expect(num(row.house)).toBeGreaterThanOrEqual(bet);
    expect(num(row.player)).toBe(-(num(row.house) + num(row.pool)));
    contributed += num(row.pool);
  }
  expect(contributed).toBe(contributions);
  for (const bet of run.bets) {
    const row = byKey.get(bet.key);
    expect(row, `bet ${bet.key} reported success but has no entry`).toBeDefined();
    expect(bet.allowed).toContain(num(row!.pool));
    // What the bet told the jackpot service (first run only) is what it wrote.
    if (bet.reported !== undefined) expect(num(row!.pool)).toBe(bet.reported);
  }
  // Opted-out-only players never contributed; FUN spins wrote no round and no entry.
  const funRounds = await one(
    db,
    `select count(*) as n from game_rounds where split_part(id, ':', 2) = any($1::text[])`,
    [run.funSpins],
  );
  expect(funRounds).toBe(0);
}

function jackpotProperty(kind: BackendKind, numRuns: number): void {
  let opened: TestStore;
  let second: Store | undefined;
  let stacks: Stack[];
  let runs = 0;

  beforeAll(async () => {
    opened = await openMigratedStore(kind, 'jackpot');
    // Two "processes": on PostgreSQL each has its own pool; PGlite has one connection.
    second = kind === 'postgres' ? await opened.openAgain() : undefined;
    stacks = [buildStack(opened.store), buildStack(second ?? opened.store)];
    await ensureFunSlot(opened.store);
  });
  afterAll(async () => {
    for (const s of stacks ?? []) {
      await s.jackpot.stop();
      await s.pubsub.close();
    }
    await second?.close();
    await opened?.cleanup();
  });

  it('keeps the pots, the pool and the wins exact under concurrent bets, opt-ins and drops', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ initial, bonus, batches }) => {
        const [a] = stacks;
        const prefix = `jp${runs++}-${randomBytes(3).toString('hex')}`;
        const instance = await createInstance(a!, prefix);
        const players: string[] = [];
        const funTokens: string[] = [];
        const opt: number[] = [];
        for (let p = 0; p < PLAYERS; p++) {
          const id = await createTestPlayer(a!.store);
          players.push(id);
          await fund(a!.wallet, id, 3_000);
          if (bonus[p]) await grantBonusMoney(a!, id, 500);
          const choice = initial[p];
          if (choice !== null && choice !== undefined) {
            await a!.jackpot.optIn(id, instance, true, OPTIONS[choice]!);
          }
          opt.push(choice === null || choice === undefined ? 0 : OPTIONS[choice]!);
          funTokens.push(
            (
              await createGameSession(a!.store, {
                playerId: id,
                playerSessionId: null,
                brand: 'aurora',
                gameSlug: FUN_SLOT,
                mode: 'FUN',
                currency: 'EUR',
                funBalance: 100_000,
              })
            ).token,
          );
        }
        const run: Run = {
          stacks,
          instance,
          players,
          prefix,
          opt,
          funTokens,
          funSpins: [],
          bets: [],
          batchAllowed: [],
        };
        for (const batch of batches) {
          // A bet concurrent with its player's opt-in change may see either choice.
          run.batchAllowed = opt.map((c) => new Set([c]));
          for (const { op: o } of batch) {
            if (o.kind === 'optIn') {
              run.batchAllowed[o.player]!.add(o.optIn ? OPTIONS[o.option]! : 0);
            }
          }
          const calls = batch.flatMap(({ op: o, twice }) => (twice ? [o, o] : [o]));
          const results = await Promise.allSettled(calls.map((o) => attempt(run, o)));
          for (const result of results) if (result.status === 'rejected') throw result.reason;
          // The choice in force after the batch: the database's (writes raced).
          const { rows } = await a!.store.query<{
            player_id: string;
            opted_in: boolean;
            contribution: unknown;
          }>(
            'select player_id, opted_in, contribution from jackpot_opt_ins where instance_id = $1',
            [instance.id],
          );
          for (const row of rows) {
            opt[players.indexOf(row.player_id)] = row.opted_in ? num(row.contribution) : 0;
          }
        }

        // The wallet pays reached drops after its bets return: let them finish, then sweep
        // whatever a lost race left pending (as the sweep of a live process would).
        await quiet(stacks);
        for (const s of stacks) await s.jackpot.sweep();
        await quiet(stacks);

        const unexpected = stacks.flatMap((s) => s.warnings.splice(0));
        expect(unexpected, 'the jackpot service logged failures').toEqual([]);

        await opened.store.transaction(async (tx) => {
          if (kind === 'postgres')
            await tx.query('set transaction isolation level repeatable read');
          await checkInstance(tx, run);
        });
        const report = await checkInvariants(opened.store);
        expect(report).toMatchObject({
          unbalancedEntries: 0,
          negativeBalances: 0,
          balanceMismatches: 0,
        });
        expect(isHealthy(report)).toBe(true);
      }),
      { numRuns, endOnFailure: true },
    );
  });

  it('takes concurrent contributions of many players to the same pots without deadlocks', async () => {
    // Every opted-in bet updates the instance's four pot rows: concurrent bets must lock them in
    // one order, or PostgreSQL aborts one of two crossing bets ("deadlock detected").
    const instance = await createInstance(stacks[0]!, `jp-hot-${randomBytes(3).toString('hex')}`);
    // Pots that never drop here: the bets alone meet on the pot rows.
    await stacks[0]!.store.query(
      `update jackpot_pots set trigger_amount = ceiling * 1000, ceiling = ceiling * 1000
       where instance_id = $1`,
      [instance.id],
    );
    const players = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const id = await createTestPlayer(stacks[0]!.store);
        await fund(stacks[0]!.wallet, id, 100_000);
        await stacks[0]!.jackpot.optIn(id, instance, true, 10);
        return id;
      }),
    );
    const failures: unknown[] = [];
    await Promise.all(
      players.map(async (playerId, index) => {
        const s = stacks[index % 2]!;
        for (let n = 0; n < 25; n++) {
          const ref = {
            playerId,
            roundId: `hot-${playerId}-${n}`,
            gameSlug: 'demo-slot',
            currency: 'EUR',
          };
          await s.wallet.bet(ref, 100, `hot-${n}`).catch((error: unknown) => failures.push(error));
        }
      }),
    );
    expect(failures.map((error) => (error as Error).message)).toEqual([]);
    // The bets only appended their contributions; the fold adds them to the pots.
    await quiet(stacks);
    for (const s of stacks) await s.jackpot.sweep();
    const contributed = await stacks[0]!.store.query<{ n: unknown }>(
      `select coalesce(sum(value - seed), 0) as n from jackpot_pots where instance_id = $1`,
      [instance.id],
    );
    expect(num(contributed.rows[0]?.n)).toBe(8 * 25 * 10);
  });

  it('pays a pending shared pot while its contributors keep betting', async () => {
    // The shared pot pays its top contributors: the drop reads them, locks their accounts, then
    // the pot row, and reads them again. Bets in between change who is ahead of whom, not who
    // is in: the drop must still be paid, not given up after a few attempts.
    const instance = await createInstance(stacks[0]!, `jp-shr-${randomBytes(3).toString('hex')}`);
    await stacks[0]!.store.query(
      `update jackpot_pots set trigger_amount = ceiling * 1000, ceiling = ceiling * 1000
       where instance_id = $1`,
      [instance.id],
    );
    const players = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const id = await createTestPlayer(stacks[0]!.store);
        await fund(stacks[0]!.wallet, id, 100_000);
        await stacks[0]!.jackpot.optIn(id, instance, true, 10);
        return id;
      }),
    );
    let betting = true;
    let placed = 0;
    const bets = players.map(async (playerId, index) => {
      const s = stacks[index % 2]!;
      for (let n = 0; betting && n < 200; n++) {
        const ref = {
          playerId,
          roundId: `shr-${playerId}-${n}`,
          gameSlug: 'demo-slot',
          currency: 'EUR',
        };
        await s.wallet.bet(ref, 100, `shr-${n}`);
        placed += 1;
      }
    });
    // The drop lands among bets in flight: once every player has bet, while they go on betting.
    while (placed < players.length) await new Promise((resolve) => setImmediate(resolve));
    const outcome = await stacks[1]!.jackpot
      .drop(instance.id, 'shared', { playerId: players[0]! })
      .catch((error: unknown) => error);
    betting = false;
    await Promise.all(bets);
    expect(outcome).toMatchObject({ potId: 'shared', generation: 1 });
  });

  it('refuses a bet whose balance covers the stake but not the contribution, on both bet paths', async () => {
    const [a] = stacks;
    const instance = await createInstance(a!, `jp-edge-${randomBytes(3).toString('hex')}`);
    for (const withBonus of [false, true]) {
      const id = await createTestPlayer(a!.store);
      await fund(a!.wallet, id, 2_000);
      if (withBonus) await grantBonusMoney(a!, id, 5);
      await a!.jackpot.optIn(id, instance, true, 50);
      const ref = { playerId: id, roundId: `edge-${id}`, gameSlug: 'demo-slot', currency: 'EUR' };
      // 2000 real: a bet of 1960 needs 2010 with its contribution.
      const refused = await a!.wallet.bet(ref, 1_960, 'edge-1').catch((error: unknown) => error);
      expect(walletErrorType(refused)).toBe('InsufficientFunds');
      const { rows } = await a!.store.query(
        'select 1 from ledger_entries where idempotency_key = $1',
        [`casino:${id}:edge-1`],
      );
      expect(rows).toEqual([]);
      // 1950 + 50 fits exactly.
      const placed = await a!.wallet.bet(ref, 1_950, 'edge-2');
      expect(placed.jackpot).toMatchObject({ instanceId: instance.id, amount: 50 });
      expect(placed.outcome.change.balance).toBe(0);
    }
  });
}

/** JACKPOT_PROPERTY_RUNS=<n> for a longer hunt (the default keeps each backend to seconds). */
const RUNS = Number(process.env.JACKPOT_PROPERTY_RUNS) || 25;
describeStores('jackpot money property', (kind) => jackpotProperty(kind, RUNS));
