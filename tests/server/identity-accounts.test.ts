// Accounts: password hashing, registration rules, the demo accounts on every brand, registration
// and email verification through the provider's pages and the API, the sign-in rate limit, and
// the development outbox. Nothing may tell whether an address has an account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRANDS } from '../../server/brands/demo-brands.ts';
import { DEMO_ACCOUNTS } from '../../server/identity/demo-accounts.ts';
import { hashPassword, verifyPassword } from '../../server/players/passwords.ts';
import {
  validateRegistration,
  type RegistrationInput,
} from '../../server/identity/registration-input.ts';
import type { BackendKind } from './helpers/catalogue.ts';
import {
  errorType,
  gql,
  openIdentityApp,
  outbox,
  type IdentityApp,
} from './helpers/identity-app.ts';
import { buildTestApp, openTestStore } from './helpers/lobby-app.ts';
import {
  authorizationUrl,
  browser,
  formAction,
  pkce,
  signInThroughProvider,
} from './helpers/oidc-client.ts';
import { describeStores } from './helpers/postgres.ts';

const NOW = new Date('2026-06-15T12:00:00Z');

function registration(
  overrides: Partial<Record<keyof RegistrationInput, unknown>> = {},
): RegistrationInput {
  return {
    email: 'new.player@example.com',
    password: 'Secret-Pass-9',
    firstName: 'Nina',
    lastName: 'Nordmann',
    phoneNumber: '+47 912 34 567',
    country: 'no',
    dateOfBirth: '1990-02-03',
    acceptTerms: true,
    acceptPrivacyPolicy: true,
    ...overrides,
  };
}

describe('passwords', () => {
  it('stores scrypt hashes with their own salt, never the password', async () => {
    const password = 'Demo-Password-1';
    const [first, second] = await Promise.all([hashPassword(password), hashPassword(password)]);
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(first).not.toBe(password);
    expect(first).not.toContain(password);
    expect(second).not.toBe(first);
    expect(await verifyPassword(password, first)).toBe(true);
    expect(await verifyPassword(password, second)).toBe(true);
    expect(await verifyPassword('demo-password-1', first)).toBe(false);
    expect(await verifyPassword(password, 'scrypt$1$1$1$x$y')).toBe(false);
    expect(await verifyPassword(password, password)).toBe(false);
  });
});

describe('registration rules', () => {
  it('accepts a complete registration and normalises it', () => {
    const result = validateRegistration(registration(), NOW);
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        phoneNumber: '+4791234567',
        country: 'NO',
        marketing: { email: false, sms: false, phone: false },
      }),
    });
  });

  it.each([
    ['2008-06-15', true],
    ['2008-06-16', false],
    ['2010-01-01', false],
    ['1900-02-30', false],
    ['tomorrow', false],
  ])('applies the 18+ rule to a birth date of %s', (dateOfBirth, ok) => {
    expect(validateRegistration(registration({ dateOfBirth }), NOW).ok).toBe(ok);
  });

  it('names every field that is wrong, with a stable code', () => {
    const result = validateRegistration(
      registration({
        email: 'not-an-address',
        password: 'short',
        phoneNumber: '040 123',
        country: 'XX',
        dateOfBirth: '2012-01-01',
        acceptTerms: false,
        acceptPrivacyPolicy: 'off',
        firstName: ' ',
      }),
      NOW,
    );
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors.map((e) => `${e.field}:${e.code}`)).toEqual([
      'email:EmailInvalid',
      'password:PasswordTooShort',
      'firstName:FirstNameRequired',
      'phoneNumber:PhoneNumberInvalid',
      'country:CountryInvalid',
      'dateOfBirth:TooYoung',
      'acceptTerms:TermsNotAccepted',
      'acceptPrivacyPolicy:PrivacyPolicyNotAccepted',
    ]);
  });
});

function accountsSuite(kind: BackendKind): void {
  let server: IdentityApp;
  let origin: string;

  beforeAll(async () => {
    server = await openIdentityApp(kind);
    origin = server.http;
  });
  afterAll(() => server?.close());

  const playersWithEmail = async (email: string) =>
    (
      await server.store.query<{ count: number }>(
        'select count(*)::int as count from players where lower(email) = lower($1)',
        [email],
      )
    ).rows[0]?.count;

  it.each(DEMO_BRANDS.map((brand) => brand.key))(
    'lets the demo accounts sign in on %s',
    async (brand) => {
      for (const account of Object.values(DEMO_ACCOUNTS)) {
        const { tokens } = await signInThroughProvider(
          origin,
          brand,
          account.email,
          account.password,
        );
        const viewer = await gql<{ viewer: { player: { email: string; phoneNumber: string } } }>(
          origin,
          '{ viewer { player { email phoneNumber } } }',
          {},
          { token: tokens.access_token, brand },
        );
        expect(viewer.data?.viewer.player).toEqual({
          email: account.email,
          phoneNumber: account.phoneNumber,
        });
      }
    },
  );

  async function openPage(extra: Record<string, string>, path = '/protocol/openid-connect/auth') {
    const client = browser(origin);
    const url = authorizationUrl(
      `${origin}/realms/aurora`,
      { challenge: pkce().challenge, challengeMethod: 'S256', extra },
      origin,
    ).replace('/protocol/openid-connect/auth', path);
    const page = await client.follow(url);
    return { client, page, html: await page.response.text() };
  }

  it('opens the registration page for kc_action=register and for the registrations path', async () => {
    for (const { extra, path } of [
      { extra: { kc_action: 'register' }, path: undefined },
      { extra: {}, path: '/protocol/openid-connect/registrations' },
    ]) {
      const { page, html } = await openPage(extra, path);
      expect(page.response.status).toBe(200);
      expect(html).toContain('<h1>Create an account</h1>');
      for (const label of [
        'Email',
        'Password',
        'First name',
        'Last name',
        'Phone number',
        'Country',
        'Date of birth',
      ]) {
        expect(html).toContain(`>${label}</label>`);
      }
      expect(html).toContain('I accept the terms and conditions');
    }
  });

  it('registers through the page, mails a verification link, and signs in once verified', async () => {
    const email = 'Page.Player@Example.com';
    const { client, page, html } = await openPage({ kc_action: 'register' });
    const action = formAction(html, 'Create account');

    const invalid = await client.submit(page.url, action, {
      email,
      password: 'Secret-Pass-9',
      firstName: 'Page',
      lastName: 'Player',
      phoneNumber: '+4791111111',
      country: 'NO',
      dateOfBirth: '2015-01-01',
    });
    expect(invalid.response.status).toBe(422);
    const invalidHtml = await invalid.response.text();
    expect(invalidHtml).toContain('You must be at least 18 years old to play.');
    expect(invalidHtml).toContain('Accept the terms and conditions to continue.');
    // aurora (mga): the daily deposit limit is part of sign-up.
    expect(invalidHtml).toContain('Set a daily deposit limit: it is required to play here.');
    expect(invalidHtml).toContain(`value="${email}"`);
    expect(invalidHtml).not.toContain('Secret-Pass-9');
    expect(await playersWithEmail(email)).toBe(0);

    const done = await client.submit(page.url, action, {
      email,
      password: 'Secret-Pass-9',
      firstName: 'Page',
      lastName: 'Player',
      phoneNumber: '+4791111111',
      country: 'NO',
      dateOfBirth: '1990-01-01',
      acceptTerms: 'on',
      acceptPrivacyPolicy: 'on',
      smsMarketing: 'on',
      depositLimit: '250,50',
    });
    expect(done.response.status).toBe(200);
    const inbox = await done.response.text();
    expect(inbox).toContain('Check your inbox');
    const { rows } = await server.store.query<{
      currency: string;
      password_hash: string;
      email_verified: boolean;
    }>(
      'select currency, password_hash, email_verified from players where lower(email) = lower($1)',
      [email],
    );
    expect(rows).toEqual([
      { currency: 'NOK', password_hash: expect.stringMatching(/^scrypt\$/), email_verified: false },
    ]);
    expect(rows[0]?.password_hash).not.toContain('Secret-Pass-9');
    // The limit chosen at sign-up is in force at once, audited, and answers the prompt.
    const limits = await server.store.query<{ amount: number; pending: boolean; action: string }>(
      `select l.amount, l.pending, a.action from player_limits l
       join players p on p.id = l.player_id join protection_audit a on a.player_id = p.id
       where lower(p.email) = lower($1) and l.kind = 'Deposit' and l.period = 'Day'
         and p.limit_prompt_answered_at is not null`,
      [email],
    );
    expect(limits.rows).toEqual([{ amount: 25_050, pending: false, action: 'LimitSet' }]);

    // Not verified yet: the sign-in says so (after the right password only).
    const early = await client.submit(done.url, formAction(inbox, 'Sign in'), {
      email,
      password: 'Secret-Pass-9',
    });
    expect(early.response.status).toBe(403);
    expect(await early.response.text()).toContain('Verify your email address before signing in');

    const [message] = await outbox(origin, { brand: 'aurora', to: email });
    expect(message).toMatchObject({ channel: 'email', kind: 'verify-email' });
    const link = new URL(message?.actionUrl ?? '');
    // aurora's public origin in development: its first hostname and the server's port.
    expect(link.origin + link.pathname).toBe(`http://localhost:${server.port}/verifyEmail`);
    const token = link.searchParams.get('token') ?? '';
    const verified = await gql(
      origin,
      'mutation ($t: String!) { verifyEmail(token: $t) { verified email } }',
      { t: token },
    );
    expect(verified.data).toEqual({ verifyEmail: { verified: true, email } });
    // Opening the link twice is fine; a made-up token is not.
    expect(
      (await gql(origin, 'mutation { verifyEmail(token: "' + token + '") { verified } }')).data,
    ).toEqual({
      verifyEmail: { verified: true },
    });
    expect(
      errorType(await gql(origin, 'mutation { verifyEmail(token: "nope") { verified } }')),
    ).toBe('EmailVerificationInvalid');

    const { tokens } = await signInThroughProvider(
      origin,
      'aurora',
      email.toLowerCase(),
      'Secret-Pass-9',
    );
    const viewer = await gql<{ viewer: { player: Record<string, unknown> } }>(
      origin,
      `{ viewer { player { email emailVerified isSmsMarketingAccepted isEmailMarketingAccepted
          country { code currency } personalInfo { firstName dateOfBirth } } } }`,
      {},
      { token: tokens.access_token },
    );
    expect(viewer.data?.viewer.player).toEqual({
      email,
      emailVerified: true,
      isSmsMarketingAccepted: true,
      isEmailMarketingAccepted: false,
      country: { code: 'NO', currency: 'NOK' },
      personalInfo: { firstName: 'Page', dateOfBirth: '1990-01-01' },
    });
  });

  it('answers a registration with a taken address exactly like a new one, and tells the owner', async () => {
    const mutation = `mutation ($input: RegisterPlayerInput!) {
      registerPlayer(input: $input) { email verificationEmailSent } }`;
    const input = (email: string, phoneNumber: string) => ({
      email,
      password: 'Another-Pass-7',
      firstName: 'Copy',
      lastName: 'Cat',
      phoneNumber,
      country: 'FI',
      dateOfBirth: '1980-05-05',
      acceptTerms: true,
      acceptPrivacyPolicy: true,
    });
    const taken = await gql(origin, mutation, { input: input('DEMO@lobby.test', '+358409999991') });
    const fresh = await gql(origin, mutation, {
      input: input('fresh@lobby.test', '+358409999992'),
    });
    expect(taken).toEqual({
      data: { registerPlayer: { email: 'DEMO@lobby.test', verificationEmailSent: true } },
    });
    expect(fresh).toEqual({
      data: { registerPlayer: { email: 'fresh@lobby.test', verificationEmailSent: true } },
    });
    expect(await playersWithEmail(DEMO_ACCOUNTS.demo.email)).toBe(DEMO_BRANDS.length);

    const [notice] = await outbox(origin, { brand: 'aurora', to: DEMO_ACCOUNTS.demo.email });
    expect(notice).toMatchObject({ kind: 'already-registered', to: DEMO_ACCOUNTS.demo.email });
    expect(notice?.body).not.toContain('Another-Pass-7');

    // A phone number that belongs to someone else: its owner hears of it by SMS.
    await gql(origin, mutation, {
      input: input('phone.clash@lobby.test', DEMO_ACCOUNTS.casino.phoneNumber),
    });
    const [sms] = await outbox(origin, { brand: 'aurora', to: DEMO_ACCOUNTS.casino.phoneNumber });
    expect(sms).toMatchObject({ channel: 'sms', kind: 'registration-attempt' });
    expect(await playersWithEmail('phone.clash@lobby.test')).toBe(0);
  });

  it('refuses invalid registrations through the API with typed field errors', async () => {
    const result = await gql(
      origin,
      `mutation { registerPlayer(input: { email: "kid@lobby.test", password: "Secret-Pass-9",
        firstName: "Kid", lastName: "Young", phoneNumber: "+358401111111", country: "FI",
        dateOfBirth: "2015-01-01", acceptTerms: true, acceptPrivacyPolicy: false }) { email } }`,
    );
    expect(result.errors?.[0]?.extensions).toMatchObject({
      type: 'InvalidArgument',
      reasons: ['TooYoung'],
      fieldErrors: [
        { field: 'dateOfBirth', code: 'TooYoung' },
        { field: 'acceptPrivacyPolicy', code: 'PrivacyPolicyNotAccepted' },
      ],
    });
    expect(await playersWithEmail('kid@lobby.test')).toBe(0);
  });

  it('answers unknown addresses and wrong passwords alike, and limits failed sign-ins', async () => {
    const { client, page, html } = await openPage({});
    const action = formAction(html, 'Sign in');
    const attempt = async (email: string, password: string) => {
      const res = await client.submit(page.url, action, { email, password });
      return { status: res.response.status, text: await res.response.text(), url: res.url };
    };
    const unknown = await attempt('nobody@lobby.test', 'Whatever-1');
    const wrong = await attempt(DEMO_ACCOUNTS.casino.email, 'Wrong-Password-1');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.text).toContain('Invalid email or password.');
    expect(wrong.text.replace(DEMO_ACCOUNTS.casino.email, 'X')).toBe(
      unknown.text.replace('nobody@lobby.test', 'X'),
    );

    for (let i = 0; i < 4; i += 1) await attempt(DEMO_ACCOUNTS.casino.email, `Wrong-Password-${i}`);
    // Five failures: even the right password waits now, with the same message for everyone.
    const locked = await attempt(DEMO_ACCOUNTS.casino.email, DEMO_ACCOUNTS.casino.password);
    expect(locked.status).toBe(429);
    expect(locked.text).toContain('Too many attempts. Try again later.');
    for (let i = 0; i < 5; i += 1) await attempt('nobody@lobby.test', `Guess-${i}`);
    expect((await attempt('nobody@lobby.test', 'Guess-6')).text).toContain(
      'Too many attempts. Try again later.',
    );
    await server.store.query('delete from sign_in_failures');
  });

  it('shows the outboxes on a development page', async () => {
    const res = await fetch(`${origin}/dev/outbox/?brand=aurora`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>Development outbox</h1>');
    expect(html).toContain('/verifyEmail?token=');
  });
}

describeStores('accounts', (kind) => accountsSuite(kind));
describe('the development outbox in production', () => {
  it('is not served', async () => {
    const handle = await openTestStore('outbox-production');
    const { app } = await buildTestApp(handle.store, { environment: 'production' });
    try {
      for (const url of ['/dev/outbox.json', '/dev/outbox/']) {
        const res = await app.inject(url);
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('outbox');
      }
    } finally {
      await app.close();
      await handle.close();
    }
  });
});
