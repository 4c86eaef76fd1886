// Money that cannot overflow (decision 0026). Amounts are MinorUnits end to end: a
// deposit above the currency's maximum per transaction (2^31 or 10^12 minor units of EUR) is
// refused with AmountAboveMaximum before anything is written; a player whose balance, deposits
// and rounds legitimately pass 2^31 minor units reads them all and gets balanceUpdated; the ledger
// never takes a balance past the ceiling of 10^15 minor units; the operator's reward definitions
// and the demo games keep to the maximum; migration 008 adds the ceiling's CHECKs and refuses to
// run over rows that break it, naming them, without changing them. PGlite and PostgreSQL.
import { cp, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { migrate, MIGRATIONS_DIR } from '../../server/db/migrate.ts';
import { openPgliteCopy } from './helpers/pglite-template.ts';
import { openPostgresStore } from '../../server/db/postgres-store.ts';
import type { Store } from '../../server/db/store.ts';
import type { BackendKind } from './helpers/catalogue.ts';
import { errorType, gql, type GraphQLResponse } from './helpers/identity-app.ts';
import { createTestSchema, DATABASE_URL, describeStores } from './helpers/postgres.ts';
import {
  createRewardPlayer,
  openRewardsApp,
  operator,
  type RewardPlayer,
  grantReward,
  testReward,
} from './helpers/rewards.ts';
import { makeTempDir } from './helpers/temp-dir.ts';
import type { WalletApp } from './helpers/wallet-app.ts';
import { watchedPubSub } from './helpers/watched-pubsub.ts';
import { balanceOf, createTestPlayer, fund, ledgerSnapshot } from './helpers/wallet.ts';

/** The documented ceiling of every money value: 10^15 minor units. */
const CEILING = 1_000_000_000_000_000;
/** EUR's maximum per transaction: 1,000,000.00. */
const EUR_MAXIMUM = 100_000_000;
/** INR's maximum per transaction: 100,000,000.00 rupees, above 2^31 paise. */
const INR_MAXIMUM = 10_000_000_000;

const INIT_DEPOSIT = `mutation InitDeposit($amount: MinorUnits!, $currency: String!) {
  initDeposit(amount: $amount, currency: $currency, paymentMethod: "card") {
    transaction { id amount } } }`;
const INIT_WITHDRAWAL = `mutation InitWithdrawal($amount: MinorUnits!, $currency: String!) {
  initWithdrawal(amount: $amount, currency: $currency) { id amount } }`;
const START_PAY_N_PLAY = `mutation StartPayNPlay($amount: MinorUnits!) {
  startPayNPlay(amount: $amount, provider: Trustly, returnUrl: "/en/trustly-login-handler/") {
    paymentUrl } }`;
const START_GAME = `mutation($slug: String!) {
  startGameSession(slug: $slug, mode: REAL) { url } }`;
const WALLET_AND_HISTORY = `query {
  viewer {
    wallet { balance bonusBalance currency }
    player { totalDepositAmount }
    transactions(first: 10) { edges { node { type status amount } } }
    gameRounds(first: 10) { edges { node { id bet win status } } }
  } }`;

interface HistoryData {
  viewer: {
    wallet: { balance: number; bonusBalance: number; currency: string };
    player: { totalDepositAmount: number };
    transactions: { edges: { node: { type: string; status: string; amount: number } }[] };
    gameRounds: { edges: { node: { id: string; bet: number; win: number; status: string } }[] };
  };
}

function extensionsOf(response: GraphQLResponse<unknown>): Record<string, unknown> {
  return response.errors?.[0]?.extensions ?? {};
}

function moneySuite(kind: BackendKind): void {
  let server: WalletApp;
  const clients: Client[] = [];
  const watched = watchedPubSub();

  beforeAll(async () => {
    server = await openRewardsApp(kind, {
      pubsub: watched.pubsub,
      catalogue: true,
      wallet: { payoutDelayMs: 24 * 60 * 60_000 },
    });
  });
  afterAll(async () => {
    await server?.close();
    // Passed in, so the server leaves it open.
    await watched.pubsub.close();
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.dispose()));
  });

  const call = <T>(player: RewardPlayer | null, query: string, variables = {}) =>
    gql<T>(server.http, query, variables, player ? { token: player.token } : {});
  const count = async (table: string) =>
    Number(
      (await server.store.query<{ n: number }>(`select count(*) as n from ${table}`)).rows[0]!.n,
    );
  /** Everything a refused money request must leave as it was. */
  const everything = async () =>
    JSON.stringify([
      await ledgerSnapshot(server.store),
      await count('sandbox_payments'),
      await count('payment_outbox'),
      await count('rewards'),
      await count('free_spin_grants'),
      (await server.store.query('select id, remaining from free_spin_grants order by id')).rows,
    ]);

  async function depositThroughLedger(player: RewardPlayer, amount: number, currency: string) {
    const { wallet } = server.services;
    const started = await wallet.startDeposit(player.id, {
      amount,
      currency,
      provider: 'Trustly',
      paymentMethod: 'trustly',
      payload: {},
      idempotencyKey: `deposit-${crypto.randomUUID()}`,
    });
    await wallet.changeStatus(started.transactionId, { to: 'Completed' });
  }

  it('refuses deposits of 2^31 and 10^12 minor units with AmountAboveMaximum before anything is written', async () => {
    const player = await createRewardPlayer(server.store);
    await depositThroughLedger(player, 50_000, 'EUR');
    const before = await everything();
    for (const amount of [2 ** 31, 10 ** 12, EUR_MAXIMUM + 1]) {
      const deposit = await call(player, INIT_DEPOSIT, { amount, currency: 'EUR' });
      expect(errorType(deposit), String(amount)).toBe('AmountAboveMaximum');
      expect(extensionsOf(deposit)).toMatchObject({ maximum: EUR_MAXIMUM, currency: 'EUR' });
      expect(deposit.data ?? null).toBeNull();

      const withdrawal = await call(player, INIT_WITHDRAWAL, { amount, currency: 'EUR' });
      expect(errorType(withdrawal), String(amount)).toBe('AmountAboveMaximum');
      expect(extensionsOf(withdrawal)).toMatchObject({ maximum: EUR_MAXIMUM });

      const payNPlay = await call(null, START_PAY_N_PLAY, { amount });
      expect(errorType(payNPlay), String(amount)).toBe('AmountAboveMaximum');
    }
    expect(await everything()).toBe(before);

    // The maximum itself is allowed.
    const atMaximum = await call<{ initDeposit: { transaction: { amount: number } } }>(
      player,
      INIT_DEPOSIT,
      { amount: EUR_MAXIMUM, currency: 'EUR' },
    );
    expect(atMaximum.errors).toBeUndefined();
    expect(atMaximum.data!.initDeposit.transaction.amount).toBe(EUR_MAXIMUM);
  });

  it('refuses at parse time what MinorUnits cannot be: above the ceiling, non-finite, fractions, strings', async () => {
    const player = await createRewardPlayer(server.store);
    const before = await everything();
    const aboveCeiling = await call(player, INIT_DEPOSIT, { amount: 1e16, currency: 'EUR' });
    expect(errorType(aboveCeiling)).toBe('AmountAboveMaximum');
    expect(extensionsOf(aboveCeiling)).toMatchObject({ maximum: CEILING });
    const unsafe = await call(player, INIT_DEPOSIT, { amount: 2 ** 53 + 2, currency: 'EUR' });
    expect(errorType(unsafe)).toBe('AmountAboveMaximum');
    for (const amount of [2500.5, '2500', 'NaN', -2500, true]) {
      expect(errorType(await call(player, INIT_DEPOSIT, { amount, currency: 'EUR' }))).toBe(
        'InvalidAmount',
      );
    }
    // JSON has no Infinity, but 1e400 parses to it.
    const infinite = await fetch(`${server.http}/lobby-graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        brand: 'aurora',
        authorization: `Bearer ${player.token}`,
      },
      body: `{"query":${JSON.stringify(INIT_DEPOSIT)},"variables":{"amount":1e400,"currency":"EUR"}}`,
    });
    expect(errorType((await infinite.json()) as GraphQLResponse<unknown>)).toBe('InvalidAmount');
    const literal = await call(
      player,
      'mutation { initDeposit(amount: 10000000000000000, currency: "EUR", paymentMethod: "card") { paymentUrl } }',
    );
    expect(errorType(literal)).toBe('AmountAboveMaximum');
    expect(await everything()).toBe(before);
  });

  it('a player whose balance, deposits and rounds pass 2^31 minor units reads them all and gets balanceUpdated', async () => {
    const player = await createRewardPlayer(server.store, { country: 'IN', currency: 'INR' });
    const listeners = watched.listening('balanceUpdated');
    const client = createClient({
      url: server.ws,
      webSocketImpl: WebSocket,
      connectionParams: { accessToken: player.token, brand: player.brand },
      lazy: false,
      retryAttempts: 0,
    });
    clients.push(client);
    const events = client.iterate<{ balanceUpdated: Record<string, unknown> }>({
      query: 'subscription { balanceUpdated { balance bonusBalance currency amount moneyType } }',
    });
    const iterator = events[Symbol.asyncIterator]();
    const firstFour = (async () => {
      const received = [];
      for (let i = 0; i < 4; i++) {
        const next = await iterator.next();
        expect(next.value?.errors).toBeUndefined();
        received.push(next.value!.data!.balanceUpdated);
      }
      return received;
    })();
    // The server listens before the money moves.
    await watched.untilListening('balanceUpdated', listeners + 1);

    // Three deposits of INR's maximum: 3 × 10^10 paise, each above 2^31.
    for (let i = 0; i < 3; i++) await depositThroughLedger(player, INR_MAXIMUM, 'INR');
    const ref = {
      playerId: player.id,
      roundId: 'big-round-1',
      gameSlug: 'demo-slot',
      currency: 'INR',
    };
    await server.services.wallet.bet(ref, 6_000_000_000, 'big-bet-1');
    // Deposits publish after reading the wagering progress: the order may vary.
    const byBalance = (a: Record<string, unknown>, b: Record<string, unknown>) =>
      Number(a.balance) - Number(b.balance);
    expect((await firstFour).sort(byBalance)).toEqual(
      [
        ...[1, 2, 3].map((n) => ({
          balance: n * INR_MAXIMUM,
          bonusBalance: 0,
          currency: 'INR',
          amount: INR_MAXIMUM,
          moneyType: 'Deposit',
        })),
        {
          balance: 24_000_000_000,
          bonusBalance: 0,
          currency: 'INR',
          amount: 6_000_000_000,
          moneyType: 'CasinoBet',
        },
      ].sort(byBalance),
    );
    await server.services.wallet.bet(ref, 6_000_000_000, 'big-bet-2');
    await server.services.wallet.win(ref, 9_000_000_000, 'big-win');

    const read = await call<HistoryData>(player, WALLET_AND_HISTORY);
    expect(read.errors).toBeUndefined();
    const viewer = read.data!.viewer;
    expect(viewer.wallet).toEqual({ balance: 27_000_000_000, bonusBalance: 0, currency: 'INR' });
    expect(viewer.player.totalDepositAmount).toBe(30_000_000_000);
    expect(viewer.transactions.edges.map((e) => e.node)).toEqual(
      Array.from({ length: 3 }, () => ({
        type: 'Deposit',
        status: 'Completed',
        amount: INR_MAXIMUM,
      })),
    );
    expect(viewer.gameRounds.edges.map((e) => e.node)).toEqual([
      { id: 'big-round-1', bet: 12_000_000_000, win: 9_000_000_000, status: 'settled' },
    ]);
  });

  it('never takes a balance past the ceiling of 10^15 minor units: MoneyCeilingExceeded, nothing written', async () => {
    const player = await createRewardPlayer(server.store);
    await depositThroughLedger(player, 5_000, 'EUR');
    // Nobody can deposit this much; the balance is set by hand to stand just below the ceiling.
    await server.store.query('update ledger_accounts set balance = $1 where key = $2', [
      CEILING - 1_000,
      `player:${player.id}:real:EUR`,
    ]);
    const ref = {
      playerId: player.id,
      roundId: 'ceiling-round',
      gameSlug: 'demo-slot',
      currency: 'EUR',
    };
    await server.services.wallet.bet(ref, 1_000, 'ceiling-bet');
    const before = await everything();
    await expect(server.services.wallet.win(ref, 5_000, 'ceiling-win')).rejects.toMatchObject({
      type: 'MoneyCeilingExceeded',
      details: { maximum: CEILING },
    });
    expect(await everything()).toBe(before);
    expect(await balanceOf(server.store, player.id)).toBe(CEILING - 2_000);
    // Up to the ceiling itself is fine.
    await server.services.wallet.win(ref, 2_000, 'ceiling-win-exact');
    expect(await balanceOf(server.store, player.id)).toBe(CEILING);
  });

  it('the database refuses money values past the ceiling in every money column it holds', async () => {
    const player = await createRewardPlayer(server.store);
    await depositThroughLedger(player, 5_000, 'EUR');
    await server.services.wallet.bet(
      { playerId: player.id, roundId: 'check-round', gameSlug: 'demo-slot', currency: 'EUR' },
      1_000,
      'check-bet',
    );
    const updates: [string, unknown[]][] = [
      [
        'update ledger_accounts set balance = $1 where key = $2',
        [CEILING + 1, `player:${player.id}:real:EUR`],
      ],
      [
        'update ledger_postings set amount = $1 where account_id = (select id from ledger_accounts where key = $2)',
        [CEILING + 1, `player:${player.id}:real:EUR`],
      ],
      [
        'update ledger_postings set amount = -$1::bigint where account_id = (select id from ledger_accounts where key = $2)',
        [CEILING + 1, `player:${player.id}:real:EUR`],
      ],
      ['update wallet_transactions set amount = $1 where player_id = $2', [CEILING + 1, player.id]],
      ['update game_rounds set bet = $1 where player_id = $2', [CEILING + 1, player.id]],
      ['update game_rounds set win = $1 where player_id = $2', [CEILING + 1, player.id]],
    ];
    for (const [sql, params] of updates) {
      await expect(server.store.query(sql, params), sql).rejects.toMatchObject({ code: '23514' });
    }
  });

  it('refuses operator reward definitions above the currency maximum (400 AmountAboveMaximum), storing nothing', async () => {
    const before = await count('rewards');
    const cases: [Record<string, unknown>, string, number][] = [
      [{ type: 'MoneyDrop', amount: EUR_MAXIMUM + 1, currency: 'EUR' }, 'amount', EUR_MAXIMUM],
      [{ type: 'MoneyDrop', amount: 10 ** 12, currency: 'EUR' }, 'amount', EUR_MAXIMUM],
      [
        {
          type: 'BonusMoneyDrop',
          amount: 1_000,
          currency: 'EUR',
          wageringRequirementFactor: 10,
          maxPayout: 2 ** 31,
        },
        'maxPayout',
        EUR_MAXIMUM,
      ],
      [{ type: 'MoneyDrop', amount: INR_MAXIMUM + 1, currency: 'INR' }, 'amount', INR_MAXIMUM],
      [
        { type: 'FreeSpins', freeSpinsAmount: 1, value: EUR_MAXIMUM + 1, gameSlug: 'demo-slot' },
        'value',
        EUR_MAXIMUM,
      ],
    ];
    for (const [fields, field, maximum] of cases) {
      const res = await operator(server, '/operator/rewards', { name: 'Too much', ...fields });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body).toMatchObject({ type: 'AmountAboveMaximum', maximum });
      expect(Object.keys(res.body.fieldErrors as object)).toEqual([field]);
    }
    expect(await count('rewards')).toBe(before);
    // The maximum itself is a valid reward.
    const atMaximum = await operator(server, '/operator/rewards', {
      type: 'MoneyDrop',
      name: 'All of it',
      amount: INR_MAXIMUM,
      currency: 'INR',
    });
    expect(atMaximum.status).toBe(201);
  });

  describe('demo games keep every bet and every possible win within the maximum', () => {
    let player: RewardPlayer;
    let slot: string;
    const ROULETTE = 'european-roulette';
    /** 10,000.00 EUR: the slot's stakes become 10,000 … 500,000 EUR. */
    const MIN_BET = 1_000_000;

    beforeAll(async () => {
      player = await createRewardPlayer(server.store);
      const { rows } = await server.store.query<{ slug: string }>(
        `select slug from games where engine = 'slot-classic' order by popularity limit 1`,
      );
      slot = rows[0]!.slug;
      await server.store.query('update games set min_bet = $1 where slug = any($2)', [
        MIN_BET,
        [slot, ROULETTE],
      ]);
      await fund(server.services.wallet, player.id, EUR_MAXIMUM);
    });

    async function gameToken(slug: string): Promise<string> {
      const started = await call<{ startGameSession: { url: string } }>(player, START_GAME, {
        slug,
      });
      expect(started.errors).toBeUndefined();
      return new URL(started.data!.startGameSession.url).searchParams.get('session')!;
    }
    const post = async (token: string, route: string, body: unknown) => {
      const response = await fetch(`${server.http}/demo-games/api/${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `GameSession ${token}` },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };

    it('the slot refuses a stake whose largest win would pass the maximum; a smaller one plays', async () => {
      const token = await gameToken(slot);
      const before = await everything();
      // 20,000 EUR could win 88 × its stake: 1,760,000 EUR.
      const refused = await post(token, 'spin', { stake: 2 * MIN_BET, spinId: 'too-big-0001' });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        error: 'AmountAboveMaximum',
        details: { maximum: EUR_MAXIMUM },
      });
      expect(await everything()).toBe(before);
      // 10,000 EUR wins at most 880,000 EUR.
      const played = await post(token, 'spin', { stake: MIN_BET, spinId: 'fits-0001' });
      expect(played.status).toBe(200);
    });

    it('the slot refuses a free spin whose largest win would pass the maximum, keeping the spin', async () => {
      await grantReward(
        server.services,
        player.id,
        testReward({
          type: 'FreeSpins',
          name: 'Big spins',
          freeSpinsAmount: 2,
          spinValue: 2 * MIN_BET,
          betLevel: 1,
          gameSlug: slot,
        }),
      );
      const token = await gameToken(slot);
      const before = await everything();
      const refused = await post(token, 'spin', { stake: MIN_BET, spinId: 'free-too-big-1' });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error: 'AmountAboveMaximum' });
      expect(await everything()).toBe(before);
    });

    it('the roulette refuses bets whose largest payout would pass the maximum', async () => {
      const token = await gameToken(ROULETTE);
      const before = await everything();
      // A straight of 30,000 EUR pays 36 × 30,000 = 1,080,000 EUR on its number.
      const refused = await post(token, 'roulette', {
        bets: [{ type: 'straight', value: 17, stake: 3 * MIN_BET }],
        spinId: 'too-big-0002',
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        error: 'AmountAboveMaximum',
        details: { maximum: EUR_MAXIMUM },
      });
      expect(await everything()).toBe(before);
      const played = await post(token, 'roulette', {
        bets: [{ type: 'straight', value: 17, stake: 2 * MIN_BET }],
        spinId: 'fits-0002',
      });
      expect(played.status).toBe(200);
    });
  });
}

describeStores('money limits', (kind) => moneySuite(kind));
/** An empty store migrated up to 007 (before the ceiling), and how to run the rest. */
async function storeBeforeMigration008(kind: BackendKind) {
  const dir = await makeTempDir('money-migration');
  const upTo007 = path.join(dir.path, 'migrations');
  await mkdir(upTo007);
  for (const file of await readdir(MIGRATIONS_DIR)) {
    if (file.endsWith('.sql') && file < '008') {
      await cp(path.join(MIGRATIONS_DIR, file), path.join(upTo007, file));
    }
  }
  let store: Store;
  let dropSchema = async () => {};
  if (kind === 'pglite') {
    store = await openPgliteCopy(path.join(dir.path, 'pglite'), 'empty');
  } else {
    const schema = await createTestSchema();
    dropSchema = () => schema.drop();
    store = await openPostgresStore({
      connectionString: DATABASE_URL!,
      schema: schema.name,
      maxConnections: 2,
    });
  }
  await migrate(store, upTo007);
  // The brand the test player needs, as migrations up to 007 know brands (today's seed writes
  // columns of later migrations).
  await store.query(
    `insert into brands (brand, is_default, site_data_name, title, operator, license,
       default_currency, default_locale, theme)
     values ('aurora', true, 'aurora', 'Aurora', 'demo', 'mga', 'EUR', 'en_GB', '{}')`,
  );
  return {
    store,
    async cleanup() {
      await store.close();
      await dropSchema();
      await dir.remove();
    },
  };
}

function migrationSuite(kind: BackendKind): void {
  it('fails on rows past the ceiling, naming them, and changes nothing; runs once they are corrected', async () => {
    const opened = await storeBeforeMigration008(kind);
    try {
      const { store } = opened;
      const playerId = await createTestPlayer(store, { limitPromptAnswered: false });
      const { rows } = await store.query<{ id: number }>(
        `insert into ledger_accounts (key, kind, player_id, currency, balance)
         values ($1, 'real', $2, 'EUR', $3) returning id`,
        [`player:${playerId}:real:EUR`, playerId, CEILING + 1],
      );
      const accountId = Number(rows[0]!.id);

      const failure = await migrate(store).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(Error);
      const message = (failure as Error).message;
      expect(message).toContain('ledger_accounts.balance');
      expect(message).toContain(`id ${accountId}`);
      expect(message).toContain(String(CEILING));
      const after = await store.query<{ balance: number }>(
        'select balance from ledger_accounts where id = $1',
        [accountId],
      );
      expect(Number(after.rows[0]!.balance)).toBe(CEILING + 1);
      const versions = await store.query<{ version: number }>(
        'select max(version) as version from schema_migrations',
      );
      expect(Number(versions.rows[0]!.version)).toBe(7);

      await store.query('update ledger_accounts set balance = $1 where id = $2', [
        CEILING,
        accountId,
      ]);
      const report = await migrate(store);
      // 008 and every later migration.
      expect(report.applied.map((m) => m.version)[0]).toBe(8);
    } finally {
      await opened.cleanup();
    }
  });
}

describeStores('migration 008', (kind) => migrationSuite(kind));
