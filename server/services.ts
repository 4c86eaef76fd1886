// Builds the platform's services from a store, a pub/sub, a clock and a log alone — no HTTP:
// the session guard, identity, the ledger's wallet, payments, games, live tables, rewards and the
// rewards shop, the jackpot and the raffle, protection and compliance. Background jobs run between
// start() and stop(); the server (app.ts) calls them on its lifecycle, a test calls them itself or
// not at all. The composition root: the one place that hands one domain to another, through the
// lower layers' interfaces (the wallet's payout queue, Pay N Play's token pairs). Decision 0033.
import type { Brand, Environment } from './brands/brand.ts';
import { createBrandTime, systemClock, type BrandTime, type Clock } from './clock.ts';
import { DEFAULT_ROUND_TIMEOUT_MS, DEFAULT_SWEEP_INTERVAL_MS } from './config.ts';
import type { Store } from './db/store.ts';
import type { GameFaults } from './games/faults.ts';
import type { RaffleFaults } from './jackpot/raffle-faults.ts';
import { startPollingLoop, type PollingLoop } from './jobs/polling-loop.ts';
import { createProtection, type Protection } from './protection/service.ts';
import { createCompliance, type Compliance } from './compliance/service.ts';
import { createGames, type Games } from './games/service.ts';
import { createLiveTables, type LiveTables } from './games/live/tables.ts';
import type { AuthServices } from './identity/auth/auth-services.ts';
import { createAuthServices, type AuthOptions } from './identity/auth/services.ts';
import { startRoundSweeper, type RoundSweeper } from './ledger/rounds/round-sweeper.ts';
import { createWallet, type Wallet, type WalletConfig } from './ledger/wallet.ts';
import { createRaffleService, type RaffleService } from './jackpot/raffle-service.ts';
import { createJackpotService, type JackpotService } from './jackpot/service.ts';
import { createAccountDirectory } from './ledger/journal/accounts.ts';
import { startHousekeeping, type Housekeeping } from './identity/housekeeping.ts';
import { silentLog, type Log } from './log.ts';
import { brandLookup } from './http/request-brand.ts';
import { payoutQueue } from './payments/outbox.ts';
import { createPayments, type Payments, type PaymentsConfig } from './payments/service.ts';
import { startWorker, type CallbackPoster, type Worker } from './payments/worker.ts';
import { createSessionGuard, type SessionGuard } from './players/session-guard.ts';
import { createInProcessPubSub } from './pubsub/in-process-pubsub.ts';
import type { PubSub } from './pubsub/pubsub.ts';
import { startRewardScheduler, type RewardScheduler } from './rewards/scheduler.ts';
import { createRewards, type Rewards } from './rewards/service.ts';
import { createRewardsShop, type RewardsShop } from './rewards/shop/shop.ts';
import { resolveStandIns, type StandIns } from './stand-ins.ts';

/** The money side of the platform, handed to tests and benchmarks through onServices. */
export interface PlatformServices {
  wallet: Wallet;
  payments: Payments;
  games: Games;
  live: LiveTables;
  /** The payment outbox worker; undefined when paymentWorker.enabled is false. */
  worker: () => Worker | undefined;
  rewards: Rewards;
  /** The rewards' scheduler; undefined when rewardScheduler.enabled is false. */
  rewardScheduler: () => RewardScheduler | undefined;
  /** The sweeper of open rounds; undefined when roundSweeper.enabled is false. */
  roundSweeper: () => RoundSweeper | undefined;
  jackpot: JackpotService;
  raffles: RaffleService;
  protection: Protection;
  compliance: Compliance;
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

export interface ServiceOptions {
  store: Store;
  /** Default: an in-process pub/sub, closed by stop(). A given one is the caller's to close. */
  pubsub?: PubSub;
  /** Default the system clock (server/clock.ts). */
  clock?: Clock;
  /** Token lifetimes, key rotation and the clock of identity (server/identity/auth/services.ts). */
  auth?: AuthOptions;
  /** Minimums and payout delay of the wallet (server/ledger/wallet.ts). */
  wallet?: Partial<WalletConfig>;
  /** The sandbox provider's callback delay (server/payments/service.ts). */
  payments?: Partial<PaymentsConfig>;
  paymentWorker?: PaymentWorkerOptions;
  rewardScheduler?: RewardSchedulerOptions;
  /** How often open subscriptions' sessions are checked (default SESSION_SWEEP_MS, 30 s). */
  sessionSweepMs?: number;
  roundSweeper?: RoundSweeperOptions;
  /** The sweep paying jackpot drops left pending (default on; tests drive it by hand). */
  jackpotSweep?: { enabled?: boolean };
  /** The raffle's opening and drawing of drops (default on; tests drive it by hand). */
  raffleScheduler?: { enabled?: boolean };
  /** Player protection: the development reality-check period, the limit sweep. */
  protection?: {
    devRealityCheckSeconds?: number | null;
    /** Tests only: the cooling-off of increases instead of the licence's hours. */
    increaseDelayMs?: number | null;
    /** How often live sessions are checked against daily session limits (default 5 s; 0: off). */
    sessionLimitSweepMs?: number;
  };
  /** Fault injection between a round's bet and its win (crash tests); ignored in production. */
  gameFaults?: GameFaults;
  /** Fault injection inside a raffle draw's transaction (crash tests); ignored in production. */
  raffleFaults?: RaffleFaults;
  /** The live tables' timing and clock (tests; server/games/live/tables.ts). */
  live?: Pick<Parameters<typeof createLiveTables>[0], 'options' | 'clock' | 'random'>;
  /** Receives the wallet, payments and games once built (tests, benchmarks). */
  onServices?: (services: PlatformServices) => void;
}

/** What the routes and resolvers are built from. */
export interface Services {
  store: Store;
  environment: Environment;
  standIns: StandIns;
  allBrands: () => Promise<Brand[]>;
  pubsub: PubSub;
  clock: Clock;
  /** The brands' time: the clock, moved per brand by the clock stand-in only. */
  time: BrandTime;
  sessionGuard: SessionGuard;
  auth: AuthServices;
  wallet: Wallet;
  payments: Payments;
  games: Games;
  /** The live tables' shared round schedules (decision 0049). */
  live: LiveTables;
  rewards: Rewards;
  rewardsShop: RewardsShop;
  jackpot: JackpotService;
  raffles: RaffleService;
  protection: Protection;
  compliance: Compliance;
}

/** What the services need from around them; all but the store have defaults. */
export interface ServiceContext {
  /** Default 'development'. */
  environment?: Environment;
  /** Default: those of the environment (server/stand-ins.ts). */
  standIns?: StandIns;
  /** Default: read from the store, cached 2 s (http/request-brand.ts). */
  allBrands?: () => Promise<Brand[]>;
  /** Default: nothing logged. */
  log?: Log;
  /** The port the server listens on: the development origin of mail links. */
  listeningPort?: () => number | undefined;
  /**
   * Posts the sandbox's signed callbacks to the server's own route when no PAYMENT_CALLBACK_URL
   * is set (app.ts: app.inject). Without it the payment worker does not run.
   */
  postToServer?: CallbackPoster;
}

export interface BuiltServices {
  services: Services;
  /** Starts the background jobs the options leave on (sweeps, schedulers, the outbox worker). */
  start(): Promise<void>;
  /** Stops them, then closes what the services opened (the default pub/sub). Safe to call twice. */
  stop(): Promise<void>;
}

export function buildServices(context: ServiceContext, options: ServiceOptions): BuiltServices {
  const environment = context.environment ?? 'development';
  const standIns = context.standIns ?? resolveStandIns(environment);
  const allBrands = context.allBrands ?? brandLookup(options.store).allBrands;
  const log = context.log ?? silentLog;
  const { store } = options;
  const clock = options.clock ?? systemClock;
  // Moved forward per brand only by the clock stand-in (server/dev/clock-routes.ts).
  const time = createBrandTime(clock);
  const pubsub = options.pubsub ?? createInProcessPubSub();
  /** Jobs to start and stop; each returns its stop. */
  const jobs: Array<() => (() => Promise<void> | void) | undefined> = [];
  let stops: Array<() => Promise<void> | void> = [];

  const sessionGuard = createSessionGuard({
    store,
    pubsub,
    log,
    ...(options.sessionSweepMs ? { sweepMs: options.sessionSweepMs } : {}),
  });

  const auth = createAuthServices(
    {
      store,
      pubsub,
      environment,
      standIns,
      allBrands,
      log,
      listeningPort: () => context.listeningPort?.(),
    },
    options.auth,
  );
  jobs.push(() => {
    const housekeeping: Housekeeping = startHousekeeping(store, (error) =>
      log.warn({ err: error }, 'identity clean-up failed'),
    );
    return () => housekeeping.stop();
  });

  // Account compliance: told of completed deposits by the wallet (the
  // source-of-wealth rule), read by the ledger's gate through server/players/compliance-state.ts.
  const compliance = createCompliance({ store, pubsub, sessions: auth.sessions });

  // Told of each contribution by the wallet: it announces pots and pays the drops reached.
  const jackpot = createJackpotService({
    store,
    pubsub,
    accounts: createAccountDirectory(),
    log,
  });
  if (options.jackpotSweep?.enabled !== false) {
    jobs.push(() => {
      jackpot.start();
      return undefined;
    });
  }
  // The raffle's drops: opened and drawn every second by whichever processes run.
  const raffles = createRaffleService({
    store,
    pubsub,
    accounts: createAccountDirectory(),
    log,
    time,
    ...(environment !== 'production' && options.raffleFaults
      ? { faults: options.raffleFaults }
      : {}),
  });
  if (options.raffleScheduler?.enabled !== false) {
    jobs.push(() => {
      raffles.start();
      return undefined;
    });
  }
  const wallet = createWallet({
    store,
    pubsub,
    jackpot: jackpot.listener,
    ...(options.wallet ? { config: options.wallet } : {}),
    onPublishError: (error) => log.warn({ err: error }, 'balanceUpdated not published'),
    payouts: payoutQueue,
    onDepositCompleted: (playerId) => compliance.depositCompleted(playerId),
  });
  const payments = createPayments({
    store,
    wallet,
    allBrands,
    ...(options.payments ? { config: options.payments } : {}),
  });
  const games = createGames({
    store,
    wallet,
    ...(environment !== 'production' && options.gameFaults ? { faults: options.gameFaults } : {}),
  });
  // Live tables: one driving process per table, the others relay (decision 0049).
  const live = createLiveTables({ store, wallet, pubsub, log, clock, ...options.live });
  let worker: Worker | undefined;
  // The worker delivers the sandbox provider's callbacks and payouts: part of that stand-in.
  const postToServer = context.postToServer;
  if (standIns.sandboxPayments && options.paymentWorker?.enabled !== false && postToServer) {
    jobs.push(() => {
      worker = startWorker({
        store,
        wallet,
        postToServer,
        signingSecret: payments.signingSecret,
        log,
        pollMs: options.paymentWorker?.pollMs ?? 250,
        callbackUrl: options.paymentWorker?.callbackUrl,
      });
      return () => worker?.stop();
    });
  }
  const rewards = createRewards({
    wallet,
    pubsub,
    allBrands,
    onPublishError: (error) => log.warn({ err: error }, 'reward event not published'),
    onCreditError: (error, assignationId) =>
      log.warn({ err: error, assignationId }, 'automatic reward credit failed'),
  });
  let rewardScheduler: RewardScheduler | undefined;
  if (options.rewardScheduler?.enabled !== false) {
    jobs.push(() => {
      rewardScheduler = startRewardScheduler(rewards.deps, {
        intervalMs: options.rewardScheduler?.intervalMs ?? 1000,
        log,
      });
      return () => rewardScheduler?.stop();
    });
  }
  let roundSweeper: RoundSweeper | undefined;
  if (options.roundSweeper?.enabled !== false) {
    jobs.push(() => {
      roundSweeper = startRoundSweeper(wallet, {
        intervalMs: options.roundSweeper?.intervalMs ?? DEFAULT_SWEEP_INTERVAL_MS,
        timeoutMs: options.roundSweeper?.timeoutMs ?? DEFAULT_ROUND_TIMEOUT_MS,
        log,
      });
      return () => roundSweeper?.stop();
    });
  }
  // Player protection: limits, breaks and the reality check; its sweep ends sessions
  // at the daily session limit. Development stand-ins and test delays never in production.
  const protectionOptions = options.protection ?? {};
  const protection = createProtection({
    store,
    accounts: createAccountDirectory(),
    sessions: auth.sessions,
    time,
    config:
      environment === 'production'
        ? {}
        : {
            devRealityCheckSeconds: protectionOptions.devRealityCheckSeconds ?? null,
            increaseDelayMs: protectionOptions.increaseDelayMs ?? null,
          },
  });
  const sweepMs = protectionOptions.sessionLimitSweepMs ?? 5000;
  if (sweepMs > 0) {
    jobs.push(() => {
      const sweep: PollingLoop<number> = startPollingLoop(() => protection.sweepSessionLimits(), {
        intervalMs: sweepMs,
        log,
        name: 'session limit sweep',
      });
      return () => sweep.stop();
    });
  }
  options.onServices?.({
    wallet,
    payments,
    games,
    live,
    worker: () => worker,
    rewards,
    rewardScheduler: () => rewardScheduler,
    roundSweeper: () => roundSweeper,
    jackpot,
    raffles,
    protection,
    compliance,
  });

  const rewardsShop = createRewardsShop({ store, pubsub, log });
  const services: Services = {
    store,
    environment,
    standIns,
    allBrands,
    pubsub,
    clock,
    time,
    sessionGuard,
    auth,
    wallet,
    payments,
    games,
    live,
    rewards,
    rewardsShop,
    jackpot,
    raffles,
    protection,
    compliance,
  };
  let stopped: Promise<void> | undefined;
  return {
    services,
    async start() {
      stops = jobs.flatMap((job) => job() ?? []);
    },
    stop() {
      stopped ??= (async () => {
        // Jobs first, newest first; then what every request shares.
        for (const stop of stops.reverse()) await stop();
        await Promise.all([jackpot.stop(), raffles.stop(), live.close()]);
        await sessionGuard.stop();
        if (!options.pubsub) await pubsub.close();
      })();
      return stopped;
    },
  };
}
