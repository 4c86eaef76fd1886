// Shared answers for visitors' catalogue and content queries. A game list's slice is the same
// for every visitor of a brand, locale and country, so executing it once per 30 s instead of
// once per request takes the database and the resolvers out of the hot path
// (bench/list-of-games-slice.ts). Decision 0013.
//
// - Only requests without credentials are cached: anything with an authorization header (a
//   player) always executes. Mutations and subscriptions are never cached (the plugin itself
//   would store a mutation's result: `notShared` below).
// - The key is the operation and variables plus every request input the context is built
//   from (brand header, host, locale, country headers), because the plugin computes it before
//   the context exists.
// - A catalogue change (published through the pub/sub, so every process hears it) drops every
//   cached answer that contains a game, list, studio or category.
import {
  createInMemoryCache,
  useResponseCache,
  type Cache,
} from '@graphql-yoga/plugin-response-cache';
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { PubSub } from '../pubsub/pubsub.ts';
import type { LobbyServerContext } from './server-context.ts';
import { COUNTRY_HEADER, COUNTRY_OVERRIDE_HEADER, SUBDIVISION_HEADER } from './request-country.ts';

export const RESPONSE_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 5_000;
const CATALOGUE_TYPES = ['Game', 'ListOfGames', 'Studio', 'GameCategory'];

export function createResponseCache(): Cache {
  return createInMemoryCache({ max: MAX_ENTRIES });
}

const KEY_HEADERS = [
  'brand',
  'host',
  'locale',
  COUNTRY_HEADER,
  SUBDIVISION_HEADER,
  COUNTRY_OVERRIDE_HEADER,
];

/** The request inputs that decide a visitor's context; null for a request with credentials. */
export function visitorSessionKey(request: Request | undefined): string | null {
  if (!request || request.headers.get('authorization')) return null;
  return KEY_HEADERS.map((name) => request.headers.get(name) ?? '').join('|');
}

// Executions that must not be shared: the plugin would otherwise store a visitor's mutation
// result too (with invalidateViaMutation off it treats a mutation like a query), so the same
// startPayNPlay, requestSmsCode or registerPlayer within the TTL got the first answer again.
const notShared = new WeakSet<object>();

export function useVisitorResponseCache(cache: Cache): Plugin<object, LobbyServerContext> {
  const responseCache = useResponseCache({
    cache,
    ttl: RESPONSE_CACHE_TTL_MS,
    // WebSocket operations have no request here: they are subscriptions, never cached.
    // Only queries are shared: the context of a mutation's execution is marked below.
    enabled: (request, context) =>
      visitorSessionKey(request) !== null && !notShared.has(context as object),
    session: (request) => visitorSessionKey(request),
    // Mutations invalidate through the pub/sub below, not through their own results.
    invalidateViaMutation: false,
  });
  const plugin: Plugin = {
    onPluginInit({ addPlugin }) {
      // Before the cache's own execute hook, which asks `enabled` with this context.
      addPlugin({
        onExecute({ args }) {
          const operation = getOperationAST(args.document, args.operationName)?.operation;
          if (operation !== 'query') notShared.add(args.contextValue as object);
        },
      });
      addPlugin(responseCache);
    },
  };
  // Typed for Yoga's default server context; it reads only the request.
  return plugin as unknown as Plugin<object, LobbyServerContext>;
}

/** Drops cached catalogue answers on every catalogue change until the pub/sub closes. */
export async function invalidateOnCatalogueChanges(cache: Cache, pubsub: PubSub): Promise<void> {
  for await (const _change of pubsub.subscribe('catalogueChanged')) {
    await cache.invalidate(CATALOGUE_TYPES.map((typename) => ({ typename })));
  }
}
