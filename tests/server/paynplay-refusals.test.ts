// Pay N Play when the ledger refuses its deposit: the bank identified the player, so the Approve
// of the sandbox page still signs them in, without the deposit — on a break (they must be able
// to sign in to withdraw), past a deposit limit — and a closed account is told it is closed.
// Never a 5xx, nothing written to the ledger, the payment declined. The redirect names the
// refusal's type (`depositRefused`), so the handler page can say why the deposit was not taken;
// an accepted deposit's names none. Through the page's route (app.inject), on PGlite and on
// PostgreSQL when available.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PlatformServices } from '../../server/services.ts';
import { openMigratedStore, type BackendKind, type TestStore } from './helpers/catalogue.ts';
import { buildTestApp } from './helpers/lobby-app.ts';
import { describeStores } from './helpers/postgres.ts';
import { ledgerSnapshot } from './helpers/wallet.ts';

// kingfisher (anj): deposit limits exist and the limit prompt is not mandatory.
const BRAND = 'kingfisher';
const HANDLER = '/en/trustly-login-handler/';
const START_PNP = `mutation($amount: MinorUnits!) {
  startPayNPlay(amount: $amount, provider: Trustly, returnUrl: "${HANDLER}") { paymentUrl } }`;
const EXCHANGE = `mutation($code: String!) { exchangePayNPlayCode(code: $code) { accessToken } }`;
const VIEWER = '{ viewer { player { id } wallet { balance } } }';

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

function refusalsSuite(kind: BackendKind): void {
  let opened: TestStore;
  let app: FastifyInstance;
  let logs: string[];
  let services: PlatformServices;

  beforeAll(async () => {
    opened = await openMigratedStore(kind, 'paynplay-refusals');
    const built = await buildTestApp(opened.store, {
      responseCache: false,
      paymentWorker: { enabled: false },
      roundSweeper: { enabled: false },
      onServices: (made) => (services = made),
    });
    app = built.app;
    logs = built.logs;
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await opened?.cleanup();
  });

  async function graphql<T>(
    query: string,
    variables: Record<string, unknown>,
    token?: string,
  ): Promise<GraphQLAnswer<T>> {
    const response = await app.inject({
      method: 'POST',
      url: '/lobby-graphql',
      headers: {
        'content-type': 'application/json',
        brand: BRAND,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: { query, variables },
    });
    return response.json<GraphQLAnswer<T>>();
  }

  /** Starts a Pay N Play payment and approves it from `bankAccount` on the sandbox page. */
  async function payAndSignIn(amount: number, bankAccount: string) {
    const started = await graphql<{ startPayNPlay: { paymentUrl: string } }>(START_PNP, {
      amount,
    });
    expect(started.errors).toBeUndefined();
    const path = new URL(started.data!.startPayNPlay.paymentUrl).pathname;
    const answer = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ decision: 'approve', bankAccount }).toString(),
    });
    return { answer, paymentId: path.split('/').pop()! };
  }

  /** The access token the handler page gets for the redirect's login code. */
  async function exchange(location: string): Promise<string> {
    const code = new URL(location, 'http://handler.invalid').searchParams.get('loginCode');
    expect(code).toMatch(/^[\w-]{43}$/);
    const exchanged = await graphql<{ exchangePayNPlayCode: { accessToken: string } }>(EXCHANGE, {
      code,
    });
    expect(exchanged.errors).toBeUndefined();
    return exchanged.data!.exchangePayNPlayCode.accessToken;
  }

  /** A Pay N Play player created by a first, accepted deposit from `bankAccount`. */
  async function existingPlayer(bankAccount: string, amount = 2000): Promise<string> {
    const { answer } = await payAndSignIn(amount, bankAccount);
    expect(answer.statusCode).toBe(303);
    const location = new URL(answer.headers.location as string, 'http://handler.invalid');
    expect(location.searchParams.has('depositRefused')).toBe(false);
    const token = await exchange(answer.headers.location as string);
    const viewer = await graphql<{ viewer: { player: { id: string } } }>(VIEWER, {}, token);
    return viewer.data!.viewer.player.id;
  }

  async function paymentRow(paymentId: string) {
    const { rows } = await opened.store.query<{ status: string; transaction_id: string | null }>(
      'select status, transaction_id from sandbox_payments where id = $1',
      [paymentId],
    );
    return rows[0];
  }

  /**
   * The refused Approve: signed in (303 to the handler with a code and the refusal's type),
   * nothing written.
   */
  async function expectSignedInWithoutDeposit(
    playerId: string,
    bankAccount: string,
    refusal: string,
  ) {
    const before = await ledgerSnapshot(opened.store);
    const { answer, paymentId } = await payAndSignIn(3000, bankAccount);
    expect(answer.statusCode).toBe(303);
    const location = answer.headers.location as string;
    expect(location.startsWith(`${HANDLER}?loginCode=`)).toBe(true);
    expect(new URL(location, 'http://handler.invalid').searchParams.get('depositRefused')).toBe(
      refusal,
    );
    const token = await exchange(location);
    const viewer = await graphql<{ viewer: { player: { id: string } } }>(VIEWER, {}, token);
    expect(viewer.errors).toBeUndefined();
    expect(viewer.data!.viewer.player.id).toBe(playerId);
    expect(await ledgerSnapshot(opened.store)).toBe(before);
    expect(await paymentRow(paymentId)).toEqual({ status: 'declined', transaction_id: null });
  }

  it('on a break: signed in without the deposit (sign-in during a break must work)', async () => {
    const account = 'IE29 AIBK 9311 5212 3456 78';
    const playerId = await existingPlayer(account);
    await services.protection.startBreak(playerId, 'Timeout', 'Hours24');
    await expectSignedInWithoutDeposit(playerId, account, 'PlayerOnBreak');
  });

  it('past a deposit limit: signed in without the deposit', async () => {
    const account = 'IE64 IRCE 9205 0112 3456 78';
    const playerId = await existingPlayer(account, 2500);
    // 2,500 of today's 4,000 used: 3,000 more would pass it.
    await services.protection.setLimit(playerId, {
      kind: 'Deposit',
      period: 'Day',
      amount: 4000,
      currency: 'EUR',
    });
    await expectSignedInWithoutDeposit(playerId, account, 'DepositLimitExceeded');
  });

  it('a double Approve of a refused deposit: both answers sign the same player in, once', async () => {
    const account = 'IE02 AIBK 9311 5299 9999 01';
    const playerId = await existingPlayer(account);
    await services.protection.startBreak(playerId, 'Timeout', 'Hours24');
    const started = await graphql<{ startPayNPlay: { paymentUrl: string } }>(START_PNP, {
      amount: 3000,
    });
    const path = new URL(started.data!.startPayNPlay.paymentUrl).pathname;
    const approve = () =>
      app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ decision: 'approve', bankAccount: account }).toString(),
      });
    const answers = await Promise.all([approve(), approve()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([303, 303]);
    const [first, second] = answers.map((answer) => answer.headers.location as string);
    expect(second).toBe(first);
    expect(new URL(first!, 'http://handler.invalid').searchParams.get('depositRefused')).toBe(
      'PlayerOnBreak',
    );
    await exchange(first!);
    // The code is single use, whichever answer the browser followed.
    const code = new URL(first!, 'http://handler.invalid').searchParams.get('loginCode');
    const again = await graphql(EXCHANGE, { code });
    expect(again.errors?.[0]?.extensions?.type).toBe('InvalidTokenFailure');
  });

  it('a closed account: the closed-account message, no sign-in, nothing written', async () => {
    const account = 'IE12 BOFI 9000 0112 3456 78';
    const playerId = await existingPlayer(account);
    await services.compliance.close(
      playerId,
      { cause: 'Requested', reopenByCustomerAllowed: false },
      'operator:test',
    );
    const before = await ledgerSnapshot(opened.store);
    const { answer, paymentId } = await payAndSignIn(3000, account);
    expect(answer.statusCode).toBe(403);
    expect(answer.headers.location).toBeUndefined();
    expect(answer.body).toContain('Your account has been closed indefinitely.');
    expect(answer.body).not.toContain('loginCode');
    expect(await ledgerSnapshot(opened.store)).toBe(before);
    expect(await paymentRow(paymentId)).toEqual({ status: 'declined', transaction_id: null });
    // Approving the same payment again changes nothing and signs nobody in.
    const again = await app.inject({
      method: 'POST',
      url: `/sandbox-pay/${paymentId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ decision: 'approve', bankAccount: account }).toString(),
    });
    expect(again.statusCode).toBeLessThan(500);
    expect(String(again.headers.location ?? '')).not.toContain('loginCode');
    const { rows } = await opened.store.query(
      'select 1 from pay_n_play_codes where player_id = $1 and used_at is null',
      [playerId],
    );
    expect(rows).toHaveLength(0);
  });

  it('logged no server error for any of the refusals', () => {
    expect(logs.filter((line) => /"level":(50|60)/.test(line))).toEqual([]);
  });
}

describeStores('Pay N Play refusals', (kind) => refusalsSuite(kind));
