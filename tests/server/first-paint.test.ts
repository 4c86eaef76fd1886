// The lobby's server-rendered first screen (decision 0047): drawn from the inlined Lobby
// answer, in front of the SPA's root, on the lobby route only; text and URLs escaped.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PAINT_ELEMENT_ID } from '../../machines/first-page/first-paint.ts';
import {
  FIRST_PAGE_READS_FILE,
  type FirstPageAnswer,
} from '../../machines/first-page/first-page.ts';
import type { LobbySettings } from '../../machines/lobby-settings/settings.ts';
import { buildServer } from '../../server/app.ts';
import { renderFirstPaint, withFirstPaint } from '../../server/http/first-paint.ts';
import { FIRST_PAGE_READS } from '../../src/adapters/graphql/first-page-reads.ts';
import { openSeededStore, type TestStore } from './helpers/catalogue.ts';
import { makeTempDir, type TempDir } from './helpers/temp-dir.ts';

const HTML = { accept: 'text/html' };
const INDEX_HTML =
  '<!doctype html><html><head><title>Lobby</title></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';

const game = (slug: string, name: string) => ({
  slug,
  name,
  studio: { name: 'Studio <b>' },
  rtp: 96.25,
  thumbnail: { url: `/thumbnails/games/${slug}/240.svg?v=1`, width: 240, height: 180 },
});
const row = (name: string, slugs: string[], requiresBonus = false) => ({
  __typename: 'GameListRow',
  list: {
    name,
    slug: name.toLowerCase(),
    requiresBonus,
    games: { edges: slugs.map((slug) => ({ node: game(slug, `${slug} "game"`) })) },
  },
});
const settings = {
  siteDataName: 'Brand & Co',
  lobbyLayout: 'default',
  featureToggles: { ShowRTP: true },
  theme: {
    logo: '/brands/x/logo.svg',
    logoDesktop: 'https://evil.example/logo.svg',
    colors: {
      background: '#000',
      surface: '#111',
      text: '#fff',
      textMuted: 'red;}body{display:none',
      primary: '#f00',
      primaryContrast: '#000',
      accent: '#ff0',
    },
    fonts: { body: 'system-ui', heading: 'Georgia' },
    roundness: '8px',
  },
} as unknown as LobbySettings;
const lobby = (items: unknown[]): FirstPageAnswer[] => [
  { operationName: 'Lobby', variables: {}, data: { lobby: { items } } },
];

describe('renderFirstPaint', () => {
  it('draws the SPA first screen: the first game row, then the banner, until a card', () => {
    const paint = renderFirstPaint(
      settings,
      lobby([
        {
          __typename: 'BannerBlock',
          title: 'Spin <now>',
          text: 'A <i>text</i>',
          type: 'BANNER_GAME',
          linkLabel: 'Play now',
          game: { slug: 'a1' },
          imageUrl: '/thumbnails/banners/a.svg',
        },
        row('Bonus', ['b1'], true),
        row('First', ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9', 'a10']),
        { __typename: 'RaffleBlock', title: 'Raffle' },
        row('Second', ['c1']),
      ]),
    )!;
    expect(paint.body).toContain(`<div id="${FIRST_PAINT_ELEMENT_ID}">`);
    // The same order as the SPA (gamesFirst): the row ahead of the banner; the intro's place.
    expect(paint.body.indexOf('fp-intro')).toBeLessThan(paint.body.indexOf('/game-list/first/'));
    expect(paint.body.indexOf('/game-list/first/')).toBeLessThan(paint.body.indexOf('Spin &lt;'));
    expect(paint.body).toContain('<a href="/game-list/first/">First</a>');
    expect(paint.body).toContain('Spin &lt;now&gt;');
    expect(paint.body).toContain('<p>A &lt;i&gt;text&lt;/i&gt;</p>');
    expect(paint.body).toContain('<a class="fp-button" href="/games/a1/">Play now</a>');
    // Drawing stops at the card: its texts need the SPA's catalogs.
    expect(paint.body).not.toContain('Raffle');
    expect(paint.body).not.toContain('Second');
    expect(paint.body).not.toContain('/games/b1/');
    // Eight tiles of the first row, six of them fetched first, all with their sizes.
    expect(paint.body.match(/data-first-paint-game href="\/games\/a\d+\/"/g)).toHaveLength(8);
    expect(paint.body.match(/fetchpriority="high"/g)).toHaveLength(7); // six tiles + banner
    expect(paint.body).toContain('width="240" height="180"');
    expect(paint.body).toContain('a1 &quot;game&quot;');
    expect(paint.body).toContain('Studio &lt;b&gt; · RTP 96.3%');
    expect(paint.body).toContain('alt="Brand &amp; Co"');
    // Only same-origin images; a theme value that could end the rule is replaced.
    expect(paint.body).not.toContain('evil.example');
    expect(paint.head).not.toContain('display:none');
  });

  it('draws two game rows at most, without RTP when the brand hides it', () => {
    const paint = renderFirstPaint(
      { ...settings, featureToggles: { ShowRTP: false } } as unknown as LobbySettings,
      lobby([row('First', ['a1']), row('Second', ['c1']), row('Third', ['d1'])]),
    )!;
    expect(paint.body).toContain('Second');
    expect(paint.body).not.toContain('Third');
    expect(paint.body).not.toContain('RTP');
  });

  it('draws nothing without a Lobby answer or without game rows', () => {
    expect(renderFirstPaint(settings, [])).toBeNull();
    expect(
      renderFirstPaint(settings, lobby([{ __typename: 'BannerBlock', title: 'Only a banner' }])),
    ).toBeNull();
  });

  it('goes in front of the root, its styles in the head', () => {
    const html = withFirstPaint(INDEX_HTML, { head: '<style>x</style>', body: '<div>paint</div>' });
    expect(html).toContain('<style>x</style></head>');
    expect(html).toContain('<div>paint</div><div id="root">');
  });
});

describe('the served lobby page', () => {
  let opened: TestStore;
  let distDir: TempDir;
  let app: FastifyInstance;

  beforeAll(async () => {
    opened = await openSeededStore('pglite');
    distDir = await makeTempDir('first-paint-dist');
    await mkdir(distDir.path, { recursive: true });
    await writeFile(path.join(distDir.path, 'index.html'), INDEX_HTML);
    await writeFile(
      path.join(distDir.path, FIRST_PAGE_READS_FILE),
      JSON.stringify(FIRST_PAGE_READS),
    );
    app = await buildServer({ store: opened.store, distDir: distDir.path });
  });

  afterAll(async () => {
    await app?.close();
    await opened?.cleanup();
    await distDir?.remove();
  });

  it('carries the first screen on the lobby route and not on other pages', async () => {
    const lobbyPage = await app.inject({ url: '/en/', headers: { ...HTML, brand: 'aurora' } });
    expect(lobbyPage.statusCode).toBe(200);
    const body = lobbyPage.body;
    expect(body).toContain(`<div id="${FIRST_PAINT_ELEMENT_ID}">`);
    expect(body.indexOf(FIRST_PAINT_ELEMENT_ID)).toBeLessThan(body.indexOf('<div id="root">'));
    expect(body).toMatch(/data-first-paint-game href="\/games\/[a-z0-9-]+\/"/);

    const other = await app.inject({
      url: '/en/promotions/',
      headers: { ...HTML, brand: 'aurora' },
    });
    expect(other.body).not.toContain(FIRST_PAINT_ELEMENT_ID);
  });
});
