// Registers every route of the platform on the app, in the order they must match: the platform's
// own (health, settings, brand assets), each domain's (identity, GraphQL, operator APIs, feed,
// payments, games), then the SPA and its not-found fallback. Decision 0033.
import type { FastifyInstance } from 'fastify';
import { registerCatalogueChanges } from './catalogue/changes-route.ts';
import { registerDocumentRoutes } from './compliance/document-routes.ts';
import { registerThumbnails } from './catalogue/thumbnails-route.ts';
import { registerFeed } from './feed/feed-route.ts';
import { registerGameRoutes } from './games/routes.ts';
import { livePages, registerLiveRoutes } from './games/live/routes.ts';
import { isLiveSocketPath, startLiveSockets } from './games/live/socket.ts';
import type { Resolvers } from './graphql/generated/resolvers-types.ts';
import { registerGraphQL } from './graphql/register.ts';
import type { VerifyAccessToken } from './graphql/viewer.ts';
import { registerBrandAssets } from './http/brand-assets.ts';
import { registerHealth } from './http/health.ts';
import { registerLobbySettings } from './http/lobby-settings.ts';
import { registerNotFound } from './http/not-found.ts';
import type { BrandOfRequest } from './http/request-brand.ts';
import { registerSpa } from './http/spa.ts';
import { registerIdentity } from './identity/routes.ts';
import { jackpotPotsOf } from './jackpot/feed-pots.ts';
import { registerJackpotOperatorRoutes } from './jackpot/operator-routes.ts';
import { registerRaffleOperatorRoutes } from './jackpot/raffle-operator-routes.ts';
import { registerJackpotRoutes } from './jackpot/routes.ts';
import { createJackpotSettingsStore } from './jackpot/settings.ts';
import { isJackpotSocketPath, startJackpotSockets } from './jackpot/socket.ts';
import { registerPaymentRoutes } from './payments/routes.ts';
import { registerProtectionOperatorRoutes } from './protection/operator-routes.ts';
import { registerComplianceOperatorRoutes } from './compliance/operator-routes.ts';
import { registerBrandOperatorRoutes } from './brands/operator-routes.ts';
import { serviceResolvers, withScalars } from './resolvers.ts';
import { registerRewardOperatorRoutes } from './rewards/operator-route.ts';
import type { Services } from './services.ts';
import { registerClockControl } from './dev/clock-routes.ts';
import { registerTestFixtures } from './dev/fixtures-routes.ts';
import { registerSeededOutcomes } from './dev/seeded-outcomes-routes.ts';

export interface RouteOptions {
  /** The Vite build (index.html + assets/). Without index.html only the APIs are served. */
  distDir: string;
  /** The brand of a request (http/request-brand.ts). */
  brandOf: BrandOfRequest;
  /** Key of /internal-api. */
  operatorKey: string;
  /** Share visitors' GraphQL answers (server/graphql/response-cache.ts). */
  responseCache: boolean;
  /** GraphQL resolvers; default every service's. Tests pass stubs. */
  resolvers?: Resolvers | undefined;
  /** Bearer tokens to players; default identity's verifier (server/graphql/viewer.ts). */
  verifyAccessToken?: VerifyAccessToken | undefined;
}

export async function registerRoutes(
  app: FastifyInstance,
  services: Services,
  options: RouteOptions,
): Promise<void> {
  const { store, pubsub, environment, standIns, allBrands, auth } = services;
  const { brandOf, operatorKey } = options;
  registerHealth(app, store, pubsub);
  registerLobbySettings(app, brandOf, environment);
  registerBrandAssets(app, allBrands);
  registerThumbnails(app, store);
  await registerIdentity(app, auth, allBrands);
  await registerGraphQL(app, {
    environment,
    resolvers: withScalars(options.resolvers ?? serviceResolvers(services)),
    responseCache: options.responseCache,
    graphiql: standIns.graphiql,
    context: {
      store,
      pubsub,
      sessionGuard: services.sessionGuard,
      environment,
      countryOverride: standIns.countryOverride,
      tagSubscriptions: standIns.testFixtures,
      allBrands,
      verifyAccessToken: options.verifyAccessToken ?? auth.verifyAccessToken,
    },
    // The jackpot's socket answers its own upgrades (jackpot/socket.ts).
    upgradesElsewhere: (pathname) => isJackpotSocketPath(pathname) || isLiveSocketPath(pathname),
  });
  registerCatalogueChanges(app, { operatorKey, pubsub });
  await registerRewardOperatorRoutes(app, { operatorKey, rewards: services.rewards });
  const verifyAccessToken = options.verifyAccessToken ?? auth.verifyAccessToken;
  const findBrand = async (key: string) => (await allBrands()).find((brand) => brand.key === key);
  const jackpotSettings = createJackpotSettingsStore(store);
  registerJackpotRoutes(app, {
    jackpot: services.jackpot,
    raffles: services.raffles,
    settings: jackpotSettings,
    findBrand,
    verifyAccessToken,
  });
  const jackpotSockets = startJackpotSockets(app.server, {
    jackpot: services.jackpot,
    raffles: services.raffles,
    settings: jackpotSettings,
    findBrand,
    verifyAccessToken,
    sessions: services.sessionGuard,
    log: app.log,
  });
  app.addHook('preClose', () => jackpotSockets.close());
  await registerJackpotOperatorRoutes(app, {
    operatorKey,
    jackpot: services.jackpot,
    accounts: services.wallet.accounts,
    allBrands,
    forcedDrops: standIns.forcedJackpotDrops,
    dropSockets: () => jackpotSockets.dropAll(),
  });
  await registerRaffleOperatorRoutes(app, { operatorKey, raffles: services.raffles, allBrands });
  await registerProtectionOperatorRoutes(app, {
    operatorKey,
    protection: services.protection,
    store,
  });
  await registerBrandOperatorRoutes(app, { operatorKey, store });
  await registerComplianceOperatorRoutes(app, {
    operatorKey,
    compliance: services.compliance,
    store,
  });
  await registerDocumentRoutes(app, {
    store,
    brandOf,
    verifyAccessToken,
    operatorKey,
    // KYC and source of wealth follow the uploads and reviews; open lobbies hear `documents`.
    onChange: (playerId) => services.compliance.documentsChanged(playerId),
  });

  registerFeed(app, { store, brandOf, allBrands, jackpotPots: jackpotPotsOf(store) });
  if (standIns.sandboxPayments) await registerPaymentRoutes(app, services.payments);
  if (standIns.testFixtures) registerTestFixtures(app, services, brandOf);
  if (standIns.clockControl) registerClockControl(app, services.time, allBrands);
  if (standIns.seededOutcomes) registerSeededOutcomes(app, store);
  // Live tables: bets API, page assets and their own socket (decision 0049).
  registerLiveRoutes(app, services.live);
  const liveSockets = startLiveSockets(app.server, services.live, services.sessionGuard, app.log);
  app.addHook('preClose', () => liveSockets.close());
  registerGameRoutes(app, services.games, allBrands, livePages(services.live));
  const spaFallback = await registerSpa(app, { distDir: options.distDir, brandOf, environment });
  registerNotFound(app, spaFallback);
}
