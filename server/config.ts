// Every environment variable the server reads is parsed here, once, into a typed ServerConfig.
import path from 'node:path';
import { resolveStandIns, StandInConfigError, type StandIns } from './stand-ins.ts';
import { parseOrigin } from './brands/public-origin.ts';

// Defaults of settings the ledger and identity read; they live here, the lowest layer, so the
// configuration imports no domain (decision 0033).
/** GAME_ROUND_TIMEOUT_MS: a round's normal life is one request, milliseconds. */
export const DEFAULT_ROUND_TIMEOUT_MS = 30_000;
/** GAME_ROUND_SWEEP_INTERVAL_MS. */
export const DEFAULT_SWEEP_INTERVAL_MS = 5_000;
/** NOTIFICATIONS_PER_RECIPIENT_PER_HOUR and NOTIFICATIONS_PER_CLIENT_PER_HOUR. */
export const DEFAULT_NOTIFICATION_LIMITS = {
  // As many as the SMS sign-in allows a number an hour (identity/auth/sms-codes.ts): a player
  // asking for their own codes meets that rule's visible cooldown, not a silent drop.
  perRecipientPerHour: 5,
  perClientPerHour: 10,
} as const;

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

export type StorageConfig =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; connectionString: string };

export interface ServerConfig {
  port: number;
  host: string;
  /** Absolute path of DATA_DIR (holds the PGlite directory and its lock file). */
  dataDir: string;
  /** DATA_DIR as the operator wrote it, for messages. */
  dataDirLabel: string;
  /** Absolute path of the built SPA (Vite's dist/). */
  distDir: string;
  storage: StorageConfig;
  environment: 'development' | 'production';
  logLevel: LogLevel;
  /** Upsert the five demo brands on start (SEED_DEMO_DATA=0 turns it off). */
  seedDemoData: boolean;
  /** Share visitors' GraphQL answers for 30 s (GRAPHQL_RESPONSE_CACHE=off turns it off). */
  responseCache: boolean;
  /** REDIS_URL: pub/sub across processes; in-process pub/sub without it. */
  redisUrl: string | undefined;
  /** OPERATOR_KEY for the operator API; DEV_OPERATOR_KEY only while that stand-in is on. */
  operatorKey: string;
  /** Development stand-ins (server/stand-ins.ts): all on in development, off in production. */
  standIns: StandIns;
  /** ACCESS_TOKEN_TTL_SECONDS: lifetime of access tokens of both sign-in flows (default 300). */
  accessTokenTtlSeconds: number;
  /** SIGNING_KEY_ROTATION_HOURS: a new access-token signing key this often (default 24). */
  signingKeyRotationHours: number;
  /** MIN_DEPOSIT_AMOUNT: the server's minimum deposit in minor units (the §9 default may be higher). */
  minDepositAmount: number;
  /** MIN_WITHDRAWAL_AMOUNT: the server's minimum withdrawal in minor units. */
  minWithdrawalAmount: number;
  /** SANDBOX_CALLBACK_DELAY_MS: how long the sandbox provider waits before its callback. */
  sandboxCallbackDelayMs: number;
  /** SANDBOX_PAYOUT_DELAY_MS: how long the sandbox takes to pay a withdrawal out. */
  sandboxPayoutDelayMs: number;
  /** PAYMENT_CALLBACK_URL: where callbacks go; through the server itself when unset. */
  paymentCallbackUrl: string | undefined;
  /** PAYMENT_WORKER_POLL_MS: how often the payment outbox is polled. */
  paymentWorkerPollMs: number;
  /** REWARD_SCHEDULER_INTERVAL_MS: how often rewards are started, expired and auto-credited. */
  rewardSchedulerIntervalMs: number;
  /** GAME_ROUND_SWEEP_INTERVAL_MS: how often open game rounds are looked for (decision 0027). */
  gameRoundSweepIntervalMs: number;
  /** GAME_ROUND_TIMEOUT_MS: a round still open this long after its last bet is settled. */
  gameRoundTimeoutMs: number;
  /**
   * RAFFLE_HOURLY_DROP_SECONDS: the length of the demo's "hourly" raffle drop when the demo data
   * first creates it (default 3600; the e2e tests use a short one).
   */
  raffleHourlyDropSeconds: number;
  /**
   * DEV_FAULT_PAUSE_AFTER_BET_MS: every REAL game round waits this long between its bet and its
   * win, so a crash test can kill the process mid-round. Development only; refused in production.
   */
  devFaultPauseAfterBetMs: number | undefined;
  /**
   * DEV_FAULT_PAUSE_IN_DRAW_MS: every raffle draw waits this long inside its ledger transaction,
   * after its writes and before its commit, so a crash test can kill the process mid-draw.
   * Development only; refused in production.
   */
  devFaultPauseInDrawMs: number | undefined;
  /**
   * DEV_REALITY_CHECK_SECONDS: the reality check offers an extra period this many seconds long
   * (the e2e tests use 20). Development only; refused in production.
   */
  devRealityCheckSeconds: number | undefined;
  /** SESSION_LIMIT_SWEEP_MS: how often live sessions are checked against daily session limits. */
  sessionLimitSweepMs: number;
  /**
   * Brand key → origin of the links in its emails: PUBLIC_ORIGINS (a JSON map) and
   * PUBLIC_ORIGIN_<BRAND> (which wins); https only in production (decision 0029).
   */
  publicOrigins: Record<string, string>;
  /**
   * PUBLIC_PORT, else PORT: the port of the development default http://{first hostname}:{port};
   * undefined for PORT=0 (the port the server then listens on is used).
   */
  publicPort: number | undefined;
  /** NOTIFICATIONS_PER_RECIPIENT_PER_HOUR: identity's emails/SMS to one address or number. */
  notificationsPerRecipientPerHour: number;
  /** NOTIFICATIONS_PER_CLIENT_PER_HOUR: identity's emails/SMS one client (IP) may cause. */
  notificationsPerClientPerHour: number;
}

/** The operator key in development when OPERATOR_KEY is unset; refused in production. */
export const DEV_OPERATOR_KEY = 'dev-operator-key';
const MIN_OPERATOR_KEY_LENGTH = 16;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): ServerConfig {
  const dataDirLabel = nonEmpty(env.DATA_DIR) ?? './data';
  const dataDir = path.resolve(cwd, dataDirLabel);
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  const environment = env.NODE_ENV === 'production' ? 'production' : 'development';
  const standIns = parseStandIns(environment, env);
  const devFaultPauseAfterBetMs =
    nonEmpty(env.DEV_FAULT_PAUSE_AFTER_BET_MS) === undefined
      ? undefined
      : parsePositiveInteger(
          env.DEV_FAULT_PAUSE_AFTER_BET_MS,
          'DEV_FAULT_PAUSE_AFTER_BET_MS',
          0,
          1,
          3_600_000,
        );
  if (devFaultPauseAfterBetMs !== undefined && environment === 'production') {
    throw new ConfigError(
      'DEV_FAULT_PAUSE_AFTER_BET_MS is a test fault: it cannot be set in production.',
    );
  }
  const devFaultPauseInDrawMs =
    nonEmpty(env.DEV_FAULT_PAUSE_IN_DRAW_MS) === undefined
      ? undefined
      : parsePositiveInteger(
          env.DEV_FAULT_PAUSE_IN_DRAW_MS,
          'DEV_FAULT_PAUSE_IN_DRAW_MS',
          0,
          1,
          3_600_000,
        );
  if (devFaultPauseInDrawMs !== undefined && environment === 'production') {
    throw new ConfigError(
      'DEV_FAULT_PAUSE_IN_DRAW_MS is a test fault: it cannot be set in production.',
    );
  }
  const devRealityCheckSeconds =
    nonEmpty(env.DEV_REALITY_CHECK_SECONDS) === undefined
      ? undefined
      : parsePositiveInteger(
          env.DEV_REALITY_CHECK_SECONDS,
          'DEV_REALITY_CHECK_SECONDS',
          0,
          5,
          3600,
        );
  if (devRealityCheckSeconds !== undefined && environment === 'production') {
    throw new ConfigError(
      'DEV_REALITY_CHECK_SECONDS is a test period: it cannot be set in production.',
    );
  }
  const port = parsePort(env.PORT);
  return {
    port,
    // `localhost` makes Node bind both 127.0.0.1 and ::1, so `mga.localhost` works in Chromium.
    host: nonEmpty(env.HOST) ?? 'localhost',
    dataDir,
    dataDirLabel,
    distDir: path.resolve(cwd, nonEmpty(env.DIST_DIR) ?? './dist'),
    storage: databaseUrl
      ? { kind: 'postgres', connectionString: databaseUrl }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    environment,
    logLevel: parseLogLevel(env.LOG_LEVEL),
    seedDemoData: !['0', 'false', 'no'].includes((env.SEED_DEMO_DATA ?? '').toLowerCase()),
    responseCache: !['0', 'false', 'no', 'off'].includes(
      (env.GRAPHQL_RESPONSE_CACHE ?? '').toLowerCase(),
    ),
    redisUrl: nonEmpty(env.REDIS_URL),
    operatorKey: parseOperatorKey(env.OPERATOR_KEY, standIns.devOperatorKey),
    standIns,
    accessTokenTtlSeconds: parsePositiveInteger(
      env.ACCESS_TOKEN_TTL_SECONDS,
      'ACCESS_TOKEN_TTL_SECONDS',
      300,
      5,
      24 * 60 * 60,
    ),
    signingKeyRotationHours: parsePositiveInteger(
      env.SIGNING_KEY_ROTATION_HOURS,
      'SIGNING_KEY_ROTATION_HOURS',
      24,
      1,
      24 * 365,
    ),
    devRealityCheckSeconds,
    sessionLimitSweepMs: parsePositiveInteger(
      env.SESSION_LIMIT_SWEEP_MS,
      'SESSION_LIMIT_SWEEP_MS',
      5000,
      100,
      600_000,
    ),
    minDepositAmount: parsePositiveInteger(env.MIN_DEPOSIT_AMOUNT, 'MIN_DEPOSIT_AMOUNT', 0, 0, 1e9),
    minWithdrawalAmount: parsePositiveInteger(
      env.MIN_WITHDRAWAL_AMOUNT,
      'MIN_WITHDRAWAL_AMOUNT',
      0,
      0,
      1e9,
    ),
    sandboxCallbackDelayMs: parsePositiveInteger(
      env.SANDBOX_CALLBACK_DELAY_MS,
      'SANDBOX_CALLBACK_DELAY_MS',
      500,
      0,
      3_600_000,
    ),
    sandboxPayoutDelayMs: parsePositiveInteger(
      env.SANDBOX_PAYOUT_DELAY_MS,
      'SANDBOX_PAYOUT_DELAY_MS',
      30_000,
      0,
      86_400_000,
    ),
    paymentCallbackUrl: nonEmpty(env.PAYMENT_CALLBACK_URL),
    paymentWorkerPollMs: parsePositiveInteger(
      env.PAYMENT_WORKER_POLL_MS,
      'PAYMENT_WORKER_POLL_MS',
      250,
      10,
      60_000,
    ),
    rewardSchedulerIntervalMs: parsePositiveInteger(
      env.REWARD_SCHEDULER_INTERVAL_MS,
      'REWARD_SCHEDULER_INTERVAL_MS',
      1000,
      10,
      3_600_000,
    ),
    gameRoundSweepIntervalMs: parsePositiveInteger(
      env.GAME_ROUND_SWEEP_INTERVAL_MS,
      'GAME_ROUND_SWEEP_INTERVAL_MS',
      DEFAULT_SWEEP_INTERVAL_MS,
      10,
      3_600_000,
    ),
    gameRoundTimeoutMs: parsePositiveInteger(
      env.GAME_ROUND_TIMEOUT_MS,
      'GAME_ROUND_TIMEOUT_MS',
      DEFAULT_ROUND_TIMEOUT_MS,
      100,
      86_400_000,
    ),
    raffleHourlyDropSeconds: parsePositiveInteger(
      env.RAFFLE_HOURLY_DROP_SECONDS,
      'RAFFLE_HOURLY_DROP_SECONDS',
      3_600,
      10,
      3_600,
    ),
    devFaultPauseAfterBetMs,
    devFaultPauseInDrawMs,
    publicOrigins: parsePublicOrigins(env, environment),
    publicPort: nonEmpty(env.PUBLIC_PORT)
      ? parsePositiveInteger(env.PUBLIC_PORT, 'PUBLIC_PORT', 0, 1, 65535)
      : port || undefined,
    notificationsPerRecipientPerHour: parsePositiveInteger(
      env.NOTIFICATIONS_PER_RECIPIENT_PER_HOUR,
      'NOTIFICATIONS_PER_RECIPIENT_PER_HOUR',
      DEFAULT_NOTIFICATION_LIMITS.perRecipientPerHour,
      1,
      1_000_000,
    ),
    notificationsPerClientPerHour: parsePositiveInteger(
      env.NOTIFICATIONS_PER_CLIENT_PER_HOUR,
      'NOTIFICATIONS_PER_CLIENT_PER_HOUR',
      DEFAULT_NOTIFICATION_LIMITS.perClientPerHour,
      1,
      1_000_000,
    ),
  };
}

const BRAND_KEY = /^[a-z][a-z0-9-]{0,31}$/;
const ORIGIN_VARIABLE = /^PUBLIC_ORIGIN_([A-Z][A-Z0-9_]{0,31})$/;

/** PUBLIC_ORIGINS, then every PUBLIC_ORIGIN_<BRAND> over it (PURA_VIDA names pura-vida). */
function parsePublicOrigins(env: Env, environment: ServerConfig['environment']) {
  const origins: Record<string, string> = {};
  const add = (name: string, key: string, value: unknown) => {
    const origin = typeof value === 'string' ? parseOrigin(value) : undefined;
    if (!BRAND_KEY.test(key) || !origin) {
      throw new ConfigError(
        `${name} must map brand keys to origins such as https://casino.example (scheme, host and optional port only), got ${JSON.stringify(value)} for "${key}".`,
      );
    }
    if (environment === 'production' && !origin.startsWith('https://')) {
      throw new ConfigError(`${name} must be an https:// origin in production, got "${origin}".`);
    }
    origins[key] = origin;
  };

  const map = nonEmpty(env.PUBLIC_ORIGINS);
  if (map !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(map);
    } catch {
      throw new ConfigError('PUBLIC_ORIGINS must be a JSON object of brand key to origin.');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new ConfigError('PUBLIC_ORIGINS must be a JSON object of brand key to origin.');
    }
    for (const [key, value] of Object.entries(parsed)) add('PUBLIC_ORIGINS', key, value);
  }
  for (const [name, value] of Object.entries(env)) {
    const match = ORIGIN_VARIABLE.exec(name);
    const raw = nonEmpty(value);
    if (!match?.[1] || raw === undefined) continue;
    add(name, match[1].toLowerCase().replace(/_/g, '-'), raw);
  }
  return origins;
}

function parsePositiveInteger(
  value: string | undefined,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = nonEmpty(value);
  if (raw === undefined) return fallback;
  const parsed = Number(raw);
  if (!/^\d+$/.test(raw) || parsed < min || parsed > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}".`);
  }
  return parsed;
}

function parseOperatorKey(value: string | undefined, devKeyAllowed: boolean): string {
  const key = nonEmpty(value);
  if (key === undefined && devKeyAllowed) return DEV_OPERATOR_KEY;
  if (key === DEV_OPERATOR_KEY && devKeyAllowed) return key;
  if (!key || key === DEV_OPERATOR_KEY || key.length < MIN_OPERATOR_KEY_LENGTH) {
    throw new ConfigError(
      `OPERATOR_KEY must be set to a secret of at least ${MIN_OPERATOR_KEY_LENGTH} characters (the development key is refused unless ALLOW_DEV_OPERATOR_KEY=on).`,
    );
  }
  return key;
}

function parseStandIns(environment: ServerConfig['environment'], env: Env): StandIns {
  try {
    return resolveStandIns(environment, env);
  } catch (error) {
    if (error instanceof StandInConfigError) throw new ConfigError(error.message);
    throw error;
  }
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parsePort(value: string | undefined): number {
  const raw = nonEmpty(value);
  if (raw === undefined) return 3000;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535) {
    throw new ConfigError(`PORT must be an integer from 0 to 65535, got "${raw}".`);
  }
  return port;
}

function parseLogLevel(value: string | undefined): LogLevel {
  const raw = nonEmpty(value)?.toLowerCase();
  if (raw === undefined) return 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}".`);
  }
  return raw as LogLevel;
}

/** The DATABASE_URL without its password, for logs. */
export function describeStorage(storage: StorageConfig): string {
  if (storage.kind === 'pglite') return `pglite at ${storage.dataDir}`;
  try {
    const url = new URL(storage.connectionString);
    if (url.password) url.password = '***';
    return `postgres at ${url.toString()}`;
  } catch {
    return 'postgres';
  }
}
