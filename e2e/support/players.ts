// Players for the end-to-end tests: SMS sign-in on the est brand (its Finnish players use the
// Sms flow), fresh players per test, the development outbox.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { origin } from './origins.ts';

// The server's port (playwright.config.ts): the links in its mails carry it (decision 0029).
export const EST = origin('est.localhost');
export const AURORA = origin();
export const DEMO_PHONE = '+358401234567';

export interface OutboxMessage {
  id: number;
  channel: string;
  to: string;
  code: string | null;
  actionUrl: string | null;
  kind: string;
}

export async function outbox(page: Page, brand: string, to: string): Promise<OutboxMessage[]> {
  const response = await page.request.get(
    `${AURORA}/dev/outbox.json?brand=${brand}&to=${encodeURIComponent(to)}`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

export const signOut = (page: Page) => page.getByRole('button', { name: 'Sign out' });
export const cookieValue = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((cookie) => cookie.name === name)?.value;

/** The password of every player registerPlayer creates. */
export const TEST_PASSWORD = 'A-Good-Password-9';

/**
 * A new player registered through the lobby API (registerPlayer, brand header; Node cannot
 * resolve the brands' *.localhost names). Unique e-mail and phone number per call, since one
 * number may ask for a code only every 30 s.
 */
export async function registerPlayer(
  page: Page,
  options: {
    brand: string;
    country: string;
    /** Names the player's e-mail: `{prefix}-{unique}@lobby.test`. */
    prefix: string;
    phonePrefix?: string;
    firstName?: string;
    dateOfBirth?: string;
  },
): Promise<{ email: string; phoneNumber: string }> {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-7);
  const email = `${options.prefix}-${unique}@lobby.test`;
  const phoneNumber = `${options.phonePrefix ?? '+35850'}${unique}`;
  const response = await page.request.post(`${AURORA}/lobby-graphql`, {
    headers: { 'content-type': 'application/json', brand: options.brand },
    data: {
      query: `mutation ($input: RegisterPlayerInput!) { registerPlayer(input: $input) { email } }`,
      variables: {
        input: {
          email,
          password: TEST_PASSWORD,
          firstName: options.firstName ?? 'Rita',
          lastName: 'Player',
          phoneNumber,
          country: options.country,
          dateOfBirth: options.dateOfBirth ?? '1990-04-05',
          acceptTerms: true,
          acceptPrivacyPolicy: true,
        },
      },
    },
  });
  expect(await response.json()).toEqual({ data: { registerPlayer: { email } } });
  return { email, phoneNumber };
}

/** The e-mail verification link the outbox holds for a new player. */
export async function verificationLink(page: Page, brand: string, email: string): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(async () => {
      link = (await outbox(page, brand, email)).find((m) => m.actionUrl)?.actionUrl ?? null;
      return link;
    })
    .toContain('/verifyEmail?token=');
  return link!;
}

/** A fresh player of the est brand whose Finnish players sign in by SMS: their phone number. */
export async function newPlayerPhone(page: Page): Promise<string> {
  const { phoneNumber } = await registerPlayer(page, {
    brand: 'nordlys',
    country: 'FI',
    prefix: 'sms',
    firstName: 'Sami',
    dateOfBirth: '1991-02-03',
  });
  return phoneNumber;
}

/** The newest SMS code the outbox holds for `phone` once more than `before` messages are there. */
export async function newestCode(page: Page, brand: string, phone: string, before: number) {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const messages = await outbox(page, brand, phone);
      const newest = messages.reduce<OutboxMessage | null>(
        (latest, message) => (latest === null || message.id > latest.id ? message : latest),
        null,
      );
      code = messages.length > before ? (newest?.code ?? null) : null;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

/** SMS sign-in on the est brand (Finnish players use the Sms flow). */
export async function smsSignIn(page: Page, phone = DEMO_PHONE) {
  await page.goto(`${EST}/en/login/?country=FI`);
  await page.getByLabel('Phone number').fill(phone);
  const before = (await outbox(page, 'nordlys', phone)).length;
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/en\/enter-code\/\?phone=/);
  await page.getByLabel('Code').fill(await newestCode(page, 'nordlys', phone, before));
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The header's balance: on phones the sign-out button is inside the account menu.
  await expect(page.getByTestId('wallet-balance')).toBeVisible();
}

/** A new Aurora player (registerPlayer) whose e-mail is verified through the outbox's link. */
export async function newVerifiedAuroraPlayer(page: Page, prefix: string): Promise<string> {
  const { email } = await registerPlayer(page, {
    brand: 'aurora',
    country: 'MT',
    prefix,
    phonePrefix: '+3569',
    dateOfBirth: '1990-05-17',
  });
  await page.goto(await verificationLink(page, 'aurora', email));
  await expect(page.getByRole('status')).toHaveText(`${email} is verified. You can sign in now.`);
  return email;
}

/** From a /login/ page: "Sign in with email", then e-mail and password at the identity provider. */
export async function signInWithEmail(page: Page, email: string, password = TEST_PASSWORD) {
  await page.getByRole('button', { name: 'Sign in with email' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
