import { AxeBuilder } from '@axe-core/playwright';
import { settled } from './support/settle.ts';
import { serverSubscription } from './support/sockets.ts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { origin } from './support/origins.ts';

// The catalogue served from the database, browsed in Chromium.

const rows = (page: Page) => page.locator('main section[aria-labelledby^="row-"]');
const tilesOf = (scope: ReturnType<Page['locator']>) => scope.locator('a[data-game]');

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

test.describe('lobby', () => {
  test('shows content blocks and game-list rows from the server, no bonus list for a visitor, and no serious accessibility violations', async ({
    page,
  }) => {
    await page.goto('/en/');
    await expect(rows(page).first()).toBeVisible();
    // Rows below the first screen mount a frame apart (decision 0047).
    await expect.poll(() => rows(page).count()).toBeGreaterThanOrEqual(3);
    // Every row starts with its first slice of 10 games (or fewer when the list is short).
    const firstRowTiles = await tilesOf(rows(page).first()).count();
    expect(firstRowTiles).toBeGreaterThan(0);
    expect(firstRowTiles).toBeLessThanOrEqual(10);
    await expect(
      page.locator('[data-block="PROMOTION"], [data-block="PROMOTION_V2"]').first(),
    ).toBeVisible();
    await expect(page.locator('[data-block="JACKPOT"]').first()).toBeVisible();
    await expect(page.locator('[data-block^="BANNER_"]').first()).toBeVisible();
    // A visitor has no bonus money: no bonus list.
    await expect(page.locator('main a[href="/en/game-list/bonus/"]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('row title links to the list page', async ({ page }) => {
    await page.goto('/en/');
    const title = rows(page).first().getByRole('heading', { level: 2 }).getByRole('link');
    const href = await title.getAttribute('href');
    expect(href).toMatch(/^\/en\/game-list\/[a-z0-9-]+\/$/);
    await title.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(tilesOf(page.locator('main')).first()).toBeVisible();
  });

  test('paddles hide at the ends and scroll by 1.5× the visible width', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en/');
    const row = rows(page)
      .filter({ has: page.locator('li:nth-child(10)') })
      .first();
    const track = row.locator('ul');
    const back = row.getByRole('button', { name: /back$/ });
    const forward = row.getByRole('button', { name: /forward$/ });
    await expect(forward).toBeVisible();
    await expect(back).toHaveCount(0);
    // Load the second slice so the row is long enough for a full paddle step, then go back.
    await track.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(() => tilesOf(row).count()).toBeGreaterThan(10);
    await track.evaluate((el) => el.scrollTo({ left: 0 }));
    await expect(back).toHaveCount(0);
    const step = await track.evaluate((el) => ({
      width: el.clientWidth,
      room: el.scrollWidth - el.clientWidth,
    }));
    expect(step.room).toBeGreaterThan(step.width * 1.5);
    await forward.click();
    await expect
      .poll(() => track.evaluate((el) => Math.round(el.scrollLeft)))
      .toBe(Math.round(step.width * 1.5));
    await expect(back).toBeVisible();
    await track.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(forward).toHaveCount(0);
  });

  test('a row loads its second slice near the end, then offers "Show more games"', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en/');
    // The first row whose list is longer than one slice.
    const row = rows(page)
      .filter({ has: page.locator('li:nth-child(10)') })
      .first();
    await expect(tilesOf(row)).toHaveCount(10);
    const track = row.locator('ul');
    await track.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(() => tilesOf(row).count()).toBeGreaterThan(10);
    const afterSecond = await tilesOf(row).count();
    expect(afterSecond).toBeLessThanOrEqual(20);
    await track.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    if (afterSecond === 20) {
      // Never a third slice by scrolling: a link to the list page instead.
      await expect(row.getByRole('link', { name: 'Show more games' })).toBeVisible();
      await settled(page);
      await expect(tilesOf(row)).toHaveCount(20);
    }
  });

  test('no paddles on a phone @phone', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone project only');
    await page.goto('/en/');
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /forward$/ })).toHaveCount(0);
    // Artwork for a ~171 px tile at a pixel ratio capped at 2.
    const src = await tilesOf(rows(page).first()).first().locator('img').getAttribute('src');
    expect(src).toMatch(/480/);
  });

  test('no lobby is wider than a phone screen @phone', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone project only');
    for (const host of ['mga', 'est', 'anj', 'cos', 'crc']) {
      await page.goto(`${origin(`${host}.localhost`)}/en/`);
      await expect(tilesOf(rows(page).first()).first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${host} lobby overflows by ${overflow}px`).toBeLessThanOrEqual(0);
    }
  });

  test('the three layout variants render rows', async ({ page }) => {
    for (const [host, layout] of [
      ['mga', 'default'],
      ['est', 'layout1'],
      ['anj', 'layout2'],
    ] as const) {
      await page.goto(`${origin(`${host}.localhost`)}/en/`);
      await expect(page.locator('body')).toHaveAttribute('data-lobby-layout', layout);
      await expect(tilesOf(rows(page).first()).first()).toBeVisible();
    }
  });

  test('keyboard: tiles are reachable with Tab and scrolled into view', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en/');
    const row = rows(page).first();
    const tiles = tilesOf(row);
    await tiles.first().focus();
    for (let i = 0; i < 7; i++) await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveAttribute('data-game', /.+/);
    await expect(focused).toBeInViewport();
  });
});

test.describe('list, category, studio and search pages', () => {
  test('a list page loads slices of 10 by scrolling, then a "Show more games" button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/en/slots/');
    const grid = page.locator('main ul[aria-labelledby="list-title"]');
    // The first slice holds 10; the second loads as soon as the end is within 200 px, which
    // on a tall screen is at once.
    await expect(tilesOf(grid).first()).toBeVisible();
    await page.mouse.wheel(0, 10_000);
    await expect(tilesOf(grid)).toHaveCount(20);
    await page.mouse.wheel(0, 10_000);
    const more = page.getByRole('button', { name: 'Show more games' });
    await expect(more).toBeVisible();
    // Never a third slice by scrolling.
    await settled(page);
    await expect(tilesOf(grid)).toHaveCount(20);
    await more.click();
    await expect.poll(() => tilesOf(grid).count()).toBe(30);
    await expectNoSeriousA11yViolations(page);
  });

  test('a short screen shows the first slice of 10 until the player scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 500 });
    await page.goto('/en/slots/');
    const grid = page.locator('main ul[aria-labelledby="list-title"]');
    await expect(tilesOf(grid)).toHaveCount(10);
    // One jump to the footer: the end of the grid is passed without ever being on screen.
    await page.mouse.wheel(0, 10_000);
    await expect(tilesOf(grid)).toHaveCount(20);
  });

  test('the studio page loads 30 more games at a time', async ({ page }) => {
    await page.goto('/en/game-studio/');
    const cards = page.locator('main ul li a');
    await expect(cards.first()).toBeVisible();
    // The studio with the most games.
    const counts = await cards.evaluateAll((links) =>
      links.map((link) => ({
        href: link.getAttribute('href') ?? '',
        count: Number(/(\d+)/.exec(link.textContent ?? '')?.[1]),
      })),
    );
    const biggest = counts.sort((a, b) => b.count - a.count)[0]!;
    await page.goto(biggest.href);
    const grid = page.locator('main ul[aria-labelledby="studio-title"]');
    await expect(tilesOf(grid)).toHaveCount(Math.min(30, biggest.count));
    if (biggest.count > 30) {
      await page.getByRole('button', { name: 'Show more games' }).click();
      await expect(tilesOf(grid)).toHaveCount(Math.min(60, biggest.count));
    }
    await expect(
      page.getByText(
        `Showing ${Math.min(biggest.count > 30 ? 60 : 30, biggest.count)} of ${biggest.count} games`,
      ),
    ).toBeVisible();
  });

  test('search narrows the games and says when nothing matches', async ({ page }) => {
    await page.goto('/en/games/');
    const grid = page.locator('main ul[aria-labelledby="games-title"]');
    await expect(tilesOf(grid).first()).toBeVisible();
    const firstName = (await tilesOf(grid).first().locator('span').nth(1).textContent()) ?? '';
    await page.getByLabel('Search games').fill(firstName);
    await expect(page).toHaveURL(/\?q=/);
    await expect(tilesOf(grid).first()).toContainText(firstName);
    await page.getByLabel('Search games').fill('zzzz-no-such-game');
    await expect(page.getByText('No games match “zzzz-no-such-game”.')).toBeVisible();
  });

  test('categories and lists index pages link to their pages', async ({ page }) => {
    await page.goto('/en/game-category/');
    await page.locator('main ul li a').first().click();
    await expect(page).toHaveURL(/\/en\/game-category\/[a-z0-9-]+\/$/);
    await expect(tilesOf(page.locator('main')).first()).toBeVisible();
    await page.goto('/en/game-list/');
    await expect(page.locator('main ul li a').first()).toBeVisible();
  });

  test('unknown list and studio slugs show the not-found page', async ({ page }) => {
    await page.goto('/en/game-list/no-such-list/');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await page.goto('/en/game-studio/no-such-studio/');
    await expect(page.getByTestId('not-found')).toBeVisible();
  });
});

test.describe('live catalogue changes', () => {
  const publish = (request: APIRequestContext, body: object) =>
    request.post('/internal-api/catalogue/changes', {
      headers: { 'x-operator-key': 'dev-operator-key' },
      data: body,
    });

  test('a list reloads when an operator changes it, and not for unrelated changes', async ({
    page,
    request,
  }) => {
    const subscribed = await serverSubscription(page, 'catalogueChanged');
    await page.goto('/en/game-list/weekend-picks/');
    await expect(tilesOf(page.locator('main')).first()).toBeVisible();
    await subscribed();
    const reloads: string[] = [];
    page.on('request', (req) => {
      // A reload starts again from the first slice; the grid's own scroll-loading asks with a cursor.
      const body = req.postData() ?? '';
      const firstSlice = body.includes('ListOfGamesSlice') && body.includes('"after":null');
      if (req.url().endsWith('/lobby-graphql') && firstSlice) reloads.push(req.url());
    });
    // An unrelated change, then this list's: the socket delivers them in order, so exactly one
    // reload means the first was ignored.
    expect(
      (await publish(request, { gameSlugs: ['no-such-game'], listSlugs: ['roulette'] })).status(),
    ).toBe(202);
    expect((await publish(request, { gameSlugs: [], listSlugs: ['weekend-picks'] })).status()).toBe(
      202,
    );
    await expect.poll(() => reloads.length).toBeGreaterThan(0);
    await expect(tilesOf(page.locator('main')).first()).toBeVisible();
    await settled(page);
    expect(reloads).toHaveLength(1);
  });
});

test.describe('country context', () => {
  test("the internal country tool shows what the server assumes for the brand's visitors", async ({
    page,
  }) => {
    await page.goto('/en/internal/country/');
    await expect(page.getByTestId('country-code')).toHaveText('MT');
    await expect(page.getByTestId('country-currency')).toHaveText('EUR');
    await page.goto(`${origin('cos.localhost')}/en/internal/country/`);
    await expect(page.getByTestId('country-code')).toHaveText('CA');
  });
});
