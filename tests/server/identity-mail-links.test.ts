// Links in the emails identity sends point at the brand's configured public origin, never at
// the request's Host or X-Forwarded-Host, which the requester chooses (defect 5;
// decision 0029). In development a brand without a configured origin gets
// http://{first hostname}:{port}; in production it gets no mail with a guessed link.
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { upsertBrand } from '../../server/brands/brand-repository.ts';
import { DEMO_BRANDS } from '../../server/brands/demo-brands.ts';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { DEMO_ACCOUNTS } from '../../server/identity/demo-accounts.ts';
import { listOutbox, type OutboxMessage } from '../../server/identity/outbox.ts';
import type { BackendKind } from './helpers/catalogue.ts';
import { openIdentityApp, type IdentityApp } from './helpers/identity-app.ts';
import { authorizationUrl, browser, formAction, pkce } from './helpers/oidc-client.ts';
import { copyPgliteTemplate } from './helpers/pglite-template.ts';
import { describeStores } from './helpers/postgres.ts';
import { loopbackFetch, rawGql } from './helpers/raw-http.ts';
import { killIfRunning, spawnServer, waitForUrl } from './helpers/server-process.ts';
import { makeTempDir, type TempDir } from './helpers/temp-dir.ts';

const REGISTER = `mutation ($input: RegisterPlayerInput!) {
  registerPlayer(input: $input) { email verificationEmailSent } }`;
const RESEND = `mutation ($email: String!) { resendVerificationEmail(email: $email) { accepted } }`;
const FORGED = 'evil.example';

let unique = 0;
function newAddress(): string {
  unique += 1;
  return `links-${Date.now()}-${unique}@lobby.test`;
}

function registrationInput(email: string) {
  return {
    email,
    password: 'Secret-Pass-9',
    firstName: 'Link',
    lastName: 'Checker',
    phoneNumber: `+35850${String(Date.now() + unique).slice(-7)}`,
    country: 'FI',
    dateOfBirth: '1985-04-04',
    acceptTerms: true,
    acceptPrivacyPolicy: true,
  };
}

/**
 * A client address of its own per request (helpers/raw-http.ts), so the per-client notification
 * limit (identity-notification-throttle.test.ts) never holds a mail back here.
 */
function newClient(): string {
  unique += 1;
  return `127.1.${Math.floor(unique / 250)}.${(unique % 250) + 2}`;
}

/** The request's Host and X-Forwarded-Host both name the attacker's site. */
const forged = () => ({
  host: FORGED,
  headers: { 'x-forwarded-host': FORGED },
  localAddress: newClient(),
});

async function messagesTo(server: IdentityApp, brand: string, to: string) {
  return listOutbox(server.store, { brand, to });
}

function expectLinkAt(message: OutboxMessage | undefined, expected: string): void {
  expect(message?.actionUrl?.slice(0, expected.length)).toBe(expected);
  expect(message?.body).toContain(message?.actionUrl);
  expect(`${message?.actionUrl} ${message?.body}`).not.toMatch(/evil|est\.localhost:/);
}

function mailLinksSuite(kind: BackendKind): void {
  let server: IdentityApp;
  /** aurora has no configured origin: the development default from its first hostname. */
  let aurora: string;

  beforeAll(async () => {
    server = await openIdentityApp(kind, {
      brandCacheMs: 0,
      auth: {
        publicOrigins: {
          nordlys: 'https://nordlys.example',
          reefside: 'https://reefside-override.example',
        },
      },
    });
    aurora = `http://localhost:${server.port}`;
    for (const [key, publicOrigin] of [
      ['tidepool', 'https://tidepool.example'],
      ['reefside', 'https://reefside-stored.example'],
    ] as const) {
      await upsertBrand(server.store, {
        ...DEMO_BRANDS[4]!,
        key,
        isDefault: false,
        hostnames: [`${key}.example`],
        publicOrigin,
      });
    }
  });
  afterAll(() => server?.close());

  it('links a registration made with a forged Host and X-Forwarded-Host to the brand', async () => {
    const email = newAddress();
    const answer = await rawGql(
      server.http,
      REGISTER,
      { input: registrationInput(email) },
      forged(),
    );
    expect(JSON.parse(answer.text)).toEqual({
      data: { registerPlayer: { email, verificationEmailSent: true } },
    });
    const [mail] = await messagesTo(server, 'aurora', email);
    expect(mail?.kind).toBe('verify-email');
    expectLinkAt(mail, `${aurora}/verifyEmail?token=`);
  });

  it('links the "someone tried to register with your address" mail to the brand', async () => {
    const owner = DEMO_ACCOUNTS.casino.email;
    await rawGql(server.http, REGISTER, { input: registrationInput(owner) }, forged());
    const [mail] = await messagesTo(server, 'aurora', owner);
    expect(mail?.kind).toBe('already-registered');
    expect(mail?.actionUrl).toBe(`${aurora}/`);
    expectLinkAt(mail, `${aurora}/`);
  });

  it('links a verification resend made with a forged Host to the brand', async () => {
    const email = newAddress();
    await rawGql(
      server.http,
      REGISTER,
      { input: registrationInput(email) },
      {
        localAddress: newClient(),
      },
    );
    // Past the one-link-a-minute rule of the resend.
    await server.store.query('delete from email_outbox where lower(to_address) = lower($1)', [
      email,
    ]);
    const answer = await rawGql(server.http, RESEND, { email }, forged());
    expect(JSON.parse(answer.text)).toEqual({
      data: { resendVerificationEmail: { accepted: true } },
    });
    const [mail] = await messagesTo(server, 'aurora', email);
    expect(mail?.kind).toBe('verify-email');
    expectLinkAt(mail, `${aurora}/verifyEmail?token=`);
  });

  // The provider serves any host of a brand (and any *.localhost name in development): another
  // brand's host, or a made-up localhost name, reaches aurora's registration page.
  it.each(['est.localhost', 'evil.localhost'])(
    "links a registration through aurora's page reached at %s to aurora",
    async (host) => {
      const origin = `http://${host}:${server.port}`;
      const client = browser(origin, loopbackFetch({ localAddress: newClient() }));
      const page = await client.follow(
        authorizationUrl(
          `${origin}/realms/aurora`,
          {
            challenge: pkce().challenge,
            challengeMethod: 'S256',
            extra: { kc_action: 'register' },
          },
          origin,
        ),
      );
      expect(page.response.status).toBe(200);
      const html = await page.response.text();
      const email = newAddress();
      const input = registrationInput(email);
      const done = await client.submit(page.url, formAction(html, 'Create account'), {
        ...Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])),
        acceptTerms: 'on',
        acceptPrivacyPolicy: 'on',
        // aurora (mga): the daily deposit limit is part of sign-up.
        depositLimit: '100',
      });
      expect(done.response.status).toBe(200);
      const [mail] = await messagesTo(server, 'aurora', email);
      expectLinkAt(mail, `${aurora}/verifyEmail?token=`);

      // "Send the link again" from the same forged page.
      await server.store.query('delete from email_outbox where lower(to_address) = lower($1)', [
        email,
      ]);
      const inbox = await done.response.text();
      const resend = await client.submit(
        done.url,
        formAction(inbox, 'Sign in').replace(/\/login$/, '/resend-verification'),
        { email },
      );
      expect(resend.response.status).toBe(200);
      const [again] = await messagesTo(server, 'aurora', email);
      expectLinkAt(again, `${aurora}/verifyEmail?token=`);
    },
  );

  it("uses the configured origin: the server's setting over the brand's stored one", async () => {
    const cases = [
      ['nordlys', 'https://nordlys.example'],
      ['tidepool', 'https://tidepool.example'],
      ['reefside', 'https://reefside-override.example'],
    ] as const;
    for (const [brand, origin] of cases) {
      const email = newAddress();
      await rawGql(
        server.http,
        REGISTER,
        { input: registrationInput(email) },
        {
          ...forged(),
          brand,
        },
      );
      const [mail] = await messagesTo(server, brand, email);
      expectLinkAt(mail, `${origin}/verifyEmail?token=`);
    }
  });
}

describeStores('mail links', (kind) => mailLinksSuite(kind));
describe('mail links in production', () => {
  let server: IdentityApp;

  beforeAll(async () => {
    server = await openIdentityApp('pglite', {
      environment: 'production',
      auth: { publicOrigins: { aurora: 'https://aurora.example' } },
    });
  });
  afterAll(() => server?.close());

  it('links to the configured origin whatever the Host', async () => {
    const email = newAddress();
    await rawGql(server.http, REGISTER, { input: registrationInput(email) }, forged());
    const [mail] = await messagesTo(server, 'aurora', email);
    expectLinkAt(mail, 'https://aurora.example/verifyEmail?token=');
  });

  it('sends no mail for a brand without a configured origin, writes nothing, and logs why', async () => {
    const email = newAddress();
    const answer = await rawGql(
      server.http,
      REGISTER,
      { input: registrationInput(email) },
      { ...forged(), brand: 'nordlys' },
    );
    const body = JSON.parse(answer.text) as {
      data: unknown;
      errors?: { extensions: Record<string, unknown> }[];
    };
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions).toMatchObject({
      type: 'ServiceUnavailable',
      reasons: ['PublicOriginNotConfigured'],
    });
    const players = await server.store.query<{ count: number }>(
      'select count(*)::int as count from players where lower(email) = lower($1)',
      [email],
    );
    expect(players.rows[0]?.count).toBe(0);
    expect(await messagesTo(server, 'nordlys', email)).toEqual([]);
    expect(server.logs.join('\n')).toContain('PUBLIC_ORIGIN_NORDLYS');
  });

  it("answers the brand's registration page with a notice, and writes nothing", async () => {
    const origin = `http://est.localhost:${server.port}`;
    const client = browser(origin, loopbackFetch({ localAddress: newClient() }));
    const page = await client.follow(
      authorizationUrl(
        `${origin}/realms/nordlys`,
        { challenge: pkce().challenge, challengeMethod: 'S256', extra: { kc_action: 'register' } },
        origin,
      ),
    );
    expect(page.response.status).toBe(200);
    const email = newAddress();
    const done = await client.submit(
      page.url,
      formAction(await page.response.text(), 'Create account'),
      {
        ...Object.fromEntries(
          Object.entries(registrationInput(email)).map(([k, v]) => [k, String(v)]),
        ),
        acceptTerms: 'on',
        acceptPrivacyPolicy: 'on',
      },
    );
    expect(done.response.status).toBe(503);
    expect(await done.response.text()).toContain('We cannot send emails for this site');
    const players = await server.store.query<{ count: number }>(
      'select count(*)::int as count from players where lower(email) = lower($1)',
      [email],
    );
    expect(players.rows[0]?.count).toBe(0);
  });
});

describe('public origin configuration', () => {
  const production = { NODE_ENV: 'production', OPERATOR_KEY: 'a-production-operator-key' };

  it('reads PUBLIC_ORIGIN_<BRAND> and the PUBLIC_ORIGINS map, the former winning', () => {
    const config = loadConfig({
      PUBLIC_ORIGINS: '{"aurora": "https://aurora.example", "coralreef": "https://reef.example/"}',
      PUBLIC_ORIGIN_AURORA: 'https://www.aurora.example',
      PUBLIC_ORIGIN_PURA_VIDA: 'http://localhost:8080',
    });
    expect(config.publicOrigins).toEqual({
      aurora: 'https://www.aurora.example',
      coralreef: 'https://reef.example',
      'pura-vida': 'http://localhost:8080',
    });
  });

  it('defaults the development port to PORT, or PUBLIC_PORT when the site is reached elsewhere', () => {
    expect(loadConfig({ PORT: '3204' }).publicPort).toBe(3204);
    expect(loadConfig({}).publicPort).toBe(3000);
    expect(loadConfig({ PORT: '3001', PUBLIC_PORT: '3000' }).publicPort).toBe(3000);
    // Port 0 picks a free port: the one the server then listens on is used.
    expect(loadConfig({ PORT: '0' }).publicPort).toBeUndefined();
  });

  it.each([
    ['PUBLIC_ORIGIN_AURORA', 'aurora.example'],
    ['PUBLIC_ORIGIN_AURORA', 'https://aurora.example/path'],
    ['PUBLIC_ORIGIN_AURORA', 'https://aurora.example/?x=1'],
    ['PUBLIC_ORIGIN_AURORA', 'https://user@aurora.example'],
    ['PUBLIC_ORIGIN_AURORA', 'ftp://aurora.example'],
    ['PUBLIC_ORIGINS', '{"aurora": 42}'],
    ['PUBLIC_ORIGINS', 'not json'],
    ['PUBLIC_ORIGINS', '{"Not A Brand": "https://x.example"}'],
    ['PUBLIC_PORT', 'eighty'],
  ])('refuses %s=%s with a clear message', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('wants https in production', () => {
    expect(() =>
      loadConfig({ ...production, PUBLIC_ORIGIN_AURORA: 'http://aurora.example' }),
    ).toThrow(/PUBLIC_ORIGIN_AURORA must be an https:\/\/ origin in production/);
  });
});

describe('a production server without public origins', () => {
  let dir: TempDir;
  const running: ReturnType<typeof spawnServer>[] = [];

  beforeAll(async () => {
    dir = await makeTempDir('public-origin-process');
  });
  afterEach(async () => {
    for (const server of running.splice(0)) await killIfRunning(server);
  });
  afterAll(() => dir.remove());

  it('refuses to start, naming the brands and the variables; starts once they are set', async () => {
    const env = {
      NODE_ENV: 'production',
      OPERATOR_KEY: 'a-production-operator-key',
      DATA_DIR: path.join(dir.path, 'data'),
      DIST_DIR: path.join(dir.path, 'no-dist'),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    };
    // A copy of the run's migrated cluster: the first start on an empty DATA_DIR (initdb, every
    // migration) is process.test.ts's subject, not this test's.
    await copyPgliteTemplate(path.join(env.DATA_DIR, 'pglite'), 'migrated');
    const refused = spawnServer({ ...env, PUBLIC_ORIGIN_AURORA: 'https://aurora.example' });
    running.push(refused);
    expect(await refused.exited).toBe(1);
    expect(refused.stderr()).toContain('PUBLIC_ORIGIN_NORDLYS');
    expect(refused.stderr()).toContain('PUBLIC_ORIGIN_CORALREEF');
    expect(refused.stderr()).not.toContain('PUBLIC_ORIGIN_AURORA');

    const origins = Object.fromEntries(
      DEMO_BRANDS.map((brand) => [brand.key, `https://${brand.key}.example`]),
    );
    const started = spawnServer({ ...env, PUBLIC_ORIGINS: JSON.stringify(origins) });
    running.push(started);
    const url = await waitForUrl(started);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });
});
