import { expect, test, type Page } from '@playwright/test';
import { EST } from './support/players.ts';
import { startedGame } from './support/game-frame.ts';
import { closedAfterEachTest } from './support/contexts.ts';

const newContext = closedAfterEachTest();

// Live tables (issue #18, decision 0049): two browsers at one table see the same round, the
// same countdown and the same outcome, driven by the server over the table's socket; the table
// page fits its frame without scrolling.
const WHEEL = 'wheel-of-wonders';

async function openTable(page: Page, slug: string) {
  await page.goto(`${EST}/en/games/${slug}/`);
  return startedGame(page, 'FUN');
}

test.describe('live tables', () => {
  test('two browsers at one live table see the same round and outcome @phone', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    // Contexts of the project's device (desktop, or the phone for @phone).
    const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = test.info().project.use;
    const device = { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch };
    const first = await (await newContext(browser, device)).newPage();
    const second = await (await newContext(browser, device)).newPage();
    const a = await openTable(first, WHEEL);
    const b = await openTable(second, WHEEL);
    // Both are seated at the same betting round, with time left for a bet to reach the server
    // before bets close (a bet placed in the last second may be refused with BetsClosed).
    const secondsLeft = async () =>
      Number(
        /^Bets close in (\d+) s$/.exec(
          (await a.getByTestId('live-countdown').textContent()) ?? '',
        )?.[1],
      );
    await expect.poll(secondsLeft, { timeout: 45_000, intervals: [250] }).toBeGreaterThanOrEqual(8);
    await expect(b.getByTestId('live-countdown')).toHaveText(/^Bets close in \d+ s$/);
    const round = await a.getByTestId('live-round').textContent();
    await expect(b.getByTestId('live-round')).toHaveText(round!);

    await a.getByRole('button', { name: 'Bet on 1', exact: true }).click();
    await expect(a.getByTestId('game-total-bet')).not.toHaveText('€0.00');
    const euros = (text: string | null) => Number(text!.replace(/[€,]/g, ''));
    const stake = euros(await a.getByTestId('game-total-bet').textContent());
    await expect(a.getByTestId('live-message')).toHaveText('Place your bets');

    // The outcome arrives in both, the same.
    await expect(a.getByTestId('live-outcome')).toHaveText(/^\d+$/, { timeout: 40_000 });
    await expect(b.getByTestId('live-outcome')).toHaveText(/^\d+$/, { timeout: 10_000 });
    const outcome = await a.getByTestId('live-outcome').textContent();
    await expect(b.getByTestId('live-outcome')).toHaveText(outcome!);
    await expect(b.getByTestId('live-round')).toHaveText(round!);
    // The first player's bet was settled with the table's payout (1 pays 1 to 1).
    const won = outcome === '1';
    await expect(a.getByTestId('live-message')).toHaveText(won ? /^You won / : 'No win this round');
    const after = (1000 + (won ? stake : -stake)).toLocaleString('en-GB', {
      minimumFractionDigits: 2,
    });
    await expect(a.getByTestId('game-balance')).toHaveText(`€${after}`);
    await expect(b.getByTestId('game-balance')).toHaveText('€1,000.00');
    await expect(a.getByTestId('live-history').locator('li').first()).toHaveText(outcome!);

    // The table fits its frame: nothing scrolls inside it.
    const frame = first.frames().find((f) => f.url().includes(`/demo-games/${WHEEL}/`))!;
    const overflow = await frame.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight,
    );
    expect(overflow).toBeLessThanOrEqual(1);
  });
});
