// Two server instances on one PostgreSQL schema and one Redis, as behind a load balancer (both
// see the same public Host): a token issued by one is accepted by the other, both publish the
// same signing keys, and a sign-in through one ends the session whose socket is on the other.
import { request } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'graphql-ws';
import type { JSONWebKeySet } from 'jose';
import WebSocket from 'ws';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Store } from '../../server/db/store.ts';
import { DEMO_ACCOUNTS } from '../../server/identity/demo-accounts.ts';
import { openRedisPubSub } from '../../server/pubsub/redis-pubsub.ts';
import type { PubSub } from '../../server/pubsub/pubsub.ts';
import { watchPubSub, type WatchedPubSub } from './helpers/watched-pubsub.ts';
import { openMigratedStore, type TestStore } from './helpers/catalogue.ts';
import {
  REQUEST_SMS_CODE,
  SIGN_IN_WITH_SMS_CODE,
  VIEWER_QUERY,
  type TokenPair,
} from './helpers/identity-app.ts';
import { buildTestApp, listen } from './helpers/lobby-app.ts';
import { postgresUnavailable } from './helpers/postgres.ts';
import { describeWithServices, REDIS_URL, redisUnavailable } from './helpers/redis.ts';
import { seedDemoAccounts } from '../../server/identity/demo-accounts.ts';

/** The public host both instances are reached through. */
const HOST = 'localhost:3000';
const PHONE = DEMO_ACCOUNTS.casino.phoneNumber;

interface Instance {
  app: FastifyInstance;
  store: Store;
  pubsub: PubSub;
  /** Counts the instance's listeners: a socket's subscription is live once it listens. */
  watched: WatchedPubSub;
  port: number;
}

/** A request to one instance as the load balancer would forward it (Host kept). */
function call(
  port: number,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: payload ? 'POST' : 'GET',
        headers: {
          host: HOST,
          brand: 'aurora',
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) as unknown }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const graphql = async <T>(port: number, query: string, variables = {}, token?: string) =>
  (await call(port, '/lobby-graphql', { query, variables }, token)).json as {
    data?: T;
    errors?: unknown[];
  };

describeWithServices(
  'identity across two instances (PostgreSQL + Redis)',
  [postgresUnavailable, redisUnavailable],
  () => {
    let database: TestStore;
    const instances: Instance[] = [];

    beforeAll(async () => {
      database = await openMigratedStore('postgres', 'identity-scale-out');
      await seedDemoAccounts(database.store);
      for (let i = 0; i < 2; i += 1) {
        const store = i === 0 ? database.store : await database.openAgain();
        const watched = watchPubSub(await openRedisPubSub({ url: REDIS_URL ?? '' }));
        const { pubsub } = watched;
        const { app } = await buildTestApp(store, { pubsub, responseCache: false });
        const port = Number(new URL((await listen(app)).http).port);
        instances.push({ app, store, pubsub, watched, port });
      }
    });

    afterAll(async () => {
      for (const instance of instances) {
        await instance.app.close();
        await instance.pubsub.close();
        if (instance.store !== database.store) await instance.store.close();
      }
      await database?.cleanup();
    });

    async function smsSignIn(port: number): Promise<TokenPair> {
      // Skip the number's 30 s resend cooldown (these instances run on the real clock).
      await database.store.query('delete from sms_codes');
      await graphql(port, REQUEST_SMS_CODE, { phone: PHONE });
      const { json } = await call(
        port,
        `/dev/outbox.json?brand=aurora&to=${encodeURIComponent(PHONE)}`,
      );
      const code = (json as { messages: { code: string }[] }).messages[0]?.code;
      const result = await graphql<{ signInWithSmsCode: TokenPair }>(port, SIGN_IN_WITH_SMS_CODE, {
        phone: PHONE,
        code,
      });
      if (!result.data) throw new Error(JSON.stringify(result.errors));
      return result.data.signInWithSmsCode;
    }

    it('shares keys and sessions: a token from one instance works on the other', async () => {
      const [a, b] = instances as [Instance, Instance];
      const jwks = await Promise.all(
        [a, b].map(
          async (instance) =>
            (await call(instance.port, '/realms/aurora/protocol/openid-connect/certs'))
              .json as JSONWebKeySet,
        ),
      );
      expect(jwks[0]?.keys.length).toBeGreaterThan(0);
      expect(jwks[1]).toEqual(jwks[0]);

      const pair = await smsSignIn(a.port);
      const viewer = await graphql<{ viewer: { player: { email: string } } }>(
        b.port,
        VIEWER_QUERY,
        {},
        pair.accessToken,
      );
      expect(viewer.data?.viewer.player.email).toBe(DEMO_ACCOUNTS.casino.email);
    });

    it('ends a session whose socket is on the other instance', async () => {
      const [a, b] = instances as [Instance, Instance];
      const first = await smsSignIn(a.port);
      class ForwardedSocket extends WebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols, { headers: { host: HOST } });
        }
      }
      const client = createClient({
        url: `ws://127.0.0.1:${b.port}/lobby-graphql`,
        webSocketImpl: ForwardedSocket,
        connectionParams: { accessToken: first.accessToken, brand: 'aurora' },
        lazy: false,
        retryAttempts: 0,
      });
      // B's Redis subscription is confirmed a moment after it is asked for: hold one open on B,
      // confirmed by probes published through A, so the socket's joins a live channel.
      const warm = b.pubsub.subscribe('sessionDestroyed');
      const probed = warm.next();
      let arrived = false;
      void probed.then(() => (arrived = true));
      for (let attempt = 0; attempt < 50 && !arrived; attempt += 1) {
        await a.pubsub.publish('sessionDestroyed', {
          sessionId: 'probe',
          playerId: 'probe',
          reason: 'LOGOUT',
        });
        await Promise.race([probed, new Promise((resolve) => setTimeout(resolve, 100))]);
      }
      try {
        const listening = b.watched.listening('sessionDestroyed');
        const subscription = client.iterate<{
          sessionDestroyed: { sessionId: string; reason: string };
        }>({
          query: 'subscription { sessionDestroyed { sessionId reason } }',
        });
        const iterator = subscription[Symbol.asyncIterator]();
        const received = iterator.next();
        await b.watched.untilListening('sessionDestroyed', listening + 1);
        // Skip the 30 s resend cooldown of the number (these instances run on the real clock).
        await a.store.query('delete from sms_codes');
        await smsSignIn(a.port);
        const event = await received;
        expect(event.value?.data?.sessionDestroyed.reason).toBe('LOGGED_IN_FROM_ANOTHER_DEVICE');
      } finally {
        await client.dispose();
        await warm.return?.();
      }
    });
  },
);
