// The sandbox provider's callback endpoint (signature, unknown transaction, replay, tampered
// amount) and Pay N Play (a deposit and a sign-in in one step, the player created when new, a
// one-time code exchanged for tokens). On PGlite, and on PostgreSQL when available.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/identity/demo-accounts.ts';
import { sign, SIGNATURE_HEADER } from '../../server/payments/signature.ts';
import type { BackendKind } from './helpers/catalogue.ts';
import { errorType, gql, smsSignIn } from './helpers/identity-app.ts';
import { describeStores, storesOfThisRun } from './helpers/postgres.ts';
import { openWalletApp, type WalletApp } from './helpers/wallet-app.ts';
import { ledgerSnapshot } from './helpers/wallet.ts';

const INIT_DEPOSIT = `mutation($amount: MinorUnits!) {
  initDeposit(amount: $amount, currency: "EUR", paymentMethod: "trustly") {
    paymentUrl transaction { id } } }`;
const START_PNP = `mutation($amount: MinorUnits!, $provider: PaymentProvider!, $returnUrl: String!) {
  startPayNPlay(amount: $amount, provider: $provider, returnUrl: $returnUrl) { paymentUrl } }`;
const EXCHANGE = `mutation($code: String!) { exchangePayNPlayCode(code: $code) { accessToken refreshToken } }`;
const WALLET = '{ viewer { player { id } wallet { balance currency } } }';
// Pay N Play's own brand (Finnish, Danish and Dutch players of nordlys sign up by paying in): on
// mga the mandatory limit prompt would refuse a new player's first deposit.
const PAY_N_PLAY = { brand: 'nordlys' };

function paymentsSuite(kind: BackendKind): void {
  let server: WalletApp;
  let token: string;

  beforeAll(async () => {
    server = await openWalletApp(kind);
    token = (await smsSignIn(server, DEMO_ACCOUNTS.casino.phoneNumber)).accessToken;
  });
  afterAll(() => server?.close());

  async function postCallback(body: string, signature?: string): Promise<Response> {
    return fetch(`${server.http}/payments/sandbox/callback`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { [SIGNATURE_HEADER]: signature } : {}),
      },
      body,
    });
  }

  async function approvedDeposit(amount: number) {
    const started = await gql<{ initDeposit: { paymentUrl: string; transaction: { id: string } } }>(
      server.http,
      INIT_DEPOSIT,
      { amount },
      { token },
    );
    const { paymentUrl, transaction } = started.data!.initDeposit;
    const paymentId = paymentUrl.split('/').pop()!;
    const body = JSON.stringify({
      eventId: `${paymentId}:approved`,
      paymentId,
      transactionId: transaction.id,
      status: 'approved',
      amount,
      currency: 'EUR',
      provider: 'Trustly',
      paymentMethod: 'trustly',
      debtorAccount: 'FI00 TEST',
    });
    return { paymentId, transactionId: transaction.id, body };
  }

  const balance = async () =>
    (await gql<{ viewer: { wallet: { balance: number } } }>(server.http, WALLET, {}, { token }))
      .data!.viewer.wallet.balance;

  it('refuses a callback with a bad or missing signature (401), changing nothing', async () => {
    const { body } = await approvedDeposit(2000);
    const before = await ledgerSnapshot(server.store);
    expect((await postCallback(body)).status).toBe(401);
    expect((await postCallback(body, sign('not-the-secret', body))).status).toBe(401);
    const secret = await server.services.payments.signingSecret();
    // Signed, then altered: the signature covers the exact bytes.
    const altered = body.replace('"amount":2000', '"amount":200000');
    expect((await postCallback(altered, sign(secret, body))).status).toBe(401);
    expect(await ledgerSnapshot(server.store)).toBe(before);
  });

  it('refuses a signed callback for an unknown transaction (404)', async () => {
    const secret = await server.services.payments.signingSecret();
    const before = await ledgerSnapshot(server.store);
    const body = JSON.stringify({
      eventId: 'x',
      paymentId: 'sbx_AAAAAAAAAAAAAAAAAAAAAA',
      transactionId: '00000000-0000-4000-8000-000000000000',
      status: 'approved',
      amount: 2000,
      currency: 'EUR',
    });
    const response = await postCallback(body, sign(secret, body));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'UnknownTransaction' });
    expect(await ledgerSnapshot(server.store)).toBe(before);
  });

  it('applies a signed callback once; a replay answers 200 and changes nothing', async () => {
    const secret = await server.services.payments.signingSecret();
    const start = await balance();
    const { body } = await approvedDeposit(2500);
    const first = await postCallback(body, sign(secret, body));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ result: 'applied', status: 'Completed' });
    expect(await balance()).toBe(start + 2500);
    const before = await ledgerSnapshot(server.store);
    const replay = await postCallback(body, sign(secret, body));
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ result: 'unchanged', status: 'Completed' });
    expect(await ledgerSnapshot(server.store)).toBe(before);
    // A decline after the completion is a transition the table refuses.
    const decline = body.replace('"approved"', '"declined"');
    expect((await postCallback(decline, sign(secret, decline))).status).toBe(409);
    expect(await ledgerSnapshot(server.store)).toBe(before);
  });

  it('refuses a signed callback whose amount differs from the deposit (400)', async () => {
    const secret = await server.services.payments.signingSecret();
    const { body } = await approvedDeposit(3000);
    const before = await ledgerSnapshot(server.store);
    const tampered = body.replace('"amount":3000', '"amount":9000');
    expect((await postCallback(tampered, sign(secret, tampered))).status).toBe(400);
    expect(await ledgerSnapshot(server.store)).toBe(before);
  });

  it('Pay N Play: deposit and sign-in in one step, the player created once per bank account', async () => {
    const started = await gql<{ startPayNPlay: { paymentUrl: string } }>(
      server.http,
      START_PNP,
      { amount: 5000, provider: 'Trustly', returnUrl: '/en/trustly-login-handler/' },
      PAY_N_PLAY,
    );
    expect(started.errors).toBeUndefined();
    const url = started.data!.startPayNPlay.paymentUrl;
    const page = await (await fetch(url)).text();
    expect(page).toContain('Deposit and sign in with Trustly');
    expect(page).toContain('Bank account (identifies you)');

    const approved = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=approve&bankAccount=SE35+5000+0000+0549+1000+0003',
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);
    const location = new URL(approved.headers.get('location')!, server.http);
    expect(location.pathname).toBe('/en/trustly-login-handler/');
    const code = location.searchParams.get('loginCode')!;
    expect(code).toMatch(/^[\w-]{43}$/);
    // No token in the URL, only the one-time code.
    expect(location.search).not.toMatch(/token/i);

    const exchanged = await gql<{ exchangePayNPlayCode: { accessToken: string } }>(
      server.http,
      EXCHANGE,
      { code },
      PAY_N_PLAY,
    );
    const access = exchanged.data!.exchangePayNPlayCode.accessToken;
    expect(errorType(await gql(server.http, EXCHANGE, { code }, PAY_N_PLAY))).toBe(
      'InvalidTokenFailure',
    );

    await server.runOutbox();
    const wallet = await gql<{ viewer: { player: { id: string }; wallet: { balance: number } } }>(
      server.http,
      WALLET,
      {},
      { token: access, ...PAY_N_PLAY },
    );
    expect(wallet.data!.viewer.wallet.balance).toBe(5000);
    const { rows: sessions } = await server.store.query<{ method: string }>(
      'select method from player_sessions where player_id = $1',
      [wallet.data!.viewer.player.id],
    );
    expect(sessions.map((s) => s.method)).toContain('TRUSTLY');

    // The same bank account again (PaymentIQ this time): the same player, a second deposit.
    const again = await gql<{ startPayNPlay: { paymentUrl: string } }>(
      server.http,
      START_PNP,
      { amount: 2000, provider: 'PaymentIQ', returnUrl: '/en/piq-login-handler/' },
      PAY_N_PLAY,
    );
    const second = await fetch(again.data!.startPayNPlay.paymentUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=approve&bankAccount=se3550000000054910000003',
      redirect: 'manual',
    });
    const secondCode = new URL(second.headers.get('location')!, server.http).searchParams.get(
      'loginCode',
    )!;
    const secondTokens = await gql<{ exchangePayNPlayCode: { accessToken: string } }>(
      server.http,
      EXCHANGE,
      { code: secondCode },
      PAY_N_PLAY,
    );
    await server.runOutbox();
    const after = await gql<{ viewer: { player: { id: string }; wallet: { balance: number } } }>(
      server.http,
      WALLET,
      {},
      { token: secondTokens.data!.exchangePayNPlayCode.accessToken, ...PAY_N_PLAY },
    );
    expect(after.data!.viewer.player.id).toBe(wallet.data!.viewer.player.id);
    expect(after.data!.viewer.wallet.balance).toBe(7000);
  });

  it('Pay N Play: a double Approve approves once, and both answers sign the player in', async () => {
    const started = await gql<{ startPayNPlay: { paymentUrl: string } }>(
      server.http,
      START_PNP,
      { amount: 2500, provider: 'Trustly', returnUrl: '/en/trustly-login-handler/' },
      PAY_N_PLAY,
    );
    const url = started.data!.startPayNPlay.paymentUrl;
    const paymentId = url.split('/').pop()!;
    const approve = (bankAccount: string) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ decision: 'approve', bankAccount }).toString(),
        redirect: 'manual',
      });
    // Two submissions of the form at once (a double click): the browser follows the last one.
    const answers = await Promise.all([
      approve('FI21 1234 5600 0007 85'),
      approve('FI21 1234 5600 0007 85'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([303, 303]);
    const [first, second] = answers.map((answer) => answer.headers.get('location')!);
    expect(first).toMatch(/^\/en\/trustly-login-handler\/\?loginCode=[\w-]{43}$/);
    expect(second).toBe(first);
    // Later, the form resubmitted: the same answer; from another account: no code.
    expect((await approve('fi2112345600000785')).headers.get('location')).toBe(first);
    expect((await approve('SE35 5000 0000 0549 1000 0003')).headers.get('location')).toBe(
      '/en/trustly-login-handler/',
    );

    const { rows: deposits } = await server.store.query(
      'select id from sandbox_payments where id = $1 and transaction_id is not null',
      [paymentId],
    );
    expect(deposits).toHaveLength(1);
    const code = new URL(first!, server.http).searchParams.get('loginCode')!;
    const exchanged = await gql<{ exchangePayNPlayCode: { accessToken: string } }>(
      server.http,
      EXCHANGE,
      { code },
      PAY_N_PLAY,
    );
    const access = exchanged.data!.exchangePayNPlayCode.accessToken;
    // Still single use.
    expect(errorType(await gql(server.http, EXCHANGE, { code }, PAY_N_PLAY))).toBe(
      'InvalidTokenFailure',
    );
    await server.runOutbox();
    const wallet = await gql<{ viewer: { wallet: { balance: number } } }>(
      server.http,
      WALLET,
      {},
      { token: access, ...PAY_N_PLAY },
    );
    expect(wallet.data!.viewer.wallet.balance).toBe(2500);
    const page = await (await fetch(url)).text();
    expect(page).toContain('This payment of €25.00 was already approved.');
  });

  it('Pay N Play declined: back to the handler with loginError, nobody created', async () => {
    const { rows: before } = await server.store.query('select id from players');
    const started = await gql<{ startPayNPlay: { paymentUrl: string } }>(server.http, START_PNP, {
      amount: 5000,
      provider: 'Krofort',
      returnUrl: '/en/krofort-login-handler/',
    });
    const declined = await fetch(started.data!.startPayNPlay.paymentUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=decline',
      redirect: 'manual',
    });
    expect(declined.headers.get('location')).toBe('/en/krofort-login-handler/?loginError=declined');
    const { rows: after } = await server.store.query('select id from players');
    expect(after).toHaveLength(before.length);
  });
}

describeStores('sandbox payments', (kind) => paymentsSuite(kind));

// The visitors' response cache (on in production) must not answer a mutation from an earlier
// one: the same startPayNPlay twice within its TTL gave the same, already approved, payment.
describe('Pay N Play behind the visitors response cache', () => {
  let server: WalletApp;
  beforeAll(async () => {
    server = await openWalletApp(storesOfThisRun()[0]!, { responseCache: true });
  });
  afterAll(() => server?.close());

  it('starts a new payment every time', async () => {
    const start = async () => {
      const started = await gql<{ startPayNPlay: { paymentUrl: string } }>(server.http, START_PNP, {
        amount: 2500,
        provider: 'Trustly',
        returnUrl: '/en/trustly-login-handler/',
      });
      return started.data!.startPayNPlay.paymentUrl;
    };
    const first = await start();
    const approved = await fetch(first, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=approve&bankAccount=FI21+1234+5600+0007+85',
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);
    const second = await start();
    expect(second).not.toBe(first);
    const page = await (await fetch(second)).text();
    expect(page).toContain('Deposit and sign in with Trustly');
    expect(page).not.toContain('already');
  });
});
