// Redis for the server tests, like helpers/postgres.ts: runs when REDIS_URL reaches a server,
// is skipped with a visible note otherwise, and fails under REQUIRE_SERVICES=1.
import { Redis } from 'ioredis';
import { describe, it } from 'vitest';
import { REQUIRE_SERVICES } from './postgres.ts';

export const REDIS_URL = process.env.REDIS_URL?.trim() || undefined;

async function unavailableReason(): Promise<string | undefined> {
  if (!REDIS_URL) return 'REDIS_URL is not set';
  const client = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 3_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return undefined;
  } catch (error) {
    return `Redis at REDIS_URL is unreachable (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    client.disconnect();
  }
}

/** Why the Redis tests cannot run here, or undefined when they can. */
export const redisUnavailable = await unavailableReason();

/** describe() for tests that need the services named by `reasons` (undefined = available). */
export function describeWithServices(
  name: string,
  reasons: readonly (string | undefined)[],
  body: () => void,
): void {
  const missing = reasons.filter((reason): reason is string => reason !== undefined);
  if (missing.length > 0 && REQUIRE_SERVICES) {
    describe(name, () => {
      it('needs PostgreSQL/Redis (REQUIRE_SERVICES=1)', () => {
        throw new Error(`REQUIRE_SERVICES=1 but ${missing.join('; ')}.`);
      });
    });
    return;
  }
  if (missing.length > 0) {
    console.warn(
      `[server tests] skipping "${name}": ${missing.join('; ')}. ` +
        'Set DATABASE_URL=postgres://postgres@127.0.0.1:5432/test and REDIS_URL=redis://127.0.0.1:6379 to run them.',
    );
  }
  describe.skipIf(missing.length > 0)(name, body);
}
