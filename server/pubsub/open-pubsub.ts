// Chooses the pub/sub from the config: Redis when REDIS_URL is set, else in-process.
import { createInProcessPubSub } from './in-process-pubsub.ts';
import type { PubSubLog } from './outage-reporter.ts';
import type { PubSub } from './pubsub.ts';
import { openRedisPubSub } from './redis-pubsub.ts';

export interface PubSubConfig {
  redisUrl?: string | undefined;
  /** Where a Redis outage is reported (rate-limited). */
  log?: PubSubLog;
}

export async function openPubSub(config: PubSubConfig): Promise<PubSub> {
  if (!config.redisUrl) return createInProcessPubSub();
  return openRedisPubSub({ url: config.redisUrl, log: config.log });
}

/** The REDIS_URL without its password, for logs. */
export function describePubSub(redisUrl: string | undefined): string {
  if (!redisUrl) return 'in-process';
  try {
    const url = new URL(redisUrl);
    if (url.password) url.password = '***';
    return `redis at ${url.toString()}`;
  } catch {
    return 'redis';
  }
}
