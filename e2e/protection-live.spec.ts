import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  AURORA,
  cookieValue,
  newVerifiedAuroraPlayer,
  signInWithEmail,
  signOut,
} from './support/players.ts';
import { startedGame } from './support/game-frame.ts';
import { subscriptionSent } from './support/sockets.ts';

// Issue #16 end to end on the mga brand (Aurora), the live session-wide parts: the reality check
// (the e2e server offers a 20 s period, DEV_REALITY_CHECK_SECONDS), and a self-exclusion that
// signs the player out live everywhere, after which sign-in leads to the restricted view where
// only the withdrawal works. Every test has its own fresh player: a break of a shared demo
// account would leak into other specs.
const SLOT = 'polished-reels-megaways';

const dialog = (page: Page) => page.getByRole('dialog');

const newAuroraPlayer = (page: Page) => newVerifiedAuroraPlayer(page, 'rg-live');

/** Sign-in with email and password at the identity provider; back on the lobby. */
async function signIn(page: Page, email: string) {
  await page.goto(`${AURORA}/en/login/`);
  await signInWithEmail(page, email);
  await expect(page).toHaveURL(`${AURORA}/en/`);
}

/** The lobby API as the signed-in player of `context` (its identity-provider bearer). */
async function asPlayer<T>(
  page: Page,
  context: BrowserContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const token = await cookieValue(context, 'keycloakAccessToken');
  expect(token).toBeTruthy();
  const response = await page.request.post(`${AURORA}/lobby-graphql`, {
    headers: {
      'content-type': 'application/json',
      brand: 'aurora',
      authorization: `Bearer ${token}`,
    },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data!;
}

test.describe('responsible gambling, live (mga)', () => {
  test('a 20 s reality check: time and net result, Continue counts once, games get the interval, Log out ends the session', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const email = await newAuroraPlayer(page);
    await signIn(page, email);
    const { setRealityCheckPeriod } = await asPlayer<{
      setRealityCheckPeriod: { periodSeconds: number; optionsSeconds: number[] };
    }>(
      page,
      context,
      'mutation { setRealityCheckPeriod(seconds: 20) { periodSeconds optionsSeconds } }',
    );
    expect(setRealityCheckPeriod.periodSeconds).toBe(20);

    // A game launched now receives the interval; the game keeps running under the dialog.
    await page.goto(`${AURORA}/en/games/${SLOT}/`);
    const frame = page.locator('iframe[data-game-frame]');
    await expect(frame).toHaveAttribute(
      'src',
      /realityCheckInterval=20&realityCheckStartedAt=\d{4}-/,
    );

    await expect(dialog(page)).toHaveAccessibleName('Reality check', { timeout: 30_000 });
    await expect(dialog(page).locator('[data-reality-check]')).toHaveAttribute(
      'data-reality-check',
      '1',
    );
    await expect(dialog(page).locator('[data-figure="time"]')).toHaveText(/^(\d+ min )?\d+ s$/);
    await expect(dialog(page).locator('[data-figure="wagered"]')).toHaveText('€0.00');
    await expect(dialog(page).locator('[data-figure="won"]')).toHaveText('€0.00');
    await expect(dialog(page).locator('[data-figure="net"]')).toHaveText('€0.00');
    await expect(dialog(page).getByRole('link', { name: 'Game history' })).toHaveAttribute(
      'href',
      '/en/profile/game-history/',
    );
    await expect(frame).toHaveCount(1);

    await dialog(page).getByRole('button', { name: 'Continue' }).click();
    await expect(dialog(page)).toHaveCount(0);
    const { viewer } = await asPlayer<{
      viewer: { responsibleGaming: { currentSession: { realityChecksAcknowledged: number } } };
    }>(
      page,
      context,
      '{ viewer { responsibleGaming { currentSession { realityChecksAcknowledged } } } }',
    );
    expect(viewer.responsibleGaming.currentSession.realityChecksAcknowledged).toBe(1);

    // A reload never shows the answered check again: the next one is check 2.
    await page.reload();
    await expect(dialog(page)).toHaveAccessibleName('Reality check', { timeout: 30_000 });
    await expect(dialog(page).locator('[data-reality-check]')).toHaveAttribute(
      'data-reality-check',
      '2',
    );
    await dialog(page).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(`${AURORA}/en/login/`);
    await expect(signOut(page)).toHaveCount(0);
    await expect.poll(() => cookieValue(context, 'keycloakAccessToken')).toBeUndefined();
  });

  test('self-exclusion signs the player out live in another tab; sign-in shows the end date and the balance can still be withdrawn', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const email = await newAuroraPlayer(page);
    await signIn(page, email);

    // mga: the deposit is refused until a deposit limit is set (the mandatory limit prompt).
    await asPlayer(
      page,
      context,
      'mutation { setLimit(input: { kind: Deposit, period: Day, amount: 100000, currency: "EUR" }) { kind } }',
    );
    // 50 € through the sandbox payment page.
    const { initDeposit } = await asPlayer<{ initDeposit: { paymentUrl: string } }>(
      page,
      context,
      `mutation ($key: String) { initDeposit(amount: 5000, currency: "EUR", paymentMethod: "card", returnUrl: "/cashier-return.html", idempotencyKey: $key) { paymentUrl } }`,
      { key: crypto.randomUUID() },
    );
    const payment = await context.newPage();
    await payment.goto(new URL(initDeposit.paymentUrl, AURORA).toString());
    await payment.getByRole('button', { name: 'Approve' }).click();
    // Closing the page before the form's POST is answered can abort the approval.
    await payment.waitForURL(/\/cashier-return\.html/);
    await payment.close();
    await expect(page.getByTestId('wallet-balance')).toHaveText('€50.00');

    // Another tab of the same player, on a game.
    const other = await context.newPage();
    const listening = subscriptionSent(other, 'SessionDestroyed');
    await other.goto(`${AURORA}/en/games/${SLOT}/`);
    await expect(signOut(other)).toBeVisible();
    await startedGame(other, 'REAL');
    await listening;

    // The first tab starts a six-month self-exclusion: both are signed out at once.
    const { startBreak } = await asPlayer<{ startBreak: { endsAt: string } }>(
      page,
      context,
      'mutation { startBreak(kind: SelfExclusion, duration: Months6) { endsAt } }',
    );
    for (const tab of [other, page]) {
      await expect(tab).toHaveURL(/\/en\/login\/\?logoutReason=SELF_EXCLUSION$/);
      await expect(tab.locator('[data-logout-reason="SELF_EXCLUSION"]')).toContainText(
        'you can still sign in to withdraw your balance',
      );
    }

    // Signing in again works, into the restricted view with the end date.
    await signIn(other, email);
    const endsAt = await other.evaluate(
      (iso) =>
        new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(iso),
        ),
      startBreak.endsAt,
    );
    await expect(other.getByRole('heading', { level: 1 })).toHaveText(
      `You are taking a break until ${endsAt}`,
    );
    await expect(other.locator('[data-banner="SelfExclusion"]')).toContainText(
      `You have excluded yourself from playing until ${endsAt}.`,
    );
    await expect(other.getByTestId('restricted-balance')).toHaveText('€50.00');
    const main = other.getByRole('main');
    await expect(main.getByRole('button')).toHaveText(['Withdraw', 'Sign out']);
    await expect(other.getByRole('button', { name: 'Deposit' })).toHaveCount(0);
    await expect(other.getByRole('navigation', { name: /primary|main/i })).toHaveCount(0);
    // Every logged-in page is the restricted view, the game too.
    await other.goto(`${AURORA}/en/games/${SLOT}/`);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText(
      `You are taking a break until ${endsAt}`,
    );
    await expect(other.locator('iframe[data-game-frame]')).toHaveCount(0);

    // The withdrawal works as for every player.
    await other.getByRole('button', { name: 'Withdraw' }).click();
    await expect(dialog(other)).toHaveAccessibleName('Withdraw');
    await expect(dialog(other).getByRole('tab')).toHaveCount(0);
    await dialog(other)
      .getByLabel(/Amount/)
      .fill('20');
    await dialog(other).getByRole('button', { name: 'Withdraw' }).click();
    await expect(other.locator('[data-toast-id]')).toContainText(
      'Your withdrawal request is being processed.',
    );
    await expect(other.getByTestId('restricted-balance')).toHaveText('€30.00');
  });
});
