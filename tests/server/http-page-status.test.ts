// Page navigations answer with the SPA's index.html and a status from the SPA's own route table
//: 404 where the SPA shows its not-found page, 500 for the error page, 200 otherwise;
// the settings and the first-page data are inlined whatever the status.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIRST_PAGE_DATA_ELEMENT_ID,
  FIRST_PAGE_READS_FILE,
  type FirstPageAnswer,
} from '../../machines/first-page/first-page.ts';
import { INLINE_SETTINGS_ELEMENT_ID } from '../../machines/lobby-settings/settings.ts';
import { buildServer } from '../../server/app.ts';
import { pageStatusOf } from '../../server/http/page-status.ts';
import { FIRST_PAGE_READS } from '../../src/adapters/graphql/first-page-reads.ts';
import { openSeededStore, type TestStore } from './helpers/catalogue.ts';
import { makeTempDir, type TempDir } from './helpers/temp-dir.ts';

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const INDEX_HTML =
  '<!doctype html><html><head><title>Lobby</title></head><body><div id="root"></div></body></html>';

let opened: TestStore;
let distDir: TempDir;
let app: FastifyInstance;

beforeAll(async () => {
  opened = await openSeededStore('pglite');
  distDir = await makeTempDir('page-status-dist');
  await mkdir(distDir.path, { recursive: true });
  await writeFile(path.join(distDir.path, 'index.html'), INDEX_HTML);
  await writeFile(path.join(distDir.path, FIRST_PAGE_READS_FILE), JSON.stringify(FIRST_PAGE_READS));
  app = await buildServer({ store: opened.store, distDir: distDir.path });
});

afterAll(async () => {
  await app?.close();
  await opened?.cleanup();
  await distDir?.remove();
});

function inlinedAnswers(html: string): string[] {
  const match = new RegExp(
    `<script type="application/json" id="${FIRST_PAGE_DATA_ELEMENT_ID}">(.*?)</script>`,
    's',
  ).exec(html);
  return match?.[1]
    ? (JSON.parse(match[1]) as FirstPageAnswer[]).map((answer) => answer.operationName)
    : [];
}

describe('page status from the route table', () => {
  it.each([
    '/',
    '/?locale=fi',
    '/en/',
    '/games/',
    '/en/games/some-game/',
    '/fi/game-category/mythology/',
    '/de/game-studio/starling-live/',
    '/en/slots/',
    '/en/profile/limits/',
    '/en/internal/anything/',
    '/verifyEmail/',
    // Redirects the SPA makes: a missing trailing slash, a missing locale, an unknown locale,
    // a trailing segment too many (trimmed to /en/games/x/).
    '/en/games',
    '/profile/limits/',
    '/xx/games/',
    '/en/games/x/extra/',
    '/index.html',
  ])('answers %s with 200', async (url) => {
    const res = await app.inject({ url, headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it.each([
    '/en/no-such-page/',
    '/en/nope/deeper/',
    '/no-such-page/',
    '/fi/games/bad%2Fslug/',
    '/en/profile/nope/x/y/',
  ])('answers the unknown address %s with 404 and the SPA (its not-found page)', async (url) => {
    const res = await app.inject({ url, headers: HTML });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain(`id="${INLINE_SETTINGS_ELEMENT_ID}"`);
    // The start-up texts are inlined as for any page, so the not-found page paints at once.
    expect(inlinedAnswers(res.body)).toEqual(['Translations']);
  });

  it('answers HEAD like GET', async () => {
    expect((await app.inject({ method: 'HEAD', url: '/en/nope/', headers: HTML })).statusCode).toBe(
      404,
    );
    expect(
      (await app.inject({ method: 'HEAD', url: '/en/games/', headers: HTML })).statusCode,
    ).toBe(200);
  });

  it('answers the error page with 500 and the SPA, which renders it', async () => {
    for (const url of ['/internal/render-error/', '/en/internal/render-error/']) {
      const res = await app.inject({ url, headers: HTML });
      expect(res.statusCode, url).toBe(500);
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('keeps the lobby first-page data on the lobby', async () => {
    const res = await app.inject({ url: '/en/', headers: HTML });
    expect(inlinedAnswers(res.body)).toEqual(['Translations', 'Lobby']);
  });

  it('still answers non-page requests of unknown paths with a JSON 404', async () => {
    const res = await app.inject({
      url: '/en/no-such-page/',
      headers: { accept: 'application/json' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'Not Found' });
  });
});

describe('pageStatusOf', () => {
  it('follows the SPA redirects to their end', () => {
    expect(pageStatusOf('/games/x/', 'en_GB')).toBe(200);
    expect(pageStatusOf('/games/x/y/', 'en_GB')).toBe(200);
    expect(pageStatusOf('/games/x/y/z/', 'en_GB')).toBe(404);
    expect(pageStatusOf('/en/jackpot/?x=1', null)).toBe(200);
    expect(pageStatusOf('/en/jackpots/', null)).toBe(200);
    expect(pageStatusOf('/en/jackpotz/', null)).toBe(404);
  });

  it('answers 404 for the financial history pages of a brand without EnableFinancialHistory', () => {
    const off = { EnableFinancialHistory: false };
    const on = { EnableFinancialHistory: true };
    expect(pageStatusOf('/en/profile/deposit-history/', null, off)).toBe(404);
    expect(pageStatusOf('/en/profile/withdrawal-history/', null, off)).toBe(404);
    expect(pageStatusOf('/en/profile/game-history/', null, off)).toBe(200);
    expect(pageStatusOf('/en/profile/deposit-history/', null, on)).toBe(200);
    expect(pageStatusOf('/en/profile/withdrawal-history/', null, on)).toBe(200);
  });
});
