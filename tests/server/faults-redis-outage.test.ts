// Fault suite: Redis goes away mid-traffic and comes back. Two server processes on one
// PostgreSQL schema share a private redis-server the test kills and restarts on the same port.
// Money keeps moving while it is down (the ledger commits, balanced), no process ends, /healthz
// says the pub/sub is degraded, one warning is logged instead of one per event, and after Redis
// returns the same WebSocket hears events published by the other process again (decision 0030).
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Store } from '../../server/db/store.ts';
import { openPostgresStore } from '../../server/db/postgres-store.ts';
import { DEMO_ACCOUNTS } from '../../server/identity/demo-accounts.ts';
import { openRedisPubSub } from '../../server/pubsub/redis-pubsub.ts';
import type { PubSubTopics } from '../../server/pubsub/pubsub.ts';
import { checkInvariants, isHealthy } from '../../server/ledger/journal/invariants.ts';
import {
  forwarded,
  forwardedGraphQL,
  forwardedSmsSignIn,
  PUBLIC_HOST,
} from './helpers/forwarded.ts';
import {
  createTestSchema,
  DATABASE_URL,
  postgresUnavailable,
  urlWithSchema,
  type TestSchema,
} from './helpers/postgres.ts';
import { describeWithServices } from './helpers/redis.ts';
import {
  redisServerUnavailable,
  startPrivateRedis,
  type PrivateRedis,
} from './helpers/redis-server.ts';
import {
  killIfRunning,
  spawnServer,
  waitForUrl,
  type ServerProcess,
} from './helpers/server-process.ts';
import { makeTempDir, type TempDir } from './helpers/temp-dir.ts';
import { openSocket, type TestSocket } from './helpers/ws-client.ts';

const OPERATOR_KEY = 'faults-operator-key';
const { demo, casino } = DEMO_ACCOUNTS;

/** Polls `condition` until it holds; fails with `what` after the deadline. */
async function until(
  what: string,
  condition: () => Promise<boolean> | boolean,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Health {
  status: string;
  storage: string;
  pubsub?: string;
}

async function health(port: number): Promise<{ code: number; body: Health }> {
  const res = await forwarded(port, '/healthz');
  return { code: res.status, body: JSON.parse(res.text) as Health };
}

interface LogLine {
  level: number;
  msg?: string;
}

function logLines(server: ServerProcess): LogLine[] {
  return server
    .stdout()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

describeWithServices(
  'faults: a Redis outage mid-traffic (two processes, PostgreSQL + a private redis-server)',
  [postgresUnavailable, redisServerUnavailable],
  () => {
    let redis: PrivateRedis | undefined;
    let schema: TestSchema | undefined;
    let dir: TempDir | undefined;
    let store: Store | undefined;
    let a: ServerProcess | undefined;
    let b: ServerProcess | undefined;
    let portA = 0;
    let portB = 0;

    beforeAll(async () => {
      redis = await startPrivateRedis();
      schema = await createTestSchema();
      dir = await makeTempDir('faults-redis');
      const databaseUrl = urlWithSchema(DATABASE_URL ?? '', schema.name);
      const env = (name: string, workerPollMs: string) => ({
        DATABASE_URL: databaseUrl,
        REDIS_URL: redis?.url ?? '',
        OPERATOR_KEY,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        DATA_DIR: path.join(dir?.path ?? '', name),
        DIST_DIR: path.join(dir?.path ?? '', 'no-dist'),
        SANDBOX_CALLBACK_DELAY_MS: '0',
        PAYMENT_WORKER_POLL_MS: workerPollMs,
      });
      // A delivers the payment callbacks, so every balance event is published by A.
      a = spawnServer(env('a', '50'));
      portA = Number(new URL(await waitForUrl(a)).port);
      b = spawnServer(env('b', '60000'));
      portB = Number(new URL(await waitForUrl(b)).port);
      store = await openPostgresStore({ connectionString: databaseUrl });
    });

    afterAll(async () => {
      await killIfRunning(a);
      await killIfRunning(b);
      await store?.close();
      await redis?.stop();
      await schema?.drop();
      await dir?.remove();
    });

    const signIn = (port: number, phone: string) => forwardedSmsSignIn(port, phone, store!);

    /** A sandbox deposit through A, approved; resolves once the ledger has it (A's worker). */
    async function deposit(token: string, amount: number): Promise<void> {
      const started = await forwardedGraphQL<{
        initDeposit: { paymentUrl: string; transaction: { id: string } };
      }>(
        portA,
        `mutation($amount: MinorUnits!) {
           initDeposit(amount: $amount, currency: "EUR", paymentMethod: "trustly") {
             paymentUrl transaction { id } } }`,
        { amount },
        token,
      );
      if (!started.data) throw new Error(JSON.stringify(started.errors));
      const { paymentUrl, transaction } = started.data.initDeposit;
      const approved = await forwarded(portA, new URL(paymentUrl).pathname, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'decision=approve&bankAccount=FI21+1234+5600+0007+85',
      });
      expect(approved.status).toBe(303);
      await until(`deposit ${transaction.id} completed`, async () => {
        const { rows } = await store!.query<{ status: string }>(
          'select status from wallet_transactions where id = $1',
          [transaction.id],
        );
        return rows[0]?.status === 'Completed';
      });
    }

    async function realBalance(playerId: string): Promise<number> {
      const { rows } = await store!.query<{ balance: number }>(
        'select balance from ledger_accounts where key = $1',
        [`player:${playerId}:real:EUR`],
      );
      return Number(rows[0]?.balance ?? 0);
    }

    async function catalogueChange(port: number, slug: string): Promise<number> {
      const res = await forwarded(port, '/internal-api/catalogue/changes', {
        headers: { 'content-type': 'application/json', 'x-operator-key': OPERATOR_KEY },
        body: JSON.stringify({ gameSlugs: [slug] }),
      });
      return res.status;
    }

    /** A graphql-transport-ws socket on `port`, acknowledged, as the bearer of `token`. */
    async function subscriberOn(port: number, token: string): Promise<TestSocket> {
      const socket = await openSocket(
        `ws://127.0.0.1:${port}/lobby-graphql`,
        'graphql-transport-ws',
        { host: PUBLIC_HOST },
      );
      socket.send({ type: 'connection_init', payload: { accessToken: token, brand: 'aurora' } });
      await socket.next('connection_ack');
      return socket;
    }

    it('keeps both processes up and the money committed, then recovers the subscribers', async () => {
      const token = await signIn(portA, demo.phoneNumber);
      const { rows } = await store!.query<{ id: string }>(
        `select id from players where brand = 'aurora' and phone_number = $1`,
        [demo.phoneNumber],
      );
      const playerId = rows[0]!.id;

      // A subscriber on B: the player's balance and the catalogue changes, on one socket.
      const socket = await subscriberOn(portB, token);
      let socketClosed = false;
      void socket.closed.then(() => (socketClosed = true));
      socket.send({
        id: 'balance',
        type: 'subscribe',
        payload: { query: 'subscription { balanceUpdated { balance amount moneyType } }' },
      });
      socket.send({
        id: 'catalogue',
        type: 'subscribe',
        payload: { query: 'subscription { catalogueChanged { gameSlugs } }' },
      });
      await until('B subscribed to both channels', async () => {
        const counts = await Promise.all(
          ['lobby:balanceUpdated', 'lobby:catalogueChanged'].map((c) => redis!.subscribers(c)),
        );
        return counts.every((count) => count >= 1);
      });
      await deposit(token, 3000);
      const first = await socket.next<{ id: string; payload: { data: unknown } }>('next');
      expect(first.payload.data).toEqual({
        balanceUpdated: { balance: 3000, amount: 3000, moneyType: 'Deposit' },
      });

      // --- Redis goes away.
      await redis!.kill();

      // Traffic while it is down: a deposit (balanceUpdated), catalogue changes
      // (catalogueChanged) and a sign-in that ends another session (sessionDestroyed).
      await deposit(token, 2500);
      expect(await realBalance(playerId)).toBe(5500);
      for (let i = 0; i < 10; i += 1) {
        expect(await catalogueChange(portA, `outage-${i}`)).toBe(202);
      }
      await signIn(portA, casino.phoneNumber);
      await signIn(portB, casino.phoneNumber);

      await until('both processes report the pub/sub degraded', async () => {
        const answers = await Promise.all([health(portA), health(portB)]);
        return answers.every(({ body }) => body.pubsub === 'degraded');
      });
      // Still in rotation: storage answers, so the load balancer keeps the node.
      for (const port of [portA, portB]) {
        expect(await health(port)).toEqual({
          code: 200,
          body: { status: 'ok', storage: 'postgres', pubsub: 'degraded' },
        });
      }

      // --- Redis comes back on the same port.
      await redis!.restart();
      await until('both processes report the pub/sub ok', async () => {
        const answers = await Promise.all([health(portA), health(portB)]);
        return answers.every(({ body }) => body.pubsub === 'ok');
      });
      await until('B subscribed again', async () => {
        const counts = await Promise.all(
          ['lobby:balanceUpdated', 'lobby:catalogueChanged'].map((c) => redis!.subscribers(c)),
        );
        return counts.every((count) => count >= 1);
      });

      // The same socket hears A's events again: events of the outage were dropped, not queued.
      await deposit(token, 2000);
      const after = await socket.next<{ id: string; payload: { data: unknown } }>('next');
      expect(after).toMatchObject({
        id: 'balance',
        payload: {
          data: { balanceUpdated: { balance: 7500, amount: 2000, moneyType: 'Deposit' } },
        },
      });
      expect(await catalogueChange(portA, 'after-outage')).toBe(202);
      const change = await socket.next<{ id: string; payload: { data: unknown } }>('next');
      expect(change).toMatchObject({
        id: 'catalogue',
        payload: { data: { catalogueChanged: { gameSlugs: ['after-outage'] } } },
      });
      expect(socketClosed).toBe(false);

      // Nothing ended a process, the ledger is balanced, and the outage was logged once per
      // process rather than once per dropped event or reconnect attempt.
      for (const server of [a!, b!]) {
        expect(server.child.exitCode).toBeNull();
        expect(server.stderr()).not.toContain('Unhandled rejection');
        const warnings = logLines(server).filter(
          (line) => line.level === 40 && /redis|pub\/sub/i.test(line.msg ?? ''),
        );
        expect(warnings.length).toBeGreaterThanOrEqual(1);
        expect(warnings.length).toBeLessThanOrEqual(2);
      }
      expect(logLines(a!).some((line) => line.level === 40 && /dropped/.test(line.msg ?? ''))).toBe(
        true,
      );
      expect(isHealthy(await checkInvariants(store!))).toBe(true);

      socket.socket.close();
      for (const server of [a!, b!]) {
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
      }
    }, 120_000);

    it('a pub/sub never rejects while Redis is down, and subscriptions made then start when it returns', async () => {
      const subscriber = await openRedisPubSub({ url: redis!.url });
      const publisher = await openRedisPubSub({ url: redis!.url });
      try {
        await redis!.kill();
        await until('both see the outage', () =>
          [subscriber, publisher].every((pubsub) => pubsub.status() === 'degraded'),
        );
        // Publishing resolves (the event is dropped and counted), it never rejects later.
        const payload: PubSubTopics['playerUpdated'] = {
          playerId: 'p',
          isAccountClosed: false,
          changed: ['kyc'],
        };
        await publisher.publish('playerUpdated', payload);
        // A first subscriber of a channel while Redis is down: its SUBSCRIBE cannot be sent yet.
        const iterator = subscriber.subscribe('playerUpdated');
        const received = iterator.next();

        await redis!.restart();
        await until('both recovered', () =>
          [subscriber, publisher].every((pubsub) => pubsub.status() === 'ok'),
        );
        await until('the channel is subscribed again', async () => {
          return (await redis!.subscribers('lobby:playerUpdated')) >= 1;
        });
        await publisher.publish('playerUpdated', payload);
        expect((await received).value).toEqual(payload);
        await iterator.return?.();
      } finally {
        await subscriber.close();
        await publisher.close();
      }
    });
  },
);
