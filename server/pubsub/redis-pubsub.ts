// Redis pub/sub (REDIS_URL): every process publishes to and subscribes on the same channels.
// A subscribing Redis connection can do nothing else, hence two connections. A Redis outage
// degrades instead of ending the process: events are dropped with a warning, status() says
// 'degraded', and subscriptions hear events again once ioredis has reconnected (decision 0030).
import { Redis } from 'ioredis';
import { createEventTargetPubSub } from './event-target-pubsub.ts';
import { createOutageReporter, type PubSubLog } from './outage-reporter.ts';
import type { PubSub, Topic } from './pubsub.ts';
import { createRedisEventTarget } from './redis-event-target.ts';

/** Channels are namespaced: a Redis may be shared with other applications. */
export const REDIS_CHANNEL_PREFIX = 'lobby:';

export interface RedisPubSubOptions {
  url: string;
  /** Where an outage is reported (rate-limited); silent when omitted (tests). */
  log?: PubSubLog | undefined;
}

export async function openRedisPubSub(options: RedisPubSubOptions): Promise<PubSub> {
  const connect = () =>
    new Redis(options.url, {
      lazyConnect: true,
      // Fail a start-up against a wrong URL quickly instead of retrying for ever.
      connectTimeout: 5_000,
      // Nothing waits for Redis: while it is away a command fails at once (its event is
      // dropped) instead of piling up and being replayed late, out of order, after it returns.
      enableOfflineQueue: false,
      autoResendUnfulfilledCommands: false,
      maxRetriesPerRequest: 0,
      // The event target subscribes every wanted channel itself on each 'ready' (also those
      // asked for while Redis was away, which ioredis's own resubscription would forget).
      autoResubscribe: false,
    });
  const publishClient = connect();
  const subscribeClient = connect();
  const clients = [publishClient, subscribeClient];
  try {
    // Before start-up the failed connect() says it all.
    for (const client of clients) client.on('error', () => undefined);
    await Promise.all(clients.map((client) => client.connect()));
  } catch (error) {
    for (const client of clients) client.disconnect();
    throw error;
  }

  const reporter = createOutageReporter(options.log);
  let closing = false;
  for (const client of clients) {
    client.removeAllListeners('error');
    // ioredis reconnects by itself (every ≤ 2 s); each failed attempt is an 'error' event.
    client.on('error', (error: Error) => {
      if (closing) return;
      if (client.status === 'ready') reporter.failed('connection error', error);
      else reporter.down(error);
    });
    client.on('close', () => {
      if (!closing) reporter.down();
    });
    client.on('ready', () => {
      if (clients.every((each) => each.status === 'ready')) reporter.up();
    });
  }

  return createEventTargetPubSub({
    kind: 'redis',
    eventTarget: createRedisEventTarget({ publishClient, subscribeClient, reporter }),
    channelOf: (topic: Topic) => `${REDIS_CHANNEL_PREFIX}${topic}`,
    status: () => reporter.status(),
    onClose: async () => {
      closing = true;
      // QUIT needs a connection; one that is away is just stopped from reconnecting.
      await Promise.allSettled(
        clients.map((client) =>
          client.status === 'ready' ? client.quit() : Promise.resolve(client.disconnect()),
        ),
      );
    },
  });
}
