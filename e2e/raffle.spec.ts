import type { BrowserContext, Page } from '@playwright/test';
import { balance } from './support/cashier.ts';
import { startedGame } from './support/game-frame.ts';
import { closedAfterEachTest } from './support/contexts.ts';
import { origin } from './support/origins.ts';
import {
  advanceTime,
  createPlayer,
  expect,
  seedOutcomes,
  signInContext,
  test,
} from './support/test.ts';

const newContext = closedAfterEachTest();

// The raffle in Chromium, on the real server, on kingfisher (anj): a player spins the demo slot for real money in one
// tab while /raffle/ is open in another; the hourly card's tickets rise without a reload; then the
// brand's time is moved to the drop's end (the clock stand-in, and the pages' clocks with it) —
// the countdown reaches zero, the drop is drawn, the player sees the raffle-win overlay and the
// balance rises by the prize; a second browser's winners carousel shows the winner without a
// reload. The countdown's ticks and the refetch after a drop are path-tested
// (tests/machines/raffle-countdown.*); the draw's maths at service level (raffle-draws).
const SLOT = 'polished-reels-megaways';
// Node resolves only localhost: the API call goes to the default origin, the brand is in the path.
const HOURLY_URL = `${origin()}/jackpot-api/v1/thrillpots/instances/source/hourly/brand/lobby-demo:kingfisher?currency=EUR`;
// The drop is drawn by chance among its ticket holders, weighted by tickets: the test's spinner
// must be the only one. No other test plays kingfisher for real money (nordlys and aurora have
// their games, jackpots and limits), and this one moves kingfisher's time (the brand-time project).
const BRAND = 'kingfisher';
const SITE = origin('anj.localhost');
/** The raffle service draws a drop this long after its end (server/ledger/raffle/raffle-draws.ts). */
const DRAW_GRACE_MS = 5_000;

interface HourlyDrop {
  raffle: { id: string; timestamp_end: string; pots: { current_value: number }[] };
}

async function hourlyDrop(page: Page): Promise<HourlyDrop> {
  const response = await page.request.get(HOURLY_URL);
  expect(response.ok()).toBe(true);
  return (await response.json()) as HourlyDrop;
}

/** A signed-in kingfisher player with the cookie consent given, its page's clock installed. */
async function player(
  context: BrowserContext,
  deposit = 0,
): Promise<{ context: BrowserContext; page: Page }> {
  await signInContext(
    context,
    await createPlayer(context.request, { host: 'anj.localhost', deposit }),
  );
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(`${SITE}/en/`);
  await page.getByRole('button', { name: 'Accept all' }).click();
  return { context, page };
}

const cents = (text: string | null) => Math.round(Number(text!.replace(/[^\d.]/g, '')) * 100);

test('tickets rise live, the hourly drop counts down, is drawn, the winner is celebrated and paid, and a second browser sees the winner', async ({
  browser,
  request,
}) => {
  const spinner = await player(await newContext(browser), 5000);
  const watcher = await player(await newContext(browser));

  const raffle = spinner.page;
  await raffle.goto(`${SITE}/en/raffle/`);
  const hourly = raffle.locator('[data-drop="hourly"]');
  await expect(hourly.getByRole('heading', { name: 'Hourly drop' })).toBeVisible();
  await expect(hourly.locator('[data-tickets]')).toHaveAttribute('data-tickets', '0');
  const dropId = await hourly.getAttribute('data-raffle-drop');
  await expect(raffle.getByRole('heading', { name: 'How to take part?' })).toBeVisible();
  await watcher.page.goto(`${SITE}/en/raffle/`);
  await expect(watcher.page.getByRole('heading', { name: 'Recent winners' })).toBeVisible();

  // Real-money spins at €0.80 (the Megaways slot's top stake) in a second tab: five seeded
  // losses wager €4.00, 4 tickets (1 per €1.00 wagered).
  const game = await spinner.context.newPage();
  await game.goto(`${SITE}/en/games/${SLOT}/`);
  const slot = await startedGame(game, 'REAL');
  await slot.getByLabel('Bet').selectOption({ label: '€0.80' });
  await seedOutcomes(game, ['loss', 'loss', 'loss', 'loss', 'loss']);
  for (let spin = 0; spin < 5; spin += 1) {
    const answered = game.waitForResponse((r) => r.url().includes('/demo-games/api/spin'));
    await slot.getByRole('button', { name: 'Spin' }).click();
    expect(((await (await answered).json()) as { win: number }).win).toBe(0);
    await expect(slot.getByRole('button', { name: 'Spin' })).toBeEnabled();
  }
  // The raffle tab never reloads: the socket answers the ticket requests made after each bet.
  await expect
    .poll(async () => Number(await hourly.locator('[data-tickets]').getAttribute('data-tickets')))
    .toBe(4);
  expect(await hourly.getAttribute('data-raffle-drop')).toBe(dropId);
  await game.close();
  await raffle.screenshot({ path: 'test-results/raffle-tickets.png', fullPage: true });

  // The brand's time to the drop's end and past the draw's grace: the countdown reaches zero,
  // the next drop follows.
  const balanceBefore = cents(await balance(raffle).textContent());
  const clock = (await (await request.get(`${origin()}/dev/clock/${BRAND}`)).json()) as {
    now: string;
  };
  const end = Date.parse((await hourlyDrop(raffle)).raffle.timestamp_end);
  await advanceTime(request, BRAND, end - Date.parse(clock.now) + DRAW_GRACE_MS + 1_000, [
    raffle,
    watcher.page,
  ]);
  await expect(hourly).not.toHaveAttribute('data-raffle-drop', dropId!);

  // Drawn at the service's next tick: the only ticket holder wins the hourly prize.
  const win = raffle.getByRole('dialog', { name: 'You won the raffle!' });
  await expect(win).toBeVisible();
  await expect(win).toContainText('Hourly drop');
  // The count-up ends on the amount: the page's clock runs it to its end.
  const amount = win.locator('[data-win-amount]');
  await raffle.clock.fastForward(5_000);
  const prize = cents(await amount.textContent());
  expect(prize).toBeGreaterThan(0);
  await raffle.screenshot({ path: 'test-results/raffle-win.png' });
  await expect
    .poll(async () => cents(await balance(raffle).textContent()))
    .toBe(balanceBefore + prize);
  await win.getByRole('button', { name: 'Back to game' }).click();
  await expect(win).toHaveCount(0);

  // The second browser's carousel puts the new winner in front without a reload.
  const first = watcher.page.locator('[data-winner]').first();
  await expect(first).toContainText('E.F.');
  await expect(first).toContainText(
    `€${(prize / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`,
  );
  await watcher.page.screenshot({ path: 'test-results/raffle-carousel.png', fullPage: true });
});
