import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { origin } from './support/origins.ts';

// Brands differ in theme and in licence-gated entries (platform-core §6, programmes §3). Each
// demo brand's own primary colour: e2e/shell.spec.ts, with its licence and lobby layout.

const gated = async (page: Page) =>
  page
    .getByTestId('responsible-gaming')
    .locator('[data-gated]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('data-gated')));

test('mga and est brands differ in theme and in licence-gated entries', async ({ page }) => {
  await page.goto(`${origin('mga.localhost')}/en/`);
  await expect(page.getByTestId('responsible-gaming')).toBeVisible();
  const mgaPrimary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-primary'),
  );
  expect(await gated(page)).toEqual([
    'depositLimits',
    'sessionLimits',
    'realityCheck',
    'selfExclusion',
  ]);
  await expect(page.getByTestId('session-clock')).toHaveCount(0);

  await page.goto(`${origin('est.localhost')}/en/`);
  await expect(page.getByTestId('responsible-gaming')).toBeVisible();
  const estPrimary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-primary'),
  );
  expect(estPrimary.trim()).not.toBe(mgaPrimary.trim());
  expect(await gated(page)).toEqual(['lossLimits', 'globalLossLimits']);
  // The est licence requires a session clock.
  await expect(page.getByTestId('session-clock')).toHaveText(/Session \d\d:\d\d:\d\d/);
});

test('the signed-in header of the est brand fits a 390 px phone', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn();
  await page.goto(`${origin('est.localhost')}/en/`);
  await expect(page.getByTestId('session-clock')).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText(/\d/);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
});
