// A PubSub over graphql-yoga's createPubSub and any event target (in-memory or Redis). Tracks
// open subscriptions so that close() ends them (a WebSocket subscriber then gets `complete`).
import { createPubSub, type PubSubEventTarget } from 'graphql-yoga';
import type { PubSub, PubSubStatus, PubSubTopics, SubscribeOptions, Topic } from './pubsub.ts';

type PublishArgs = { [T in Topic]: [PubSubTopics[T]] };

export interface EventTargetPubSubOptions {
  kind: PubSub['kind'];
  /** Omitted: an in-memory event target (one process). */
  eventTarget?: PubSubEventTarget<PublishArgs>;
  /** Topic name → channel name (Redis channels are shared with other applications). */
  channelOf?: (topic: Topic) => string;
  /** Default: always 'ok' (nothing in one process can be unreachable). */
  status?: () => PubSubStatus;
  onClose?: () => Promise<void>;
}

export function createEventTargetPubSub(options: EventTargetPubSubOptions): PubSub {
  const inner = createPubSub<Record<string, [unknown]>>(
    options.eventTarget
      ? {
          eventTarget: options.eventTarget as unknown as PubSubEventTarget<
            Record<string, [unknown]>
          >,
        }
      : {},
  );
  const channelOf = options.channelOf ?? ((topic: Topic) => topic);
  const open = new Set<AsyncIterableIterator<unknown>>();
  const startedOn = new Map<string, number>();
  const count = (key: string) => startedOn.set(key, (startedOn.get(key) ?? 0) + 1);
  let closed = false;

  return {
    kind: options.kind,
    status: options.status ?? (() => 'ok'),
    async publish(topic, payload) {
      if (closed) throw new Error('The pub/sub is closed.');
      // A JSON round trip in every mode: what works in one process also works through Redis.
      // Never rejects for an outage: the event target drops and reports (decision 0030).
      inner.publish(channelOf(topic), JSON.parse(JSON.stringify(payload)) as unknown);
    },
    subscribe<T extends Topic>(
      topic: T,
      options?: SubscribeOptions,
    ): AsyncIterableIterator<PubSubTopics[T]> {
      if (closed) return finishedIterator();
      const repeater = inner.subscribe(channelOf(topic));
      // The repeater listens from its first next(): counted then.
      let listening = false;
      const end = () => open.delete(iterator);
      const iterator: AsyncIterableIterator<PubSubTopics[T]> = {
        next: () => {
          if (!listening && open.has(iterator)) {
            listening = true;
            count(topic);
            if (options?.countAs) count(`${topic} ${options.countAs}`);
          }
          return repeater.next() as Promise<IteratorResult<PubSubTopics[T]>>;
        },
        return: async () => {
          end();
          return (await repeater.return()) as IteratorResult<PubSubTopics[T]>;
        },
        throw: async (error: unknown) => {
          end();
          return (await repeater.throw(error)) as IteratorResult<PubSubTopics[T]>;
        },
        [Symbol.asyncIterator]() {
          return iterator;
        },
      };
      open.add(iterator);
      return iterator;
    },
    started: (topic, tag) => startedOn.get(tag ? `${topic} ${tag}` : topic) ?? 0,
    async close() {
      if (closed) return;
      closed = true;
      await Promise.allSettled([...open].map((iterator) => iterator.return?.()));
      open.clear();
      await options.onClose?.();
    },
  };
}

/** What a closed pub/sub hands out: done at once. */
function finishedIterator<T>(): AsyncIterableIterator<T> {
  const done = async (): Promise<IteratorResult<T>> => ({ done: true, value: undefined });
  const iterator: AsyncIterableIterator<T> = {
    next: done,
    return: done,
    throw: async (error: unknown) => Promise.reject(error),
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}
