import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { origin } from './support/origins.ts';

// platform-core §3 consent categories, §4 consent states, §9 storage (`cookiehubConsent` in
// session storage) and the consent-gated preferences cookies: productMode (7 days) and the
// A/B cookie ab_{name} (30 days). The aurora brand runs the A/B test `lobby_hero`.
const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on this site' });
const cookie = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((entry) => entry.name === name);
const storedConsent = (page: Page) =>
  page.evaluate(() => window.sessionStorage.getItem('cookiehubConsent'));
const days = (expires: number | undefined) => ((expires ?? 0) - Date.now() / 1000) / 86_400;

test.describe('consent', () => {
  test('unanswered: the banner shows and no preferences cookie is written; necessary only: stored, banner gone, still no preferences cookies', async ({
    page,
    context,
  }) => {
    await page.goto('/en/promotions/?productMode=sports');
    // Unanswered: the banner shows and no preferences cookie is written.
    await expect(banner(page)).toBeVisible();
    await expect(page.locator('body')).toHaveAttribute(
      'data-ab-lobby_hero',
      /^(control|carousel)$/,
    );
    expect(await cookie(context, 'productMode')).toBeUndefined();
    expect(await cookie(context, 'ab_lobby_hero')).toBeUndefined();

    await banner(page).getByRole('button', { name: 'Necessary only' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(JSON.parse((await storedConsent(page)) ?? 'null')).toEqual({
      categories: ['necessary'],
    });
    await page.goto('/en/sports/');
    await expect(page.locator('body')).toHaveAttribute('data-product-mode', 'SPORTS');
    await expect(banner(page)).toHaveCount(0);
    expect(await cookie(context, 'productMode')).toBeUndefined();
    expect(await cookie(context, 'ab_lobby_hero')).toBeUndefined();
  });

  test('accept all: the product mode and the A/B variant are remembered', async ({
    page,
    context,
  }) => {
    await page.goto('/en/promotions/?productMode=sports');
    await expect(page.locator('body')).toHaveAttribute(
      'data-ab-lobby_hero',
      /^(control|carousel)$/,
    );
    const variant = await page.locator('body').getAttribute('data-ab-lobby_hero');
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => cookie(context, 'productMode').then((c) => c?.value)).toBe('SPORTS');
    const productMode = await cookie(context, 'productMode');
    expect(days(productMode?.expires)).toBeCloseTo(7, 0);
    expect(productMode?.sameSite).toBe('Lax');
    expect(productMode?.path).toBe('/');
    const ab = await cookie(context, 'ab_lobby_hero');
    expect(ab?.value).toBe(variant);
    expect(days(ab?.expires)).toBeCloseTo(30, 0);
    expect(JSON.parse((await storedConsent(page)) ?? 'null').categories).toEqual([
      'necessary',
      'preferences',
      'analytics',
      'marketing',
      'uncategorized',
    ]);
    // A later visit (same session) keeps the stored variant and shows no banner.
    await page.goto('/en/');
    await expect(page.locator('body')).toHaveAttribute('data-ab-lobby_hero', variant ?? '');
    await expect(banner(page)).toHaveCount(0);
  });

  test('the settings dialog saves a choice of categories and reopens from the footer', async ({
    page,
    context,
  }) => {
    await page.goto('/en/promotions/?productMode=sports');
    await banner(page).getByRole('button', { name: 'Cookie settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(settings).toBeVisible();
    await expect(settings.getByRole('checkbox', { name: /Necessary/ })).toBeDisabled();
    await settings.getByRole('checkbox', { name: /Preferences/ }).check();
    await settings.getByRole('button', { name: 'Save choices' }).click();
    await expect(settings).toHaveCount(0);
    expect(JSON.parse((await storedConsent(page)) ?? 'null')).toEqual({
      categories: ['necessary', 'preferences'],
    });
    await expect.poll(() => cookie(context, 'productMode').then((c) => c?.value)).toBe('SPORTS');

    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await expect(settings.getByRole('checkbox', { name: /Preferences/ })).toBeChecked();
    await expect(settings.getByRole('checkbox', { name: /Analytics/ })).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(settings).toHaveCount(0);
  });

  test('an existing A/B cookie wins over the draw', async ({ page, context }) => {
    await context.addCookies([{ name: 'ab_lobby_hero', value: 'carousel', url: origin() }]);
    await page.goto('/en/');
    await expect(page.locator('body')).toHaveAttribute('data-ab-lobby_hero', 'carousel');
  });

  test('corrupt stored consent: asked again with a console warning, page intact', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.addInitScript(() => window.sessionStorage.setItem('cookiehubConsent', '{not json'));
    await page.goto('/en/');
    await expect(banner(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(warnings.some((text) => text.includes('cookiehubConsent'))).toBe(true);
  });
});

test.describe('guards and the header', () => {
  test('the quick menu hides while a guard is active (flags do not count)', async ({ page }) => {
    await page.goto('/internal/guards/');
    const quickMenu = page.getByRole('navigation', { name: 'Product' });
    await expect(quickMenu).toBeVisible();
    await page.getByRole('button', { name: 'Register active flag' }).click();
    await page.getByRole('button', { name: 'Register guard' }).click();
    await expect(page.getByTestId('any-guard-active')).toHaveText('No guard is active');
    await expect(quickMenu).toBeVisible();
    await page.getByRole('button', { name: 'Activate guard' }).click();
    await expect(page.getByTestId('any-guard-active')).toHaveText('A guard is active');
    await expect(quickMenu).toHaveCount(0);
    await page.getByRole('button', { name: 'Settle guard' }).click();
    await expect(quickMenu).toBeVisible();
  });
});

test.describe('feature flags', () => {
  const flag = (page: Page, name: string) => page.locator(`[data-flag="${name}"]`);

  test('stored flags apply; unknown values fall back to the first variation', async ({ page }) => {
    await page.addInitScript(() =>
      window.localStorage.setItem(
        '__@feature_flags',
        JSON.stringify({ theme: 'theme3', menu: 'menu9', nonsense: 1 }),
      ),
    );
    await page.goto('/internal/flags/');
    await expect(flag(page, 'theme')).toHaveText('theme3');
    await expect(flag(page, 'menu')).toHaveText('menu1');
    await expect(flag(page, 'registration_form')).toHaveText('regily');
  });

  test('corrupt JSON: every first variation, a console warning, the page intact', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.addInitScript(() => window.localStorage.setItem('__@feature_flags', '{"theme":'));
    await page.goto('/internal/flags/');
    await expect(flag(page, 'theme')).toHaveText('theme1');
    await expect(flag(page, 'sga')).toHaveText('disabled');
    expect(warnings.some((text) => text.includes('__@feature_flags'))).toBe(true);
  });

  test('in development a query parameter overrides a flag', async ({ page }) => {
    await page.goto('/internal/flags/?ff_landing_registration=iframe&ff_theme=nope');
    await expect(flag(page, 'landing_registration')).toHaveText('iframe');
    await expect(flag(page, 'theme')).toHaveText('theme1');
  });
});
