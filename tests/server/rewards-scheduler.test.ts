// The rewards' scheduler and live updates: Scheduled → Unclaimed at startsAt and
// Unclaimed/Scheduled → Expired at the end without any player request, automatic rewards
// credited at their start, each change announced once — also with two app instances on one
// PostgreSQL database; a claim racing the expiry ends in exactly one of Credited or Expired
// (the ledger holds the credit iff Credited); rewardUpdated reaches the bearer's socket only.
import path from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformServices } from '../../server/services.ts';
import type { Store } from '../../server/db/store.ts';
import { createInProcessPubSub } from '../../server/pubsub/in-process-pubsub.ts';
import type { PubSub, PubSubTopics } from '../../server/pubsub/pubsub.ts';
import { schedulerPass } from '../../server/rewards/scheduler.ts';
import { isHealthy } from '../../server/ledger/journal/invariants.ts';
import { openMigratedStore, type BackendKind } from './helpers/catalogue.ts';
import { buildTestApp } from './helpers/lobby-app.ts';
import { watchedPubSub, type WatchedPubSub } from './helpers/watched-pubsub.ts';
import { describePostgres, describeStores } from './helpers/postgres.ts';
import {
  assignTo,
  balances,
  claim,
  createRewardPlayer,
  defineReward,
  HEALTHY,
  OPERATOR_KEY,
  openRewardsApp,
  operator,
  rewardInvariants,
  statusOf,
  tokenFor,
  type RewardPlayer,
} from './helpers/rewards.ts';
import type { WalletApp } from './helpers/wallet-app.ts';

type RewardEvent = PubSubTopics['rewardUpdated'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();

/** Collects every rewardUpdated event of a pub/sub. */
function recordEvents(pubsub: PubSub): { events: RewardEvent[]; done: Promise<void> } {
  const events: RewardEvent[] = [];
  const iterator = pubsub.subscribe('rewardUpdated');
  const done = (async () => {
    for await (const event of iterator) events.push(event);
  })();
  return { events, done };
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(25);
  }
}

function schedulerSuite(kind: BackendKind): void {
  let server: WalletApp;
  let pubsub: PubSub;
  let watched: WatchedPubSub;
  let recorded: ReturnType<typeof recordEvents>;

  beforeAll(async () => {
    watched = watchedPubSub();
    pubsub = watched.pubsub;
    recorded = recordEvents(pubsub);
    server = await openRewardsApp(kind, { pubsub });
  });
  afterAll(async () => {
    await server?.close();
    await pubsub?.close();
    await recorded?.done;
  });
  afterEach(async () => {
    const report = await rewardInvariants(server.store);
    expect(report).toMatchObject(HEALTHY);
    expect(isHealthy(report)).toBe(true);
  });

  const pass = () => schedulerPass(server.services.rewards.deps);
  const eventsOf = (assignationId: string) =>
    recorded.events.filter((e) => e.assignationId === assignationId).map((e) => e.status);
  /** Waits until each assignation's events have arrived in the recorder, as many as expected. */
  const eventsArrived = (expected: Record<string, string[]>) =>
    until(async () =>
      Object.entries(expected).every(([id, statuses]) => eventsOf(id).length >= statuses.length),
    );
  const moneyDrop = (extra: Record<string, unknown> = {}) =>
    defineReward(server, { type: 'MoneyDrop', amount: 250, currency: 'EUR', ...extra });

  it('starts Scheduled rewards and expires ended ones, announcing each change once', async () => {
    const player = await createRewardPlayer(server.store);
    const starting = await assignTo(server, await moneyDrop({ startsAt: inAnHour() }), player.id);
    const ending = await assignTo(server, await moneyDrop({ expiresIn: 3600 }), player.id);
    const both = await assignTo(
      server,
      await moneyDrop({ startsAt: inAnHour(), expiresIn: 60 }),
      player.id,
    );
    expect(await statusOf(server.store, starting)).toBe('Scheduled');
    await server.store.query(
      `update reward_assignations set starts_at = now() - interval '1 second' where id = any($1)`,
      [[starting, both]],
    );
    await server.store.query(
      `update reward_assignations set expires_at = now() - interval '1 second' where id = any($1)`,
      [[ending, both]],
    );
    const report = await pass();
    expect(report).toMatchObject({ started: 1, expired: 2, credited: 0 });
    expect(await statusOf(server.store, starting)).toBe('Unclaimed');
    expect(await statusOf(server.store, ending)).toBe('Expired');
    // Started and ended in the same gap: Expired, never claimable.
    expect(await statusOf(server.store, both)).toBe('Expired');
    const expected = {
      [starting]: ['Scheduled', 'Unclaimed'],
      [ending]: ['Unclaimed', 'Expired'],
      [both]: ['Scheduled', 'Expired'],
    };
    await eventsArrived(expected);
    for (const [id, statuses] of Object.entries(expected)) expect(eventsOf(id)).toEqual(statuses);
    expect(await pass()).toMatchObject({ started: 0, expired: 0 });
  });

  it('credits an automatic reward when it starts', async () => {
    const player = await createRewardPlayer(server.store);
    const id = await assignTo(
      server,
      await moneyDrop({ claimType: 'automatic', startsAt: inAnHour() }),
      player.id,
    );
    await server.store.query(
      `update reward_assignations set starts_at = now() - interval '1 second' where id = $1`,
      [id],
    );
    expect(await pass()).toMatchObject({ started: 1, credited: 1 });
    expect(await statusOf(server.store, id)).toBe('Credited');
    expect(await balances(server.store, player.id)).toEqual({ real: 250, bonus: 0 });
    await eventsArrived({ [id]: ['Scheduled', 'Unclaimed', 'Credited'] });
    expect(eventsOf(id)).toEqual(['Scheduled', 'Unclaimed', 'Credited']);
  });

  it('does not credit automatic rewards of a blocked player until the block is lifted', async () => {
    const player = await createRewardPlayer(server.store);
    await operator(server, `/operator/players/${player.id}/restrictions`, {
      isRewardsBlocked: true,
    });
    const id = await assignTo(server, await moneyDrop({ claimType: 'automatic' }), player.id);
    expect(await statusOf(server.store, id)).toBe('Unclaimed');
    expect(await pass()).toMatchObject({ credited: 0 });
    await operator(server, `/operator/players/${player.id}/restrictions`, {
      isRewardsBlocked: false,
    });
    expect(await pass()).toMatchObject({ credited: 1 });
    expect(await statusOf(server.store, id)).toBe('Credited');
    expect(await balances(server.store, player.id)).toEqual({ real: 250, bonus: 0 });
  });

  it('a claim after the expiry is refused, an expiry after the claim changes nothing', async () => {
    const player = await createRewardPlayer(server.store);
    const late = await assignTo(server, await moneyDrop({ expiresIn: 3600 }), player.id);
    const early = await assignTo(server, await moneyDrop({ expiresIn: 3600 }), player.id);
    expect((await claim(server, player, early)).data!.claimReward.status).toBe('Credited');
    await server.store.query(
      `update reward_assignations set expires_at = now() - interval '1 second' where id = any($1)`,
      [[late, early]],
    );
    expect(await pass()).toMatchObject({ expired: 1 });
    const refused = await claim(server, player, late);
    expect(refused.errors![0]!.extensions).toMatchObject({
      type: 'RewardNotClaimable',
      status: 'Expired',
    });
    expect(await statusOf(server.store, late)).toBe('Expired');
    expect(await statusOf(server.store, early)).toBe('Credited');
    expect(await balances(server.store, player.id)).toEqual({ real: 250, bonus: 0 });
  });

  it('rewardUpdated reaches the bearer’s socket only', async () => {
    const a = await createRewardPlayer(server.store);
    const b = await createRewardPlayer(server.store);
    const clients: Client[] = [];
    const firstEvent = async (who: RewardPlayer) => {
      const client = createClient({
        url: server.ws,
        webSocketImpl: WebSocket,
        connectionParams: { accessToken: who.token, brand: who.brand },
        lazy: false,
        retryAttempts: 0,
      });
      clients.push(client);
      const subscription = client.iterate<{
        rewardUpdated: { assignationId: string; status: string };
      }>({
        query: `subscription RewardsContextSubscription { rewardUpdated {
          assignationId status updatedAt reward { rewardId rewardType ... on MoneyDropReward { amount } } } }`,
      });
      const iterator = subscription[Symbol.asyncIterator]();
      return iterator.next();
    };
    try {
      const listening = watched.listening('rewardUpdated');
      const eventOfA = firstEvent(a);
      const eventOfB = firstEvent(b);
      await watched.untilListening('rewardUpdated', listening + 2);
      const rewardId = await moneyDrop();
      const forB = await assignTo(server, rewardId, b.id);
      const forA = await assignTo(server, rewardId, a.id);
      expect((await eventOfA).value!.data!.rewardUpdated).toMatchObject({
        assignationId: forA,
        status: 'Unclaimed',
      });
      expect((await eventOfB).value!.data!.rewardUpdated).toMatchObject({
        assignationId: forB,
        status: 'Unclaimed',
      });
    } finally {
      await Promise.all(clients.map((client) => client.dispose()));
    }
  });
}

describeStores('rewards: scheduler and live updates', (kind) => schedulerSuite(kind));
describe('rewards: the scheduler runs by itself', () => {
  let server: WalletApp;
  let watched: WatchedPubSub | undefined;
  afterAll(async () => {
    await server?.close();
    await watched?.pubsub.close();
  });

  it('a Scheduled reward becomes Unclaimed at its start without any request, live on the socket', async () => {
    const pubsubOfApp = watchedPubSub();
    watched = pubsubOfApp;
    server = await openRewardsApp('pglite', {
      rewardScheduler: { intervalMs: 50 },
      pubsub: pubsubOfApp.pubsub,
    });
    const player = await createRewardPlayer(server.store);
    const client = createClient({
      url: server.ws,
      webSocketImpl: WebSocket,
      connectionParams: { accessToken: tokenFor(player.brand, player.id), brand: player.brand },
      lazy: false,
      retryAttempts: 0,
    });
    try {
      const subscription = client.iterate<{
        rewardUpdated: { assignationId: string; status: string };
      }>({ query: 'subscription { rewardUpdated { assignationId status } }' });
      const iterator = subscription[Symbol.asyncIterator]();
      const first = iterator.next();
      await pubsubOfApp.untilListening('rewardUpdated', 1);
      const startsAt = new Date(Date.now() + 1000).toISOString();
      const rewardId = await defineReward(server, {
        type: 'MoneyDrop',
        amount: 100,
        currency: 'EUR',
        startsAt,
      });
      const id = await assignTo(server, rewardId, player.id);
      expect((await first).value!.data!.rewardUpdated).toEqual({
        assignationId: id,
        status: 'Scheduled',
      });
      expect((await iterator.next()).value!.data!.rewardUpdated).toEqual({
        assignationId: id,
        status: 'Unclaimed',
      });
      expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(startsAt));
    } finally {
      await client.dispose();
    }
  });
});

describePostgres('rewards: races and several processes (PostgreSQL)', () => {
  let server: WalletApp;
  let pubsub: PubSub;
  let recorded: ReturnType<typeof recordEvents>;

  beforeAll(async () => {
    pubsub = createInProcessPubSub();
    recorded = recordEvents(pubsub);
    server = await openRewardsApp('postgres', { pubsub });
  });
  afterAll(async () => {
    await server?.close();
    await pubsub?.close();
    await recorded?.done;
  });
  afterEach(async () => {
    const report = await rewardInvariants(server.store);
    expect(report).toMatchObject(HEALTHY);
    expect(isHealthy(report)).toBe(true);
  });

  const moneyDrop = (extra: Record<string, unknown> = {}) =>
    defineReward(server, { type: 'MoneyDrop', amount: 100, currency: 'EUR', ...extra });
  const creditEntry = async (id: string) =>
    (
      await server.store.query('select 1 from ledger_entries where idempotency_key = $1', [
        `reward:${id}`,
      ])
    ).rows.length === 1;

  it('a claim waiting on the expiry’s row lock ends Expired, with nothing credited', async () => {
    const player = await createRewardPlayer(server.store);
    const id = await assignTo(server, await moneyDrop({ expiresIn: 3600 }), player.id);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    let holder = 0;
    // The expiry's transaction, held open between its lock and its write.
    const expiry = server.store.transaction(async (tx) => {
      await tx.query('select id from reward_assignations where id = $1 for update', [id]);
      holder = (await tx.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      locked();
      await gate;
      await tx.query(
        `update reward_assignations set status = 'Expired', expires_at = now(), updated_at = now()
         where id = $1`,
        [id],
      );
    });
    await lockTaken;
    const claimed = claim(server, player, id);
    // Until the claim's statement waits on the expiry's lock.
    await until(async () => {
      const { rows } = await server.store.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where $1 = any(pg_blocking_pids(pid))',
        [holder],
      );
      return rows[0]!.n > 0;
    });
    release();
    await expiry;
    const answer = await claimed;
    expect(answer.errors![0]!.extensions).toMatchObject({
      type: 'RewardNotClaimable',
      status: 'Expired',
    });
    expect(await statusOf(server.store, id)).toBe('Expired');
    expect(await creditEntry(id)).toBe(false);
    expect(await balances(server.store, player.id)).toEqual({ real: 0, bonus: 0 });
  });

  it('claims racing the expiry job: each assignation ends Credited or Expired, credited iff Credited', async () => {
    const player = await createRewardPlayer(server.store);
    const rewardId = await moneyDrop({ expiresIn: 3600 });
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) ids.push(await assignTo(server, rewardId, player.id));
    // All end 800 ms from now; claims come every 40 ms around that moment while passes run.
    await server.store.query(
      `update reward_assignations set expires_at = now() + interval '800 milliseconds'
       where id = any($1)`,
      [ids],
    );
    const started = Date.now();
    let passing = true;
    const passes = (async () => {
      while (passing) {
        await schedulerPass(server.services.rewards.deps);
        await sleep(5);
      }
    })();
    // The subject is a moment in time: claims spaced 40 ms apart, from before the expiry to after.
    const answers = await Promise.all(
      ids.map(async (id, i) => {
        await sleep(Math.max(0, i * 40 - (Date.now() - started)));
        return claim(server, player, id);
      }),
    );
    // The last claim comes 760 ms after the expiry: every assignation is past it; one more pass
    // below expires whatever the running passes had not reached.
    passing = false;
    await passes;
    await schedulerPass(server.services.rewards.deps);

    let credited = 0;
    for (const [i, id] of ids.entries()) {
      const status = await statusOf(server.store, id);
      expect(['Credited', 'Expired']).toContain(status);
      expect(await creditEntry(id)).toBe(status === 'Credited');
      const answer = answers[i]!;
      if (status === 'Credited') {
        credited++;
        expect(answer.data?.claimReward.status).toBe('Credited');
      } else {
        expect(answer.errors![0]!.extensions).toMatchObject({ status: 'Expired' });
      }
    }
    expect((await balances(server.store, player.id)).real).toBe(credited * 100);
  });

  it('two app instances on one database make each scheduled change once', async () => {
    const opened = await openMigratedStore('postgres', 'rewards-twice');
    const shared = createInProcessPubSub();
    const events = recordEvents(shared);
    const stores: Store[] = [opened.store, await opened.openAgain()];
    const services: PlatformServices[] = [];
    const apps = await Promise.all(
      stores.map(async (store) => {
        const { app } = await buildTestApp(store, {
          pubsub: shared,
          operatorKey: OPERATOR_KEY,
          responseCache: false,
          paymentWorker: { enabled: false },
          rewardScheduler: { intervalMs: 10 },
          distDir: path.join(import.meta.dirname, 'no-dist'),
          onServices: (built) => services.push(built),
        });
        await app.ready();
        return app;
      }),
    );
    try {
      const players = await Promise.all(
        Array.from({ length: 5 }, () => createRewardPlayer(opened.store)),
      );
      const define = async (fields: Record<string, unknown>) => {
        const res = await apps[0]!.inject({
          method: 'POST',
          url: '/operator/rewards',
          headers: { 'x-operator-key': OPERATOR_KEY },
          payload: { name: 'Twice', type: 'MoneyDrop', amount: 100, currency: 'EUR', ...fields },
        });
        return (res.json() as { reward: { rewardId: string } }).reward.rewardId;
      };
      const manual = await define({ startsAt: inAnHour(), expiresIn: 7200 });
      const automatic = await define({ startsAt: inAnHour(), claimType: 'automatic' });
      const ending = await define({ expiresIn: 3600 });
      const ids = { starting: [] as string[], automatic: [] as string[], ending: [] as string[] };
      for (const player of players) {
        for (let i = 0; i < 4; i++) {
          for (const [key, rewardId] of [
            ['starting', manual],
            ['automatic', automatic],
            ['ending', ending],
          ] as const) {
            const res = await apps[i % 2]!.inject({
              method: 'POST',
              url: `/operator/rewards/${rewardId}/assign`,
              headers: { 'x-operator-key': OPERATOR_KEY },
              payload: { playerId: player.id },
            });
            ids[key].push(
              (res.json() as { assignations: { assignationId: string }[] }).assignations[0]!
                .assignationId,
            );
          }
        }
      }
      // Every assignation announced (one event each) before the count the changes start from.
      const assigned = Object.values(ids).flat().length;
      await until(async () => events.events.length >= assigned);
      const before = events.events.length;
      // Everything becomes due at once, for both processes' schedulers.
      await opened.store.query(
        `update reward_assignations set starts_at = now() - interval '1 second'
         where id = any($1)`,
        [[...ids.starting, ...ids.automatic]],
      );
      await opened.store.query(
        `update reward_assignations set expires_at = now() - interval '1 second' where id = any($1)`,
        [ids.ending],
      );
      const all = [...ids.starting, ...ids.automatic, ...ids.ending];
      // Done when nothing is Scheduled and only the started manual rewards are Unclaimed.
      await until(async () => {
        const { rows } = await opened.store.query<{ n: number }>(
          `select count(*) as n from reward_assignations where id = any($1)
             and (status = 'Scheduled' or (status = 'Unclaimed' and not (id = any($2))))`,
          [all, ids.starting],
        );
        return Number(rows[0]!.n) === 0;
      });
      // A window for a change announced twice to show itself: the subject is that none is.
      await sleep(200);
      const after = events.events.slice(before);
      const statusesOf = (id: string) =>
        after.filter((e) => e.assignationId === id).map((e) => e.status);
      for (const id of ids.starting) expect(statusesOf(id)).toEqual(['Unclaimed']);
      for (const id of ids.ending) expect(statusesOf(id)).toEqual(['Expired']);
      // Started by one process, credited by either: two changes, each announced once (the
      // credit's event may overtake the start's when another process credits).
      for (const id of ids.automatic) {
        expect(statusesOf(id).sort()).toEqual(['Credited', 'Unclaimed']);
      }
      for (const player of players) {
        expect(await balances(opened.store, player.id)).toEqual({ real: 4 * 100, bonus: 0 });
      }
      const report = await rewardInvariants(opened.store);
      expect(report).toMatchObject(HEALTHY);
      // Both processes ran passes (not one doing all the work by chance of timing alone).
      expect(services).toHaveLength(2);
      expect(services.every((s) => s.rewardScheduler() !== undefined)).toBe(true);
    } finally {
      for (const app of apps) await app.close();
      await stores[1]!.close();
      await shared.close();
      await events.done;
      await opened.cleanup();
    }
  });
});
