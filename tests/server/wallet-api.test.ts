// The wallet over the lobby API: Wallet, LastCompletedDeposit, histories, the deposit through the
// sandbox page and its callback, withdrawals and their cancel, balanceUpdated on the player's
// socket, and every bad input of the issue refused with its type and the ledger unchanged.
// On PGlite, and on PostgreSQL when available.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/identity/demo-accounts.ts';
import { findPlayerByPhone } from '../../server/players/players.ts';
import { setRestrictions } from '../../server/ledger/limits/restrictions.ts';
import type { BackendKind } from './helpers/catalogue.ts';
import { errorType, gql, smsSignIn, type GraphQLResponse } from './helpers/identity-app.ts';
import { describeStores } from './helpers/postgres.ts';
import { openWalletApp, type WalletApp } from './helpers/wallet-app.ts';
import { ledgerSnapshot } from './helpers/wallet.ts';
import { watchedPubSub } from './helpers/watched-pubsub.ts';

const WALLET = `query Wallet { viewer { wallet { balance bonusBalance currency minDepositAmount minWithdrawalAmount } } }`;
const INIT_DEPOSIT = `mutation InitDeposit($amount: MinorUnits!, $currency: String!, $method: String!, $returnUrl: String, $key: String) {
  initDeposit(amount: $amount, currency: $currency, paymentMethod: $method, returnUrl: $returnUrl, idempotencyKey: $key) {
    paymentUrl transaction { id type status amount currency provider paymentMethod } } }`;
const INIT_WITHDRAWAL = `mutation InitWithdrawal($amount: MinorUnits!, $currency: String!, $key: String) {
  initWithdrawal(amount: $amount, currency: $currency, idempotencyKey: $key) { id status amount } }`;
const CANCEL_WITHDRAWAL = `mutation CancelWithdrawal($id: ID!, $reason: WithdrawalCancelReason!) {
  cancelWithdrawal(transactionId: $id, reason: $reason) { id status cancelReason processedAt } }`;
const LAST_DEPOSIT = `query LastCompletedDeposit { viewer { lastCompletedDeposit { provider payload } } }`;
const HISTORY = `query History($type: TransactionType, $sortBy: TransactionSortField!, $ascending: Boolean!, $first: Int!, $after: String) {
  viewer { transactions(type: $type, sortBy: $sortBy, ascending: $ascending, first: $first, after: $after) {
    edges { cursor node { id type status amount createdAt processedAt } } pageInfo { hasNextPage endCursor } } } }`;

interface WalletData {
  viewer: {
    wallet: {
      balance: number;
      bonusBalance: number;
      currency: string;
      minDepositAmount: number;
      minWithdrawalAmount: number;
    };
  };
}
interface HistoryData {
  viewer: {
    transactions: {
      edges: { node: { id: string; createdAt: string; processedAt: string | null } }[];
      pageInfo: { hasNextPage: boolean; endCursor: string };
    };
  };
}
interface DepositData {
  initDeposit: {
    paymentUrl: string;
    transaction: { id: string; status: string; provider: string; paymentMethod: string };
  };
}

function walletApiSuite(kind: BackendKind): void {
  let server: WalletApp;
  let token: string;
  let playerId: string;
  const clients: Client[] = [];
  const watched = watchedPubSub();

  beforeAll(async () => {
    server = await openWalletApp(kind, {
      pubsub: watched.pubsub,
      wallet: { minDepositAmount: 2500, payoutDelayMs: 0 },
    });
    token = (await smsSignIn(server, DEMO_ACCOUNTS.demo.phoneNumber)).accessToken;
    playerId = (await findPlayerByPhone(server.store, 'aurora', DEMO_ACCOUNTS.demo.phoneNumber))!
      .id;
  });
  afterAll(async () => {
    await server?.close();
    // Passed in, so the server leaves it open.
    await watched.pubsub.close();
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.dispose()));
    await setRestrictions(server.store, playerId, {
      depositsBlocked: false,
      withdrawalsBlocked: false,
      cancelWithdrawalBlocked: false,
    });
  });

  const call = <T = Record<string, unknown>>(query: string, variables = {}, bearer = token) =>
    gql<T>(server.http, query, variables, { token: bearer });
  const balance = async () => (await call<WalletData>(WALLET)).data!.viewer.wallet.balance;

  /** A deposit through the sandbox page: approve, then the worker's signed callback. */
  async function deposit(amount: number): Promise<string> {
    const started = await call<DepositData>(INIT_DEPOSIT, {
      amount,
      currency: 'EUR',
      method: 'trustly',
      returnUrl: '/en/?from=cashier',
    });
    expect(started.errors).toBeUndefined();
    const { paymentUrl, transaction } = started.data!.initDeposit;
    const page = await fetch(paymentUrl);
    expect(page.status).toBe(200);
    const approve = await fetch(paymentUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=approve&bankAccount=FI21+1234+5600+0007+85',
      redirect: 'manual',
    });
    expect(approve.status).toBe(303);
    expect(approve.headers.get('location')).toBe('/en/?from=cashier');
    await server.runOutbox();
    return transaction.id;
  }

  it('refuses visitors with AuthenticationFailure', async () => {
    expect(errorType(await gql(server.http, WALLET))).toBe('AuthenticationFailure');
    const init = await gql(server.http, INIT_DEPOSIT, {
      amount: 5000,
      currency: 'EUR',
      method: 'card',
    });
    expect(errorType(init)).toBe('AuthenticationFailure');
    const withdraw = await gql(server.http, INIT_WITHDRAWAL, { amount: 5000, currency: 'EUR' });
    expect(errorType(withdraw)).toBe('AuthenticationFailure');
  });

  it('shows the wallet: currency of the account, minimum deposit = max(server, §9 default)', async () => {
    const { data } = await call<WalletData>(WALLET);
    expect(data!.viewer.wallet).toEqual({
      balance: 0,
      bonusBalance: 0,
      currency: 'EUR',
      // Server minimum 2500 is above EUR's default of 20.00.
      minDepositAmount: 2500,
      minWithdrawalAmount: 1000,
    });
  });

  it('deposits through the sandbox page: nothing moves until the signed callback completes it', async () => {
    const before = await balance();
    const started = await call<DepositData>(INIT_DEPOSIT, {
      amount: 3000,
      currency: 'EUR',
      method: 'card',
    });
    const { paymentUrl, transaction } = started.data!.initDeposit;
    expect(transaction).toMatchObject({
      status: 'Initialized',
      provider: 'PaymentIQ',
      paymentMethod: 'card',
    });
    expect(paymentUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sandbox-pay\/sbx_/);
    const page = await (await fetch(paymentUrl)).text();
    expect(page).toContain('€30.00');
    expect(page).toContain('Aurora Casino');
    expect(page).toMatch(/<button[^>]*value="approve"[^>]*>Approve<\/button>/);
    expect(page).toMatch(/<button[^>]*value="decline"[^>]*>Decline<\/button>/);

    const approved = await fetch(paymentUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=approve&bankAccount=4242+4242',
      redirect: 'manual',
    });
    expect(approved.headers.get('location')).toBe('/');
    expect(await balance()).toBe(before);
    expect(await server.runOutbox()).toBe(1);
    expect(await balance()).toBe(before + 3000);

    const last = await call<{
      viewer: { lastCompletedDeposit: { provider: string; payload: string } };
    }>(LAST_DEPOSIT);
    const { provider, payload } = last.data!.viewer.lastCompletedDeposit;
    expect(provider).toBe('PaymentIQ');
    expect(JSON.parse(payload)).toMatchObject({
      attributes: { paymentMethod: 'card' },
      debtor: { account: '4242 4242' },
    });
  });

  it('declined on the page: the deposit is Cancelled and the balance unchanged', async () => {
    const before = await balance();
    const started = await call<DepositData>(INIT_DEPOSIT, {
      amount: 3000,
      currency: 'EUR',
      method: 'bank',
    });
    const { paymentUrl, transaction } = started.data!.initDeposit;
    await fetch(paymentUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=decline',
      redirect: 'manual',
    });
    await server.runOutbox();
    expect(await balance()).toBe(before);
    const { rows } = await server.store.query<{ status: string }>(
      'select status from wallet_transactions where id = $1',
      [transaction.id],
    );
    expect(rows[0]?.status).toBe('Cancelled');
  });

  it('publishes balanceUpdated (Deposit) to the player socket after the deposit commits', async () => {
    const listeners = watched.listening('balanceUpdated');
    const client = createClient({
      url: server.ws,
      webSocketImpl: WebSocket,
      connectionParams: { accessToken: token, brand: 'aurora' },
      lazy: false,
      retryAttempts: 0,
    });
    clients.push(client);
    const subscription = client.iterate<{ balanceUpdated: Record<string, unknown> }>({
      query:
        'subscription { balanceUpdated { balance bonusBalance currency amount moneyType wageringProgress } }',
    });
    const iterator = subscription[Symbol.asyncIterator]();
    const next = iterator.next();
    // The server listens before the money moves.
    await watched.untilListening('balanceUpdated', listeners + 1);
    const before = await balance();
    await deposit(4000);
    const event = await next;
    expect(event.value.data.balanceUpdated).toEqual({
      balance: before + 4000,
      bonusBalance: 0,
      currency: 'EUR',
      amount: 4000,
      moneyType: 'Deposit',
      wageringProgress: 0,
    });
  });

  it('withdraws: InitWithdrawal reserves, cancel returns it with the reason, payout completes', async () => {
    await deposit(5000);
    const start = await balance();
    const first = await call<{ initWithdrawal: { id: string; status: string } }>(INIT_WITHDRAWAL, {
      amount: 2000,
      currency: 'EUR',
    });
    expect(first.data!.initWithdrawal.status).toBe('Initialized');
    expect(await balance()).toBe(start - 2000);
    const cancelled = await call<{ cancelWithdrawal: Record<string, unknown> }>(CANCEL_WITHDRAWAL, {
      id: first.data!.initWithdrawal.id,
      reason: 'InsufficientGameChoices',
    });
    expect(cancelled.data!.cancelWithdrawal).toMatchObject({
      status: 'Cancelled',
      cancelReason: 'InsufficientGameChoices',
    });
    expect(await balance()).toBe(start);

    const second = await call<{ initWithdrawal: { id: string } }>(INIT_WITHDRAWAL, {
      amount: 1500,
      currency: 'EUR',
    });
    await server.runOutbox();
    const { rows } = await server.store.query<{ status: string }>(
      'select status from wallet_transactions where id = $1',
      [second.data!.initWithdrawal.id],
    );
    expect(rows[0]?.status).toBe('Completed');
    expect(await balance()).toBe(start - 1500);
    // Paid out: too late to cancel.
    const late = await call(CANCEL_WITHDRAWAL, {
      id: second.data!.initWithdrawal.id,
      reason: 'PaymentIssues',
    });
    expect(errorType(late)).toBe('InvalidTransactionTransition');
  });

  it('lists deposits and withdrawals by createdAt or processedAt, a page at a time', async () => {
    const firstPage = await call<HistoryData>(HISTORY, {
      sortBy: 'createdAt',
      ascending: false,
      first: 2,
    });
    const page = firstPage.data!.viewer.transactions;
    expect(page.edges).toHaveLength(2);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const all: { id: string; createdAt: string }[] = [...page.edges.map((e) => e.node)];
    let after: string | null = page.pageInfo.endCursor;
    while (after) {
      const more: GraphQLResponse<HistoryData> = await call<HistoryData>(HISTORY, {
        sortBy: 'createdAt',
        ascending: false,
        first: 2,
        after,
      });
      const next: HistoryData['viewer']['transactions'] = more.data!.viewer.transactions;
      all.push(...next.edges.map((e) => e.node));
      after = next.pageInfo.hasNextPage ? next.pageInfo.endCursor : null;
    }
    const { rows } = await server.store.query<{ n: number }>(
      'select count(*) as n from wallet_transactions where player_id = $1',
      [playerId],
    );
    expect(all).toHaveLength(Number(rows[0]!.n));
    expect(new Set(all.map((t) => t.id)).size).toBe(all.length);
    const times = all.map((t) => t.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const deposits = await call<HistoryData>(HISTORY, {
      type: 'Deposit',
      sortBy: 'processedAt',
      ascending: true,
      first: 50,
    });
    const processed = deposits.data!.viewer.transactions.edges.map((e) => e.node.processedAt);
    expect(processed.length).toBeGreaterThan(0);
    const foreign = await call(HISTORY, {
      type: 'Withdrawal',
      sortBy: 'processedAt',
      ascending: true,
      first: 5,
      after: page.pageInfo.endCursor,
    });
    expect(errorType(foreign)).toBe('ForeignCursor');
  });

  describe('bad input: refused with a typed error, the ledger unchanged', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['a negative amount', { amount: -2500 }, 'InvalidAmount'],
      ['a zero amount', { amount: 0 }, 'InvalidAmount'],
      ['a fraction of a cent', { amount: 2500.5 }, 'InvalidAmount'],
      ['NaN (as JSON has no NaN: the string)', { amount: 'NaN' }, 'InvalidAmount'],
      ['an amount above the maximum per transaction', { amount: 1e13 }, 'AmountAboveMaximum'],
      ['an amount above the ceiling of money', { amount: 1e16 }, 'AmountAboveMaximum'],
      ['a string amount', { amount: '2500' }, 'InvalidAmount'],
      ['a currency the player does not hold', { currency: 'USD' }, 'CurrencyNotHeld'],
      ['an unknown payment method', { method: 'bitcoin' }, 'UnknownPaymentMethod'],
      ['an amount below the minimum deposit', { amount: 2499 }, 'AmountBelowMinimum'],
      ['a return URL of another site', { returnUrl: '//evil.example/' }, 'InvalidArgument'],
    ];
    it.each(cases)('initDeposit with %s', async (_name, change, type) => {
      const before = await ledgerSnapshot(server.store);
      const response = await call(INIT_DEPOSIT, {
        amount: 2500,
        currency: 'EUR',
        method: 'card',
        ...change,
      });
      expect(errorType(response)).toBe(type);
      expect(await ledgerSnapshot(server.store)).toBe(before);
    });

    it('an amount literal that is not a number (true) in the document', async () => {
      const before = await ledgerSnapshot(server.store);
      const response = await call(
        'mutation { initDeposit(amount: true, currency: "EUR", paymentMethod: "card") { paymentUrl } }',
      );
      expect(errorType(response)).toBe('InvalidAmount');
      expect(await ledgerSnapshot(server.store)).toBe(before);
    });

    it('a deposit while deposits are blocked', async () => {
      await setRestrictions(server.store, playerId, { depositsBlocked: true });
      const before = await ledgerSnapshot(server.store);
      const response = await call(INIT_DEPOSIT, { amount: 2500, currency: 'EUR', method: 'card' });
      expect(errorType(response)).toBe('DepositsBlocked');
      expect(await ledgerSnapshot(server.store)).toBe(before);
      const customer = await call<{ viewer: { customer: { isDepositsBlocked: boolean } } }>(
        '{ viewer { customer { isDepositsBlocked } } }',
      );
      expect(customer.data!.viewer.customer.isDepositsBlocked).toBe(true);
    });

    it('a withdrawal while withdrawals are blocked', async () => {
      await setRestrictions(server.store, playerId, { withdrawalsBlocked: true });
      const before = await ledgerSnapshot(server.store);
      const response = await call(INIT_WITHDRAWAL, { amount: 1000, currency: 'EUR' });
      expect(errorType(response)).toBe('WithdrawalsBlocked');
      expect(await ledgerSnapshot(server.store)).toBe(before);
    });

    it('a withdrawal larger than the balance', async () => {
      const before = await ledgerSnapshot(server.store);
      const response = await call(INIT_WITHDRAWAL, {
        amount: (await balance()) + 1,
        currency: 'EUR',
      });
      expect(errorType(response)).toBe('InsufficientFunds');
      expect(await ledgerSnapshot(server.store)).toBe(before);
    });

    it('a withdrawal below the minimum, and bad withdrawal amounts', async () => {
      const before = await ledgerSnapshot(server.store);
      expect(errorType(await call(INIT_WITHDRAWAL, { amount: 999, currency: 'EUR' }))).toBe(
        'AmountBelowMinimum',
      );
      for (const amount of [-1, 0, 10.01, 'ten']) {
        expect(errorType(await call(INIT_WITHDRAWAL, { amount, currency: 'EUR' }))).toBe(
          'InvalidAmount',
        );
      }
      for (const amount of [1e15, 1e16]) {
        expect(errorType(await call(INIT_WITHDRAWAL, { amount, currency: 'EUR' }))).toBe(
          'AmountAboveMaximum',
        );
      }
      expect(await ledgerSnapshot(server.store)).toBe(before);
    });

    it('a cancel while cancelling withdrawals is blocked', async () => {
      const started = await call<{ initWithdrawal: { id: string } }>(INIT_WITHDRAWAL, {
        amount: 1000,
        currency: 'EUR',
        key: 'blocked-cancel',
      });
      await setRestrictions(server.store, playerId, { cancelWithdrawalBlocked: true });
      const before = await ledgerSnapshot(server.store);
      const response = await call(CANCEL_WITHDRAWAL, {
        id: started.data!.initWithdrawal.id,
        reason: 'AccountIssues',
      });
      expect(errorType(response)).toBe('CancelWithdrawalBlocked');
      expect(await ledgerSnapshot(server.store)).toBe(before);
    });

    it('an idempotency key replayed: the first answer; with other parameters: IdempotencyKeyReused', async () => {
      const first = await call<DepositData>(INIT_DEPOSIT, {
        amount: 2600,
        currency: 'EUR',
        method: 'card',
        key: 'same-key-1',
      });
      const before = await ledgerSnapshot(server.store);
      const again = await call<DepositData>(INIT_DEPOSIT, {
        amount: 2600,
        currency: 'EUR',
        method: 'card',
        key: 'same-key-1',
      });
      expect(again.data!.initDeposit).toEqual(first.data!.initDeposit);
      const other = await call(INIT_DEPOSIT, {
        amount: 2700,
        currency: 'EUR',
        method: 'card',
        key: 'same-key-1',
      });
      expect(errorType(other)).toBe('IdempotencyKeyReused');
      expect(await ledgerSnapshot(server.store)).toBe(before);
    });
  });
}

describeStores('wallet API', (kind) => walletApiSuite(kind));
