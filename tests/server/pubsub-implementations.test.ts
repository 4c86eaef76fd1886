// The pub/sub seam: the in-process implementation, and Redis across two instances (two
// processes' worth of connections) when REDIS_URL is set.
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createInProcessPubSub } from '../../server/pubsub/in-process-pubsub.ts';
import { describePubSub, openPubSub } from '../../server/pubsub/open-pubsub.ts';
import { REDIS_CHANNEL_PREFIX } from '../../server/pubsub/redis-pubsub.ts';
import type { PubSub, PubSubTopics } from '../../server/pubsub/pubsub.ts';
import { describeWithServices, REDIS_URL, redisUnavailable } from './helpers/redis.ts';

type Change = PubSubTopics['catalogueChanged'];

function change(slug: string): Change {
  return { gameSlugs: [slug], listSlugs: [], at: new Date(0).toISOString() };
}

/** The next event of the iterator, or a rejection after timeoutMs. */
function nextWithin<T>(iterator: AsyncIterator<T>, timeoutMs = 5_000): Promise<IteratorResult<T>> {
  return Promise.race([
    iterator.next(),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no event within ${timeoutMs} ms`)), timeoutMs),
    ),
  ]);
}

function contractTests(open: () => Promise<PubSub>, name: string, listening: Listening) {
  it(`${name}: delivers to every subscriber, as JSON copies`, async () => {
    const pubsub = await open();
    try {
      const a = pubsub.subscribe('catalogueChanged');
      const b = pubsub.subscribe('catalogueChanged');
      const payload = change('one');
      const received = Promise.all([nextWithin(a), nextWithin(b)]);
      await listening();
      await pubsub.publish('catalogueChanged', payload);
      const [first, second] = await received;
      expect(first.value).toEqual(payload);
      expect(second.value).toEqual(payload);
      expect(first.value).not.toBe(payload);
      await a.return?.();
      await b.return?.();
    } finally {
      await pubsub.close();
    }
  });

  it(`${name}: ends open subscriptions on close, and refuses to publish or subscribe after`, async () => {
    const pubsub = await open();
    const iterator = pubsub.subscribe('catalogueChanged');
    const pending = iterator.next();
    await pubsub.close();
    expect(await pending).toEqual({ done: true, value: undefined });
    await expect(pubsub.publish('catalogueChanged', change('late'))).rejects.toThrow(/closed/);
    // A subscription asked for after close is over at once.
    expect(await pubsub.subscribe('catalogueChanged').next()).toEqual({
      done: true,
      value: undefined,
    });
    await pubsub.close();
  });
}

/** Resolves once subscriptions started by now receive what is published (each implementation's own). */
type Listening = () => Promise<void>;

/** In one process a subscription listens from its first next(). */
const inProcessListening: Listening = async () => {};

/** Redis confirms a SUBSCRIBE asynchronously: Redis itself says when the channel has a subscriber. */
const redisListening: Listening = async () => {
  const observer = new Redis(REDIS_URL!, { lazyConnect: true });
  try {
    await observer.connect();
    await expect
      .poll(async () => {
        const [, count] = (await observer.pubsub(
          'NUMSUB',
          `${REDIS_CHANNEL_PREFIX}catalogueChanged`,
        )) as [string, number];
        return Number(count);
      })
      .toBeGreaterThan(0);
  } finally {
    observer.disconnect();
  }
};

describe('in-process pub/sub', () => {
  contractTests(async () => createInProcessPubSub(), 'in-process', inProcessListening);

  // Every open subscription of a topic is one listener of the event target: a server with more
  // than ten players online must not log Node's "possible memory leak" warning.
  it('takes many subscribers of one topic without a listener-leak warning', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    const pubsub = createInProcessPubSub();
    try {
      const iterators = Array.from({ length: 50 }, () => pubsub.subscribe('catalogueChanged'));
      const received = Promise.all(iterators.map((iterator) => nextWithin(iterator)));
      await pubsub.publish('catalogueChanged', change('many'));
      expect(await received).toHaveLength(50);
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((message) => /listeners/.test(message))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      await pubsub.close();
    }
  });

  it('is the default without REDIS_URL', async () => {
    const pubsub = await openPubSub({});
    expect(pubsub.kind).toBe('in-process');
    await pubsub.close();
    expect(describePubSub(undefined)).toBe('in-process');
    expect(describePubSub('redis://:secret@cache:6379/0')).toBe(
      'redis at redis://:***@cache:6379/0',
    );
  });
});

describe('Redis pub/sub start-up', () => {
  it('fails clearly on an unreachable Redis', async () => {
    await expect(openPubSub({ redisUrl: 'redis://127.0.0.1:1' })).rejects.toThrow();
  });
});

describeWithServices('Redis pub/sub', [redisUnavailable], () => {
  const open = () => openPubSub({ redisUrl: REDIS_URL });
  contractTests(open, 'redis', redisListening);

  it('carries an event from one instance to another', async () => {
    const publisher = await open();
    const subscriber = await open();
    expect(subscriber.kind).toBe('redis');
    try {
      const iterator = subscriber.subscribe('catalogueChanged');
      const received = nextWithin(iterator);
      await redisListening();
      await publisher.publish('catalogueChanged', change('across'));
      expect((await received).value).toEqual(change('across'));
      await iterator.return?.();
    } finally {
      await publisher.close();
      await subscriber.close();
    }
  });
});
