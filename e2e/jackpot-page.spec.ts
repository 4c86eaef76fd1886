import { origin } from './support/origins.ts';
import { expect, test } from './support/test.ts';
import { AURORA, EST } from './support/players.ts';

// Jackpot end to end: /jackpot/ on the real jackpot service — a visitor sees the page with
// the pots and a sign-in prompt; a signed-in player opts in through the jackpot socket and the
// service keeps the choice; a brand with the jackpot off shows nothing; the nav offers it.
test('a visitor sees the jackpot page with live pots and a sign-in prompt', async ({ page }) => {
  await page.goto(`${AURORA}/en/jackpot/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ThrillPots');
  await expect(page.getByText('Four pots, one spin away')).toBeVisible();
  const pots = page.getByRole('region', { name: 'Live pots' });
  await expect(pots.locator('[data-pot="mega"] strong')).toHaveText(/€1\d\d,\d{3}\.\d\d/);
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Top 50 contributors' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jackpot' }),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/jackpot-page-visitor.png', fullPage: true });
});

test('a player opts in through the socket and the service keeps the choice', async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.goto(`${EST}/en/jackpot/`);
  const toggle = page.getByRole('switch', { name: 'Take part in the jackpot' });
  await expect(toggle).not.toBeChecked();
  await expect(page.getByRole('radio', { name: '€0.20' })).toBeChecked();
  await page.getByRole('radio', { name: '€0.50' }).check();
  await toggle.check();
  await expect(page.getByRole('switch', { name: 'You take part in the jackpot' })).toBeChecked();
  await page.screenshot({ path: 'test-results/jackpot-page-player.png', fullPage: true });

  await page.reload();
  await expect(page.getByRole('switch', { name: 'You take part in the jackpot' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '€0.50' })).toBeChecked();
});

test('a brand with the jackpot switched off shows nothing on /jackpot/', async ({ page }) => {
  await page.goto(`${origin('coralreef.localhost')}/en/jackpot/`);
  await expect(page.locator('main')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Live pots' })).toHaveCount(0);
  // Nor does its lobby offer a JACKPOT block (the server has no pots for it).
  await page.goto(`${origin('coralreef.localhost')}/en/`);
  await expect(page.locator('[data-block="PROMOTION"]').first()).toBeVisible();
  await expect(page.locator('[data-block="JACKPOT"]')).toHaveCount(0);
});
