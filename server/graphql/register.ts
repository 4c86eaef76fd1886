// Mounts the lobby GraphQL API on the Fastify app: HTTP at /lobby-graphql and /api/graphql, and
// WebSockets (both subprotocols) at /lobby-graphql. Sockets close when the app closes.
import type { FastifyInstance } from 'fastify';
import type { Environment } from '../brands/brand.ts';
import type { ContextDependencies } from './build-context.ts';
import type { Resolvers } from './generated/resolvers-types.ts';
import { registerGraphQLHttp } from './http.ts';
import { lobbyResolvers } from './resolvers.ts';
import { createLobbySchema } from './schema.ts';
import { createLegacyWsServer } from './ws/legacy-server.ts';
import { createTransportWsServer } from './ws/transport-ws.ts';
import { routeUpgrades } from './ws/upgrade.ts';
import { createResponseCache, invalidateOnCatalogueChanges } from './response-cache.ts';
import { createLobbyYoga, type LobbyYoga } from './yoga.ts';

export const LOBBY_GRAPHQL_PATH = '/lobby-graphql';
export const CONTENT_GRAPHQL_PATH = '/api/graphql';

/** ws pings (and legacy `ka`) this often; a peer that misses one pong is dropped. */
export const KEEP_ALIVE_MS = 12_000;
/** One WebSocket message; subscribe payloads are a query and a few variables. */
const MAX_WS_MESSAGE_BYTES = 256 * 1024;

export interface GraphQLOptions {
  environment: Environment;
  /** GraphiQL and introspection (a development stand-in: server/stand-ins.ts). */
  graphiql: boolean;
  context: ContextDependencies;
  /** Every service's Query (and type) resolvers; Subscription is the transport's. */
  resolvers: Resolvers;
  keepAliveMs?: number;
  /** Cache visitors' query answers (default on; tests of execution turn it off). */
  responseCache?: boolean;
  /** Upgrade paths another server answers (left alone here instead of refused). */
  upgradesElsewhere?: (pathname: string) => boolean;
}

export async function registerGraphQL(
  app: FastifyInstance,
  options: GraphQLOptions,
): Promise<void> {
  const schema = createLobbySchema(lobbyResolvers(options.resolvers));
  const responseCache = options.responseCache === false ? undefined : createResponseCache();
  if (responseCache) {
    invalidateOnCatalogueChanges(responseCache, options.context.pubsub).catch((error: unknown) =>
      app.log.warn({ err: error }, 'response cache invalidation stopped'),
    );
  }
  const yogaByPath = new Map<string, LobbyYoga>(
    [LOBBY_GRAPHQL_PATH, CONTENT_GRAPHQL_PATH].map((endpoint) => [
      endpoint,
      createLobbyYoga({
        schema,
        endpoint,
        environment: options.environment,
        graphiql: options.graphiql,
        context: options.context,
        log: app.log,
        ...(responseCache ? { responseCache } : {}),
      }),
    ]),
  );
  await registerGraphQLHttp(app, yogaByPath);

  const wsOptions = {
    yoga: yogaByPath.get(LOBBY_GRAPHQL_PATH) as LobbyYoga,
    log: app.log,
    environment: options.environment,
    keepAliveMs: options.keepAliveMs ?? KEEP_ALIVE_MS,
    maxPayloadBytes: MAX_WS_MESSAGE_BYTES,
  };
  const transportWs = createTransportWsServer(wsOptions);
  const legacy = createLegacyWsServer(wsOptions);
  const stopRouting = routeUpgrades(app.server, {
    path: LOBBY_GRAPHQL_PATH,
    transportWs: transportWs.server,
    legacy: legacy.server,
    ...(options.upgradesElsewhere ? { elsewhere: options.upgradesElsewhere } : {}),
  });
  // preClose: before Fastify waits for connections to end, which open sockets never would.
  app.addHook('preClose', async () => {
    stopRouting();
    await Promise.allSettled([transportWs.close(), legacy.close()]);
  });
}
