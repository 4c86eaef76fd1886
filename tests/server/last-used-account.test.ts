// The quick-deposit dialog's last used account over the lobby API: LastCompletedDeposit
// holds the method and the account the provider reported; a deposit from that account needs no
// payment page and completes with the provider's callback. An account that is not the player's own
// (another player's, a made-up one, or theirs under another method) is refused, and so is the
// deposit on a brand without EnableKrofortQuickDepositWithLastUsedAccount: nothing is written.
// On PGlite, and on PostgreSQL when available.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/identity/demo-accounts.ts';
import type { BackendKind } from './helpers/catalogue.ts';
import { errorType, gql, smsSignIn } from './helpers/identity-app.ts';
import { describeStores } from './helpers/postgres.ts';
import { openWalletApp, type WalletApp } from './helpers/wallet-app.ts';
import { ledgerSnapshot } from './helpers/wallet.ts';

const BRAND = 'nordlys'; // EnableKrofortQuickDepositWithLastUsedAccount on
const WALLET = `query { viewer { wallet { balance } } }`;
const LAST_DEPOSIT = `query LastCompletedDeposit { viewer { lastCompletedDeposit { provider payload } } }`;
const INIT_DEPOSIT = `mutation ($amount: MinorUnits!, $method: String!) {
  initDeposit(amount: $amount, currency: "EUR", paymentMethod: $method, returnUrl: "/") {
    paymentUrl transaction { id } } }`;
const LAST_USED = `mutation ($amount: MinorUnits!, $method: String!, $account: String!, $key: String) {
  depositWithLastUsedAccount(amount: $amount, currency: "EUR", paymentMethod: $method,
    account: $account, idempotencyKey: $key) { id status amount currency provider paymentMethod } }`;

const MINE = 'FI21 1234 5600 0007 85';
const THEIRS = 'SE45 5000 0000 0583 9825 7466';

function lastUsedAccountSuite(kind: BackendKind): void {
  let server: WalletApp;
  let mine: string;
  let theirs: string;

  beforeAll(async () => {
    server = await openWalletApp(kind, { wallet: { payoutDelayMs: 0 } });
    mine = (await smsSignIn(server, DEMO_ACCOUNTS.demo.phoneNumber, BRAND)).accessToken;
    theirs = (await smsSignIn(server, DEMO_ACCOUNTS.casino.phoneNumber, BRAND)).accessToken;
    await depositThroughPage(mine, 'instantbank', 3000, MINE);
    await depositThroughPage(theirs, 'instantbank', 3000, THEIRS);
  });
  afterAll(() => server?.close());

  const call = <T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown>,
    token: string,
    brand = BRAND,
  ) => gql<T>(server.http, query, variables, { token, brand });
  const balance = async (token: string) =>
    (await call<{ viewer: { wallet: { balance: number } } }>(WALLET, {}, token)).data!.viewer.wallet
      .balance;
  const payments = async () =>
    Number(
      (await server.store.query<{ n: string }>('select count(*) as n from sandbox_payments'))
        .rows[0]!.n,
    );

  async function depositThroughPage(
    token: string,
    method: string,
    amount: number,
    account: string,
  ) {
    const started = await call<{ initDeposit: { paymentUrl: string } }>(
      INIT_DEPOSIT,
      { amount, method },
      token,
    );
    expect(started.errors).toBeUndefined();
    const approve = await fetch(started.data!.initDeposit.paymentUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ decision: 'approve', bankAccount: account }).toString(),
      redirect: 'manual',
    });
    expect(approve.status).toBe(303);
    await server.runOutbox();
  }

  it('LastCompletedDeposit holds the method and the account of the newest completed deposit', async () => {
    const { data } = await call<{
      viewer: { lastCompletedDeposit: { provider: string; payload: string } };
    }>(LAST_DEPOSIT, {}, mine);
    expect(data!.viewer.lastCompletedDeposit.provider).toBe('Krofort');
    expect(JSON.parse(data!.viewer.lastCompletedDeposit.payload)).toMatchObject({
      attributes: { paymentMethod: 'instantbank' },
      debtor: { account: MINE },
    });
  });

  it('deposits from the last used account without a payment page; the callback completes it', async () => {
    const before = await balance(mine);
    const started = await call<{
      depositWithLastUsedAccount: { status: string; amount: number; provider: string };
    }>(LAST_USED, { amount: 2500, method: 'instantbank', account: 'fi21 1234560000078 5' }, mine);
    expect(started.errors).toBeUndefined();
    expect(started.data!.depositWithLastUsedAccount).toMatchObject({
      status: 'Initialized',
      amount: 2500,
      provider: 'Krofort',
    });
    expect(await balance(mine)).toBe(before);
    expect(await server.runOutbox()).toBe(1);
    expect(await balance(mine)).toBe(before + 2500);
    // Recorded as the account the player deposited from before, as the provider wrote it.
    const last = await call<{ viewer: { lastCompletedDeposit: { payload: string } } }>(
      LAST_DEPOSIT,
      {},
      mine,
    );
    expect(JSON.parse(last.data!.viewer.lastCompletedDeposit.payload)).toMatchObject({
      attributes: { paymentMethod: 'instantbank' },
      debtor: { account: MINE },
    });
  });

  it.each([
    ['another player’s account', 'instantbank', THEIRS],
    ['a made-up account', 'instantbank', 'FI00 0000 0000 0000 00'],
    ['an empty account', 'instantbank', '   '],
    ['the own account under a method it was not used with', 'card', MINE],
  ])(
    'refuses %s with UnknownLastUsedAccount and writes nothing',
    async (_name, method, account) => {
      const ledger = await ledgerSnapshot(server.store);
      const paymentCount = await payments();
      const refused = await call(LAST_USED, { amount: 2500, method, account }, mine);
      expect(errorType(refused)).toBe('UnknownLastUsedAccount');
      expect(refused.errors![0]!.message).toBe(
        'This account is not one you have deposited from. Choose a payment method instead.',
      );
      expect(refused.data).toBeNull();
      expect(await ledgerSnapshot(server.store)).toBe(ledger);
      expect(await payments()).toBe(paymentCount);
    },
  );

  it('refuses it on a brand without the toggle (aurora), and visitors', async () => {
    const aurora = (await smsSignIn(server, DEMO_ACCOUNTS.demo.phoneNumber, 'aurora')).accessToken;
    const ledger = await ledgerSnapshot(server.store);
    const refused = await call(
      LAST_USED,
      { amount: 2500, method: 'instantbank', account: MINE },
      aurora,
      'aurora',
    );
    expect(errorType(refused)).toBe('LastUsedAccountUnavailable');
    const visitor = await gql(
      server.http,
      LAST_USED,
      {
        amount: 2500,
        method: 'instantbank',
        account: MINE,
      },
      { brand: BRAND },
    );
    expect(errorType(visitor)).toBe('AuthenticationFailure');
    expect(await ledgerSnapshot(server.store)).toBe(ledger);
  });

  it('an unknown payment method is refused as initDeposit refuses it', async () => {
    const refused = await call(LAST_USED, { amount: 2500, method: 'cash', account: MINE }, mine);
    expect(errorType(refused)).toBe('UnknownPaymentMethod');
  });
}

describeStores('last used account', (kind) => lastUsedAccountSuite(kind));
