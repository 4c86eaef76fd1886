// index.html carries the answers of the SPA's first-page reads (decision 0038): the reads the
// build lists in dist/first-page-reads.json, run through the lobby API for the page request.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIRST_PAGE_DATA_ELEMENT_ID,
  FIRST_PAGE_READS_FILE,
  variablesFor,
  type FirstPageAnswer,
} from '../../machines/first-page/first-page.ts';
import { buildServer } from '../../server/app.ts';
import { FIRST_PAGE_READS } from '../../src/adapters/graphql/first-page-reads.ts';
import { openSeededStore, type TestStore } from './helpers/catalogue.ts';
import { makeTempDir, type TempDir } from './helpers/temp-dir.ts';

const HTML = { accept: 'text/html' };
const INDEX_HTML = '<!doctype html><html><head><title>Lobby</title></head><body></body></html>';

let opened: TestStore;
let distDir: TempDir;
let app: FastifyInstance;

beforeAll(async () => {
  opened = await openSeededStore('pglite');
  distDir = await makeTempDir('first-page-dist');
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

function inlined(html: string): FirstPageAnswer[] {
  const match = new RegExp(
    `<script type="application/json" id="${FIRST_PAGE_DATA_ELEMENT_ID}">(.*?)</script>`,
    's',
  ).exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as FirstPageAnswer[]) : [];
}

async function apiAnswer(answer: FirstPageAnswer, headers: Record<string, string> = {}) {
  const read = FIRST_PAGE_READS.find((entry) => entry.operationName === answer.operationName)!;
  const res = await app.inject({
    method: 'POST',
    url: '/lobby-graphql',
    headers: { 'content-type': 'application/json', brand: 'aurora', ...headers },
    payload: { query: read.document, variables: answer.variables },
  });
  return res.json<{ data: unknown }>().data;
}

describe('first-page data in index.html', () => {
  it('answers the lobby route (after the root redirect) with the texts and the lobby', async () => {
    const res = await app.inject({ url: '/', headers: HTML });
    const answers = inlined(res.body);
    expect(answers.map((answer) => answer.operationName)).toEqual(['Translations', 'Lobby']);
    const lobby = answers[1]!;
    expect(lobby.variables).toEqual(
      variablesFor(FIRST_PAGE_READS[1]!, {
        locale: 'en-GB',
        license: 'mga',
        thumbnailSize: 'W240',
      }),
    );
    // The same data the SPA's own request gets.
    expect(lobby.data).toEqual(await apiAnswer(lobby));
    expect((lobby.data as { lobby: { items: unknown[] } }).lobby.items.length).toBeGreaterThan(0);
    expect(res.headers.vary).toContain('cookie');
  });

  it('reads in the locale of the path, the cookie, then the brand; a phone gets larger art', async () => {
    const fi = inlined((await app.inject({ url: '/fi/', headers: HTML })).body);
    expect(fi.map((answer) => answer.variables.locale)).toEqual(['fi-FI', 'fi-FI']);
    const stored = inlined(
      (await app.inject({ url: '/', headers: { ...HTML, cookie: 'a=1; locale=de-DE' } })).body,
    );
    expect(stored[0]?.variables.locale).toBe('de-DE');
    const phone = inlined(
      (await app.inject({ url: '/en/', headers: { ...HTML, 'sec-ch-ua-mobile': '?1' } })).body,
    );
    expect(phone[1]?.variables.thumbnailSize).toBe('W480');
  });

  it('answers only the start-up texts on other pages', async () => {
    const answers = inlined((await app.inject({ url: '/en/games/', headers: HTML })).body);
    expect(answers.map((answer) => answer.operationName)).toEqual(['Translations']);
  });

  it('leaves out a read the API refuses, and still sends the page', async () => {
    // `??` is no country: the API answers an error for both reads.
    const res = await app.inject({ url: '/en/', headers: { ...HTML, 'x-lobby-country': '??' } });
    expect(res.statusCode).toBe(200);
    expect(inlined(res.body)).toEqual([]);
  });
});
