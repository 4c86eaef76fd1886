import { dialog } from './support/cashier.ts';
import { startedGame } from './support/game-frame.ts';
import { serverWallet } from './support/games.ts';
import { expect, test } from './support/test.ts';
import type { Page } from '@playwright/test';

// Player protection, the journeys through the limits page: on the mga brand (Aurora) a daily
// deposit limit of 20 refuses a deposit of 30 with the amount still possible; raising it is
// pending with its effective time; lowering it applies at once. On est (Nordlys) a daily loss
// limit stops a spin of the classic slot that could pass it. Each test's player is its own (the
// test-fixtures stand-in), so limits never leak between tests. What each licence offers on the
// limits and self-exclusion pages (cos, crc, …) is proven against the policy table in jsdom:
// tests/ui/protection-licences.test.tsx.

const dailyDeposit = (page: Page) =>
  page.getByRole('listitem', { name: 'Daily deposit limit', exact: true });

async function saveLimit(page: Page, amount: string) {
  const row = dailyDeposit(page);
  await row.getByRole('button', { name: /^(Set limit|Change limit)$/ }).click();
  await row.getByLabel('New limit (EUR)').fill(amount);
  await row.getByRole('button', { name: 'Save limit' }).click();
}

test.describe('responsible gambling: the limits page', () => {
  test('mga: a daily deposit limit of 20 refuses 30 with what is left; raising is pending; lowering applies at once', async ({
    page,
    signIn,
  }) => {
    // A new player, before the limit prompt of the first deposit.
    const { origin } = await signIn({
      host: 'localhost',
      country: 'MT',
      limitPromptAnswered: false,
    });

    // Before the first deposit the limit prompt is mandatory on mga: no skip.
    await page.goto(`${origin}/en/deposit/`);
    const prompt = dialog(page).getByTestId('limit-prompt');
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('button', { name: 'Not now' })).toHaveCount(0);
    await dialog(page).getByRole('button', { name: 'Close' }).click();

    await page.goto(`${origin}/en/profile/limits/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Limits');
    await expect(dailyDeposit(page)).toContainText('No limit set');
    await saveLimit(page, '20');
    await expect(dailyDeposit(page).getByRole('status')).toHaveText(
      'Done: your new limit applies now.',
    );
    await expect(dailyDeposit(page).getByTestId('limit-amount')).toHaveText('€20.00');

    // The limit answered the prompt; a deposit of 30 is refused with the amount still possible.
    await page.goto(`${origin}/en/deposit/`);
    await expect(dialog(page).getByLabel(/Amount/)).toBeVisible();
    await expect(dialog(page).getByTestId('limit-prompt')).toHaveCount(0);
    await dialog(page)
      .getByLabel(/Amount/)
      .fill('30');
    await dialog(page).getByRole('button', { name: 'Continue to payment' }).click();
    await expect(dialog(page).getByRole('alert')).toContainText(
      'This deposit would go over your deposit limit. You can deposit up to €20.00 now',
    );
    await dialog(page).getByRole('button', { name: 'Close' }).click();

    // Raising it: pending, with the date and time it takes effect; the limit in force stays.
    await page.goto(`${origin}/en/profile/limits/`);
    await saveLimit(page, '50');
    const pending = dailyDeposit(page).getByTestId('pending-change');
    await expect(pending).toContainText(
      /Change pending: €50\.00 applies from \d{1,2} \w{3} \d{4}, \d{2}:\d{2}\./,
    );
    await expect(dailyDeposit(page).getByTestId('limit-amount')).toHaveText('€20.00');
    // Still pending after a reload: the server keeps it.
    await page.reload();
    await expect(dailyDeposit(page).getByTestId('pending-change')).toContainText('€50.00');

    // Lowering it applies at once.
    await saveLimit(page, '10');
    await expect(dailyDeposit(page).getByTestId('limit-amount')).toHaveText('€10.00');
    await expect(dailyDeposit(page).getByRole('status')).toHaveText(
      'Done: your new limit applies now.',
    );
    await page.reload();
    await expect(dailyDeposit(page).getByTestId('limit-amount')).toHaveText('€10.00');
  });

  test('est: a daily loss limit stops a spin that could pass it, and the game says why', async ({
    page,
    signIn,
  }) => {
    // A player with €20.00 deposited.
    const { origin } = await signIn({ deposit: 2000 });
    await page.goto(`${origin}/en/profile/limits/`);
    const row = page.getByRole('listitem', { name: 'Daily loss limit', exact: true });
    await row.getByRole('button', { name: /^(Set limit|Change limit)$/ }).click();
    await row.getByLabel('New limit (EUR)').fill('10');
    await row.getByRole('button', { name: 'Save limit' }).click();
    await expect(row.getByTestId('limit-amount')).toHaveText('€10.00');

    // The classic slot: its stakes reach €12.50 (the Megaways demo slot's stop at €0.80). The
    // stake alone could pass the limit, so the round is refused before anything is drawn.
    await page.goto(`${origin}/en/games/triple-sevens/`);
    const game = await startedGame(page, 'REAL');
    await expect(page.getByTestId('wallet-balance')).toHaveText('€20.00');
    await game.getByLabel('Bet').selectOption({ label: '€12.50' });
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(game.locator('body')).toContainText(
      'This would pass your loss limit: €10.00 left',
    );
    // Nothing was taken: the server's wallet and the header.
    expect(await serverWallet(page)).toBe(2000);
    await expect(page.getByTestId('wallet-balance')).toHaveText('€20.00');
  });
});
