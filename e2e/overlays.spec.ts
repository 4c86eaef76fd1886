import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { settled } from './support/settle.ts';

// programmes §2 "Overlays", platform-core §2 "Navigation behaviours", opened from the
// development gallery /internal/overlays/.
const GALLERY = '/internal/overlays/';

/** Each variant's accessible name (its default title) and its buttons, in order. */
const VARIANTS = [
  { variant: 'confirmation', title: 'Please confirm', buttons: ['Cancel', 'OK'] },
  { variant: 'default', title: 'About this page', buttons: ['Close'] },
  { variant: 'error', title: 'Error', buttons: ['Close'] },
  { variant: 'search', title: 'Search games', buttons: ['Close'] },
  { variant: 'quick-deposit', title: 'Quick deposit', buttons: ['Close'] },
  { variant: 'reality-check', title: 'Reality check', buttons: ['Cancel', 'OK'] },
  { variant: 'content-accept', title: 'Before you continue', buttons: ['Cancel', 'OK'] },
  { variant: 'action-error', title: 'That did not work', buttons: ['Cancel', 'OK'] },
  { variant: 'jackpot-win', title: 'Jackpot win!', buttons: ['Back to game'] },
  { variant: 'raffle-win', title: 'You won the raffle!', buttons: ['Back to game'] },
  { variant: 'sow', title: 'Source of wealth', buttons: ['Close'] },
] as const;
// The reality check waits for an answer; quick-deposit and sow sit over a game.
const STAYS_ON_ESCAPE = new Set(['quick-deposit', 'sow', 'reality-check']);
// The win celebrations hand focus back to the game (programmes §4: "Back to game").
const BACK_TO_GAME = new Set(['jackpot-win', 'raffle-win']);

const opener = (page: Page, variant: string) =>
  page.getByRole('button', { name: variant, exact: true });
const dialog = (page: Page) => page.getByRole('dialog');

async function openGallery(page: Page) {
  await page.goto(GALLERY);
  await expect(opener(page, 'confirmation')).toBeEnabled();
}

test.describe('overlays', () => {
  // One gallery page for all eleven: each variant opens, is checked and closes before the next.
  test('every variant: labelled modal with its buttons; Escape closes it unless it waits for an answer; focus goes back', async ({
    page,
  }) => {
    await openGallery(page);
    for (const { variant, title, buttons } of VARIANTS) {
      await test.step(variant, async () => {
        await opener(page, variant).click();
        await expect(dialog(page)).toBeVisible();
        await expect(dialog(page)).toHaveAccessibleName(title);
        await expect(dialog(page).getByRole('button')).toHaveText([...buttons]);
        await expect(page.locator('body')).toHaveAttribute('data-overlay', variant);

        await page.keyboard.press('Escape');
        if (STAYS_ON_ESCAPE.has(variant)) {
          await settled(page);
          await expect(dialog(page)).toBeVisible();
          if (variant === 'reality-check') {
            await dialog(page).getByRole('button', { name: 'OK' }).click();
            await expect(dialog(page)).toHaveCount(0);
            await expect(opener(page, variant)).toBeFocused();
          } else {
            // They refocus the game frame when closed.
            await dialog(page).getByRole('button', { name: 'Close' }).click();
            await expect(dialog(page)).toHaveCount(0);
            await expect(page.locator('iframe[data-game-frame]')).toBeFocused();
          }
        } else {
          await expect(dialog(page)).toHaveCount(0);
          if (BACK_TO_GAME.has(variant)) {
            await expect(page.locator('iframe[data-game-frame]')).toBeFocused();
          } else {
            // Focus returns to the button that opened it.
            await expect(opener(page, variant)).toBeFocused();
          }
        }
        await expect(page.locator('body')).not.toHaveAttribute('data-overlay', variant);
      });
    }
  });

  test('every dialog locks page scroll except quick-deposit', async ({ page }) => {
    await openGallery(page);
    const body = page.locator('body');
    await opener(page, 'confirmation').click();
    await expect(body).toHaveAttribute('data-scroll-locked', '');
    expect(await body.evaluate((el) => getComputedStyle(el).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(body).not.toHaveAttribute('data-scroll-locked');

    await opener(page, 'quick-deposit').click();
    await expect(dialog(page)).toBeVisible();
    await expect(body).not.toHaveAttribute('data-scroll-locked');
    expect(await body.evaluate((el) => getComputedStyle(el).overflow)).not.toBe('hidden');
  });

  test('closing quick-deposit strips the deposit parameters and keeps the others', async ({
    page,
  }) => {
    await openGallery(page);
    await page.getByRole('button', { name: 'quick-deposit with deposit query' }).click();
    await expect(dialog(page)).toHaveAccessibleName('Quick deposit');
    await expect(page).toHaveURL(/\?amount=50&currency=EUR&paymentMethod=card&keep=1$/);
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/internal\/overlays\/\?keep=1$/);
  });

  test('a change of the URL search closes the open dialog', async ({ page }) => {
    await openGallery(page);
    await opener(page, 'quick-deposit').click();
    await expect(dialog(page)).toBeVisible();
    await page.evaluate(() => window.history.pushState(null, '', '?tab=2'));
    await expect(dialog(page)).toHaveCount(0);
  });

  test('the closeQuickDepositEvent message closes quick-deposit only', async ({ page }) => {
    await openGallery(page);
    await opener(page, 'confirmation').click();
    await expect(dialog(page)).toBeVisible();
    await page.evaluate(() => window.postMessage('closeQuickDepositEvent', '*'));
    await settled(page);
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');

    await opener(page, 'quick-deposit').click();
    await expect(dialog(page)).toBeVisible();
    await page.evaluate(() => window.postMessage({ type: 'closeQuickDepositEvent' }, '*'));
    await expect(dialog(page)).toHaveCount(0);
  });

  test('Tab stays inside the dialog', async ({ page }) => {
    await openGallery(page);
    await opener(page, 'confirmation').click();
    await expect(dialog(page)).toBeVisible();
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
  });

  test('a click on the backdrop closes a dialog, but not quick-deposit', async ({ page }) => {
    await openGallery(page);
    await opener(page, 'error').click();
    // The click must land on the backdrop, so wait for the dialog first.
    await expect(dialog(page)).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog(page)).toHaveCount(0);
    await opener(page, 'quick-deposit').click();
    await expect(dialog(page)).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog(page)).toBeVisible();
  });

  test('opening another variant replaces the dialog', async ({ page }) => {
    await openGallery(page);
    await opener(page, 'sow').click();
    await expect(dialog(page)).toHaveAccessibleName('Source of wealth');
    await page.evaluate(() => window.postMessage('closeQuickDepositEvent', '*'));
    await settled(page);
    await expect(dialog(page)).toHaveAccessibleName('Source of wealth');
  });

  test('the jackpot win counts up to the amount', async ({ page }) => {
    await openGallery(page);
    await opener(page, 'jackpot-win').click();
    await expect(dialog(page).getByText('€12,345.67').first()).toBeVisible();
  });

  test('an open dialog has no serious accessibility violations', async ({ page }) => {
    await openGallery(page);
    await opener(page, 'reality-check').click();
    await expect(dialog(page)).toContainText('You have been playing for 60 minutes.');
    const results = await new AxeBuilder({ page }).include('dialog').analyze();
    const serious = results.violations.filter((v) =>
      ['serious', 'critical'].includes(v.impact ?? ''),
    );
    expect(serious.map((v) => v.id)).toEqual([]);
  });
});
