// The answers of the SPA's first-page reads (machines/first-page), run for a page request
// before index.html is sent, so the lobby paints without loading the GraphQL client or
// waiting for a round trip (decision 0038). Each read goes through the lobby API itself
// (Fastify's inject: the same brand, country, limits and visitors' response cache as the
// SPA's own request). A read that fails, or is slower than ANSWER_TIME_LIMIT_MS, is left out:
// the SPA then reads it as before.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { thumbnailSizeFor, tileWidthFor } from '../../machines/catalogue/thumbnail-size.ts';
import {
  FIRST_PAGE_READS_FILE,
  variablesFor,
  type FirstPageAnswer,
  type FirstPageFacts,
  type FirstPageRead,
} from '../../machines/first-page/first-page.ts';
import { resolveLocale } from '../../machines/locale/locales.ts';
import type { LobbySettings } from '../../machines/lobby-settings/settings.ts';
import { queryParam } from '../../machines/routing/query.ts';
import { pathSegments, resolveLocation } from '../../machines/routing/resolve-location.ts';
import {
  COUNTRY_OVERRIDE_HEADER,
  COUNTRY_HEADER,
  SUBDIVISION_HEADER,
} from '../graphql/request-country.ts';
import { cookieValue } from './cookies.ts';

export const ANSWER_TIME_LIMIT_MS = 1_000;
const LOBBY_GRAPHQL = '/lobby-graphql';
/** Headers of the page request that decide an answer as they would the SPA's own request. */
const FORWARDED_HEADERS = [COUNTRY_HEADER, SUBDIVISION_HEADER, COUNTRY_OVERRIDE_HEADER, 'host'];
const REDIRECTS_FOLLOWED = 3;

/**
 * The screen is unknown before the page runs: a phone (Sec-CH-UA-Mobile, sent by Chromium
 * browsers) is taken as 412 px at a pixel ratio of 2, anything else as a desktop at 1. When
 * the guess is wrong, the SPA's lobby read has other variables and goes to the API.
 */
export function guessThumbnailSize(request: FastifyRequest): string {
  const mobile = request.headers['sec-ch-ua-mobile'] === '?1';
  return mobile ? thumbnailSizeFor(tileWidthFor(412), 2) : thumbnailSizeFor(tileWidthFor(1280), 1);
}

/** The route the SPA will show (after its own redirects) and the locale it loads first. */
function pageOf(request: FastifyRequest, settings: LobbySettings) {
  const [pathname = '/', query = ''] = request.url.split('?', 2);
  const search = `?${query}`;
  const storedLocale = cookieValue(request.headers.cookie, 'locale');
  const locale = resolveLocale({
    route: pathSegments(pathname)[0],
    query: queryParam(search, 'locale'),
    stored: storedLocale,
    brandDefault: settings.defaultLocale,
  });
  let location = { pathname, search };
  for (let step = 0; step <= REDIRECTS_FOLLOWED; step++) {
    const resolution = resolveLocation({
      ...location,
      storedLocale,
      brandDefaultLocale: settings.defaultLocale,
    });
    if (resolution.kind === 'route') return { routeId: resolution.route.id, locale };
    if (resolution.kind !== 'redirect') break;
    const [nextPath = '/', nextQuery = ''] = resolution.to.split('?', 2);
    location = { pathname: nextPath, search: `?${nextQuery}` };
  }
  return { routeId: null, locale };
}

async function answer(
  app: FastifyInstance,
  request: FastifyRequest,
  settings: LobbySettings,
  read: FirstPageRead,
  facts: FirstPageFacts,
): Promise<FirstPageAnswer | null> {
  const variables = variablesFor(read, facts);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json',
    brand: settings.brand,
    locale: facts.locale,
  };
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const response = await app.inject({
    method: 'POST',
    url: LOBBY_GRAPHQL,
    headers,
    payload: JSON.stringify({ query: read.document, variables, operationName: read.operationName }),
  });
  if (response.statusCode !== 200) return null;
  const body = response.json<{ data?: unknown; errors?: unknown[] }>();
  if (body.errors?.length || body.data === undefined || body.data === null) return null;
  return { operationName: read.operationName, variables, data: body.data };
}

/** The answers of the reads that belong to this page request; failures are left out. */
export async function answerFirstPage(
  app: FastifyInstance,
  request: FastifyRequest,
  settings: LobbySettings,
  reads: readonly FirstPageRead[],
): Promise<FirstPageAnswer[]> {
  const page = pageOf(request, settings);
  const facts: FirstPageFacts = {
    locale: page.locale.tag,
    license: settings.license,
    thumbnailSize: guessThumbnailSize(request),
  };
  const wanted = reads.filter(
    (read) => read.routeId === undefined || read.routeId === page.routeId,
  );
  const answers = await Promise.all(
    wanted.map((read) =>
      withTimeLimit(answer(app, request, settings, read, facts), ANSWER_TIME_LIMIT_MS).catch(
        (error: unknown) => {
          request.log.warn(
            { err: error, operation: read.operationName },
            'first-page read left out',
          );
          return null;
        },
      ),
    ),
  );
  return answers.filter((entry): entry is FirstPageAnswer => entry !== null);
}

function withTimeLimit<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

/** The build's list of reads (dist/first-page-reads.json), read again when it changes. */
export function firstPageReadsLoader(distDir: string): () => Promise<FirstPageRead[]> {
  const file = path.join(distDir, FIRST_PAGE_READS_FILE);
  let cached: { mtimeMs: number; reads: FirstPageRead[] } | undefined;
  return async () => {
    try {
      const { mtimeMs } = await stat(file);
      if (cached?.mtimeMs !== mtimeMs) {
        cached = { mtimeMs, reads: JSON.parse(await readFile(file, 'utf8')) as FirstPageRead[] };
      }
      return cached.reads;
    } catch {
      // A build without the list (or an older one): the SPA reads everything itself.
      return [];
    }
  };
}
