// Builds the HTTP server (without listening), so tests can drive it with inject().
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import { identityResolvers } from './identity/resolvers.ts';
import { createSessionGuard } from './players/session-guard.ts';
import { createAuthServices, type AuthOptions } from './identity/auth/services.ts';
import type { Environment } from './brands/brand.ts';
import { catalogueResolvers } from './catalogue/resolvers.ts';
import { DEV_OPERATOR_KEY } from './config.ts';
import type { Store } from './db/store.ts';
import { registerFeed } from './feed/feed-route.ts';
import type { GameFaults } from './games/faults.ts';
import { gameResolvers } from './games/resolvers.ts';
import { registerGameRoutes } from './games/routes.ts';
import { createGames, type Games } from './games/service.ts';
import type { Resolvers } from './graphql/generated/resolvers-types.ts';
import { registerGraphQL } from './graphql/register.ts';
import { mergeServiceResolvers } from './graphql/resolvers.ts';
import type { VerifyAccessToken } from './graphql/viewer.ts';
import { registerBrandAssets } from './http/brand-assets.ts';
import { registerCompression } from './http/compression.ts';
import { BASE_CSP, type CspDirectives } from './http/content-security-policy.ts';
import { badRequestBody, registerErrorHandler } from './http/errors.ts';
import { registerHealth } from './http/health.ts';
import { registerLobbySettings } from './http/lobby-settings.ts';
import { registerNotFound } from './http/not-found.ts';
import { brandLookup } from './http/request-brand.ts';
import { registerRequestLimits } from './http/request-limits.ts';
import { registerRequestLog } from './http/request-log.ts';
import { preRoutingSecurityHeaders, registerSecurityHeaders } from './http/security-headers.ts';
import { registerSpa } from './http/spa.ts';
import { registerThumbnails } from './catalogue/thumbnails-route.ts';
import { registerIdentity } from './identity/routes.ts';
import { registerCatalogueChanges } from './catalogue/changes-route.ts';
import { registerRewardOperatorRoutes } from './rewards/operator-route.ts';
import { paymentResolvers } from './payments/resolvers.ts';
import { paymentsUnavailableResolvers } from './payments/unavailable-resolvers.ts';
import { registerPaymentRoutes } from './payments/routes.ts';
import { promotionResolvers } from './catalogue/promotion-resolvers.ts';
import { rewardsShopResolvers } from './rewards/shop/resolvers.ts';
import { createRewardsShop } from './rewards/shop/shop.ts';
import { createPayments, type Payments, type PaymentsConfig } from './payments/service.ts';
import { startWorker, type Worker } from './payments/worker.ts';
import { payoutQueue } from './payments/outbox.ts';
import { createInProcessPubSub } from './pubsub/in-process-pubsub.ts';
import type { PubSub } from './pubsub/pubsub.ts';
import { rewardResolvers } from './rewards/resolvers.ts';
import { resolveStandIns, type StandIns } from './stand-ins.ts';
import { startRewardScheduler, type RewardScheduler } from './rewards/scheduler.ts';
import { createRewards, type Rewards } from './rewards/service.ts';
import { walletResolvers } from './wallet/resolvers.ts';
import { DEFAULT_ROUND_TIMEOUT_MS, DEFAULT_SWEEP_INTERVAL_MS } from './config.ts';
import { startRoundSweeper, type RoundSweeper } from './ledger/round-sweeper.ts';
import { createWallet, type Wallet, type WalletConfig } from './ledger/wallet.ts';

/** The money side of the platform, handed to tests and benchmarks through onServices. */
export interface PlatformServices {
  wallet: Wallet;
  payments: Payments;
  games: Games;
  /** The payment outbox worker; undefined when paymentWorker.enabled is false. */
  worker: () => Worker | undefined;
  rewards: Rewards;
  /** The rewards' scheduler; undefined when rewardScheduler.enabled is false. */
  rewardScheduler: () => RewardScheduler | undefined;
  /** The sweeper of open rounds; undefined when roundSweeper.enabled is false. */
  roundSweeper: () => RoundSweeper | undefined;
}

export interface RoundSweeperOptions {
  /** Default true; tests that drive the passes by hand turn it off. */
  enabled?: boolean;
  /** Poll interval, default 5000 ms (GAME_ROUND_SWEEP_INTERVAL_MS). */
  intervalMs?: number;
  /** Rounds open this long after their last bet are settled, default 30000 ms (GAME_ROUND_TIMEOUT_MS). */
  timeoutMs?: number;
}

export interface RewardSchedulerOptions {
  /** Default true; tests that drive the passes by hand turn it off. */
  enabled?: boolean;
  /** Poll interval, default 1000 ms (REWARD_SCHEDULER_INTERVAL_MS). */
  intervalMs?: number;
}

export interface PaymentWorkerOptions {
  /** Default true; tests that drive the outbox by hand turn it off. */
  enabled?: boolean;
  /** Poll interval, default 250 ms (PAYMENT_WORKER_POLL_MS). */
  pollMs?: number;
  /** Where callbacks go (PAYMENT_CALLBACK_URL); through the app itself when unset. */
  callbackUrl?: string | undefined;
}

export interface BuildServerOptions {
  store: Store;
  /** The Vite build (index.html + assets/). Without index.html only the APIs are served. */
  distDir: string;
  /** Fastify's logger option; off when omitted (tests). */
  logger?: FastifyServerOptions['logger'];
  /** LobbySettings.environment. Default 'development'. */
  environment?: Environment;
  /** Default BASE_CSP; extend it with extendCsp(). */
  contentSecurityPolicy?: CspDirectives;
  /** How long brands read from storage are reused (default BRANDS_TTL_MS; tests use 0). */
  brandCacheMs?: number;
  /** Default: an in-process pub/sub, closed with the app. A given one is the caller's to close. */
  pubsub?: PubSub;
  /** Development stand-ins; default: all on in development, all off in production. */
  standIns?: StandIns;
  /** Key of /internal-api; default DEV_OPERATOR_KEY (main.ts requires a real one in production). */
  operatorKey?: string;
  /** Share visitors' GraphQL answers (server/graphql/response-cache.ts); default on. */
  responseCache?: boolean;
  /** GraphQL resolvers of the services; default the catalogue's and identity's. Tests pass stubs. */
  resolvers?: Resolvers;
  /** Bearer tokens to players; default identity's verifier (server/graphql/viewer.ts). */
  verifyAccessToken?: VerifyAccessToken;
  /** Token lifetimes, key rotation and the clock of identity (server/auth/services.ts). */
  auth?: AuthOptions;
  /** Minimums and payout delay of the wallet (server/wallet/service.ts). */
  wallet?: Partial<WalletConfig>;
  /** The sandbox provider's callback delay (server/payments/service.ts). */
  payments?: Partial<PaymentsConfig>;
  paymentWorker?: PaymentWorkerOptions;
  rewardScheduler?: RewardSchedulerOptions;
  /** How often open subscriptions' sessions are checked (default SESSION_SWEEP_MS, 30 s). */
  sessionSweepMs?: number;
  roundSweeper?: RoundSweeperOptions;
  /** Fault injection between a round's bet and its win (crash tests); ignored in production. */
  gameFaults?: GameFaults;
  /** Receives the wallet, payments and games once built (tests, benchmarks). */
  onServices?: (services: PlatformServices) => void;
}

export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const csp = options.contentSecurityPolicy ?? BASE_CSP;
  const app = Fastify({
    logger: options.logger ?? false,
    // Fastify's two lines per request are replaced by one (http/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // Malformed percent-encoding is refused before routing: answer a plain 400 that does not
    // echo the URL back, with the security headers hooks would have added.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      // A reply is thenable but not a promise to await here: Fastify expects nothing back.
      void reply
        .code(status)
        .headers(preRoutingSecurityHeaders(csp))
        .header('cache-control', 'no-store')
        .send(badRequestBody());
    },
  });
  const environment = options.environment ?? 'development';
  const standIns = options.standIns ?? resolveStandIns(environment);
  const { brandOf, allBrands } = brandLookup(options.store, options.brandCacheMs);

  registerErrorHandler(app);
  // Security headers first: every later hook's early reply (414, 400) carries them.
  await registerSecurityHeaders(app, csp);
  registerRequestLimits(app);
  registerRequestLog(app);
  await registerCompression(app);

  const pubsub = options.pubsub ?? createInProcessPubSub();
  if (!options.pubsub) app.addHook('onClose', () => pubsub.close());

  const sessionGuard = createSessionGuard({
    store: options.store,
    pubsub,
    log: app.log,
    ...(options.sessionSweepMs ? { sweepMs: options.sessionSweepMs } : {}),
  });
  // Before the pub/sub closes (an app's own one closes on onClose too, registered earlier).
  app.addHook('preClose', () => sessionGuard.stop());

  const auth = createAuthServices(
    {
      store: options.store,
      pubsub,
      environment,
      standIns,
      allBrands,
      log: app.log,
      listeningPort: () => {
        const address = app.server.address();
        return typeof address === 'object' && address !== null ? address.port : undefined;
      },
    },
    options.auth,
  );

  const wallet = createWallet({
    store: options.store,
    pubsub,
    ...(options.wallet ? { config: options.wallet } : {}),
    onPublishError: (error) => app.log.warn({ err: error }, 'balanceUpdated not published'),
    payouts: payoutQueue,
  });
  const payments = createPayments({
    store: options.store,
    wallet,
    allBrands,
    ...(options.payments ? { config: options.payments } : {}),
  });
  const games = createGames({
    store: options.store,
    wallet,
    ...(environment !== 'production' && options.gameFaults ? { faults: options.gameFaults } : {}),
  });
  let worker: Worker | undefined;
  // The worker delivers the sandbox provider's callbacks and payouts: part of that stand-in.
  if (standIns.sandboxPayments && options.paymentWorker?.enabled !== false) {
    app.addHook('onReady', async () => {
      worker = startWorker({
        store: options.store,
        wallet,
        app,
        signingSecret: payments.signingSecret,
        log: app.log,
        pollMs: options.paymentWorker?.pollMs ?? 250,
        callbackUrl: options.paymentWorker?.callbackUrl,
      });
    });
    app.addHook('onClose', async () => worker?.stop());
  }
  const rewards = createRewards({
    wallet,
    pubsub,
    allBrands,
    onPublishError: (error) => app.log.warn({ err: error }, 'reward event not published'),
    onCreditError: (error, assignationId) =>
      app.log.warn({ err: error, assignationId }, 'automatic reward credit failed'),
  });
  let rewardScheduler: RewardScheduler | undefined;
  if (options.rewardScheduler?.enabled !== false) {
    app.addHook('onReady', async () => {
      rewardScheduler = startRewardScheduler(rewards.deps, {
        intervalMs: options.rewardScheduler?.intervalMs ?? 1000,
        log: app.log,
      });
    });
    app.addHook('onClose', async () => rewardScheduler?.stop());
  }
  let roundSweeper: RoundSweeper | undefined;
  if (options.roundSweeper?.enabled !== false) {
    app.addHook('onReady', async () => {
      roundSweeper = startRoundSweeper(wallet, {
        intervalMs: options.roundSweeper?.intervalMs ?? DEFAULT_SWEEP_INTERVAL_MS,
        timeoutMs: options.roundSweeper?.timeoutMs ?? DEFAULT_ROUND_TIMEOUT_MS,
        log: app.log,
      });
    });
    app.addHook('onClose', async () => roundSweeper?.stop());
  }
  options.onServices?.({
    wallet,
    payments,
    games,
    worker: () => worker,
    rewards,
    rewardScheduler: () => rewardScheduler,
    roundSweeper: () => roundSweeper,
  });

  registerHealth(app, options.store, pubsub);
  registerLobbySettings(app, brandOf, environment);
  registerBrandAssets(app, allBrands);
  registerThumbnails(app, options.store);
  await registerIdentity(app, auth, allBrands);
  await registerGraphQL(app, {
    environment,
    resolvers:
      options.resolvers ??
      mergeServiceResolvers(
        catalogueResolvers,
        identityResolvers(auth),
        walletResolvers(wallet),
        paymentResolvers(payments, auth.tokenPairs),
        gameResolvers(games),
        standIns.sandboxPayments ? {} : paymentsUnavailableResolvers,
        rewardResolvers(rewards),
        promotionResolvers,
        rewardsShopResolvers(createRewardsShop({ store: options.store, pubsub, log: app.log })),
      ),
    responseCache: options.responseCache ?? true,
    graphiql: standIns.graphiql,
    context: {
      store: options.store,
      pubsub,
      sessionGuard,
      environment,
      countryOverride: standIns.countryOverride,
      allBrands,
      verifyAccessToken: options.verifyAccessToken ?? auth.verifyAccessToken,
    },
  });
  registerCatalogueChanges(app, { operatorKey: options.operatorKey ?? DEV_OPERATOR_KEY, pubsub });
  await registerRewardOperatorRoutes(app, {
    operatorKey: options.operatorKey ?? DEV_OPERATOR_KEY,
    rewards,
  });
  registerFeed(app, { store: options.store, brandOf, allBrands });
  if (standIns.sandboxPayments) await registerPaymentRoutes(app, payments);
  registerGameRoutes(app, games, allBrands);
  const spaFallback = await registerSpa(app, { distDir: options.distDir, brandOf, environment });
  registerNotFound(app, spaFallback);
  return app;
}
