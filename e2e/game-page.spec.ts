import { mkdir } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { balance } from './support/cashier.ts';
import { expect, test } from './support/test.ts';
import { settled } from './support/settle.ts';
import { origin } from './support/origins.ts';
import { AURORA, EST } from './support/players.ts';
import { startedGame } from './support/game-frame.ts';

// Games end to end: the game page fits the viewport on a desktop and a phone (no scroll to
// reach the game, no scroll inside it), full screen, rules, RTP (aurora shows it), related games,
// responsible-gaming tools, the lobby's locale in the game URL; HTTP 404 / 500 for unknown
// addresses and the error page; list and category pages titled with their names.

const SCREENS = '.tmp/screens';

interface Candidate {
  slug: string;
  name: string;
  relatedGames: { slug: string; name: string }[];
}

/** A slot of the aurora brand with at least two related games, from the lobby API. */
async function gameWithRelatives(page: Page): Promise<Candidate> {
  const response = await page.request.post(`${AURORA}/lobby-graphql`, {
    headers: { 'content-type': 'application/json', brand: 'aurora' },
    data: {
      query: `{ listOfGames(slug: "slots") { games(first: 10) { edges { node {
        slug name relatedGames(first: 8) { slug name } } } } } }`,
    },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    data: { listOfGames: { games: { edges: { node: Candidate }[] } } };
  };
  const found = body.data.listOfGames.games.edges
    .map((edge) => edge.node)
    .find((node) => node.relatedGames.length >= 2);
  expect(found, 'a slot with related games').toBeDefined();
  return found!;
}

/** What fits: the stage's box in the page scrolled to the top, and the game's own scroll. */
async function fit(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const stage = await page.getByTestId('game-stage').boundingBox();
  const viewport = page.viewportSize()!;
  const frame = page.frame({ url: /\/demo-games\// });
  const inner = frame
    ? await frame.evaluate(() => ({
        scrollHeight: document.documentElement.scrollHeight,
        height: window.innerHeight,
        scrollWidth: document.documentElement.scrollWidth,
        width: window.innerWidth,
      }))
    : null;
  return { stage: stage!, viewport, inner };
}

/** The cookie banner overlays the page's bottom until answered (its size is not this page's). */
async function answerCookies(page: Page) {
  await page
    .getByRole('region', { name: 'Cookies on this site' })
    .getByRole('button', { name: 'Necessary only' })
    .click();
}

async function expectFits(page: Page, label: string) {
  const game = page.locator('iframe[data-game-frame]');
  await expect(game).toHaveAttribute('src', /[?&]locale=en-GB(&|$)/);
  // Wait for the measured height, then for the game to lay out.
  await expect
    .poll(async () => (await page.getByTestId('game-stage').getAttribute('style')) ?? '')
    .toMatch(/height: \d+px/);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('iframe')].some((frame) => frame.src.includes('/demo-games/')),
  );
  // The game's document loaded and laid out, and the page rendered since.
  await expect.poll(() => page.frame({ url: /\/demo-games\// }) !== null).toBe(true);
  await page.frame({ url: /\/demo-games\// })!.waitForLoadState('load');
  await settled(page);
  const { stage, viewport, inner } = await fit(page);
  test.info().annotations.push({
    type: 'fit',
    description: `${label}: viewport ${viewport.width}×${viewport.height}, stage top ${Math.round(stage.y)} height ${Math.round(stage.height)} bottom ${Math.round(stage.y + stage.height)}; game document ${inner ? `${inner.scrollWidth}×${inner.scrollHeight} in ${inner.width}×${inner.height}` : 'not reachable'}`,
  });
  // The whole game is on the first screen, and big enough to play.
  expect(stage.y + stage.height).toBeLessThanOrEqual(viewport.height);
  expect(stage.height).toBeGreaterThanOrEqual(320);
  expect(stage.width).toBeGreaterThan(viewport.width * 0.85);
  // Whether the game itself scrolls inside its frame is the engines' part of the contract (they
  // lay out in 100vw×100vh, the games brief): reported above, asserted by the engines' specs.
  return inner;
}

test.describe('game page', () => {
  test('desktop 1280×720: fits, RTP, rules, full screen, related games, responsible gaming', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 720 });
    const game = await gameWithRelatives(page);
    await page.goto(`${AURORA}/en/games/${game.slug}/`);
    await answerCookies(page);
    await expect(page.getByRole('heading', { level: 1, name: game.name })).toBeVisible();
    await expect(page.getByTestId('game-rtp')).toHaveText(/^RTP \d+\.\d{2}%$/);
    await expectFits(page, 'desktop');
    await mkdir(SCREENS, { recursive: true });
    await page.screenshot({ path: `${SCREENS}/game-page-1280x720.png` });

    // Rules: a dialog with the catalogue's facts (and the engine's page when it serves one).
    // Test ids for the controls whose labels are new strings (extracted by the lead).
    await page.getByTestId('rules-button').click();
    const rules = page.getByTestId('game-rules');
    await expect(rules).toBeVisible();
    await expect(rules.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(rules.getByTestId('rules-rtp')).toHaveText(/%$/);
    await expect(rules.locator('iframe[data-rules-frame], p').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(rules).toHaveCount(0);

    // Full screen on the stage (the API in Chromium), and back.
    await page.getByTestId('fullscreen').click();
    await expect(page.locator('article[data-fullscreen]')).toHaveAttribute(
      'data-fullscreen',
      /native|fallback/,
    );
    const stageBox = await page.getByTestId('game-stage').boundingBox();
    expect(stageBox!.height).toBeGreaterThanOrEqual(700);
    await page.getByTestId('exit-fullscreen').click();
    await expect(page.locator('article[data-fullscreen]')).toHaveAttribute(
      'data-fullscreen',
      'off',
    );
    expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();

    // Responsible gaming under the game: the mga tools.
    const tools = page.getByTestId('game-responsible-gaming');
    await expect(tools.getByRole('link', { name: 'Deposit limits' })).toHaveAttribute(
      'href',
      '/en/profile/limits/',
    );
    await expect(tools.getByRole('link', { name: 'Reality check' })).toBeVisible();

    // Related games: same studio and category; one click opens the next game.
    const related = page.getByTestId('related-games');
    await expect(related.getByRole('link')).toHaveCount(game.relatedGames.length);
    const next = game.relatedGames[0]!;
    await related.locator(`a[data-game="${next.slug}"]`).click();
    await expect(page).toHaveURL(`${AURORA}/en/games/${next.slug}/`);
    await expect(page.getByRole('heading', { level: 1, name: next.name })).toBeVisible();
    await expect(page.locator('iframe[data-game-frame]')).toHaveAttribute(
      'src',
      new RegExp(`/demo-games/${next.slug}/`),
    );
  });

  test('before the cookie banner is answered, the game fits above it: its controls are not under it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    const game = await gameWithRelatives(page);
    await page.goto(`${AURORA}/en/games/${game.slug}/`);
    const banner = page.getByRole('region', { name: 'Cookies on this site' });
    await expect(banner).toBeVisible();
    const stage = page.getByTestId('game-stage');
    const bannerTop = async () => (await banner.boundingBox())!.y;
    const stageBottom = async () => {
      const box = (await stage.boundingBox())!;
      return box.y + box.height;
    };
    await expect.poll(async () => (await stageBottom()) <= (await bannerTop())).toBe(true);
    expect((await stage.boundingBox())!.height).toBeGreaterThanOrEqual(320);
    // Answered, the banner goes and the game takes the room back.
    const before = (await stage.boundingBox())!.height;
    await answerCookies(page);
    await expect.poll(async () => (await stage.boundingBox())!.height).toBeGreaterThan(before);
  });

  test.describe('phone 390×844', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('fits with its controls on the first screen', async ({ page }) => {
      test.setTimeout(90_000);
      const game = await gameWithRelatives(page);
      await page.goto(`${AURORA}/en/games/${game.slug}/`);
      await answerCookies(page);
      await expect(page.getByRole('heading', { level: 1, name: game.name })).toBeVisible();
      // The toolbar's buttons (icons on phones) are on screen.
      await expect(page.getByTestId('rules-button')).toBeInViewport();
      await expect(page.getByTestId('fullscreen')).toBeInViewport();
      await expectFits(page, 'phone');
      // Nothing sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await mkdir(SCREENS, { recursive: true });
      await page.screenshot({ path: `${SCREENS}/game-page-390x844.png` });
    });
  });

  test("a player sees the balance on the game's toolbar", async ({ page, signIn }) => {
    test.setTimeout(90_000);
    await signIn();
    await page.goto(`${origin('est.localhost')}/en/`);
    await expect(balance(page)).toHaveText('€0.00');
    const game = await gameWithRelatives(page);
    await page.goto(`${EST}/en/games/${game.slug}/`);
    await expect(page.getByTestId('game-balance')).toContainText('€0.00');
    await startedGame(page, 'REAL');
  });
});

test.describe('HTTP status of pages', () => {
  test('an unknown address answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/en/no-such-page-here/');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
    const unlocalised = await page.goto('/no-such-page-here/');
    expect(unlocalised?.status()).toBe(404);
  });

  test('the error page answers 500; known pages 200', async ({ page }) => {
    const error = await page.goto('/en/internal/render-error/');
    expect(error?.status()).toBe(500);
    await expect(page.getByTestId('error-page')).toBeVisible();
    expect((await page.goto('/en/games/'))?.status()).toBe(200);
    expect((await page.goto('/'))?.status()).toBe(200);
  });
});

test.describe('catalogue page titles', () => {
  test('category and list pages are titled with their names', async ({ page }) => {
    const response = await page.request.post(`${AURORA}/lobby-graphql`, {
      headers: { 'content-type': 'application/json', brand: 'aurora' },
      data: { query: '{ gameCategories { slug name } listsOfGames { slug name } }' },
    });
    const { data } = (await response.json()) as {
      data: {
        gameCategories: { slug: string; name: string }[];
        listsOfGames: { slug: string; name: string }[];
      };
    };
    const category = data.gameCategories[0]!;
    await page.goto(`/en/game-category/${category.slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
    await expect(page).toHaveTitle(new RegExp(`^${category.name} \\|`));
    const list = data.listsOfGames.find((entry) => entry.slug === 'weekend-picks')!;
    await page.goto(`/en/game-list/${list.slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(list.name);
    await expect(page).toHaveTitle(new RegExp(`^${list.name} \\|`));
  });
});
