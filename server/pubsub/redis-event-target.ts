// The event target graphql-yoga's createPubSub runs on, over Redis PUBLISH/SUBSCRIBE, written for
// outages. @graphql-yoga/redis-event-target left each PUBLISH and SUBSCRIBE promise unhandled, so
// the first event published while Redis was away ended the process, and a SUBSCRIBE
// that failed was never sent again. Here:
// - an event is published only while the connection is ready; otherwise, or when PUBLISH fails,
//   it is dropped and reported, never queued (decision 0030);
// - every channel a listener wants is (re)subscribed each time the subscribing connection becomes
//   ready, including channels first asked for while Redis was away.
import type { PubSubEventTarget } from 'graphql-yoga';
import type { Redis } from 'ioredis';
import type { OutageReporter } from './outage-reporter.ts';

type Args = Record<string, [unknown]>;
type Target = PubSubEventTarget<Args>;
type Listener = NonNullable<Parameters<Target['addEventListener']>[1]>;

export interface RedisEventTargetOptions {
  publishClient: Redis;
  /** A connection in subscriber mode can do nothing else: a second one. */
  subscribeClient: Redis;
  reporter: OutageReporter;
}

export function createRedisEventTarget(options: RedisEventTargetOptions): Target {
  const { publishClient, subscribeClient, reporter } = options;
  /** Channel → its listeners in this process; a channel is subscribed while it has any. */
  const wanted = new Map<string, Set<Listener>>();

  const subscribe = (channels: string[]) => {
    if (channels.length === 0 || subscribeClient.status !== 'ready') return;
    subscribeClient
      .subscribe(...channels)
      .catch((error: unknown) =>
        reporter.failed('SUBSCRIBE failed (sent again on reconnect)', error),
      );
  };

  subscribeClient.on('ready', () => subscribe([...wanted.keys()]));
  subscribeClient.on('message', (channel: string, message: string) => {
    const listeners = wanted.get(channel);
    if (!listeners) return;
    let detail: unknown;
    try {
      detail = message === '' ? null : JSON.parse(message);
    } catch (error) {
      // Another application on a shared Redis may write to our channel: not our event.
      reporter.failed(`a message on ${channel} is not JSON`, error);
      return;
    }
    const event = new CustomEvent(channel, { detail }) as Parameters<Target['dispatchEvent']>[0];
    for (const listener of listeners) {
      if (typeof listener === 'function') listener(event);
      else listener.handleEvent(event);
    }
  });

  const target = {
    addEventListener(channel: string, listener: Listener | null) {
      if (listener == null) return;
      let listeners = wanted.get(channel);
      if (!listeners) {
        listeners = new Set();
        wanted.set(channel, listeners);
        subscribe([channel]);
      }
      listeners.add(listener);
    },

    removeEventListener(channel: string, listener: Listener | null) {
      const listeners = wanted.get(channel);
      if (!listeners || listener == null) return;
      listeners.delete(listener);
      if (listeners.size > 0) return;
      wanted.delete(channel);
      // Not sent while Redis is away: the next connection only subscribes what is wanted.
      if (subscribeClient.status !== 'ready') return;
      subscribeClient
        .unsubscribe(channel)
        .catch((error: unknown) => reporter.failed('UNSUBSCRIBE failed', error));
    },

    dispatchEvent(event: { type: string; detail: unknown }) {
      if (publishClient.status !== 'ready') {
        reporter.dropped(event.type);
        return true;
      }
      publishClient
        .publish(event.type, event.detail === undefined ? '' : JSON.stringify(event.detail))
        .catch((error: unknown) => reporter.dropped(event.type, error));
      return true;
    },
  };
  return target as unknown as Target;
}
