import type { Page } from '@playwright/test';
import { AURORA, signInWithEmail } from './support/players.ts';
import { expect, test } from './support/test.ts';

// Games end to end: the search overlay (header button and "/", instant typo-tolerant
// results, arrow keys, Enter, Escape, recent searches) and favourites stored on the server (a
// star survives a reload and shows on another device: a second browser context of the same
// player, with its own storage).

const dialog = (page: Page) => page.getByRole('dialog');

/** Email and password at the identity provider, as on a new device. */
async function signInOnAnotherDevice(page: Page, email: string, password: string) {
  await page.goto(`${AURORA}/en/login/`);
  await signInWithEmail(page, email, password);
  await expect(page).toHaveURL(`${AURORA}/en/`);
}

test.describe('search overlay', () => {
  test('"blak jak" finds the blackjack games first; arrows, Enter, Escape, recent searches', async ({
    page,
  }) => {
    await page.goto(`${AURORA}/en/`);
    await page.getByRole('banner').locator('[data-search-button]').click();
    await expect(dialog(page)).toHaveAccessibleName('Search games');
    const box = dialog(page).getByRole('combobox', { name: 'Search games' });
    await expect(box).toBeFocused();
    await box.pressSequentially('blak jak', { delay: 40 });
    const options = dialog(page).getByRole('option');
    await expect(options.first()).toContainText('Blackjack');
    const names = await options.allInnerTexts();
    expect(names.length).toBeGreaterThan(5);
    for (const name of names.slice(0, 5)) expect(name).toMatch(/Blackjack/);

    // Down twice, Up once: the first result; Enter opens it.
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await box.press('ArrowUp');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    const slug = await options.first().getAttribute('data-search-result');
    await box.press('Enter');
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(`${AURORA}/en/games/${slug}/`);

    // "/" opens it again from another page; the recent search is offered and can be cleared.
    await page.locator('body').press('/');
    await expect(dialog(page)).toHaveAccessibleName('Search games');
    const recent = dialog(page).getByRole('option', { name: 'blak jak' });
    await expect(recent).toBeVisible();
    // (By its hook: texts new in that change read as their ids until the lead extracts them.)
    await dialog(page).locator('[data-clear-recent]').click();
    await expect(recent).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
  });

  test('instant results from the first letters, and a word typed wrong', async ({ page }) => {
    await page.goto(`${AURORA}/en/games/`);
    await page.getByRole('banner').locator('[data-search-button]').click();
    const box = dialog(page).getByRole('combobox', { name: 'Search games' });
    await box.pressSequentially('rou');
    await expect(dialog(page).getByRole('option').first()).toContainText('Roulette');
    await box.fill('roulete');
    await expect(dialog(page).getByRole('option').first()).toContainText('Roulette');
  });
});

test.describe('favourites', () => {
  test('a favourite survives a reload and shows on another device', async ({
    page,
    browser,
    signIn,
  }) => {
    const { email, password } = await signIn({ host: 'localhost' });

    await page.goto(`${AURORA}/en/blackjack/`);
    const tile = page.locator('[data-game]').first();
    const slug = (await tile.getAttribute('data-game'))!;
    const star = page.locator(`[data-favourite="${slug}"]`).first();
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    // Named after the game it stars ("Favourite: <name>") once the new text is extracted; until
    // then the build shows the message id, so only a name is required here.
    const label = (await star.getAttribute('aria-label'))!;
    expect(label.length).toBeGreaterThan(0);
    if (label.startsWith('Favourite: '))
      await expect(tile).toContainText(label.slice('Favourite: '.length));
    const saved = page.waitForResponse(
      (r) =>
        r.url().endsWith('/lobby-graphql') &&
        r.request().postData()?.includes('AddFavouriteGame') === true,
    );
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await saved;
    // Clicking the star did not open the game.
    await expect(page).toHaveURL(`${AURORA}/en/blackjack/`);

    await page.reload();
    await expect(page.locator(`[data-favourite="${slug}"]`).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Another device: a fresh browser context (no shared storage), the same player.
    const device = await browser.newContext();
    const other = await device.newPage();
    await signInOnAnotherDevice(other, email, password);
    const row = other.locator('[data-player-row="favourites"]');
    await expect(row.locator(`[data-game="${slug}"]`)).toBeVisible();
    await expect(other.locator(`[data-favourite="${slug}"]`).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Removing it there empties the row.
    await other.locator(`[data-favourite="${slug}"]`).first().click();
    await expect(row).toHaveCount(0);
    await device.close();
  });
});
