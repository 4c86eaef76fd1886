// Production mode (NODE_ENV=production) never serves a development stand-in unless its own
// variable switches it on, and then the start-up says so loudly (server/stand-ins.ts). Before
// this, the sandbox payment page served in production: anyone could approve any deposit.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, DEV_OPERATOR_KEY, loadConfig } from '../../server/config.ts';
import { DEMO_ACCOUNTS } from '../../server/identity/demo-accounts.ts';
import {
  resolveStandIns,
  STAND_INS,
  standInWarnings,
  type StandIns,
} from '../../server/stand-ins.ts';
import { errorType, gql, smsSignIn } from './helpers/identity-app.ts';
import { copyPgliteTemplate } from './helpers/pglite-template.ts';
import { killIfRunning, spawnServer, waitForUrl } from './helpers/server-process.ts';
import { makeTempDir } from './helpers/temp-dir.ts';
import { openWalletApp, type WalletApp } from './helpers/wallet-app.ts';

const NONE: StandIns = {
  sandboxPayments: false,
  devOutbox: false,
  countryOverride: false,
  graphiql: false,
  devOperatorKey: false,
  forcedJackpotDrops: false,
  testFixtures: false,
  clockControl: false,
  seededOutcomes: false,
};
const PRODUCTION_KEY = 'a-production-operator-key-of-some-length';

describe('stand-ins in the configuration', () => {
  it('are all on in development and all off in production', () => {
    expect(Object.values(loadConfig({}).standIns)).toEqual(
      Object.values(STAND_INS).map(() => true),
    );
    expect(loadConfig({ NODE_ENV: 'production', OPERATOR_KEY: PRODUCTION_KEY }).standIns).toEqual(
      NONE,
    );
  });

  it('switch one by one with their own variable, in either mode', () => {
    for (const [name, { variable }] of Object.entries(STAND_INS)) {
      expect(resolveStandIns('production', { [variable]: 'on' })).toEqual({
        ...NONE,
        [name]: true,
      });
      expect(resolveStandIns('development', { [variable]: 'off' })[name as keyof StandIns]).toBe(
        false,
      );
    }
    expect(() => loadConfig({ ENABLE_SANDBOX_PAYMENTS: 'maybe' })).toThrow(ConfigError);
  });

  it('warns loudly for the test stand-ins (fixtures, the clock, seeded outcomes) as for the others', () => {
    const on = { ...NONE, testFixtures: true, clockControl: true, seededOutcomes: true };
    expect(standInWarnings('production', on)).toEqual([
      expect.stringMatching(/^PRODUCTION WITH A DEVELOPMENT STAND-IN: ENABLE_TEST_FIXTURES is on/),
      expect.stringMatching(/^PRODUCTION WITH A DEVELOPMENT STAND-IN: ENABLE_CLOCK_CONTROL is on/),
      expect.stringMatching(
        /^PRODUCTION WITH A DEVELOPMENT STAND-IN: ENABLE_SEEDED_OUTCOMES is on/,
      ),
    ]);
    expect(standInWarnings('development', on)).toEqual([]);
  });

  it('lets production use the development operator key only when ALLOW_DEV_OPERATOR_KEY is on', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/ALLOW_DEV_OPERATOR_KEY/);
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_DEV_OPERATOR_KEY: 'on' }).operatorKey).toBe(
      DEV_OPERATOR_KEY,
    );
    // Development without the stand-in needs a real key too.
    expect(() => loadConfig({ ALLOW_DEV_OPERATOR_KEY: 'off' })).toThrow(ConfigError);
  });
});

describe('a production server without stand-ins (PGlite)', () => {
  let server: WalletApp;
  /** The same, with only the outbox on: the SMS sign-in code has to come from somewhere. */
  let withOutbox: WalletApp;
  let token: string;

  beforeAll(async () => {
    server = await openWalletApp('pglite', {
      environment: 'production',
      operatorKey: PRODUCTION_KEY,
      standIns: NONE,
    });
    withOutbox = await openWalletApp('pglite', {
      environment: 'production',
      operatorKey: PRODUCTION_KEY,
      standIns: { ...NONE, devOutbox: true },
    });
    token = (await smsSignIn(withOutbox, DEMO_ACCOUNTS.demo.phoneNumber)).accessToken;
  });
  afterAll(async () => {
    await server?.close();
    await withOutbox?.close();
  });

  it('serves no sandbox payment page, callback, development outbox or test fixtures', async () => {
    for (const [method, url] of [
      ['GET', '/sandbox-pay/00000000-0000-0000-0000-000000000000'],
      ['POST', '/sandbox-pay/00000000-0000-0000-0000-000000000000'],
      ['POST', '/payments/sandbox/callback'],
      ['GET', '/dev/outbox/'],
      ['GET', '/dev/outbox.json'],
      ['POST', '/dev/fixtures/players'],
      ['POST', '/dev/fixtures/deposits'],
      ['POST', '/dev/fixtures/jackpot/sweep'],
      ['GET', '/dev/clock/aurora'],
      ['POST', '/dev/clock/aurora'],
      ['POST', '/dev/game-sessions/outcomes'],
    ] as const) {
      const response = await fetch(`${server.http}${url}`, { method });
      expect(response.status, `${method} ${url}`).toBe(404);
    }
  });

  it('refuses deposits, withdrawals and Pay N Play with PaymentsUnavailable, writing nothing', async () => {
    const before = await withOutbox.store.query('select id from wallet_transactions');
    const deposit = await gql(
      withOutbox.http,
      'mutation { initDeposit(amount: 100000000, currency: "EUR", paymentMethod: "trustly") { paymentUrl } }',
      {},
      { token },
    );
    expect(errorType(deposit)).toBe('PaymentsUnavailable');
    const payNPlay = await gql(
      withOutbox.http,
      'mutation { startPayNPlay(amount: 5000, provider: Trustly, returnUrl: "/") { paymentUrl } }',
    );
    expect(errorType(payNPlay)).toBe('PaymentsUnavailable');
    const withdrawal = await gql(
      withOutbox.http,
      'mutation { initWithdrawal(amount: 1000, currency: "EUR") { id } }',
      {},
      { token },
    );
    expect(errorType(withdrawal)).toBe('PaymentsUnavailable');
    const after = await withOutbox.store.query('select id from wallet_transactions');
    expect(after.rows).toEqual(before.rows);
  });

  it('ignores no country override silently: it refuses it', async () => {
    const response = await fetch(`${server.http}/lobby-graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', brand: 'aurora', 'x-lobby-country': 'CA-ON' },
      body: JSON.stringify({ query: '{ countryContext { countryCode } }' }),
    });
    expect(errorType((await response.json()) as never)).toBe('CountryOverrideRefused');
  });

  it('serves no GraphiQL and no introspection', async () => {
    const page = await fetch(`${server.http}/lobby-graphql`, { headers: { accept: 'text/html' } });
    expect(await page.text()).not.toMatch(/graphiql/i);
    const introspection = await gql(server.http, '{ __schema { types { name } } }');
    expect(introspection.data ?? null).toBeNull();
  });

  it('refuses the development operator key', async () => {
    const response = await fetch(`${server.http}/internal-api/catalogue/changes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-operator-key': DEV_OPERATOR_KEY },
      body: JSON.stringify({ gameSlugs: ['x'] }),
    });
    expect(response.status).toBe(401);
  });
});

describe('node server/main.ts with NODE_ENV=production', () => {
  it(
    'warns loudly for each stand-in switched on, and not otherwise',
    { timeout: 200_000 },
    async () => {
      const dir = await makeTempDir('production');
      const base = {
        NODE_ENV: 'production',
        OPERATOR_KEY: PRODUCTION_KEY,
        // Production refuses to start without the brands' public origins (decision 0029).
        PUBLIC_ORIGINS: JSON.stringify(
          Object.fromEntries(
            ['aurora', 'nordlys', 'kingfisher', 'puravida', 'coralreef'].map((brand) => [
              brand,
              `https://${brand}.example`,
            ]),
          ),
        ),
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        DIST_DIR: path.join(dir.path, 'no-dist'),
      };
      // Each server starts on a copy of the run's migrated cluster: the first start on an empty
      // DATA_DIR (initdb, every migration) is process.test.ts's subject, not this test's.
      for (const name of ['a', 'b']) {
        await copyPgliteTemplate(path.join(dir.path, name, 'pglite'), 'migrated');
      }
      try {
        const plain = spawnServer({ ...base, DATA_DIR: path.join(dir.path, 'a') });
        const plainUrl = await waitForUrl(plain);
        expect((await fetch(`${plainUrl}/sandbox-pay/x`)).status).toBe(404);
        await killIfRunning(plain);
        expect(plain.stderr()).not.toMatch(/DEVELOPMENT STAND-IN/);

        const risky = spawnServer({
          ...base,
          DATA_DIR: path.join(dir.path, 'b'),
          ENABLE_SANDBOX_PAYMENTS: 'on',
          ENABLE_DEV_OUTBOX: 'on',
        });
        const riskyUrl = await waitForUrl(risky);
        expect((await fetch(`${riskyUrl}/dev/outbox.json`)).status).toBe(200);
        await killIfRunning(risky);
        expect(risky.stderr()).toMatch(/ENABLE_SANDBOX_PAYMENTS is on — the sandbox payment page/);
        expect(risky.stderr()).toMatch(/ENABLE_DEV_OUTBOX is on/);
        expect(risky.stderr()).not.toMatch(/ENABLE_GRAPHIQL/);
      } finally {
        await dir.remove();
      }
    },
  );
});
