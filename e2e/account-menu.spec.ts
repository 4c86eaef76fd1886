import { type Locator, type Page } from '@playwright/test';
import { balance, dialog } from './support/cashier.ts';
import { expect, test } from './support/test.ts';
import { origin } from './support/origins.ts';

// The lobby's navigation: the header's account menu reaches every profile page by
// keyboard alone (the ARIA menu-button pattern); on a phone the header is one row of at most
// 64 px on every page; the cookie banner is the first stop after the skip link and takes at
// most ~30 % of a 390 × 844 screen; the lobby's first screen shows game tiles.

const menuButton = (page: Page) => page.getByTestId('account-menu').locator('> button');
const menu = (page: Page) => page.getByRole('menu');

/** The menu's link items in order, as the keyboard meets them (read from a mouse-free open). */
async function linkItems(page: Page): Promise<{ index: number; href: string }[]> {
  await menuButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(menu(page)).toBeVisible();
  const items = menu(page).getByRole('menuitem');
  const hrefs = await items.evaluateAll((all) => all.map((item) => item.getAttribute('href')));
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  return hrefs.flatMap((href, index) => (href ? [{ index, href }] : []));
}

async function expectFocused(locator: Locator) {
  await expect(locator).toBeFocused();
}

test.describe('account menu', () => {
  test('lists every profile page; reaches one, rewards and Withdraw by keyboard', async ({
    page,
    signIn,
  }) => {
    // est: every profile page exists there, the global loss limit included.
    await signIn();
    await page.goto(`${origin('est.localhost')}/en/`);
    await expect(balance(page)).toHaveText('€0.00');

    const links = await linkItems(page);
    const paths = links.map((link) => link.href.replace(/^\/en/, ''));
    for (const sub of [
      'dashboard/',
      'deposit-history/',
      'documents/',
      'game-history/',
      'limits/',
      'global-limits/',
      'rewards-history/',
      'self-exclusion/',
      'session-history/',
      'withdrawal-history/',
    ])
      expect(paths).toContain(`/profile/${sub}`);
    expect(paths).toEqual(expect.arrayContaining(['/rewards/', '/withdraw/']));

    // The first item, Deposit, opens the quick-deposit dialog.
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(menu(page).getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toBeHidden();

    // Every page of the menu renders in its layout in jsdom (tests/ui/route-layouts.test.tsx) and
    // the menu's keys are proven there too (tests/ui/account-menu.test.tsx): the browser walks
    // the keyboard path to a profile page further down the menu, to rewards and to Withdraw.
    const walked = new Set(['/en/profile/limits/', '/en/rewards/', '/en/withdraw/']);
    const walk = links.filter((link) => walked.has(link.href));
    expect(walk).toHaveLength(walked.size);
    const heading = page.getByRole('heading', { level: 1 });
    for (const { index, href } of walk) {
      const previous = (await heading.textContent()) ?? '';
      await menuButton(page).focus();
      await page.keyboard.press('Enter');
      const items = menu(page).getByRole('menuitem');
      await expectFocused(items.first());
      for (let step = 0; step < index; step++) await page.keyboard.press('ArrowDown');
      await expectFocused(items.nth(index));
      await page.keyboard.press('Enter');
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(menu(page)).toBeHidden();
      if (href.endsWith('/withdraw/')) {
        // /withdraw/ returns to the lobby and opens the cashier dialog (platform-core §2).
        await expect(page).toHaveURL(`${origin('est.localhost')}/en/`);
        await expect(dialog(page)).toBeVisible();
        await dialog(page).getByRole('button', { name: 'Close' }).click();
        await expect(dialog(page)).toBeHidden();
        continue;
      }
      await expect(page).toHaveURL(`${origin('est.localhost')}${href}`);
      // The address changes before a lazily loaded page commits, and that commit closes a menu
      // opened in between (a CI run on two workers did so): wait for the new page's heading.
      await expect(heading).not.toHaveText(previous);
      // A real page, not the not-found page.
      await expect(heading).toBeVisible();
      await expect(page.getByTestId('not-found')).toHaveCount(0);
    }
  });

  test('Escape closes and returns focus; ArrowUp opens on Sign out, which signs out', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.goto(`${origin('est.localhost')}/en/`);
    await menuButton(page).focus();
    await page.keyboard.press('ArrowDown');
    await expect(menu(page).getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();

    await page.keyboard.press('ArrowUp');
    const signOut = menu(page).getByRole('menuitem', { name: 'Sign out' });
    await expect(signOut).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menuButton(page)).toHaveCount(0);
    await expect(balance(page)).toHaveCount(0);
  });
});

test.describe('phone header, cookie banner and first screen', () => {
  test('@phone one row of at most 64 px on every page; the menu carries the navigation', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'phone project only');
    await page.setViewportSize({ width: 390, height: 844 });
    const heights = new Set<number>();
    for (const path of ['/en/', '/en/promotions/', '/en/games/', '/en/login/', '/en/jackpot/']) {
      await page.goto(path);
      const header = page.locator('header').first();
      await expect(header).toBeVisible();
      // The lazily loaded chrome may replace the header once: measure the settled one.
      let height = 0;
      await expect
        .poll(async () => (height = (await header.boundingBox())?.height ?? 0))
        .toBeGreaterThan(0);
      expect(height, `${path} header`).toBeLessThanOrEqual(64);
      heights.add(Math.round(height));
    }
    expect(heights.size, `header heights ${[...heights].join(', ')}`).toBe(1);

    await page.goto('/en/');
    const siteMenu = page.getByTestId('site-menu').locator('> button');
    await siteMenu.focus();
    await page.keyboard.press('Enter');
    await expect(menu(page).getByRole('menuitem', { name: 'Promotions' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(siteMenu).toBeFocused();
  });

  test('@phone a logo short of room shows smaller or as its mark, never a name cut mid-word', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'phone project only');
    await page.setViewportSize({ width: 390, height: 844 });
    // Nordlys Kasino (est) shares its row with the session clock: far too little room, the mark.
    // Coral Reef Casino (crc) and Kingfisher Play (anj) lack a little: the wordmark at 80 % or
    // more. Aurora Casino and Pura Vida Bets fit whole.
    const expected = {
      'est.localhost': 'mark',
      'crc.localhost': 'scaled',
      'anj.localhost': 'scaled',
      localhost: 'whole',
      'cos.localhost': 'whole',
    } as const;
    for (const [host, shows] of Object.entries(expected)) {
      await page.goto(`${origin(host)}/en/`);
      const logo = page.locator('header').first().locator('picture img');
      await expect(logo).toBeVisible();
      const shown = () =>
        logo.evaluate((img: HTMLImageElement) => {
          const box = img.getBoundingClientRect();
          const scale = box.width / ((img.naturalWidth * box.height) / img.naturalHeight);
          const { objectFit, clipPath } = getComputedStyle(img);
          const fit = img.closest('[data-fit]')?.getAttribute('data-fit');
          if (scale > 0.99 && !fit && clipPath === 'none') return 'whole';
          // The whole wordmark drawn into the narrower box, no smaller than 80 %.
          if (fit === 'scaled' && objectFit === 'contain' && scale >= 0.8) return 'scaled';
          // Clipped to the square at its left: the wordmark's mark.
          if (fit === 'mark' && clipPath !== 'none' && scale < 0.8) return 'mark';
          return 'cut';
        });
      await expect.poll(shown, { message: host }).toBe(shows);
    }
  });

  test('@phone the cookie banner follows the skip link and takes at most 30 % of the screen', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'phone project only');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/');
    const banner = page.getByRole('region', { name: 'Cookies on this site' });
    await expect(banner).toBeVisible();
    const box = (await banner.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(844 * 0.3);
    for (const button of await banner.getByRole('button').all()) {
      const b = (await button.boundingBox())!;
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(390);
    }
    // Tab order: the skip link, then the banner's first choice.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('button').first()).toBeFocused();
  });

  for (const [name, viewport] of [
    ['desktop', { width: 1350, height: 940 }],
    ['@phone phone', { width: 390, height: 844 }],
  ] as const) {
    test(`${name}: the lobby's first screen shows game tiles on both brands`, async ({
      page,
      isMobile,
    }) => {
      test.skip(name.startsWith('@phone') !== isMobile, 'one project each');
      await page.setViewportSize(viewport);
      for (const host of ['localhost', 'anj.localhost']) {
        await page.goto(`${origin(host)}/en/`);
        const tiles = page.locator('main a[href*="/games/"] img');
        await expect(tiles.first()).toBeVisible();
        // Polled: on two busy workers a single count once found none in view while the failure
        // screenshot just after showed a full row (not reproduced in 8 runs under load).
        const inView = () =>
          tiles.evaluateAll(
            (all) =>
              all.filter((img) => {
                const r = img.getBoundingClientRect();
                return (
                  r.width > 0 && r.top >= 0 && r.bottom <= innerHeight && r.right <= innerWidth
                );
              }).length,
          );
        await expect
          .poll(inView, { message: `${host} tiles above the fold`, timeout: 15_000 })
          .toBeGreaterThanOrEqual(2);
      }
    });
  }
});
