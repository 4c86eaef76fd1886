// Redis pub/sub (REDIS_URL): every process publishes to and subscribes on the same channels.
// A subscribing Redis connection can do nothing else, hence two connections.
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import { createEventTargetPubSub } from './event-target-pubsub.ts';
import type { PubSub, Topic } from './pubsub.ts';

/** Channels are namespaced: a Redis may be shared with other applications. */
export const REDIS_CHANNEL_PREFIX = 'lobby:';

export interface RedisPubSubOptions {
  url: string;
  /** Connection errors after start-up (Redis restarts; ioredis reconnects by itself). */
  onError?: (error: Error) => void;
}

export async function openRedisPubSub(options: RedisPubSubOptions): Promise<PubSub> {
  const connect = () =>
    new Redis(options.url, {
      lazyConnect: true,
      // Fail a start-up against a wrong URL quickly instead of retrying for ever.
      connectTimeout: 5_000,
      maxRetriesPerRequest: 3,
    });
  const publishClient = connect();
  const subscribeClient = connect();
  let started = false;
  for (const client of [publishClient, subscribeClient]) {
    // Before start-up the failed connect() says it all; afterwards ioredis reconnects by itself.
    client.on('error', (error: Error) => {
      if (started) options.onError?.(error);
    });
  }
  try {
    await Promise.all([publishClient.connect(), subscribeClient.connect()]);
  } catch (error) {
    publishClient.disconnect();
    subscribeClient.disconnect();
    throw error;
  }
  started = true;
  return createEventTargetPubSub({
    kind: 'redis',
    eventTarget: createRedisEventTarget({ publishClient, subscribeClient }),
    channelOf: (topic: Topic) => `${REDIS_CHANNEL_PREFIX}${topic}`,
    onClose: async () => {
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    },
  });
}
