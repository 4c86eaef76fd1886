// Registering or asking for codes with someone else's address or number must not let anyone
// flood its owner (defect 7; decision 0029): identity's emails and SMS messages reach
// a recipient at most 5 times an hour and a client (IP address) causes at most 10 an hour, counted
// in the database, so the limits hold across server processes. The requester's answer is the
// same whether the account exists and whether the message went out; throttled messages are
// logged without the address and never reach the outbox. Each client here has its own loopback
// address (helpers/raw-http.ts).
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { SMS_RESEND_COOLDOWN_MS } from '../../server/identity/auth/sms-codes.ts';
import { DEMO_BRANDS } from '../../server/brands/demo-brands.ts';
import type { Store } from '../../server/db/store.ts';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../server/identity/demo-accounts.ts';
import { listOutbox } from '../../server/identity/outbox.ts';
import { openMigratedStore, type BackendKind, type TestStore } from './helpers/catalogue.ts';
import {
  openIdentityApp,
  REQUEST_SMS_CODE,
  SIGN_IN_WITH_SMS_CODE,
  type IdentityApp,
  type TokenPair,
} from './helpers/identity-app.ts';
import { buildTestApp, listen } from './helpers/lobby-app.ts';
import { authorizationUrl, browser, formAction, pkce } from './helpers/oidc-client.ts';
import { describePostgres, describeStores } from './helpers/postgres.ts';
import { loopbackFetch, rawGql } from './helpers/raw-http.ts';
import { createTestPlayer } from './helpers/wallet.ts';

/** The defaults of decision 0029. */
const PER_RECIPIENT_PER_HOUR = 5;
const PER_CLIENT_PER_HOUR = 10;
const HOUR_MS = 60 * 60_000;

const REGISTER = `mutation ($input: RegisterPlayerInput!) {
  registerPlayer(input: $input) { email verificationEmailSent } }`;
const REQUEST_PHONE_VERIFICATION = `mutation ($phone: String!) {
  requestPhoneVerification(phoneNumber: $phone) { expiresAt resendAvailableAt } }`;

let counter = 0;
/** A loopback address no other test of this file uses: a client of its own. */
function newClient(): string {
  counter += 1;
  return `127.0.${Math.floor(counter / 250) + 1}.${(counter % 250) + 2}`;
}
function newAddress(): string {
  counter += 1;
  return `throttle-${Date.now()}-${counter}@lobby.test`;
}
function newPhone(): string {
  counter += 1;
  return `+35850${String(Date.now() * 10 + counter).slice(-7)}`;
}

function registration(email: string, phoneNumber = newPhone()) {
  return {
    email,
    password: 'Secret-Pass-9',
    firstName: 'Thea',
    lastName: 'Throttle',
    phoneNumber,
    country: 'FI',
    dateOfBirth: '1988-08-08',
    acceptTerms: true,
    acceptPrivacyPolicy: true,
  };
}

async function count(store: Store, to: string, kind: string): Promise<number> {
  const messages = await listOutbox(store, { to, limit: 200 });
  return messages.filter((message) => message.kind === kind).length;
}

/** The answer with the address the requester typed replaced: what must not differ. */
const sameExceptAddress = (text: string, address: string) => text.split(address).join('<address>');

function throttleSuite(kind: BackendKind): void {
  let server: IdentityApp;

  beforeAll(async () => {
    server = await openIdentityApp(kind);
  });
  afterAll(() => server?.close());
  // Every test starts in a new hour of the server's clock.
  beforeEach(() => server.clock.advance(2 * HOUR_MS));

  const register = (email: string, client: string, phoneNumber?: string, brand = 'aurora') =>
    rawGql(
      server.http,
      REGISTER,
      { input: registration(email, phoneNumber) },
      {
        localAddress: client,
        brand,
      },
    );

  it('mails the owner of an address others register with at most 5 times an hour, answering every attempt alike', async () => {
    const owner = DEMO_ACCOUNTS.demo.email;
    const before = await count(server.store, owner, 'already-registered');
    const answers: string[] = [];
    // Many clients, so only the recipient's limit applies.
    for (let attempt = 0; attempt < PER_RECIPIENT_PER_HOUR + 3; attempt += 1) {
      const answer = await register(owner, newClient());
      answers.push(`${answer.status} ${answer.text}`);
    }
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toBe(
      `200 ${JSON.stringify({ data: { registerPlayer: { email: owner, verificationEmailSent: true } } })}`,
    );
    expect((await count(server.store, owner, 'already-registered')) - before).toBe(
      PER_RECIPIENT_PER_HOUR,
    );

    // Logged, without the address.
    const throttled = server.logs.filter((line) => line.includes('notification throttled'));
    expect(throttled.length).toBeGreaterThanOrEqual(3);
    expect(throttled.join('\n')).not.toContain(owner);
    expect(throttled.join('\n')).toContain('d***@lobby.test');

    // An hour later the owner hears of it again.
    server.clock.advance(HOUR_MS);
    await register(owner, newClient());
    expect((await count(server.store, owner, 'already-registered')) - before).toBe(
      PER_RECIPIENT_PER_HOUR + 1,
    );
  });

  it('counts an address across brands', async () => {
    const owner = DEMO_ACCOUNTS.casino.email;
    const before = await count(server.store, owner, 'already-registered');
    for (const brand of DEMO_BRANDS) await register(owner, newClient(), undefined, brand.key);
    for (const brand of DEMO_BRANDS) await register(owner, newClient(), undefined, brand.key);
    expect((await count(server.store, owner, 'already-registered')) - before).toBe(
      PER_RECIPIENT_PER_HOUR,
    );
  });

  it('lets one client cause at most 10 messages an hour, answering alike when it is throttled', async () => {
    const client = newClient();
    const addresses = Array.from({ length: PER_CLIENT_PER_HOUR + 2 }, newAddress);
    const answers: string[] = [];
    for (const email of addresses) {
      const answer = await register(email, client);
      answers.push(`${answer.status} ${sameExceptAddress(answer.text, email)}`);
    }
    expect(new Set(answers).size).toBe(1);
    const mailed = [];
    for (const email of addresses) mailed.push(await count(server.store, email, 'verify-email'));
    expect(mailed).toEqual(addresses.map((_, i) => (i < PER_CLIENT_PER_HOUR ? 1 : 0)));
    // Another client is not held back.
    const other = newAddress();
    await register(other, newClient());
    expect(await count(server.store, other, 'verify-email')).toBe(1);
  });

  it('answers a new address, a taken one and a throttled one with the same page', async () => {
    const client = newClient();
    const send = loopbackFetch({ localAddress: client });
    const origin = server.http;
    const visitor = browser(origin, send);
    const page = await visitor.follow(
      authorizationUrl(
        `${origin}/realms/aurora`,
        { challenge: pkce().challenge, challengeMethod: 'S256', extra: { kc_action: 'register' } },
        origin,
      ),
    );
    const action = formAction(await page.response.text(), 'Create account');
    const submit = async (email: string) => {
      const input = registration(email);
      const done = await visitor.submit(page.url, action, {
        ...Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])),
        acceptTerms: 'on',
        acceptPrivacyPolicy: 'on',
        // aurora (mga): the daily deposit limit is part of sign-up.
        depositLimit: '100',
      });
      return `${done.response.status} ${sameExceptAddress(await done.response.text(), email)}`;
    };

    // The owner of the taken address has had their 5 mails this hour.
    const owner = DEMO_ACCOUNTS.casino.email;
    for (let i = 0; i < PER_RECIPIENT_PER_HOUR; i += 1) await register(owner, newClient());
    const ownerMails = await count(server.store, owner, 'already-registered');

    const fresh = newAddress();
    const pages = [await submit(fresh), await submit(owner)];
    expect(await count(server.store, fresh, 'verify-email')).toBe(1);
    expect(await count(server.store, owner, 'already-registered')).toBe(ownerMails);
    expect(pages[0]).toContain('Check your inbox');
    expect(pages[1]).toBe(pages[0]);
  });

  it("sends a number's owner at most 5 SMS messages an hour, whoever asks on whichever brand", async () => {
    const victim = DEMO_ACCOUNTS.demo.phoneNumber;
    const before = (await listOutbox(server.store, { to: victim, limit: 200 })).length;
    const shape = (text: string) => {
      const body = JSON.parse(text) as {
        data?: { requestSmsCode: { expiresAt: string; resendAvailableAt: string } };
        errors?: unknown;
      };
      const at = server.clock.now().getTime();
      const request = body.data?.requestSmsCode;
      return {
        errors: body.errors,
        expiresIn: Math.round((new Date(request?.expiresAt ?? 0).getTime() - at) / 1000),
        resendIn: Math.round((new Date(request?.resendAvailableAt ?? 0).getTime() - at) / 1000),
      };
    };
    const answers: ReturnType<typeof shape>[] = [];
    // Every demo brand has an account with this number: two rounds, 30 s apart.
    for (let round = 0; round < 2; round += 1) {
      for (const brand of DEMO_BRANDS) {
        const answer = await rawGql(
          server.http,
          REQUEST_SMS_CODE,
          { phone: victim },
          {
            brand: brand.key,
            localAddress: newClient(),
          },
        );
        answers.push(shape(answer.text));
      }
      server.clock.advance(SMS_RESEND_COOLDOWN_MS);
    }
    expect(answers.every((answer) => JSON.stringify(answer) === JSON.stringify(answers[0]))).toBe(
      true,
    );
    expect(answers[0]?.errors).toBeUndefined();
    expect((await listOutbox(server.store, { to: victim, limit: 200 })).length - before).toBe(
      PER_RECIPIENT_PER_HOUR,
    );

    // A signed-in player asking to verify that number gets the usual answer, and no SMS goes out.
    const phone = newPhone();
    await createTestPlayer(server.store, { phoneNumber: phone });
    const own = await rawGql(
      server.http,
      REQUEST_SMS_CODE,
      { phone },
      { localAddress: newClient() },
    );
    expect(JSON.parse(own.text).errors).toBeUndefined();
    const [code] = await listOutbox(server.store, { to: phone });
    const signedIn = JSON.parse(
      (await rawGql(server.http, SIGN_IN_WITH_SMS_CODE, { phone, code: code?.code }, {})).text,
    ) as { data: { signInWithSmsCode: TokenPair } };
    const verification = await rawGql(
      server.http,
      REQUEST_PHONE_VERIFICATION,
      { phone: victim },
      { token: signedIn.data.signInWithSmsCode.accessToken, localAddress: newClient() },
    );
    const verificationBody = JSON.parse(verification.text) as {
      data?: { requestPhoneVerification: { expiresAt: string } };
      errors?: unknown;
    };
    expect(verificationBody.errors).toBeUndefined();
    expect(verificationBody.data?.requestPhoneVerification.expiresAt).toEqual(expect.any(String));
    expect(await count(server.store, victim, 'phone-verification')).toBe(0);
    expect((await listOutbox(server.store, { to: victim, limit: 200 })).length - before).toBe(
      PER_RECIPIENT_PER_HOUR,
    );
  });

  it('tells the owner of a number others register with at most 5 times an hour', async () => {
    const victim = DEMO_ACCOUNTS.casino.phoneNumber;
    const before = await count(server.store, victim, 'registration-attempt');
    const answers = new Set<string>();
    for (let attempt = 0; attempt < PER_RECIPIENT_PER_HOUR + 3; attempt += 1) {
      const email = newAddress();
      const answer = await register(email, newClient(), victim);
      answers.add(`${answer.status} ${sameExceptAddress(answer.text, email)}`);
    }
    expect(answers.size).toBe(1);
    expect((await count(server.store, victim, 'registration-attempt')) - before).toBe(
      PER_RECIPIENT_PER_HOUR,
    );
  });
}

describeStores('notification limits', (kind) => throttleSuite(kind));
describePostgres('notification limits across two instances (PostgreSQL)', () => {
  let database: TestStore;
  const instances: { http: string; close: () => Promise<void> }[] = [];

  beforeAll(async () => {
    database = await openMigratedStore('postgres', 'notification-throttle');
    await seedDemoAccounts(database.store);
    for (let i = 0; i < 2; i += 1) {
      const store = i === 0 ? database.store : await database.openAgain();
      const { app } = await buildTestApp(store, { responseCache: false });
      const { http } = await listen(app);
      instances.push({
        http,
        close: async () => {
          await app.close();
          if (store !== database.store) await store.close();
        },
      });
    }
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await database?.cleanup();
  });

  const register = (i: number, email: string, client: string) =>
    rawGql(
      instances[i % 2]!.http,
      REGISTER,
      { input: registration(email) },
      {
        localAddress: client,
      },
    );

  it("holds the recipient's limit when both instances are asked at once", async () => {
    const owner = DEMO_ACCOUNTS.demo.email;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => register(i, owner, newClient())),
    );
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(await count(database.store, owner, 'already-registered')).toBe(PER_RECIPIENT_PER_HOUR);
  });

  it("holds the client's limit when both instances are asked at once", async () => {
    const client = newClient();
    const addresses = Array.from({ length: PER_CLIENT_PER_HOUR + 4 }, newAddress);
    await Promise.all(addresses.map((email, i) => register(i, email, client)));
    let mailed = 0;
    for (const email of addresses) mailed += await count(database.store, email, 'verify-email');
    expect(mailed).toBe(PER_CLIENT_PER_HOUR);
  });
});
