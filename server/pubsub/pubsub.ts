// The pub/sub seam: in-process by default, Redis when REDIS_URL is set, so an event published by
// one server process reaches subscribers connected to any process (decision 0010).

/** What may cross process boundaries: payloads travel as JSON through Redis. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/**
 * Every topic and the payload it carries. Empty here: each layer declares its own topics by
 * augmenting this interface in its topics.ts (catalogue/, players/, ledger/, rewards/), so the
 * pub/sub names no domain (decision 0033). Payloads must be Json-compatible.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface PubSubTopics {}

export type Topic = keyof PubSubTopics;

/** 'degraded' while events cannot reach other processes (Redis unreachable): they are dropped. */
export type PubSubStatus = 'ok' | 'degraded';

export interface SubscribeOptions {
  countAs?: string | undefined;
}

export interface PubSub {
  readonly kind: 'in-process' | 'redis';
  /** For /healthz: whether published events currently reach every process. */
  status(): PubSubStatus;
  /**
   * Delivers the payload to every current subscriber of the topic, in every process. Resolves
   * once handed over; while the pub/sub is degraded the event is dropped (reported, not thrown).
   * Rejects only after close().
   */
  publish<T extends Topic>(topic: T, payload: PubSubTopics[T]): Promise<void>;
  /**
   * Events published from now on, until the iterator is returned or the pub/sub closes.
   * `countAs` also counts the subscription under that tag (started).
   */
  subscribe<T extends Topic>(
    topic: T,
    options?: SubscribeOptions,
  ): AsyncIterableIterator<PubSubTopics[T]>;
  /**
   * How many subscriptions of this process to the topic have started listening (their first
   * next() was called), ever — all of them, or those counted under `tag`: a counter that only
   * grows. The test-fixtures stand-in tells an end-to-end test when its own lobby's new
   * subscription has reached the server (the tag of its browser context: tests running side by
   * side subscribe to the same topics), instead of a pause.
   */
  started(topic: Topic, tag?: string): number;
  /** Ends every open subscription and releases connections. Safe to call twice. */
  close(): Promise<void>;
}
