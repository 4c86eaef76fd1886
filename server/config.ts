// Every environment variable the server reads is parsed here, once, into a typed ServerConfig.
import path from 'node:path';

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
  /** OPERATOR_KEY for /internal-api; required in production, DEV_OPERATOR_KEY otherwise. */
  operatorKey: string;
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
  return {
    port: parsePort(env.PORT),
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
    operatorKey: parseOperatorKey(env.OPERATOR_KEY, environment),
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
  };
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

function parseOperatorKey(
  value: string | undefined,
  environment: ServerConfig['environment'],
): string {
  const key = nonEmpty(value);
  if (environment === 'development') return key ?? DEV_OPERATOR_KEY;
  if (!key || key === DEV_OPERATOR_KEY || key.length < MIN_OPERATOR_KEY_LENGTH) {
    throw new ConfigError(
      `OPERATOR_KEY must be set to a secret of at least ${MIN_OPERATOR_KEY_LENGTH} characters in production.`,
    );
  }
  return key;
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
