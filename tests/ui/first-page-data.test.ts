// The first page's reads answered from index.html (decision 0038): served once, to the read
// with the same operation and variables, without loading the GraphQL client.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAGE_DATA_ELEMENT_ID } from '../../machines/first-page/first-page.ts';
import { readFirstPageData } from '../../src/adapters/first-page-data.ts';
import type { TypedDocument } from '../../src/adapters/graphql/client.ts';
import { createApiServices } from '../../src/app/api-services.ts';

const Lobby = 'query Lobby { lobby { items { __typename } } }' as unknown as TypedDocument<
  { lobby: { items: unknown[] } },
  Record<string, unknown>
>;

function pageWith(text: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_PAGE_DATA_ELEMENT_ID;
  script.textContent = text;
  doc.head.append(script);
  return doc;
}

const answers = [
  { operationName: 'Lobby', variables: { locale: 'en-GB', rowSize: 10 }, data: { lobby: 1 } },
];

afterEach(() => vi.unstubAllGlobals());

describe('inlined first-page data', () => {
  it('serves an answer once, to the same operation and variables in any order', async () => {
    const data = readFirstPageData(pageWith(JSON.stringify(answers)));
    expect(data.take('Lobby', { locale: 'fi-FI', rowSize: 10 })).toBeUndefined();
    expect(data.take('Translations', { locale: 'en-GB', rowSize: 10 })).toBeUndefined();
    await expect(data.take('Lobby', { rowSize: 10, locale: 'en-GB' })).resolves.toEqual({
      lobby: 1,
    });
    expect(data.take('Lobby', { locale: 'en-GB', rowSize: 10 })).toBeUndefined();
  });

  it('ignores a page without answers or with broken ones', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readFirstPageData(pageWith('{broken')).take('Lobby', {})).toBeUndefined();
    expect(readFirstPageData(document).take('Lobby', {})).toBeUndefined();
  });

  it('answers a cache-first read without a request, the next one after invalidation with one', async () => {
    const requests: string[] = [];
    vi.stubGlobal('fetch', async (url: URL | string) => {
      requests.push(String(url));
      return new Response(JSON.stringify({ data: { lobby: { items: [] } } }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    const services = createApiServices(
      () => 'aurora',
      undefined,
      readFirstPageData(
        pageWith(
          JSON.stringify([
            { operationName: 'Lobby', variables: { rowSize: 10 }, data: { lobby: { items: [1] } } },
          ]),
        ),
      ),
    );
    await expect(services.read(Lobby, { rowSize: 10 })).resolves.toEqual({
      lobby: { items: [1] },
    });
    expect(requests).toEqual([]);
    services.cache.invalidate(() => true);
    await expect(services.read(Lobby, { rowSize: 10 })).resolves.toEqual({ lobby: { items: [] } });
    expect(requests).toHaveLength(1);
  });
});
