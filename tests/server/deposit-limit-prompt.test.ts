// The mandatory limit prompt (mga, depositLimitsOnRegistration; decision 0043) held by the money
// layer, not only by the browser: until a deposit limit is set, the deposit's own transaction
// refuses with DepositLimitRequired and writes nothing. The prompt cannot be dismissed there and
// a limit of another kind does not answer it; limitPromptNeeded says exactly when the deposit
// would be refused. Where the prompt may be skipped, nothing changes. A player who came by Pay N
// Play meets it too: signed in without the deposit, then the typed refusal until a limit is set.
// On PGlite and on PostgreSQL when available.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LobbyError } from '../../server/errors.ts';
import { createAccountDirectory } from '../../server/ledger/journal/accounts.ts';
import { createWallet, type Wallet } from '../../server/ledger/wallet.ts';
import { payoutQueue } from '../../server/payments/outbox.ts';
import { createProtection, type Protection } from '../../server/protection/service.ts';
import { createInProcessPubSub } from '../../server/pubsub/in-process-pubsub.ts';
import { openMigratedStore, type BackendKind, type TestStore } from './helpers/catalogue.ts';
import { buildTestApp } from './helpers/lobby-app.ts';
import { describeStores } from './helpers/postgres.ts';
import { createTestPlayer, ledgerSnapshot } from './helpers/wallet.ts';

/** How a refusal reaches the client: the LobbyError's type is extensions.type. */
async function refusalOf(promise: Promise<unknown>): Promise<string> {
  const error: unknown = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(LobbyError);
  return (error as LobbyError).type;
}

function promptSuite(kind: BackendKind): void {
  let opened: TestStore;
  let wallet: Wallet;
  let protection: Protection;

  beforeAll(async () => {
    opened = await openMigratedStore(kind, 'deposit-limit-prompt');
    wallet = createWallet({
      store: opened.store,
      pubsub: createInProcessPubSub(),
      payouts: payoutQueue,
    });
    protection = createProtection({
      store: opened.store,
      accounts: createAccountDirectory(),
      sessions: { end: async () => false, endAllOf: async () => undefined },
    });
  }, 120_000);
  afterAll(async () => opened?.cleanup());

  const deposit = (playerId: string, amount = 2000) =>
    wallet.startDeposit(playerId, {
      amount,
      currency: 'EUR',
      provider: 'Trustly',
      paymentMethod: 'trustly',
      payload: {},
      idempotencyKey: randomUUID(),
    });

  const promptNeeded = async (playerId: string) =>
    (await protection.overview(playerId, null)).limitPromptNeeded;

  /** A new mga player who has not met the prompt (registered through the bare API). */
  const newMgaPlayer = () =>
    createTestPlayer(opened.store, { brand: 'aurora', limitPromptAnswered: false });

  it('mga: a deposit before a deposit limit is set is refused in its transaction, nothing written', async () => {
    const playerId = await newMgaPlayer();
    expect(await promptNeeded(playerId)).toBe(true);
    const before = await ledgerSnapshot(opened.store);
    expect(await refusalOf(deposit(playerId))).toBe('DepositLimitRequired');
    expect(await ledgerSnapshot(opened.store)).toBe(before);
    // Still refused the next time: nothing answered the prompt.
    expect(await refusalOf(deposit(playerId, 5000))).toBe('DepositLimitRequired');
    expect(await promptNeeded(playerId)).toBe(true);
  });

  it('mga: the prompt cannot be dismissed, and a session limit does not answer it', async () => {
    const playerId = await newMgaPlayer();
    expect(await refusalOf(protection.dismissLimitPrompt(playerId))).toBe('LimitPromptMandatory');
    await protection.setLimit(playerId, {
      kind: 'Session',
      period: 'Day',
      amount: 120,
      currency: null,
    });
    expect(await promptNeeded(playerId)).toBe(true);
    expect(await refusalOf(deposit(playerId))).toBe('DepositLimitRequired');
  });

  it('mga: once a deposit limit is set the deposit goes through, and the prompt is gone', async () => {
    const playerId = await newMgaPlayer();
    await protection.setLimit(playerId, {
      kind: 'Deposit',
      period: 'Week',
      amount: 50_000,
      currency: 'EUR',
    });
    expect(await promptNeeded(playerId)).toBe(false);
    const started = await deposit(playerId);
    expect(started.status).toBe('Initialized');
    // The limit itself still holds.
    expect(await refusalOf(deposit(playerId, 49_000))).toBe('DepositLimitExceeded');
  });

  it('where the prompt may be skipped (anj), a new player deposits without a limit', async () => {
    const playerId = await createTestPlayer(opened.store, {
      brand: 'kingfisher',
      country: 'IE',
      limitPromptAnswered: false,
    });
    expect(await promptNeeded(playerId)).toBe(true);
    expect((await deposit(playerId)).status).toBe('Initialized');
    expect(await promptNeeded(playerId)).toBe(false);
  });
}

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

const HANDLER = '/en/trustly-login-handler/';
const START_PNP = `mutation($amount: MinorUnits!) {
  startPayNPlay(amount: $amount, provider: Trustly, returnUrl: "${HANDLER}") { paymentUrl } }`;
const EXCHANGE = `mutation($code: String!) { exchangePayNPlayCode(code: $code) { accessToken } }`;
const INIT_DEPOSIT = `mutation($key: String) {
  initDeposit(amount: 2000, currency: "EUR", paymentMethod: "trustly", idempotencyKey: $key) {
    transaction { id } } }`;
const SET_LIMIT = `mutation {
  setLimit(input: { kind: Deposit, period: Day, amount: 20000, currency: "EUR" }) { kind } }`;
const PROMPT = '{ viewer { responsibleGaming { limitPromptNeeded limitPromptMandatory } } }';

function payNPlaySuite(kind: BackendKind): void {
  let opened: TestStore;
  let app: FastifyInstance;

  beforeAll(async () => {
    opened = await openMigratedStore(kind, 'deposit-limit-prompt-pnp');
    ({ app } = await buildTestApp(opened.store, {
      responseCache: false,
      paymentWorker: { enabled: false },
      roundSweeper: { enabled: false },
    }));
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await opened?.cleanup();
  });

  async function graphql<T>(
    query: string,
    variables: Record<string, unknown> = {},
    token?: string,
  ): Promise<GraphQLAnswer<T>> {
    const response = await app.inject({
      method: 'POST',
      url: '/lobby-graphql',
      headers: {
        'content-type': 'application/json',
        brand: 'aurora',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: { query, variables },
    });
    return response.json<GraphQLAnswer<T>>();
  }

  it('mga Pay N Play: a new player is signed in without the deposit; initDeposit answers DepositLimitRequired until a limit is set', async () => {
    const started = await graphql<{ startPayNPlay: { paymentUrl: string } }>(START_PNP, {
      amount: 3000,
    });
    const path = new URL(started.data!.startPayNPlay.paymentUrl).pathname;
    const before = await ledgerSnapshot(opened.store);
    const approved = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve&bankAccount=MT84+MALT+0110+0001+2345+MTLC+AST0+01S',
    });
    expect(approved.statusCode).toBe(303);
    const returned = new URL(approved.headers.location as string, 'http://h.invalid');
    const code = returned.searchParams.get('loginCode');
    // The handler page learns why the deposit was not taken.
    expect(returned.searchParams.get('depositRefused')).toBe('DepositLimitRequired');
    const { rows } = await opened.store.query<{ status: string }>(
      'select status from sandbox_payments where id = $1',
      [path.split('/').pop()],
    );
    expect(rows[0]?.status).toBe('declined');
    expect(await ledgerSnapshot(opened.store)).toBe(before);

    const exchanged = await graphql<{ exchangePayNPlayCode: { accessToken: string } }>(EXCHANGE, {
      code,
    });
    const token = exchanged.data!.exchangePayNPlayCode.accessToken;
    const prompt = await graphql<{
      viewer: { responsibleGaming: { limitPromptNeeded: boolean; limitPromptMandatory: boolean } };
    }>(PROMPT, {}, token);
    expect(prompt.data!.viewer.responsibleGaming).toEqual({
      limitPromptNeeded: true,
      limitPromptMandatory: true,
    });

    const refused = await graphql(INIT_DEPOSIT, { key: randomUUID() }, token);
    expect(refused.errors?.[0]?.extensions?.type).toBe('DepositLimitRequired');
    expect(await ledgerSnapshot(opened.store)).toBe(before);

    expect((await graphql(SET_LIMIT, {}, token)).errors).toBeUndefined();
    const accepted = await graphql(INIT_DEPOSIT, { key: randomUUID() }, token);
    expect(accepted.errors).toBeUndefined();
  });
}

describeStores('the mandatory limit prompt in the money layer', (kind) => promptSuite(kind));
describeStores('Pay N Play and the mandatory limit prompt', (kind) => payNPlaySuite(kind));
