// Sign-in end to end against the real server: the identity provider (oidc-provider under
// /realms/{brand}), the custom token flow with SMS codes, the development outboxes. The e2e
// server issues 35 s access tokens, so refreshes happen within seconds: the refresh tests'
// subject is that lifetime, and they wait for it. Other specs start signed in (support/test.ts).
import type { BrowserContext, Page } from '@playwright/test';
import { createPlayer, expect, signInContext, test } from './support/test.ts';
import {
  AURORA,
  EST,
  cookieValue,
  newPlayerPhone,
  outbox,
  signOut,
  smsSignIn,
} from './support/players.ts';

/**
 * Signs `context` in (`signIn`, given the first tab), opens the lobby in two tabs and waits for
 * two refresh deadlines (35 s tokens, 30 s lead): `rotated` (the custom flow's refresh token, or
 * the identity provider's access token) changes twice, and both tabs stay signed in. Each
 * rotation spends the refresh token once; a second spend would end the session
 * (SESSION_EXPIRED for the custom flow, invalid_grant at the provider).
 */
async function tabsAcrossDeadlines(
  context: BrowserContext,
  first: Page,
  at: string,
  rotated: string,
  signIn: (tab: Page) => Promise<void>,
): Promise<void> {
  await signIn(first);
  await first.goto(`${at}/en/`);
  await expect(signOut(first)).toBeVisible();
  const second = await context.newPage();
  await second.goto(`${at}/en/`);
  await expect(signOut(second)).toBeVisible();
  const before = await cookieValue(context, rotated);
  await expect.poll(() => cookieValue(context, rotated), { timeout: 25_000 }).not.toBe(before);
  const once = await cookieValue(context, rotated);
  await expect.poll(() => cookieValue(context, rotated), { timeout: 25_000 }).not.toBe(once);
  for (const tab of [first, second]) {
    await expect(tab).not.toHaveURL(/logoutReason/);
    await expect(signOut(tab)).toBeVisible();
  }
}

test.describe('identity and session', () => {
  test.describe.configure({ mode: 'serial' });

  test('SMS sign-in with the outbox code; still signed in after a reload; sign out', async ({
    page,
    context,
  }) => {
    await smsSignIn(page);
    await expect(page).toHaveURL(`${EST}/en/`);
    await expect(page.locator('body')).toHaveAttribute('data-layout', 'logged-in');
    expect(await cookieValue(context, 'refreshToken')).toBeTruthy();
    await page.reload();
    await expect(signOut(page)).toBeVisible();
    await signOut(page).click();
    await expect(page).toHaveURL(`${EST}/en/login/`);
    for (const name of ['accessToken', 'refreshToken', 'keycloakAccessToken', 'sessionInfo'])
      await expect.poll(() => cookieValue(context, name)).toBeUndefined();
  });

  test('a wrong code is refused with a clear message', async ({ page }) => {
    const phone = await newPlayerPhone(page);
    await page.goto(`${EST}/en/login/?country=FI`);
    await page.getByLabel('Phone number').fill(phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Code').fill('000000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      /That code is not right|Too many wrong codes|has expired/,
    );
    await expect(signOut(page)).toHaveCount(0);
  });

  test('signing in from a second browser ends the first with LOGGED_IN_FROM_ANOTHER_DEVICE', async ({
    page,
    context,
    browser,
    request,
  }) => {
    // The first browser holds a session already; the second signs in with an SMS code.
    const player = await createPlayer(request, { country: 'FI' });
    await signInContext(context, player);
    await page.goto(`${EST}/en/`);
    await expect(page.getByTestId('wallet-balance')).toBeVisible();
    const other = await browser.newContext();
    try {
      await smsSignIn(await other.newPage(), player.phoneNumber);
      await expect(page).toHaveURL(/\/en\/login\/\?.*logoutReason=LOGGED_IN_FROM_ANOTHER_DEVICE/);
      await expect(page.getByRole('status')).toHaveText(
        'You signed in on another device, so you were signed out here.',
      );
    } finally {
      await other.close();
    }
  });

  test('sign up, verify the email through the outbox, sign in with PKCE, reload, sign out', async ({
    page,
  }) => {
    const email = `player-${Date.now()}@lobby.test`;
    await page.goto(`${AURORA}/en/register/`);
    await page.getByRole('button', { name: 'Create account with email' }).click();
    await expect(page).toHaveURL(/\/realms\/aurora\//);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password').fill('A-Good-Password-9');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Phone number').fill(`+35840${String(Date.now()).slice(-7)}`);
    await page.getByLabel('Country').selectOption('MT');
    await page.getByLabel('Date of birth').fill('1990-05-17');
    // Aurora (mga): the daily deposit limit is part of sign-up.
    await page.getByLabel('Daily deposit limit').fill('100');
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByLabel('I accept the privacy policy').check();
    await page.getByRole('button', { name: 'Create account' }).click();

    let link: string | null = null;
    await expect
      .poll(async () => {
        link = (await outbox(page, 'aurora', email)).find((m) => m.actionUrl)?.actionUrl ?? null;
        return link;
      })
      .toContain('/verifyEmail?token=');
    await page.goto(link!);
    await expect(page.getByRole('status')).toHaveText(`${email} is verified. You can sign in now.`);

    await page.goto(`${AURORA}/en/login/`);
    await page.getByRole('button', { name: 'Sign in with email' }).click();
    await expect(page).toHaveURL(/\/realms\/aurora\/.*/);
    expect(page.url()).toBeTruthy();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password').fill('A-Good-Password-9');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${AURORA}/en/`);
    await expect(signOut(page)).toBeVisible();
    await expect(page.getByText('Ada', { exact: true })).toBeVisible();
    await page.reload();
    await expect(signOut(page)).toBeVisible();
    await signOut(page).click();
    await expect(page).toHaveURL(`${AURORA}/en/login/`);
  });

  // Both sign-in flows side by side (their deadlines fall in the same seconds): a player of the
  // custom flow in this context, the identity provider's demo player in a second one.
  test('the tokens are refreshed before they expire, once per deadline across two tabs, in both sign-in flows, without the player noticing', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(90_000);
    const provider = await browser.newContext();
    try {
      await Promise.all([
        tabsAcrossDeadlines(context, page, EST, 'refreshToken', async () => {
          await signInContext(context, await createPlayer(context.request));
        }),
        tabsAcrossDeadlines(
          provider,
          await provider.newPage(),
          AURORA,
          'keycloakAccessToken',
          async (tab) => {
            await tab.goto(`${AURORA}/en/login/`);
            await tab.getByRole('button', { name: 'Sign in with email' }).click();
            await tab.getByLabel('Email', { exact: true }).fill('casino@lobby.test');
            await tab.getByLabel('Password').fill('Casino-Password-1');
            await tab.getByRole('button', { name: 'Sign in' }).click();
            await expect(signOut(tab)).toBeVisible();
          },
        ),
      ]);
      // The custom flow's new token works: a reload restores the session with it.
      await page.reload();
      await expect(signOut(page)).toBeVisible();
      await expect(page).not.toHaveURL(/logoutReason/);
      // The identity provider's session ends on sign-out.
      const [providerTab] = provider.pages();
      await signOut(providerTab!).click();
      await expect(providerTab!).toHaveURL(`${AURORA}/en/login/`);
    } finally {
      await provider.close();
    }
  });

  test('the authorization request uses PKCE S256', async ({ page }) => {
    await page.goto(`${AURORA}/en/login/`);
    const request = page.waitForRequest(/\/realms\/aurora\/protocol\/openid-connect\/auth/);
    await page.getByRole('button', { name: 'Sign in with email' }).click();
    const url = new URL((await request).url());
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('client_id')).toBe('app');
  });

  test("a tampered state shows the client library's error", async ({ page }) => {
    await page.goto(`${AURORA}/en/keycloak-login-handler/?code=forged&state=not-ours`);
    await expect(page.getByRole('alert')).toHaveText('No matching state found in storage');
    await expect(signOut(page)).toHaveCount(0);
  });
});
