import { expect, test, type Page } from '@playwright/test';
import { origin } from './support/origins.ts';

const body = (page: Page) => page.locator('body');

// The routing and locale rules are path-tested (tests/machines/routing*, locale*); here the
// browser follows them through real addresses, one journey each.
test.describe('locale prefix and redirects', () => {
  test('the root, a brand’s root, prefixing, ?locale, an unknown locale and a trailing part that matches nothing', async ({
    page,
  }) => {
    // The root redirects to the localised home of the default locale.
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Aurora Casino');
    // A brand's default locale applies at its root (est brand → Finnish).
    await page.goto(`${origin('est.localhost')}/`);
    await expect(page).toHaveURL(`${origin('est.localhost')}/fi/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi-FI');
    await expect(body(page)).toHaveAttribute('data-license', 'est');
    // A path without a locale is prefixed, keeping the query.
    await page.goto('/promotions?productMode=sports');
    await expect(page).toHaveURL(/\/en\/promotions\/\?productMode=sports$/);
    // An unknown locale redirects to the root (before any other locale is stored).
    await page.goto('/sv/games/');
    await expect(page).toHaveURL(/\/en\/$/);
    // ?locale decides when the route has none.
    await page.goto('/games/?locale=de');
    await expect(page).toHaveURL(/\/de\/games\/\?locale=de$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alle Spiele');
    // A trailing part that matches nothing is removed.
    await page.goto('/en/games/some-game/unknown-part/');
    await expect(page).toHaveURL(/\/en\/games\/some-game\/$/);
  });

  test('the stored locale is used for paths without one', async ({ page, context }) => {
    await page.goto('/fi/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi-FI');
    // The route's locale is stored in the `locale` cookie (written just after the first paint).
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'locale')?.value)
      .toBe('fi');
    // A page that is still its titled placeholder (the jackpot's heading is now its settings').
    await page.goto('/loyalty-program');
    await expect(page).toHaveURL(/\/fi\/loyalty-program\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kanta-asiakasohjelma');
  });
});

test.describe('translated shell', () => {
  test('Finnish and German lobbies are translated', async ({ page }) => {
    await page.goto('/fi/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Tervetuloa, tämä on Aurora Casino',
    );
    await expect(page.getByRole('link', { name: 'Kirjaudu sisään' })).toBeVisible();
    await page.goto('/de/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Willkommen bei Aurora Casino',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  });

  test('Austrian German falls back to German, Canadian English to English', async ({ page }) => {
    await page.goto('/de-at/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-AT');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Willkommen bei Aurora Casino',
    );
    await page.goto('/en-ca/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Aurora Casino');
  });

  test('the language selector re-prefixes the current path and remembers the choice', async ({
    page,
  }) => {
    await page.goto('/en/promotions/');
    await page.getByLabel('Language').selectOption('de');
    await expect(page).toHaveURL(/\/de\/promotions\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aktionen');
    await page.goto('/');
    await expect(page).toHaveURL(/\/de\/$/);
  });
});

test.describe('not found and errors', () => {
  test('an unmatched path shows the not-found page in the basic layout', async ({ page }) => {
    await page.goto('/en/no-such-page/');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(body(page)).toHaveAttribute('data-layout', 'basic');
  });

  test('malformed paths show not-found with a 404 status', async ({ page }) => {
    for (const path of [
      '/en/games/a%2Fb/',
      '/en/games/..%2F..%2Fetc/',
      `/en/${'x'.repeat(3000)}/`,
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path.slice(0, 30)).toBe(404);
      await expect(page.getByTestId('not-found')).toBeVisible();
    }
  });

  test('a path that is not valid percent-encoding is refused with 400', async ({ request }) => {
    const response = await request.get('/en/%E0%A4%A/');
    expect(response.status()).toBe(400);
  });

  test('a render error in a page shows the error page, and navigating away recovers', async ({
    page,
  }) => {
    await page.goto('/en/internal/render-error/');
    await expect(page.getByTestId('error-page')).toBeVisible();
    // The spec's defaults, for a brand without keyed texts for them.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error');
    await expect(page.getByText('Something went wrong.')).toBeVisible();
    // The layout around the page survives: its links still work.
    await page.getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  });

  test("the brand's keyed texts from the backend replace the defaults (Translations)", async ({
    page,
  }) => {
    await page.goto(`${origin('est.localhost')}/fi/internal/render-error/`);
    await expect(page.getByTestId('error-page')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hups!');
  });
});

test.describe('product mode, layouts and QA hooks', () => {
  test('sports path, productMode query and casino paths set the mode; without consent it is not saved; sports for a visitor is the basic layout with the sign-in prompt', async ({
    page,
    context,
  }) => {
    await page.goto('/en/sports/');
    await expect(body(page)).toHaveAttribute('data-product-mode', 'SPORTS');
    await expect(body(page)).toHaveAttribute('data-layout', 'basic');
    await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
    await page.goto('/en/promotions/?productMode=sports');
    await expect(body(page)).toHaveAttribute('data-product-mode', 'SPORTS');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'productMode')).toBeUndefined();
    await page.goto('/en/games/?productMode=sports');
    await expect(body(page)).toHaveAttribute('data-product-mode', 'CASINO');
    await page.goto('/en/jackpot/');
    await expect(body(page)).toHaveAttribute('data-product-mode', 'CASINO');
  });

  test('the basic header: sign-in with autoSignIn=1 back to the page, quick menu hidden on login', async ({
    page,
  }) => {
    await page.goto('/en/privacy-policy/');
    await expect(page.getByRole('navigation', { name: 'Product' })).toBeVisible();
    const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign in' });
    const back = encodeURIComponent('/en/privacy-policy/');
    await expect(signIn).toHaveAttribute('href', `/en/login/?autoSignIn=1&returnTo=${back}`);
    await signIn.click();
    await expect(page).toHaveURL(`/en/login/?autoSignIn=1&returnTo=${back}`);
    await expect(page.getByRole('navigation', { name: 'Product' })).toHaveCount(0);
  });

  test('each demo brand gets its licence, lobby layout and a primary colour of its own; an unknown host the default brand', async ({
    page,
  }) => {
    const brands = [
      ['mga', 'default'],
      ['est', 'layout1'],
      ['anj', 'layout2'],
      ['cos', 'default'],
      ['crc', 'layout1'],
    ] as const;
    const colours = new Set<string>();
    for (const [licence, layout] of brands) {
      await page.goto(`${origin(`${licence}.localhost`)}/en/`);
      await expect(body(page)).toHaveAttribute('data-license', licence);
      await expect(body(page)).toHaveAttribute('data-lobby-layout', layout);
      colours.add(
        await page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
        ),
      );
    }
    expect(colours.size).toBe(brands.length);
    await page.goto(`${origin('unknown-brand.localhost')}/en/`);
    await expect(body(page)).toHaveAttribute('data-license', 'mga');
  });

  test('the main navigation offers only pages that exist (sports comes with its issue)', async ({
    page,
  }) => {
    await page.goto('/en/');
    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    await expect(links).toHaveText(['Casino', 'Live casino', 'Promotions', 'Jackpot', 'Raffle']);
  });

  test('the page scrolls to top on path change', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/en/');
    // The lobby's rows arrive with its data; only then is the page long enough to scroll.
    await expect(page.locator('main a[data-game]').first()).toBeVisible();
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Terms and conditions' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('device type from the user agent @phone', async ({ page, isMobile }) => {
    await page.goto('/en/');
    await expect(body(page)).toHaveAttribute('data-device', isMobile ? 'phone' : 'desktop');
  });
});

test.describe('server', () => {
  test('security headers on the page', async ({ request }) => {
    const response = await request.get('/en/');
    const csp = response.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('settings arrive inline: no request to /api/lobby-settings before first render', async ({
    page,
  }) => {
    const settingsRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/lobby-settings')) settingsRequests.push(request.url());
    });
    await page.goto('/en/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(settingsRequests).toEqual([]);
  });
});
