import { expect, test } from '@playwright/test';
import { balance, deposit } from './support/cashier.ts';
import { EST, newPlayerPhone, smsSignIn } from './support/players.ts';
import { startedGame } from './support/game-frame.ts';

// The card tables (issue #18) on the game page: a funded player plays a REAL blackjack round
// through the wallet — every decision a server call — and the lobby's balance follows by exactly
// the round's result; baccarat and dragon tiger deal a FUN coup without touching the wallet.
const euro = (minor: number) => `€${(minor / 100).toFixed(2)}`;

test.describe('card tables', () => {
  test('a REAL blackjack round changes the balance by exactly its result', async ({ page }) => {
    test.setTimeout(90_000);
    await smsSignIn(page, await newPlayerPhone(page));
    await deposit(page, '20');
    await expect(balance(page)).toHaveText('€20.00');
    await page.goto(`${EST}/en/games/classic-blackjack/`);
    const game = await startedGame(page, 'REAL');
    await expect(game.getByTestId('game-balance')).toHaveText('€20.00');
    await game.getByTestId('chip-1').click(); // one €1 chip… (the smallest ×2)
    const staked0 = await game.getByTestId('game-total-bet').textContent();
    expect(staked0).not.toBe('€0.00');
    await game.getByRole('button', { name: 'Deal' }).click();
    // Decide until the round is over: insurance declined, then stand.
    for (let i = 0; i < 6; i++) {
      const no = game.getByRole('button', { name: 'No insurance' });
      const stand = game.getByRole('button', { name: 'Stand' });
      await expect(
        game.getByRole('button', { name: /^(Rebet|Stand|No insurance)$/ }).first(),
      ).toBeVisible({ timeout: 10_000 });
      if (await no.isVisible()) await no.click();
      else if (await stand.isVisible()) await stand.click();
      else break;
      await page.waitForTimeout(300);
    }
    await expect(game.getByRole('button', { name: 'Rebet' })).toBeVisible({ timeout: 10_000 });
    const parse = (text: string | null) =>
      Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);
    const staked = parse(await game.getByTestId('game-total-bet').textContent());
    const win = parse(await game.getByTestId('game-win').textContent());
    const expected = euro(2000 - staked + win);
    await expect(game.getByTestId('game-balance')).toHaveText(expected);
    await expect(balance(page)).toHaveText(expected);
  });

  for (const slug of ['punto-banco-baccarat', 'dragon-tiger']) {
    test(`visitors play ${slug} for fun`, async ({ page }) => {
      await page.goto(`${EST}/en/games/${slug}/`);
      const game = await startedGame(page, 'FUN');
      await expect(game.getByTestId('game-balance')).toHaveText('€1,000.00');
      await game.locator('.spot').first().click();
      await game.getByTestId('deal').click();
      await expect(game.locator('.card').first()).toBeVisible({ timeout: 10_000 });
      await expect(game.getByRole('status')).not.toHaveText(/Dealing/, { timeout: 10_000 });
    });
  }
});
