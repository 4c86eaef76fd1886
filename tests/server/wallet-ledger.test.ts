// The ledger under random interleavings (fast-check): deposits, bets, wins, rollbacks,
// withdrawals, payouts and cancels, run concurrently in batches with duplicated requests and
// reused idempotency keys. After each run: every entry balances per currency, no player account
// is negative, maintained balances equal their postings, the ledger agrees with the transaction
// and round tables, and replaying every accepted request changes nothing.
// On PGlite (one transaction at a time) and on PostgreSQL (truly concurrent).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../server/db/store.ts';
import { walletErrorType } from '../../server/ledger/errors.ts';
import { checkInvariants, isHealthy } from '../../server/ledger/journal/invariants.ts';
import type { Wallet } from '../../server/ledger/wallet.ts';
import { openMigratedStore, type BackendKind, type TestStore } from './helpers/catalogue.ts';
import { describePostgres } from './helpers/postgres.ts';
import { createTestPlayer, ledgerSnapshot, testWallet } from './helpers/wallet.ts';

const PLAYERS = 3;

type Op =
  | { kind: 'deposit'; player: number; amount: number; key: number; approve: boolean }
  | { kind: 'bet'; player: number; round: number; amount: number; key: number }
  | { kind: 'win'; player: number; round: number; amount: number; key: number }
  | { kind: 'rollback'; player: number; round: number; key: number }
  | { kind: 'withdraw'; player: number; amount: number; key: number }
  | { kind: 'cancel'; player: number; withdrawal: number }
  | { kind: 'payout'; withdrawal: number };

const player = fc.integer({ min: 0, max: PLAYERS - 1 });
// Few keys and rounds, so replays and collisions are common.
const key = fc.integer({ min: 0, max: 6 });
const round = fc.integer({ min: 0, max: 4 });
const amount = fc.integer({ min: 1, max: 3000 });

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('deposit' as const),
    player,
    amount: fc.integer({ min: 2000, max: 6000 }),
    key,
    approve: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('bet' as const), player, round, amount, key }),
  fc.record({ kind: fc.constant('win' as const), player, round, amount, key }),
  fc.record({ kind: fc.constant('rollback' as const), player, round, key }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    player,
    amount: fc.integer({ min: 1000, max: 5000 }),
    key,
  }),
  fc.record({ kind: fc.constant('cancel' as const), player, withdrawal: fc.nat(5) }),
  fc.record({ kind: fc.constant('payout' as const), withdrawal: fc.nat(5) }),
);

/** Ops in batches: each batch runs concurrently, and some ops are sent twice at once. */
const scenario = fc.array(
  fc.array(fc.record({ op, twice: fc.boolean() }), { minLength: 1, maxLength: 6 }),
  { minLength: 1, maxLength: 6 },
);

/** Refusals the rules allow; anything else fails the run. */
const EXPECTED = new Set([
  'InsufficientFunds',
  'IdempotencyKeyReused',
  'InvalidTransactionTransition',
  'RoundClosed',
  'RoundNotFound',
  'TransactionNotFound',
]);

interface Run {
  wallet: Wallet;
  players: string[];
  prefix: string;
  withdrawals: string[];
  /** Accepted requests, to replay at the end. */
  accepted: (() => Promise<{ replayed: boolean }>)[];
}

function roundRef(run: Run, p: number, r: number) {
  return {
    playerId: run.players[p]!,
    roundId: `${run.prefix}-p${p}-r${r}`,
    gameSlug: 'demo-slot',
    currency: 'EUR',
  };
}

async function apply(run: Run, o: Op): Promise<void> {
  const { wallet } = run;
  const k = (name: string, n: number) => `${run.prefix}:${name}:${n}`;
  const record = (replay: () => Promise<{ replayed: boolean }>) => run.accepted.push(replay);
  switch (o.kind) {
    case 'deposit': {
      const request = {
        amount: o.amount,
        currency: 'EUR',
        provider: 'Trustly',
        paymentMethod: 'trustly',
        payload: {},
        idempotencyKey: k('deposit', o.key),
      };
      const started = await wallet.startDeposit(run.players[o.player]!, request);
      const to = o.approve ? 'Completed' : 'Cancelled';
      await wallet.changeStatus(started.transactionId, { to });
      record(() => wallet.changeStatus(started.transactionId, { to }));
      return;
    }
    case 'bet': {
      const ref = roundRef(run, o.player, o.round);
      await wallet.bet(ref, o.amount, k('bet', o.key));
      record(() => wallet.bet(ref, o.amount, k('bet', o.key)));
      return;
    }
    case 'win': {
      const ref = roundRef(run, o.player, o.round);
      await wallet.win(ref, o.amount, k('win', o.key));
      record(() => wallet.win(ref, o.amount, k('win', o.key)));
      return;
    }
    case 'rollback': {
      const ref = roundRef(run, o.player, o.round);
      await wallet.rollback(ref, k('rollback', o.key));
      record(() => wallet.rollback(ref, k('rollback', o.key)));
      return;
    }
    case 'withdraw': {
      const playerId = run.players[o.player]!;
      const started = await wallet.startWithdrawal(playerId, o.amount, 'EUR', k('withdraw', o.key));
      if (!run.withdrawals.includes(started.transactionId)) {
        run.withdrawals.push(started.transactionId);
      }
      return;
    }
    case 'cancel': {
      const id = run.withdrawals[o.withdrawal];
      if (!id) return;
      await wallet.cancelWithdrawal(run.players[o.player]!, id, 'PaymentIssues');
      return;
    }
    case 'payout': {
      const id = run.withdrawals[o.withdrawal];
      if (!id) return;
      await wallet.changeStatus(id, { to: 'Completed' });
      record(() => wallet.changeStatus(id, { to: 'Completed' }));
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

/** The ledger agrees with the transaction and round tables. */
async function crossCheck(store: Store): Promise<void> {
  const sum = async (sql: string) =>
    Number((await store.query<{ n: number }>(sql)).rows[0]?.n ?? 0);
  const house = await sum(
    `select coalesce(sum(p.amount), 0) as n from ledger_postings p
     join ledger_accounts a on a.id = p.account_id where a.kind = 'house'`,
  );
  const rounds = await sum(
    `select coalesce(sum(bet - win), 0) as n from game_rounds where status <> 'rolledBack'`,
  );
  expect(house).toBe(rounds);
  const pending = await sum(
    `select coalesce(sum(balance), 0) as n from ledger_accounts where kind = 'pending'`,
  );
  const open = await sum(
    `select coalesce(sum(amount), 0) as n from wallet_transactions
     where type = 'Withdrawal' and status in ('Initialized', 'CancelInitialized', 'RollbackInitialized')`,
  );
  expect(pending).toBe(open);
  const clearing = await sum(
    `select coalesce(sum(p.amount), 0) as n from ledger_postings p
     join ledger_accounts a on a.id = p.account_id where a.kind = 'clearing'`,
  );
  const moved = await sum(
    `select coalesce(sum(case when type = 'Deposit' then -amount else amount end), 0) as n
     from wallet_transactions where status = 'Completed'`,
  );
  expect(clearing).toBe(moved);
}

function ledgerProperty(kind: BackendKind, numRuns: number): void {
  let opened: TestStore;
  let wallet: Wallet;
  let runs = 0;

  beforeAll(async () => {
    opened = await openMigratedStore(kind, 'ledger');
    wallet = testWallet(opened.store, { payoutDelayMs: 3_600_000 }).wallet;
  });
  afterAll(() => opened?.cleanup());

  it('keeps every invariant under random concurrent interleavings and replays', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (batches) => {
        const players: string[] = [];
        for (let i = 0; i < PLAYERS; i++) players.push(await createTestPlayer(opened.store));
        const run: Run = { wallet, players, prefix: `run${runs++}`, withdrawals: [], accepted: [] };
        for (const batch of batches) {
          const calls = batch.flatMap(({ op: o, twice }) => (twice ? [o, o] : [o]));
          const results = await Promise.allSettled(calls.map((o) => attempt(run, o)));
          for (const result of results) if (result.status === 'rejected') throw result.reason;
        }
        const report = await checkInvariants(opened.store);
        expect(report).toMatchObject({
          unbalancedEntries: 0,
          negativeBalances: 0,
          balanceMismatches: 0,
        });
        expect(isHealthy(report)).toBe(true);
        await crossCheck(opened.store);

        // Every accepted request, sent again: a replay, and not one row changes.
        const before = await ledgerSnapshot(opened.store);
        for (const replay of run.accepted) {
          expect((await replay()).replayed).toBe(true);
        }
        expect(await ledgerSnapshot(opened.store)).toBe(before);
      }),
      { numRuns, endOnFailure: true },
    );
  });
}

describe('ledger property on PGlite', () => ledgerProperty('pglite', 30));
describePostgres('ledger property on PostgreSQL', () => ledgerProperty('postgres', 40));
