import { expect, test } from '@playwright/test';
import { balance, deposit } from './support/cashier.ts';
import { EST, newPlayerPhone, smsSignIn } from './support/players.ts';
import { startedGame } from './support/game-frame.ts';

// The demo roulette (decision 0025) on the game page: a funded player bets real money through
// the wallet and the lobby's balance badge follows without a reload; visitors play for fun.
const ROULETTE = 'european-roulette';

test.describe('demo roulette', () => {
  test('a funded player bets on the table and spins: the lobby balance changes without a reload', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await smsSignIn(page, await newPlayerPhone(page));
    await expect(balance(page)).toHaveText('€0.00');
    await deposit(page, '20');
    await expect(balance(page)).toHaveText('€20.00');
    await page.goto(`${EST}/en/games/${ROULETTE}/`);
    const game = await startedGame(page, 'REAL');
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    await expect(game.getByTestId('game-balance')).toHaveText('€20.00');

    // €2 on red (the €2 chip), €1 on 17 (the €1 chip), by keyboard for the second.
    await game.getByRole('button', { name: 'Chip €2.00' }).click();
    await game.getByRole('button', { name: 'Bet on red', exact: true }).click();
    await game.getByRole('button', { name: 'Chip €1.00' }).click();
    await game.getByRole('button', { name: 'Bet on 17', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(game.getByTestId('game-total-bet')).toHaveText('€3.00');
    await game.getByRole('button', { name: 'Spin' }).click();

    await expect(game.getByRole('status')).toContainText(/^\d+ (Red|Black|Green): /, {
      timeout: 10_000,
    });
    const winning = Number(await game.getByTestId('winning-number').textContent());
    const reds = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
    const win = (reds.includes(winning) ? 400 : 0) + (winning === 17 ? 3600 : 0);
    const expected = `€${((2000 - 300 + win) / 100).toFixed(2)}`;
    await expect(game.getByTestId('game-win')).toHaveText(`€${(win / 100).toFixed(2)}`);
    await expect(game.getByTestId('game-balance')).toHaveText(expected);
    await expect(balance(page)).toHaveText(expected);
    expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
  });

  test('visitors play the roulette for fun', async ({ page }) => {
    await page.goto(`${EST}/en/games/${ROULETTE}/`);
    const frame = page.locator('iframe[data-game-frame]');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    await expect(frame).toHaveAttribute('data-mode', 'FUN');
    const game = page.frameLocator('iframe[data-game-frame]');
    await expect(game.getByTestId('game-balance')).toHaveText('€1,000.00');
    await game.getByRole('button', { name: 'Bet on 0', exact: true }).click();
    await game.getByRole('button', { name: 'Bet on 1st dozen' }).click();
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(game.getByTestId('winning-number')).toHaveText(/^\d+$/, { timeout: 10_000 });
    await expect(game.getByTestId('game-balance')).not.toHaveText('€1,000.00');
    await game.getByRole('button', { name: 'Clear' }).click();
    await expect(game.getByTestId('game-total-bet')).toHaveText('€0.00');
  });
});
