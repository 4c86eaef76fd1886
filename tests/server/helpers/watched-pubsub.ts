// A pub/sub that tells a test when a subscriber on this process is listening. A WebSocket client's
// subscribe message reaches the server asynchronously: money moved before the server listens is
// never announced to it, and a fixed pause (200 ms) was too short on a loaded machine.
import { createInProcessPubSub } from '../../../server/pubsub/in-process-pubsub.ts';
import type { PubSub, Topic } from '../../../server/pubsub/pubsub.ts';

export interface WatchedPubSub {
  pubsub: PubSub;
  /** How many subscriptions to the topic have started listening so far. */
  listening(topic: Topic): number;
  /** Resolves once `count` subscriptions to the topic have started listening. */
  untilListening(topic: Topic, count: number, timeoutMs?: number): Promise<void>;
}

/** An in-process pub/sub that counts its listeners. */
export function watchedPubSub(): WatchedPubSub {
  return watchPubSub(createInProcessPubSub());
}

/** Counts the listeners of `inner` (in-process or Redis) that start on this process. */
export function watchPubSub(inner: PubSub): WatchedPubSub {
  const counts = new Map<Topic, number>();
  const listening = (topic: Topic) => counts.get(topic) ?? 0;
  const pubsub: PubSub = {
    kind: inner.kind,
    status: () => inner.status(),
    publish: (topic, payload) => inner.publish(topic, payload),
    subscribe(topic, options) {
      const iterator = inner.subscribe(topic, options);
      const next = iterator.next.bind(iterator);
      let started = false;
      // The underlying subscription registers its listener on the first next(): count it then.
      iterator.next = (...args) => {
        const result = next(...args);
        if (!started) {
          started = true;
          counts.set(topic, listening(topic) + 1);
        }
        return result;
      };
      return iterator;
    },
    started: (topic, tag) => inner.started(topic, tag),
    close: () => inner.close(),
  };
  return {
    pubsub,
    listening,
    async untilListening(topic, count, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (listening(topic) < count) {
        if (Date.now() > deadline) {
          throw new Error(
            `${count} subscriptions to ${topic} expected, ${listening(topic)} listen`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
}
