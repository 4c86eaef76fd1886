// Sign-in end to end against the real server: the identity provider (oidc-provider under
// /realms/{brand}), the custom token flow with SMS codes, the development outboxes. The e2e
// server issues 35 s access tokens, so refreshes happen within seconds: the refresh tests'
// subject is that lifetime, and they wait for it. Other specs start signed in (support/test.ts).
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

  test('the access token is refreshed before it expires, once per deadline across two tabs, without the player noticing', async ({
    page,
    context,
  }) => {
    await smsSignIn(page, await newPlayerPhone(page));
    const second = await context.newPage();
    await second.goto(`${EST}/en/`);
    await expect(signOut(second)).toBeVisible();
    const firstAccess = await cookieValue(context, 'accessToken');
    const first = await cookieValue(context, 'refreshToken');
    // Two refresh deadlines (35 s tokens, 30 s lead): each rotation spends the refresh token
    // once; a second spend would end the session with SESSION_EXPIRED.
    await expect
      .poll(() => cookieValue(context, 'refreshToken'), { timeout: 25_000 })
      .not.toBe(first);
    expect(await cookieValue(context, 'accessToken')).not.toBe(firstAccess);
    const rotated = await cookieValue(context, 'refreshToken');
    await expect
      .poll(() => cookieValue(context, 'refreshToken'), { timeout: 25_000 })
      .not.toBe(rotated);
    for (const tab of [page, second]) {
      await expect(tab).not.toHaveURL(/logoutReason/);
      await expect(signOut(tab)).toBeVisible();
    }
    // The new token works: a reload restores the session with it.
    await page.reload();
    await expect(signOut(page)).toBeVisible();
    await expect(page).not.toHaveURL(/logoutReason/);
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

  test('identity provider: two tabs across refresh deadlines both stay signed in', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await page.goto(`${AURORA}/en/login/`);
    await page.getByRole('button', { name: 'Sign in with email' }).click();
    await page.getByLabel('Email', { exact: true }).fill('casino@lobby.test');
    await page.getByLabel('Password').fill('Casino-Password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(signOut(page)).toBeVisible();
    const second = await context.newPage();
    await second.goto(`${AURORA}/en/`);
    await expect(signOut(second)).toBeVisible();
    // Each renewal rotates the provider's refresh token; a second use of a spent one would
    // revoke the grant (invalid_grant) and end the session with SESSION_EXPIRED.
    const first = await cookieValue(context, 'keycloakAccessToken');
    await expect
      .poll(() => cookieValue(context, 'keycloakAccessToken'), { timeout: 25_000 })
      .not.toBe(first);
    const renewed = await cookieValue(context, 'keycloakAccessToken');
    await expect
      .poll(() => cookieValue(context, 'keycloakAccessToken'), { timeout: 25_000 })
      .not.toBe(renewed);
    for (const tab of [page, second]) {
      await expect(tab).not.toHaveURL(/logoutReason/);
      await expect(signOut(tab)).toBeVisible();
    }
    await signOut(page).click();
    await expect(page).toHaveURL(`${AURORA}/en/login/`);
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
