// Limits under random concurrency (fast-check, decision 0043), on real PostgreSQL (its
// pool runs the transactions truly concurrently) and on PGlite: random deposits of an mga player,
// random bets and wins of an est player, and random limit changes (first limits, decreases,
// increases and removals with a short cooling-off, cancellations) — sent in concurrent batches.
// Afterwards, from the database alone:
//   every accepted deposit: the deposits of each window (Day, Week, Month) ending at its time
//     are within the deposit limit of that period in force at that time;
//   every accepted bet: the net losses of each window ending at its round's time are within the
//     loss limit in force at that time;
//   the limit in force at a time is rebuilt from the append-only audit: a first limit or a
//     decrease from its time, an increase or a removal only from its effective time (and only if
//     nothing replaced it before) — and every pending change's effective time is exactly its
//     request time plus the cooling-off, so none applies early.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../server/db/store.ts';
import { createAccountDirectory } from '../../server/ledger/journal/accounts.ts';
import { createWallet, type Wallet } from '../../server/ledger/wallet.ts';
import { payoutQueue } from '../../server/payments/outbox.ts';
import { createProtection, type Protection } from '../../server/protection/service.ts';
import { createInProcessPubSub } from '../../server/pubsub/in-process-pubsub.ts';
import { PERIOD_MS, type LimitPeriod } from '../../machines/protection/policy.ts';
import { openMigratedStore, type BackendKind, type TestStore } from './helpers/catalogue.ts';
import { describePostgres } from './helpers/postgres.ts';
import { createTestPlayer, fund } from './helpers/wallet.ts';

const COOLING_OFF_MS = 120;
const PERIODS: LimitPeriod[] = ['Day', 'Week', 'Month'];

type Op =
  | { kind: 'deposit'; amount: number }
  | { kind: 'bet'; amount: number; win: number }
  | { kind: 'limit'; who: 'depositor' | 'bettor'; period: LimitPeriod; amount: number | null }
  | { kind: 'cancel'; who: 'depositor' | 'bettor'; period: LimitPeriod }
  | { kind: 'pause' };

const period = fc.constantFrom<LimitPeriod>(...PERIODS);
const who = fc.constantFrom<'depositor' | 'bettor'>('depositor', 'bettor');
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      amount: fc.integer({ min: 2_000, max: 9_000 }),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('bet' as const),
      amount: fc.integer({ min: 100, max: 3_000 }),
      win: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 4_000 })),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('limit' as const),
      who,
      period,
      amount: fc.option(fc.integer({ min: 1_000, max: 25_000 }), { freq: 5 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), who, period }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('pause' as const) }) },
);

/** Microseconds since the epoch: the database's times compared exactly. */
const MICROS = (column: string) => `(extract(epoch from ${column}) * 1000000)::bigint`;

interface Segment {
  from: bigint;
  amount: number | null;
}

/** The limit in force over time for one player, kind and period, from the audit. */
async function limitTimeline(
  store: Store,
  playerId: string,
  kind: string,
  limitPeriod: LimitPeriod,
): Promise<Segment[]> {
  const { rows } = await store.query<{
    action: string;
    new_value: { amount: number | null; pending: { amount: number | null } | null } | null;
    requested: string;
    effective: string;
  }>(
    `select action, new_value, ${MICROS('requested_at')} as requested,
       ${MICROS('effective_at')} as effective
     from protection_audit where player_id = $1 and kind = $2 and period = $3 order by id`,
    [playerId, kind, limitPeriod],
  );
  let timeline: Segment[] = [{ from: -1n, amount: null }];
  for (const row of rows) {
    const requested = BigInt(row.requested);
    const effective = BigInt(row.effective);
    // Whatever was scheduled after this change is replaced by it.
    timeline = timeline.filter((segment) => segment.from <= requested);
    if (row.action === 'LimitIncreaseRequested' || row.action === 'LimitRemovalRequested') {
      // The cooling-off is exact: no pending change applies early.
      expect(effective - requested).toBe(BigInt(COOLING_OFF_MS * 1000));
      timeline.push({ from: effective, amount: row.new_value!.pending!.amount });
    } else {
      timeline.push({ from: requested, amount: row.new_value!.amount });
    }
  }
  return timeline;
}

const inForce = (timeline: Segment[], at: bigint) =>
  timeline.filter((segment) => segment.from <= at).at(-1)!.amount;

async function check(store: Store, depositor: string, bettor: string): Promise<void> {
  for (const limitPeriod of PERIODS) {
    const window = BigInt(PERIOD_MS[limitPeriod] * 1000);
    const deposits = await limitTimeline(store, depositor, 'Deposit', limitPeriod);
    const { rows } = await store.query<{ at: string; amount: number }>(
      `select ${MICROS('created_at')} as at, amount from wallet_transactions
       where player_id = $1 and type = 'Deposit' and status in ('Initialized', 'Completed')`,
      [depositor],
    );
    const made = rows.map((row) => ({ at: BigInt(row.at), amount: Number(row.amount) }));
    for (const deposit of made) {
      const limit = inForce(deposits, deposit.at);
      if (limit === null) continue;
      const sum = made
        .filter((other) => other.at > deposit.at - window && other.at <= deposit.at)
        .reduce((total, other) => total + other.amount, 0);
      expect(sum, `${limitPeriod} deposits at ${deposit.at}`).toBeLessThanOrEqual(limit);
    }

    const losses = await limitTimeline(store, bettor, 'Loss', limitPeriod);
    const rounds = await store.query<{ at: string; bet: number; win: number }>(
      `select ${MICROS('created_at')} as at, bet, win from game_rounds
       where player_id = $1 and status <> 'rolledBack'`,
      [bettor],
    );
    const played = rounds.rows.map((row) => ({
      at: BigInt(row.at),
      net: Number(row.bet) - Number(row.win),
    }));
    for (const round of played) {
      const limit = inForce(losses, round.at);
      if (limit === null) continue;
      const net = played
        .filter((other) => other.at > round.at - window && other.at <= round.at)
        .reduce((total, other) => total + other.net, 0);
      expect(Math.max(0, net), `${limitPeriod} losses at ${round.at}`).toBeLessThanOrEqual(limit);
    }
  }
}

function runOn(kind: BackendKind, runs: number): void {
  let opened: TestStore;
  let wallet: Wallet;
  let protection: Protection;

  beforeAll(async () => {
    opened = await openMigratedStore(kind, 'protection-property');
    wallet = createWallet({
      store: opened.store,
      pubsub: createInProcessPubSub(),
      payouts: payoutQueue,
    });
    protection = createProtection({
      store: opened.store,
      accounts: createAccountDirectory(),
      sessions: { end: async () => false, endAllOf: async () => undefined },
      config: { increaseDelayMs: COOLING_OFF_MS },
    });
  }, 120_000);
  afterAll(async () => opened?.cleanup());

  it('never lets deposits or net losses of a window pass the limit in force', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(op, { minLength: 1, maxLength: 5 }), { minLength: 3, maxLength: 6 }),
        async (batches) => {
          const store = opened.store;
          const depositor = await createTestPlayer(store, { brand: 'aurora' });
          const bettor = await createTestPlayer(store, { brand: 'nordlys', country: 'EE' });
          await fund(wallet, bettor, 40_000);
          const playerOf = (w: 'depositor' | 'bettor') => (w === 'depositor' ? depositor : bettor);
          const kindOf = (w: 'depositor' | 'bettor') => (w === 'depositor' ? 'Deposit' : 'Loss');
          const run = async (step: Op): Promise<void> => {
            switch (step.kind) {
              case 'deposit':
                await wallet.startDeposit(depositor, {
                  amount: step.amount,
                  currency: 'EUR',
                  provider: 'Trustly',
                  paymentMethod: 'trustly',
                  payload: {},
                  idempotencyKey: randomUUID(),
                });
                return;
              case 'bet': {
                const ref = {
                  playerId: bettor,
                  roundId: `p-${randomUUID()}`,
                  gameSlug: 'prop-slot',
                  currency: 'EUR',
                };
                await wallet.bet(ref, step.amount, randomUUID());
                await wallet.win(ref, step.win, randomUUID());
                return;
              }
              case 'limit':
                await protection.setLimit(playerOf(step.who), {
                  kind: kindOf(step.who),
                  period: step.period,
                  amount: step.amount,
                  currency: 'EUR',
                });
                return;
              case 'cancel':
                await protection.cancelPendingLimit(
                  playerOf(step.who),
                  kindOf(step.who),
                  step.period,
                );
                return;
              case 'pause':
                // A duration is the subject: a raise comes into force once its cooling-off (by the
                // database's clock) has passed.
                await new Promise((resolve) => setTimeout(resolve, COOLING_OFF_MS));
            }
          };
          for (const batch of batches) {
            const settled = await Promise.allSettled(batch.map(run));
            for (const result of settled) {
              if (result.status === 'fulfilled') continue;
              const type = (result.reason as { type?: string }).type;
              // Refusals the limits and the balance give; anything else is a failure.
              expect([
                'DepositLimitExceeded',
                'LossLimitExceeded',
                'InsufficientFunds',
                'NoPendingChange',
              ]).toContain(type);
            }
          }
          await check(store, depositor, bettor);
        },
      ),
      { numRuns: runs },
    );
  }, 300_000);
}

describe('limits under concurrency on PGlite', () => runOn('pglite', 10));
describePostgres('limits under concurrency on PostgreSQL', () => runOn('postgres', 20));
