import type { Page } from '@playwright/test';
import { dialog } from './support/cashier.ts';
import { AURORA, cookieValue, signInWithEmail, signOut } from './support/players.ts';
import { startedGame } from './support/game-frame.ts';
import { asSignedInPlayer } from './support/lobby-api.ts';
import { subscriptionSent } from './support/sockets.ts';
import { advanceTime, expect, test } from './support/test.ts';

// Player protection end to end on the mga brand (Aurora), the live session-wide parts: the
// reality check (the e2e server offers a 20 s period, DEV_REALITY_CHECK_SECONDS; the brand's
// time is moved past it instead of waiting), and a self-exclusion that signs the player out live
// everywhere, after which sign-in leads to the restricted view where only the withdrawal works.
// Every test has its own fresh player: a break of a shared demo account would leak into other
// specs. The reality check's schedule (due times, one check per tab, missed periods) is
// path-tested (tests/machines/reality-check.*).
const SLOT = 'polished-reels-megaways';

const asPlayer = <T>(page: Page, query: string) => asSignedInPlayer<T>(page, query);

test.describe('responsible gambling, live (mga)', () => {
  test('a 20 s reality check: time and net result, Continue counts once, games get the interval, Log out ends the session', async ({
    page,
    context,
    request,
    signIn,
  }) => {
    await signIn({ host: 'localhost' });
    await page.clock.install();
    await page.goto(`${AURORA}/en/`);
    const { setRealityCheckPeriod } = await asPlayer<{
      setRealityCheckPeriod: { periodSeconds: number; optionsSeconds: number[] };
    }>(page, 'mutation { setRealityCheckPeriod(seconds: 20) { periodSeconds optionsSeconds } }');
    expect(setRealityCheckPeriod.periodSeconds).toBe(20);

    // A game launched now receives the interval; the game keeps running under the dialog.
    await page.goto(`${AURORA}/en/games/${SLOT}/`);
    const frame = page.locator('iframe[data-game-frame]');
    await expect(frame).toHaveAttribute(
      'src',
      /realityCheckInterval=20&realityCheckStartedAt=\d{4}-/,
    );

    await expect(dialog(page)).toHaveCount(0);
    await advanceTime(request, 'aurora', 20_000, [page]);
    await expect(dialog(page)).toHaveAccessibleName('Reality check');
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
    }>(page, '{ viewer { responsibleGaming { currentSession { realityChecksAcknowledged } } } }');
    expect(viewer.responsibleGaming.currentSession.realityChecksAcknowledged).toBe(1);

    // A reload never shows the answered check again: the next one is check 2, one period on.
    await page.reload();
    await expect(page.getByTestId('wallet-balance')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    await advanceTime(request, 'aurora', 20_000, [page]);
    await expect(dialog(page)).toHaveAccessibleName('Reality check');
    await expect(dialog(page).locator('[data-reality-check]')).toHaveAttribute(
      'data-reality-check',
      '2',
    );
    await dialog(page).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(`${AURORA}/en/login/`);
    await expect(signOut(page)).toHaveCount(0);
    await expect.poll(() => cookieValue(context, 'accessToken')).toBeUndefined();
  });

  test('self-exclusion signs the player out live in another tab; sign-in shows the end date and the balance can still be withdrawn', async ({
    page,
    context,
    signIn,
  }) => {
    const player = await signIn({ host: 'localhost', deposit: 5000 });
    await page.goto(`${AURORA}/en/`);
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
      'mutation { startBreak(kind: SelfExclusion, duration: Months6) { endsAt } }',
    );
    for (const tab of [other, page]) {
      await expect(tab).toHaveURL(/\/en\/login\/\?logoutReason=SELF_EXCLUSION$/);
      await expect(tab.locator('[data-logout-reason="SELF_EXCLUSION"]')).toContainText(
        'you can still sign in to withdraw your balance',
      );
    }

    // Signing in again (email and password at the identity provider) works, into the
    // restricted view with the end date.
    await other.goto(`${AURORA}/en/login/`);
    await signInWithEmail(other, player.email, player.password);
    await expect(other).toHaveURL(`${AURORA}/en/`);
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
