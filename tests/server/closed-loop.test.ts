// Closed-loop withdrawals (platform-core §6 closedLoopPayments, est) through the real services:
// deposits through the sandbox page and its signed callback (which reports the debtor account),
// a withdrawal split over every method+account deposited with in proportion, each leg paid out
// through its own provider's clearing account by the payment worker, and the ledger's invariants
// after. On mga the rule before it stays: the last deposit's method takes it all.
// On PGlite, and on PostgreSQL when available.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { closedLoopLegs } from '../../server/ledger/transfers/closed-loop.ts';
import { DEMO_ACCOUNTS } from '../../server/identity/demo-accounts.ts';
import { walletErrorType } from '../../server/ledger/errors.ts';
import { checkInvariants, isHealthy } from '../../server/ledger/journal/invariants.ts';
import { findPlayerByPhone } from '../../server/players/players.ts';
import type { BackendKind } from './helpers/catalogue.ts';
import { errorType, gql, smsSignIn } from './helpers/identity-app.ts';
import { describeStores } from './helpers/postgres.ts';
import { openWalletApp, type WalletApp } from './helpers/wallet-app.ts';
import { balanceOf, createTestPlayer, ledgerSnapshot, testWallet } from './helpers/wallet.ts';

const INIT_WITHDRAWAL = `mutation InitWithdrawal($amount: MinorUnits!, $currency: String!, $key: String) {
  initWithdrawal(amount: $amount, currency: $currency, idempotencyKey: $key) {
    id status amount provider paymentMethod } }`;

interface WithdrawalRow {
  status: string;
  provider: string;
  payment_method: string;
  payload: {
    closedLoop?: boolean;
    legs?: { provider: string; paymentMethod: string; account: string | null; amount: number }[];
  };
}

function closedLoopSuite(kind: BackendKind): void {
  let server: WalletApp;
  let keys = 0;

  beforeAll(async () => {
    server = await openWalletApp(kind, { wallet: { payoutDelayMs: 0 } });
  });
  afterAll(() => server?.close());

  /** Delivers everything the payment outbox holds (a pass takes at most 20 items). */
  async function drain(): Promise<void> {
    while ((await server.runOutbox()) > 0);
  }

  /** A deposit through the sandbox: started, approved from `account`, the callback delivered. */
  async function deposit(
    playerId: string,
    amount: number,
    paymentMethod: string,
    account: string,
    approve = true,
  ): Promise<string> {
    const started = await server.services.payments.startDeposit(playerId, {
      amount,
      currency: 'EUR',
      paymentMethod,
      returnUrl: '/',
      idempotencyKey: `closed-loop-${keys++}`,
    });
    const paymentId = started.paymentPath.split('/').pop()!;
    const decided = await server.services.payments.decide(
      paymentId,
      approve ? 'approve' : 'decline',
      account,
    );
    expect(decided.ok).toBe(true);
    await drain();
    return started.outcome.transactionId;
  }

  const withdraw = (playerId: string, amount: number, key = `w-${keys++}`) =>
    server.services.wallet.startWithdrawal(playerId, amount, 'EUR', key);

  async function row(transactionId: string): Promise<WithdrawalRow> {
    const { rows } = await server.store.query<WithdrawalRow>(
      'select status, provider, payment_method, payload from wallet_transactions where id = $1',
      [transactionId],
    );
    return rows[0]!;
  }

  /** What each provider's clearing account received from the entries of one transaction. */
  async function clearingOf(transactionId: string): Promise<Record<string, number>> {
    const { rows } = await server.store.query<{ key: string; amount: number | string }>(
      `select a.key, sum(p.amount)::bigint as amount from ledger_postings p
       join ledger_entries e on e.id = p.entry_id
       join ledger_accounts a on a.id = p.account_id
       where a.kind = 'clearing' and e.idempotency_key like $1
       group by a.key`,
      [`transaction:${transactionId}:%`],
    );
    return Object.fromEntries(rows.map((r) => [r.key, Number(r.amount)]));
  }

  it('pays an est withdrawal back to each method and account in proportion to the deposits', async () => {
    const player = await createTestPlayer(server.store, { brand: 'nordlys', country: 'EE' });
    await deposit(player, 5000, 'card', '4111 1111 1111 1111');
    await deposit(player, 3000, 'bank', 'EE38 2200 2210 2014 5685');
    await deposit(player, 2000, 'card', '4111111111111111');
    // Declined and never-decided deposits paid nothing in: they get nothing back.
    await deposit(player, 9000, 'trustly', 'FI21 1234 5600 0007 85', false);
    await server.services.payments.startDeposit(player, {
      amount: 9000,
      currency: 'EUR',
      paymentMethod: 'instantbank',
      returnUrl: '/',
      idempotencyKey: `closed-loop-${keys++}`,
    });
    expect(await balanceOf(server.store, player)).toBe(10_000);

    const started = await withdraw(player, 1001);
    expect(started.status).toBe('Initialized');
    const recorded = await row(started.transactionId);
    // 70 % card, 30 % bank; the rounding remainder (700.7 → 700 + 1) to the card, the largest.
    expect(recorded.payload.closedLoop).toBe(true);
    expect(recorded.payload.legs).toEqual([
      { provider: 'PaymentIQ', paymentMethod: 'card', account: '4111111111111111', amount: 701 },
      { provider: 'Finshark', paymentMethod: 'bank', account: 'EE382200221020145685', amount: 300 },
    ]);
    expect(recorded.provider).toBe('PaymentIQ');
    expect(recorded.payment_method).toBe('card');
    expect(await balanceOf(server.store, player)).toBe(10_000 - 1001);

    // The worker pays it out: each leg through its own provider's clearing account.
    await drain();
    expect((await row(started.transactionId)).status).toBe('Completed');
    expect(await clearingOf(started.transactionId)).toEqual({
      'clearing:PaymentIQ:EUR': 701,
      'clearing:Finshark:EUR': 300,
    });
    expect(isHealthy(await checkInvariants(server.store))).toBe(true);
  });

  it('gives the rounding remainder to the largest source', async () => {
    const player = await createTestPlayer(server.store, { brand: 'nordlys', country: 'EE' });
    await deposit(player, 3000, 'trustly', 'FI21 1234');
    await deposit(player, 2000, 'card', '4111');
    await deposit(player, 2000, 'instantbank', 'EE38 2200');
    const started = await withdraw(player, 1000);
    const legs = (await row(started.transactionId)).payload.legs!;
    // Equal sources in a fixed order (provider, method, account), whatever order they came in.
    expect(legs.map((leg) => [leg.paymentMethod, leg.amount])).toEqual([
      ['trustly', 430],
      ['instantbank', 285],
      ['card', 285],
    ]);
    await drain();
    expect(await clearingOf(started.transactionId)).toEqual({
      'clearing:Trustly:EUR': 430,
      'clearing:PaymentIQ:EUR': 285,
      'clearing:Krofort:EUR': 285,
    });
  });

  it('cancelling a split withdrawal returns the whole reserve and pays no leg', async () => {
    const player = await createTestPlayer(server.store, { brand: 'nordlys', country: 'EE' });
    await deposit(player, 4000, 'card', '4111');
    await deposit(player, 4000, 'bank', 'EE38');
    // A wallet whose payouts are due in an hour, so the cancel comes first.
    const { wallet } = testWallet(server.store, { payoutDelayMs: 3_600_000 });
    const started = await wallet.startWithdrawal(player, 3000, 'EUR', `w-${keys++}`);
    expect((await row(started.transactionId)).payload.legs).toHaveLength(2);
    const cancelled = await wallet.cancelWithdrawal(player, started.transactionId, 'PaymentIssues');
    expect(cancelled.status).toBe('Cancelled');
    expect(await balanceOf(server.store, player)).toBe(8000);
    expect(await clearingOf(started.transactionId)).toEqual({});
    expect(isHealthy(await checkInvariants(server.store))).toBe(true);
  });

  it('refuses an est withdrawal with NoDepositMethod when nothing was deposited, writing nothing', async () => {
    const player = await createTestPlayer(server.store, { brand: 'nordlys', country: 'EE' });
    await deposit(player, 3000, 'card', '4111', false);
    const before = await ledgerSnapshot(server.store);
    const refused = await withdraw(player, 1000).catch((error: unknown) => error);
    expect(walletErrorType(refused)).toBe('NoDepositMethod');
    expect(await ledgerSnapshot(server.store)).toBe(before);
  });

  it('replays a withdrawal with the legs it started with, though a deposit completed since', async () => {
    const player = await createTestPlayer(server.store, { brand: 'nordlys', country: 'EE' });
    await deposit(player, 4000, 'card', '4111');
    const key = `w-${keys++}`;
    const first = await withdraw(player, 1000, key);
    const legsBefore = (await row(first.transactionId)).payload.legs;
    expect(legsBefore).toEqual([
      { provider: 'PaymentIQ', paymentMethod: 'card', account: '4111', amount: 1000 },
    ]);
    await deposit(player, 8000, 'bank', 'EE38');
    const again = await withdraw(player, 1000, key);
    expect(again.transactionId).toBe(first.transactionId);
    expect((await row(first.transactionId)).payload.legs).toEqual(legsBefore);
    // The same key for another amount is still another operation.
    const reused = await withdraw(player, 2000, key).catch((error: unknown) => error);
    expect(walletErrorType(reused)).toBe('IdempotencyKeyReused');
    // A new withdrawal sees both deposits: 1/3 card, 2/3 bank (the balance is 11 000).
    const next = await withdraw(player, 3000);
    expect((await row(next.transactionId)).payload.legs).toEqual([
      { provider: 'Finshark', paymentMethod: 'bank', account: 'EE38', amount: 2000 },
      { provider: 'PaymentIQ', paymentMethod: 'card', account: '4111', amount: 1000 },
    ]);
  });

  it('keeps the rule before it elsewhere: on mga the last deposit’s method takes it all', async () => {
    const player = await createTestPlayer(server.store, { brand: 'aurora', country: 'MT' });
    await deposit(player, 5000, 'card', '4111');
    await deposit(player, 3000, 'bank', 'MT84 MALT');
    const started = await withdraw(player, 4000);
    const recorded = await row(started.transactionId);
    expect(recorded.payload).toEqual({ attributes: { paymentMethod: 'bank' } });
    expect(recorded.provider).toBe('Finshark');
    await drain();
    expect(await clearingOf(started.transactionId)).toEqual({ 'clearing:Finshark:EUR': 4000 });
  });

  it('posts, for random deposits and withdrawals, exactly the legs the rule gives to each provider', async () => {
    const method = fc.constantFrom(
      { provider: 'PaymentIQ', paymentMethod: 'card' },
      { provider: 'Finshark', paymentMethod: 'bank' },
      { provider: 'Trustly', paymentMethod: 'trustly' },
    );
    const depositArb = fc.record({
      method,
      account: fc.constantFrom('FI21 1234', 'fi211234', 'EE38 2200', null),
      amount: fc.integer({ min: 2000, max: 50_000 }),
      completed: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(depositArb, { minLength: 1, maxLength: 6 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 3 }),
        async (deposits, fractions) => {
          const player = await createTestPlayer(server.store, { brand: 'nordlys', country: 'EE' });
          const wallet = server.services.wallet;
          for (const d of deposits) {
            const started = await wallet.startDeposit(player, {
              amount: d.amount,
              currency: 'EUR',
              provider: d.method.provider,
              paymentMethod: d.method.paymentMethod,
              payload: {
                attributes: { paymentMethod: d.method.paymentMethod },
                debtor: { account: null },
              },
              idempotencyKey: `p-${keys++}`,
            });
            await wallet.changeStatus(started.transactionId, {
              to: d.completed ? 'Completed' : 'Cancelled',
              ...(d.account ? { payload: { debtor: { account: d.account } } } : {}),
            });
          }
          const completed = deposits
            .filter((d) => d.completed)
            .map((d) => ({ ...d.method, account: d.account, amount: d.amount }));
          for (const fraction of fractions) {
            const balance = await balanceOf(server.store, player);
            const amount = Math.max(wallet.minWithdrawal('EUR'), Math.floor(balance * fraction));
            const attempt = await withdraw(player, amount).catch((error: unknown) => error);
            if (completed.length === 0) {
              expect(walletErrorType(attempt)).toBe('NoDepositMethod');
              continue;
            }
            if (amount > balance) {
              expect(walletErrorType(attempt)).toBe('InsufficientFunds');
              continue;
            }
            const started = attempt as { transactionId: string };
            const legs = (await row(started.transactionId)).payload.legs!;
            expect(legs).toEqual(closedLoopLegs(completed, amount));
            await wallet.changeStatus(started.transactionId, { to: 'Completed' });
            const paid: Record<string, number> = {};
            for (const leg of legs) {
              const account = `clearing:${leg.provider}:EUR`;
              paid[account] = (paid[account] ?? 0) + leg.amount;
            }
            expect(await clearingOf(started.transactionId)).toEqual(paid);
          }
        },
      ),
      { numRuns: kind === 'pglite' ? 15 : 25 },
    );
    expect(isHealthy(await checkInvariants(server.store))).toBe(true);
  });

  it('splits a withdrawal a signed-in est player starts over the lobby API', async () => {
    const phone = DEMO_ACCOUNTS.demo.phoneNumber;
    const { accessToken } = await smsSignIn(server, phone, 'nordlys');
    const player = (await findPlayerByPhone(server.store, 'nordlys', phone))!.id;
    await deposit(player, 6000, 'trustly', 'FI21 1234');
    await deposit(player, 2000, 'card', '4111');
    const answer = await gql<{
      initWithdrawal: { id: string; status: string; provider: string; paymentMethod: string };
    }>(
      server.http,
      INIT_WITHDRAWAL,
      { amount: 2000, currency: 'EUR', key: crypto.randomUUID() },
      { token: accessToken, brand: 'nordlys' },
    );
    expect(errorType(answer)).toBeUndefined();
    expect(answer.data!.initWithdrawal).toMatchObject({
      status: 'Initialized',
      provider: 'Trustly',
      paymentMethod: 'trustly',
    });
    const legs = (await row(answer.data!.initWithdrawal.id)).payload.legs;
    expect(legs?.map((leg) => [leg.paymentMethod, leg.amount])).toEqual([
      ['trustly', 1500],
      ['card', 500],
    ]);
  });
}

describeStores('closed-loop withdrawals', (kind) => closedLoopSuite(kind));
