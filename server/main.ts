// Entry point: `node server/main.ts`. Opens storage, migrates, seeds, listens; closes all of it
// on SIGINT/SIGTERM (PGlite must be closed: killing it mid-write corrupts its directory).
import type { FastifyInstance } from 'fastify';
import { buildServer } from './app.ts';
import { pauseAfterBet } from './games/faults.ts';
import { pauseInDraw } from './jackpot/raffle-faults.ts';
import { loadBrands } from './brands/brand-repository.ts';
import {
  brandsWithoutPublicOrigin,
  createPublicOriginOf,
  missingPublicOriginsMessage,
} from './brands/public-origin.ts';
import { seedDemoBrands } from './brands/seed.ts';
import { seedDemoCatalogue } from './catalogue/seed.ts';
import { seedDemoAccounts } from './identity/demo-accounts.ts';
import { seedDemoRewards } from './demo/rewards.ts';
import { seedRewardsShop } from './demo/shop-offers.ts';
import { seedDemoJackpots } from './demo/jackpot.ts';
import { seedDemoRaffles } from './demo/raffles.ts';
import { seedDemoCompliance } from './demo/compliance.ts';
import { ConfigError, describeStorage, loadConfig, type ServerConfig } from './config.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { migrate } from './db/migrate.ts';
import { openStore } from './db/open-store.ts';
import type { Store } from './db/store.ts';
import { describePubSub, openPubSub } from './pubsub/open-pubsub.ts';
import type { PubSub } from './pubsub/pubsub.ts';
import { standInWarnings } from './stand-ins.ts';

/** After a stop signal, give in-flight requests this long before forcing the exit. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

let store: Store | undefined;
let pubsub: PubSub | undefined;
let app: FastifyInstance | undefined;
let stopping = false;

function fail(message: string, error?: unknown): never {
  console.error(error === undefined ? message : `${message}\n`, error ?? '');
  process.exit(1);
}

async function start(config: ServerConfig): Promise<void> {
  const startedAt = performance.now();
  try {
    store = await openStore(config.storage, {
      dataDir: config.dataDir,
      dataDirLabel: config.dataDirLabel,
      onPostgresIdleError: (error) =>
        app?.log.warn({ err: error }, 'idle PostgreSQL connection failed'),
    });
  } catch (error) {
    if (error instanceof DataDirInUseError) fail(error.message);
    fail(`Could not open storage (${describeStorage(config.storage)}).`, error);
  }
  const storeReadyMs = performance.now() - startedAt;

  const migrations = await migrate(store);
  if (config.seedDemoData) await seedDemoBrands(store);
  if (config.environment === 'production') {
    // Links in production mails come from configured origins only: refuse to start without.
    const publicOriginOf = createPublicOriginOf({
      environment: config.environment,
      overrides: config.publicOrigins,
    });
    const missing = brandsWithoutPublicOrigin(await loadBrands(store), publicOriginOf);
    if (missing.length > 0) throw new ConfigError(missingPublicOriginsMessage(missing));
  }
  if (config.seedDemoData) await seedDemoCatalogue(store);
  if (config.seedDemoData) await seedDemoAccounts(store);
  if (config.seedDemoData) await seedDemoRewards(store);
  if (config.seedDemoData) await seedDemoCompliance(store);
  if (config.seedDemoData) await seedRewardsShop(store);
  if (config.seedDemoData) await seedDemoJackpots(store, await loadBrands(store));
  if (config.seedDemoData) {
    await seedDemoRaffles(store, await loadBrands(store), {
      hourlySeconds: config.raffleHourlyDropSeconds,
    });
  }

  const openedPubSub = await openPubSub({
    redisUrl: config.redisUrl,
    // The app's logger once it exists (an outage during start-up goes to stderr).
    log: {
      warn: (details, message) =>
        app ? app.log.warn(details, message) : console.error(message, details),
      info: (details, message) => app?.log.info(details, message),
    },
  }).catch((error: unknown) =>
    fail(`Could not open pub/sub (${describePubSub(config.redisUrl)}).`, error),
  );
  pubsub = openedPubSub;

  app = await buildServer({
    store,
    pubsub: openedPubSub,
    operatorKey: config.operatorKey,
    standIns: config.standIns,
    responseCache: config.responseCache,
    distDir: config.distDir,
    environment: config.environment,
    auth: {
      accessTokenTtlSeconds: config.accessTokenTtlSeconds,
      signingKeyRotationHours: config.signingKeyRotationHours,
      publicOrigins: config.publicOrigins,
      publicPort: config.publicPort,
      notificationLimits: {
        perRecipientPerHour: config.notificationsPerRecipientPerHour,
        perClientPerHour: config.notificationsPerClientPerHour,
      },
    },
    wallet: {
      minDepositAmount: config.minDepositAmount,
      minWithdrawalAmount: config.minWithdrawalAmount,
      payoutDelayMs: config.sandboxPayoutDelayMs,
    },
    payments: { callbackDelayMs: config.sandboxCallbackDelayMs },
    paymentWorker: {
      pollMs: config.paymentWorkerPollMs,
      callbackUrl: config.paymentCallbackUrl,
    },
    rewardScheduler: { intervalMs: config.rewardSchedulerIntervalMs },
    protection: {
      devRealityCheckSeconds: config.devRealityCheckSeconds ?? null,
      sessionLimitSweepMs: config.sessionLimitSweepMs,
    },
    roundSweeper: {
      intervalMs: config.gameRoundSweepIntervalMs,
      timeoutMs: config.gameRoundTimeoutMs,
    },
    ...(config.devFaultPauseAfterBetMs === undefined
      ? {}
      : { gameFaults: pauseAfterBet(config.devFaultPauseAfterBetMs) }),
    ...(config.devFaultPauseInDrawMs === undefined
      ? {}
      : { raffleFaults: pauseInDraw(config.devFaultPauseInDrawMs) }),
    logger: { level: config.logLevel, base: { pid: process.pid } },
  });
  if (migrations.applied.length > 0) {
    app.log.info(`applied migrations: ${migrations.applied.map((m) => m.version).join(', ')}`);
  }
  if (migrations.unknownVersions.length > 0) {
    app.log.warn(
      `the database has migrations this code does not know (${migrations.unknownVersions.join(', ')}): a newer release ran against it`,
    );
  }
  // Loud on purpose: a production server with a stand-in on is one approved fake deposit away
  // from real money leaving (server/stand-ins.ts).
  for (const warning of standInWarnings(config.environment, config.standIns)) {
    app.log.warn(warning);
    console.error(`\n  !!! ${warning}\n`);
  }
  await app.listen({ port: config.port, host: config.host });

  const url = listeningUrl(app, config.host);
  app.log.info(
    {
      url,
      storage: store.kind,
      pubsub: openedPubSub.kind,
      startupMs: Math.round(performance.now() - startedAt),
    },
    `Lobby server listening on ${url} (storage: ${describeStorage(config.storage)}; storage opened in ${Math.round(storeReadyMs)} ms; pub/sub: ${describePubSub(config.redisUrl)})`,
  );
}

function listeningUrl(server: FastifyInstance, host: string): string {
  const address = server.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : undefined;
  const shownHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? 'localhost' : host;
  return `http://${shownHost}:${port}`;
}

async function stop(reason: string, exitCode: number): Promise<never> {
  if (stopping) {
    console.error(`${reason} again: exiting without closing storage.`);
    process.exit(exitCode === 0 ? 130 : exitCode);
  }
  stopping = true;
  const log = (message: string) => (app ? app.log.info(message) : console.error(message));
  log(`${reason}: shutting down (send it again to force)`);
  setTimeout(() => {
    console.error(`Shutdown took longer than ${SHUTDOWN_TIMEOUT_MS} ms: forcing exit.`);
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();

  let code = exitCode;
  try {
    // Stops accepting connections and waits for in-flight requests.
    await app?.close();
  } catch (error) {
    console.error('Closing the HTTP server failed:', error);
    code = 1;
  }
  try {
    // After the app: its sockets' subscriptions end first.
    await pubsub?.close();
  } catch (error) {
    console.error('Closing pub/sub failed:', error);
    code = 1;
  }
  try {
    // Closes PGlite (or the pool), then releases the DATA_DIR lock.
    await store?.close();
  } catch (error) {
    console.error('Closing storage failed:', error);
    code = 1;
  }
  process.exit(code);
}

let config: ServerConfig;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void stop(signal, 0));
}
process.on('uncaughtException', (error) => {
  console.error('Uncaught exception:', error);
  void stop('uncaught exception', 1);
});
process.on('unhandledRejection', (error) => {
  console.error('Unhandled rejection:', error);
  void stop('unhandled rejection', 1);
});

try {
  await start(config);
} catch (error) {
  // While a stop signal is being handled, startup errors are its doing: let stop() finish.
  if (!stopping) {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error('Startup failed:', error);
    await stop('startup failure', 1);
  }
}
