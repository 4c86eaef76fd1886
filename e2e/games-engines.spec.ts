import { expect, test, type Page } from '@playwright/test';
import { EST } from './support/players.ts';

// Issue #18: every slot model, the scratch card and the roulette variants open their own game
// from the lobby's game page (dispatch by games.engine), speak the lobby's locale, fit the frame
// with no scrolling and keep the bet and spin controls visible at 390×600 and 1280×720, and play
// a FUN round. Screenshots land in .tmp/shots/ for a person to look at.
const GAMES: { engine: string; slug: string; locale: string; spin: string }[] = [
  { engine: 'slot-video', slug: 'coral-kraken', locale: 'fi-FI', spin: 'Pyöräytä' },
  { engine: 'slot-megaways', slug: 'misty-moon-megaways', locale: 'de-DE', spin: 'Drehen' },
  { engine: 'slot-volatile', slug: 'ticking-crowns-jackpot', locale: 'en', spin: 'Spin' },
  { engine: 'slot-classic', slug: 'retro-sevens', locale: 'de-DE', spin: 'Drehen' },
  { engine: 'scratch', slug: 'flip-the-gems', locale: 'fi-FI', spin: 'Osta arpa' },
  { engine: 'roulette-american', slug: 'american-roulette', locale: 'en', spin: 'Spin' },
  { engine: 'roulette-french', slug: 'french-roulette', locale: 'de-DE', spin: 'Drehen' },
  { engine: 'roulette-european', slug: 'harbour-roulette', locale: 'fi-FI', spin: 'Pyöräytä' },
];

/** A FUN session's game address, as the lobby's game page gets it (startGameSession). */
async function gameUrl(page: Page, slug: string): Promise<string> {
  if (!page.url().startsWith(EST)) await page.goto(`${EST}/healthz`);
  return page.evaluate(async (game) => {
    const response = await fetch('/lobby-graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation ($slug: String!) { startGameSession(slug: $slug, mode: FUN) { url } }`,
        variables: { slug: game },
      }),
    });
    const body = (await response.json()) as { data: { startGameSession: { url: string } } };
    return body.data.startGameSession.url;
  }, slug);
}

for (const game of GAMES) {
  test(`${game.engine}: fits 390×600 and 1280×720 and plays a FUN round in ${game.locale}`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    for (const [width, height] of [
      [390, 600],
      [1280, 720],
    ] as const) {
      const context = await browser.newContext({ viewport: { width, height } });
      const view = await context.newPage();
      // Each viewport its own FUN session, in the lobby's locale.
      const url = new URL(await gameUrl(page, game.slug), EST);
      url.searchParams.set('locale', game.locale);
      await view.goto(url.toString());
      const spin = view.locator('#spin');
      await expect(spin).toHaveText(game.spin);
      await expect(spin).toBeInViewport({ ratio: 1 });
      await expect(view.locator('#stake, .chip-choice').first()).toBeInViewport({ ratio: 1 });
      const overflow = await view.evaluate(() => ({
        scroll: document.scrollingElement!.scrollHeight - window.innerHeight,
        wide: document.scrollingElement!.scrollWidth - window.innerWidth,
      }));
      expect(overflow.scroll).toBeLessThanOrEqual(0);
      expect(overflow.wide).toBeLessThanOrEqual(0);
      const before = await view.getByTestId('game-balance').textContent();
      if (game.engine.startsWith('roulette')) {
        await view.locator('.spot[data-type="red"]').click();
        if (game.engine === 'roulette-american') {
          await view.locator('.spot[data-value="37"]').click();
        }
        await spin.click();
        await expect(view.getByTestId('winning-number')).not.toHaveText('–', { timeout: 15_000 });
      } else if (game.engine === 'scratch') {
        await spin.click();
        await view.locator('#reveal').click();
        await expect(view.locator('.field.open')).toHaveCount(9);
      } else {
        await spin.click();
        await expect(spin).toBeEnabled({ timeout: 30_000 });
      }
      await expect(view.getByTestId('game-balance'))
        .not.toHaveText(before!, { timeout: 20_000 })
        .catch(
          // A round may return exactly its stake; the balance then reads the same.
          () => undefined,
        );
      await view.screenshot({ path: `.tmp/shots/${game.engine}-${width}x${height}.png` });
      if (width === 1280) {
        await view.locator('#open-rules').click();
        await expect(view.locator('#rules')).toBeVisible();
        await view.screenshot({ path: `.tmp/shots/${game.engine}-rules.png` });
      }
      await context.close();
    }
  });
}
