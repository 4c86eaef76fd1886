// The data clients of the app, made once per brand: the GraphQL client with the spec's
// headers and retries (loaded on the first request), and the cache-first store for catalogue
// and content reads.
import { createLazyGraphQLClient } from '../adapters/graphql/lazy-client.ts';
import { readFirstPageData, type FirstPageData } from '../adapters/first-page-data.ts';
import { operationNameOf } from '../adapters/graphql/operation-name.ts';
import { cacheKey, createQueryCache } from '../adapters/graphql/query-cache.ts';
import { developmentCountryHeader } from '../adapters/graphql/development-country.ts';
import { i18n } from '../i18n/i18n.ts';
import type { ApiServices } from '../runtime/api-services.ts';
import type { GraphQLClient } from '../adapters/graphql/client.ts';

/** The session's side of every request: the bearer, and the 401 path's refresh. */
export interface ApiAuth {
  accessToken: () => string | null;
  refreshAccessToken: () => Promise<boolean>;
}

const VISITOR_AUTH: ApiAuth = { accessToken: () => null, refreshAccessToken: async () => false };

export function createApiServices(
  brand: () => string,
  auth: ApiAuth = VISITOR_AUTH,
  // The server's answers of the first page's reads: no client chunk, no round trip (0038).
  firstPage: FirstPageData = readFirstPageData(),
): ApiServices {
  const api = createLazyGraphQLClient({
    endpoint: '/lobby-graphql',
    brand,
    locale: () => i18n.locale,
    accessToken: () => auth.accessToken(),
    refreshAccessToken: () => auth.refreshAccessToken(),
    extraHeaders: developmentCountryHeader,
  });
  return cacheFirstServices(api, firstPage);
}

/** The cache-first reads over a client: the first page's inlined answers, then the client. */
export function cacheFirstServices(api: GraphQLClient, firstPage: FirstPageData): ApiServices {
  const cache = createQueryCache();
  return {
    api,
    cache,
    read(document, variables) {
      const operationName = operationNameOf(document.toString()) ?? 'anonymous';
      const key = cacheKey(operationName, { variables, locale: i18n.locale });
      return cache.read(
        key,
        () =>
          (firstPage.take(operationName, variables) as Promise<never> | undefined) ??
          api.request(document, variables),
      );
    },
  };
}
