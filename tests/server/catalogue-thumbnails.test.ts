// GET /thumbnails/…: generated SVG artwork through the real HTTP server (inject), on PGlite.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app.ts';
import {
  THUMBNAIL_WIDTHS,
  renderBanner,
  renderGameThumbnail,
  renderStudioLogo,
  wrapText,
} from '../../server/catalogue/artwork.ts';
import { escapeXml } from '../../server/http/xml.ts';
import { generateDemoCatalogue } from '../../server/catalogue/demo-catalogue.ts';
import { contextFor, data, openSeededStore, type TestStore } from './helpers/catalogue.ts';
import { makeTempDir, type TempDir } from './helpers/temp-dir.ts';

const HOSTILE_NAME = `<script>alert("x")</script> & 'Co' \u0001]]>`;

let opened: TestStore;
let distDir: TempDir;
let app: FastifyInstance;

beforeAll(async () => {
  opened = await openSeededStore('pglite');
  await opened.store.query(
    `insert into games (slug, lookup_id, name, studio_id, rtp, min_bet, popularity, art_seed)
     select 'hostile-name', 'TEST-1', $1, id, 96, 10, 999999, 42 from studios limit 1`,
    [HOSTILE_NAME],
  );
  await opened.store.query(
    `insert into game_licences (game_id, license) select id, 'mga' from games where slug = 'hostile-name'`,
  );
  distDir = await makeTempDir('thumbnails-dist');
  app = await buildServer({ store: opened.store, distDir: distDir.path });
});

afterAll(async () => {
  await app?.close();
  await opened?.cleanup();
  await distDir?.remove();
});

describe('game thumbnails', () => {
  it('serves every width as immutable, strictly typed SVG of 4:3', async () => {
    for (const width of THUMBNAIL_WIDTHS) {
      const response = await app.inject(`/thumbnails/games/hot-games-not-a-game/${width}.svg`);
      expect(response.statusCode).toBe(404);
      const ok = await app.inject(`/thumbnails/games/hostile-name/${width}.svg?v=abc`);
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(ok.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(ok.headers['x-content-type-options']).toBe('nosniff');
      expect(ok.headers['content-security-policy']).toContain("default-src 'none'");
      expect(ok.body).toContain(`width="${width}" height="${(width * 3) / 4}"`);
    }
  });

  it('keeps a hostile game name as text', async () => {
    const response = await app.inject('/thumbnails/games/hostile-name/640.svg');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/<script/i);
    expect(response.body).not.toContain('\u0001');
    expect(response.body).not.toContain(']]>');
    expect(response.body).toContain('&#60;script&#62;');
    expect(response.body).toContain('&#38;');
  });

  it('answers 404 for unknown slugs, sizes and paths', async () => {
    for (const url of [
      '/thumbnails/games/no-such-game/320.svg',
      '/thumbnails/games/hostile-name/100.svg',
      '/thumbnails/games/hostile-name/320.png',
      '/thumbnails/games/hostile-name/0320.svg',
      '/thumbnails/games/Hostile-Name/320.svg',
      '/thumbnails/games/..%2F..%2Fetc/320.svg',
      '/thumbnails/games/hostile-name',
      '/thumbnails/studios/no-such-studio.svg',
      '/thumbnails/studios/lanternfish-games.png',
      '/thumbnails/banners/Bad_Key.svg',
      '/thumbnails/other/thing.svg',
    ]) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });

  it('serves the URLs the API hands out', async () => {
    type Result = {
      searchGames: {
        edges: { node: { thumbnail: { url: string }; studio: { imageUrl: string } } }[];
      };
      lobby: { items: { imageUrl?: string }[] };
    };
    const result = await data<Result>(
      contextFor(opened.store),
      `{ searchGames(query: "", first: 3) { edges { node { thumbnail(size: W320) { url } studio { imageUrl } } } }
         lobby { items { ... on BannerBlock { imageUrl } ... on PromotionBlock { imageUrl } } } }`,
    );
    const urls = [
      ...result.searchGames.edges.flatMap((e) => [e.node.thumbnail.url, e.node.studio.imageUrl]),
      ...result.lobby.items.flatMap((item) => (item.imageUrl ? [item.imageUrl] : [])),
    ];
    expect(urls.length).toBeGreaterThan(8);
    for (const url of urls) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('image/svg+xml; charset=utf-8');
    }
  });
});

describe('artwork', () => {
  it('draws every demo game, studio and banner without scripts, handlers or references', () => {
    const catalogue = generateDemoCatalogue();
    const svgs = [
      ...catalogue.games.map((game) =>
        renderGameThumbnail(
          { name: game.name, studioName: game.studio, artSeed: game.artSeed },
          640,
        ),
      ),
      ...catalogue.studios.map((studio) => renderStudioLogo(studio.name, studio.artSeed)),
      renderBanner('aurora-welcome'),
    ];
    for (const svg of svgs) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).not.toMatch(/<script|\son[a-z]+=|href=|<foreignObject|<image|url\((?!#)/i);
    }
  });

  it('is deterministic and differs between games', () => {
    const art = { name: 'Lost Temple', studioName: 'Nimbus Forge', artSeed: 7 };
    expect(renderGameThumbnail(art, 320)).toBe(renderGameThumbnail(art, 320));
    expect(renderGameThumbnail(art, 320)).not.toBe(
      renderGameThumbnail({ ...art, artSeed: 8 }, 320),
    );
  });

  it('escapes markup and drops characters XML forbids', () => {
    expect(escapeXml(`<a href="x">'&'</a>\u0001`)).toBe(
      '&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;',
    );
  });

  it('wraps long names into at most three lines', () => {
    expect(wrapText('Echoes of the Labyrinth Megaways', 16, 3)).toEqual([
      'Echoes of the',
      'Labyrinth',
      'Megaways',
    ]);
    const wrapped = wrapText('A very long name that will never fit into three short lines', 10, 3);
    expect(wrapped).toHaveLength(3);
    expect(wrapped[2]).toMatch(/…$/);
  });
});
