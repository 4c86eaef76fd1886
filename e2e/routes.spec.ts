import { expect, test, type Page } from '@playwright/test';

// The browser's side of the route table: the server serves the SPA at a route's address, the
// router follows a link and the history's Back, the client redirects (/deposit/ → the lobby),
// and the page shows in its layout and the URL's locale — one route per layout, in Finnish,
// German and English. Every row of the table, in its layout and locale, is proven in jsdom
// (tests/ui/route-layouts.test.tsx).

async function expectPage(
  page: Page,
  expected: { route: string; layout: string; lang: string; path: string },
) {
  const body = page.locator('body');
  await expect(body).toHaveAttribute('data-route', expected.route);
  await expect(body).toHaveAttribute('data-layout', expected.layout);
  await expect(page.locator('html')).toHaveAttribute('lang', expected.lang);
  await expect(page.locator('main h1')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(expected.path);
}

test('a visitor goes through each layout, in the locale of the address', async ({ page }) => {
  // The lobby, in the logged-in layout, in Finnish.
  await page.goto('/fi/');
  await expectPage(page, { route: 'lobby', layout: 'logged-in', lang: 'fi-FI', path: '/fi/' });

  // A link in the header: account creation, in the basic layout, still in Finnish; Back returns.
  await page.getByRole('banner').getByRole('link', { name: 'Luo tili' }).click();
  await expectPage(page, {
    route: 'register',
    layout: 'basic',
    lang: 'fi-FI',
    path: '/fi/register/',
  });
  await page.goBack();
  await expectPage(page, { route: 'lobby', layout: 'logged-in', lang: 'fi-FI', path: '/fi/' });

  // A sign-in handler, in the main layout, in English.
  await page.goto('/en/login-handler/');
  await expectPage(page, {
    route: 'loginHandler',
    layout: 'main',
    lang: 'en-GB',
    path: '/en/login-handler/',
  });

  // /deposit/ goes back to the lobby (the cashier opens over it), in German.
  await page.goto('/de/deposit/');
  await expectPage(page, { route: 'lobby', layout: 'logged-in', lang: 'de-DE', path: '/de/' });
  await expect(page.getByRole('dialog')).toHaveAttribute('data-variant', 'quick-deposit');
});
