import { expect, test, type Page } from '@playwright/test';

// platform-core §4 "Feedback notification" and §9 timing: open → closing after 5000 ms,
// paused while hovered, removed 300 ms after closing starts. The page clock is simulated.
const GALLERY = '/internal/toasts/';

const START = new Date('2026-11-21T12:00:00Z');

async function openGallery(page: Page) {
  await page.clock.install({ time: START });
  await page.goto(GALLERY);
  await expect(page.getByRole('button', { name: 'success', exact: true })).toBeVisible();
  // The toast host comes with the platform layer, loaded after the page: wait for it before
  // the clock stops, or a loaded machine's timers could wait on the stopped clock (seen in CI).
  await expect(page.getByRole('region', { name: 'Notifications' })).toBeAttached();
  // Installed clocks keep running; stop this one so only runFor() moves time (a slow machine
  // must not let a toast expire between two steps).
  await page.clock.pauseAt(new Date(START.getTime() + 60_000));
}
const toast = (page: Page) =>
  page.getByRole('region', { name: 'Notifications' }).locator('[data-toast-id]');

test.describe('toasts', () => {
  // One gallery page a test: each step ends with no toast left, so the next starts clean.
  test('a toast auto-closes after 5000 ms and is removed 300 ms later; hovering pauses it, leaving starts a fresh 5000 ms', async ({
    page,
  }) => {
    await openGallery(page);
    await page.getByRole('button', { name: 'success', exact: true }).click();
    await expect(toast(page)).toContainText('Deposit of €50.00 received.');
    await expect(toast(page)).toHaveAttribute('role', 'status');
    await page.clock.runFor(4_900);
    await expect(toast(page)).toHaveAttribute('data-phase', 'open');
    await page.clock.runFor(150);
    await expect(toast(page)).toHaveAttribute('data-phase', 'closing');
    await page.clock.runFor(300);
    await expect(toast(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'warning', exact: true }).click();
    await expect(toast(page)).toContainText('You are running out of funds.');
    await page.clock.runFor(3_000);
    await toast(page).hover();
    await page.clock.runFor(20_000);
    await expect(toast(page)).toHaveAttribute('data-phase', 'open');
    await page.mouse.move(5, 5);
    await page.clock.runFor(4_900);
    await expect(toast(page)).toHaveAttribute('data-phase', 'open');
    await page.clock.runFor(500);
    await expect(toast(page)).toHaveCount(0);
  });

  test('an error toast is an alert and can be dismissed; toasts of each kind stack; a loading button is disabled and shows a spinner', async ({
    page,
  }) => {
    await openGallery(page);
    await page.getByRole('button', { name: 'error', exact: true }).click();
    await expect(toast(page)).toHaveAttribute('role', 'alert');
    await expect(toast(page)).toContainText(/Something went wrong\./);
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    await page.clock.runFor(300);
    await expect(toast(page)).toHaveCount(0);

    for (const kind of ['success', 'info', 'warning', 'error'])
      await page.getByRole('button', { name: kind, exact: true }).click();
    await expect(toast(page)).toHaveCount(4);
    await expect(toast(page).nth(1)).toHaveAttribute('data-kind', 'info');

    const save = page.getByRole('button', { name: 'Save' });
    await save.click();
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await page.clock.runFor(1_500);
    await expect(save).toBeEnabled();
    await expect(save).not.toHaveAttribute('aria-busy');
  });
});
