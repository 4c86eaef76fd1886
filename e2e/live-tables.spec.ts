import type { Page } from '@playwright/test';
import { balance, euro } from './support/cashier.ts';
import { closedAfterEachTest } from './support/contexts.ts';
import { startedGame } from './support/game-frame.ts';
import { serverWallet } from './support/games.ts';
import { EST } from './support/players.ts';
import { expect, test } from './support/test.ts';

const newContext = closedAfterEachTest();

// Live tables (decision 0049), the live client family: a player betting real money and a visitor
// on a phone at one table see the same round, the same countdown and the same outcome, driven by
// the server over the table's socket; the player's wallet moves by exactly the round; the table
// fits a desktop frame and a phone without scrolling. The rules of each live engine and its
// settlement are proven at service level (tests/server/live-tables, game-concurrency). The
// betting window runs on the server's own schedule: this test's subject is that shared time.
const WHEEL = 'wheel-of-wonders';
const START = 2000;

async function openTable(page: Page, slug: string, mode: 'REAL' | 'FUN') {
  await page.goto(`${EST}/en/games/${slug}/`);
  return startedGame(page, mode);
}

test.describe('live tables', () => {
  test('a player and a visitor on a phone at one live table see the same round and outcome; the wallet moves by exactly the round', async ({
    page,
    browser,
    signIn,
  }) => {
    await signIn({ deposit: START });
    const first = page;
    const second = await (
      await newContext(browser, { viewport: { width: 390, height: 844 } })
    ).newPage();
    const a = await openTable(first, WHEEL, 'REAL');
    const b = await openTable(second, WHEEL, 'FUN');
    await expect(a.getByTestId('game-balance')).toHaveText(euro(START));
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
    const expected = START + Math.round((won ? stake : -stake) * 100);
    await expect(a.getByTestId('game-balance')).toHaveText(euro(expected));
    await expect(balance(first)).toHaveText(euro(expected));
    expect(await serverWallet(first)).toBe(expected);
    await expect(b.getByTestId('game-balance')).toHaveText('€1,000.00');
    await expect(a.getByTestId('live-history').locator('li').first()).toHaveText(outcome!);

    // The table fits its frame, on the desktop and on the phone: nothing scrolls inside it.
    for (const view of [first, second]) {
      const frame = view.frames().find((f) => f.url().includes(`/demo-games/${WHEEL}/`))!;
      const overflow = await frame.evaluate(
        () => document.documentElement.scrollHeight - window.innerHeight,
      );
      expect(overflow).toBeLessThanOrEqual(1);
    }
  });
});
