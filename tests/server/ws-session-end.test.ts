// A player's live events end with the player's session, on both WebSocket subprotocols and
// across processes: after sign-out, a sign-in elsewhere, or a session end the pub/sub never
// carried, the socket's player subscriptions end with a SessionDestroyed error
// ("session_destroyed_error") and a later deposit's balanceUpdated is not delivered, while
// visitor subscriptions (catalogueChanged) on the same socket go on (decision 0030).
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformServices } from '../../server/services.ts';
import { DEV_OPERATOR_KEY } from '../../server/config.ts';
import type { Store } from '../../server/db/store.ts';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../server/identity/demo-accounts.ts';
import type { PubSub } from '../../server/pubsub/pubsub.ts';
import { openRedisPubSub } from '../../server/pubsub/redis-pubsub.ts';
import type { Wallet } from '../../server/ledger/wallet.ts';
import { openMigratedStore, type TestStore } from './helpers/catalogue.ts';
import { forwardedGraphQL, forwardedSmsSignIn, PUBLIC_HOST } from './helpers/forwarded.ts';
import { gql, smsSignIn } from './helpers/identity-app.ts';
import { buildTestApp, listen } from './helpers/lobby-app.ts';
import { postgresUnavailable } from './helpers/postgres.ts';
import { describeWithServices, REDIS_URL, redisUnavailable } from './helpers/redis.ts';
import { fund } from './helpers/wallet.ts';
import { openWalletApp, type WalletApp } from './helpers/wallet-app.ts';

const { demo } = DEMO_ACCOUNTS;
const HOUR_MS = 60 * 60_000;
const BALANCE = 'subscription { balanceUpdated { balance amount moneyType } }';
const CATALOGUE = 'subscription { catalogueChanged { gameSlugs } }';
const DESTROYED = 'subscription { sessionDestroyed { sessionId reason } }';
const LOGOUT = 'mutation { logout { loggedOut } }';

type Protocol = 'graphql-transport-ws' | 'graphql-ws';
const PROTOCOLS: Protocol[] = ['graphql-transport-ws', 'graphql-ws'];
/** Message types that differ between the subprotocols. */
const TYPES = {
  'graphql-transport-ws': { start: 'subscribe', data: 'next' },
  'graphql-ws': { start: 'start', data: 'data' },
} as const;

interface Message {
  type: string;
  id?: string;
  payload?: unknown;
}

/** A raw socket that keeps every message it received, in order. */
interface PlayerSocket {
  protocol: Protocol;
  log: Message[];
  start(id: string, query: string): void;
  /** Waits for the first message matching `match`; fails after the deadline. */
  waitFor(what: string, match: (message: Message) => boolean, timeoutMs?: number): Promise<Message>;
  dataOf(id: string): Message[];
  close(): void;
}

async function playerSocket(
  url: string,
  protocol: Protocol,
  token: string,
  headers?: Record<string, string>,
): Promise<PlayerSocket> {
  const socket = new WebSocket(url, protocol, headers ? { headers } : {});
  const log: Message[] = [];
  socket.on('message', (data) => log.push(JSON.parse(String(data)) as Message));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const waitFor: PlayerSocket['waitFor'] = async (what, match, timeoutMs = 5_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = log.find(match);
      if (found) return found;
      if (Date.now() > deadline) {
        throw new Error(`${what}: nothing within ${timeoutMs} ms; received ${JSON.stringify(log)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  socket.send(
    JSON.stringify({ type: 'connection_init', payload: { accessToken: token, brand: 'aurora' } }),
  );
  await waitFor('connection_ack', (message) => message.type === 'connection_ack');
  return {
    protocol,
    log,
    start: (id, query) =>
      socket.send(JSON.stringify({ id, type: TYPES[protocol].start, payload: { query } })),
    waitFor,
    dataOf: (id) =>
      log.filter((message) => message.id === id && message.type === TYPES[protocol].data),
    close: () => socket.close(),
  };
}

/** Repeats `act` until the socket has data for `id`: a subscription starts a moment after it is asked for. */
async function actUntilData(socket: PlayerSocket, id: string, act: () => Promise<unknown>) {
  for (let attempt = 0; attempt < 50 && socket.dataOf(id).length === 0; attempt += 1) {
    await act();
    await socket
      .waitFor(`data for ${id}`, (m) => m.id === id && m.type === TYPES[socket.protocol].data, 300)
      .catch(() => undefined);
  }
  expect(socket.dataOf(id).length).toBeGreaterThan(0);
}

/** The end of operation `id`: the message, which must be a SessionDestroyed error. */
async function expectSessionDestroyedError(socket: PlayerSocket, id: string): Promise<number> {
  const end = await socket.waitFor(
    `the end of ${id}`,
    (message) => message.id === id && (message.type === 'error' || message.type === 'complete'),
  );
  expect(end.type).toBe('error');
  const text = JSON.stringify(end.payload);
  expect(text).toContain('"type":"SessionDestroyed"');
  expect(text).toContain('session_destroyed_error');
  return socket.log.indexOf(end);
}

/**
 * After the player's subscription ended: a deposit, then a catalogue change. The catalogue
 * event reaches the socket (visitor subscriptions go on); no balance event came after the end.
 */
async function expectNoBalanceAfter(
  socket: PlayerSocket,
  endIndex: number,
  deposit: () => Promise<void>,
  catalogueChange: (slug: string) => Promise<void>,
): Promise<void> {
  await deposit();
  const slug = `after-end-${Date.now().toString(36)}`;
  await catalogueChange(slug);
  await socket.waitFor('the catalogue change', (message) =>
    JSON.stringify(message.payload ?? null).includes(slug),
  );
  const late = socket.dataOf('balance').filter((message) => socket.log.indexOf(message) > endIndex);
  expect(late).toEqual([]);
}

describe('player subscriptions end with the session (PGlite, one process)', () => {
  let server: WalletApp;

  beforeAll(async () => {
    server = await openWalletApp('pglite', { sessionSweepMs: 100 });
  });
  afterAll(() => server?.close());

  /** Past the number's five SMS codes an hour (the app's clock, not the real one). */
  const signIn = () => {
    server.clock.advance(HOUR_MS);
    return smsSignIn(server, demo.phoneNumber);
  };

  const catalogueChange = async (slug: string) => {
    const res = await fetch(`${server.http}/internal-api/catalogue/changes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-operator-key': DEV_OPERATOR_KEY },
      body: JSON.stringify({ gameSlugs: [slug] }),
    });
    expect(res.status).toBe(202);
  };

  /**
   * Signed in, with balanceUpdated and catalogueChanged running on one socket. `first` starts
   * before them: it is running once their warm-up events have arrived.
   */
  async function signedInSocket(protocol: Protocol, first?: { id: string; query: string }) {
    const token = (await signIn()).accessToken;
    const playerId = decodeJwt(token).sub ?? '';
    const socket = await playerSocket(server.ws, protocol, token);
    if (first) socket.start(first.id, first.query);
    socket.start('balance', BALANCE);
    socket.start('catalogue', CATALOGUE);
    await actUntilData(socket, 'balance', () => fund(server.services.wallet, playerId, 2000));
    await actUntilData(socket, 'catalogue', () => catalogueChange('warm-up'));
    return { token, playerId, socket };
  }

  for (const protocol of PROTOCOLS) {
    it(`${protocol}: sign-out ends balanceUpdated; the next deposit is not delivered`, async () => {
      const { token, playerId, socket } = await signedInSocket(protocol);
      try {
        expect((await gql(server.http, LOGOUT, {}, { token })).errors).toBeUndefined();
        const end = await expectSessionDestroyedError(socket, 'balance');
        await expectNoBalanceAfter(
          socket,
          end,
          () => fund(server.services.wallet, playerId, 2000),
          catalogueChange,
        );
      } finally {
        socket.close();
      }
    });

    it(`${protocol}: a sign-in elsewhere ends balanceUpdated; sessionDestroyed carries the reason, then completes`, async () => {
      // sessionDestroyed has no event to warm up with: it starts before the others do.
      const { token, playerId, socket } = await signedInSocket(protocol, {
        id: 'destroyed',
        query: DESTROYED,
      });
      try {
        await signIn();
        const destroyed = await socket.waitFor('sessionDestroyed', (message) =>
          socket.dataOf('destroyed').includes(message),
        );
        expect(destroyed.payload).toEqual({
          data: {
            sessionDestroyed: {
              sessionId: decodeJwt(token).sid,
              reason: 'LOGGED_IN_FROM_ANOTHER_DEVICE',
            },
          },
        });
        await socket.waitFor(
          'the sessionDestroyed subscription to complete',
          (message) => message.id === 'destroyed' && message.type === 'complete',
        );
        const end = await expectSessionDestroyedError(socket, 'balance');
        await expectNoBalanceAfter(
          socket,
          end,
          () => fund(server.services.wallet, playerId, 2000),
          catalogueChange,
        );
      } finally {
        socket.close();
      }
    });
  }

  it('a session that ended without its event on the pub/sub still ends the subscriptions', async () => {
    const { token, playerId, socket } = await signedInSocket('graphql-transport-ws');
    try {
      // As if sessionDestroyed had been dropped during a Redis outage.
      await server.store.query(
        `update player_sessions set ended_at = now(), end_reason = 'LOGOUT' where id = $1`,
        [decodeJwt(token).sid],
      );
      const end = await expectSessionDestroyedError(socket, 'balance');
      await expectNoBalanceAfter(
        socket,
        end,
        () => fund(server.services.wallet, playerId, 2000),
        catalogueChange,
      );
    } finally {
      socket.close();
    }
  });
});

interface Instance {
  app: FastifyInstance;
  store: Store;
  pubsub: PubSub;
  port: number;
  wallet: Wallet;
}

describeWithServices(
  'player subscriptions end with the session across processes (PostgreSQL + Redis)',
  [postgresUnavailable, redisUnavailable],
  () => {
    let database: TestStore;
    const instances: Instance[] = [];

    beforeAll(async () => {
      database = await openMigratedStore('postgres', 'ws-session-end');
      await seedDemoAccounts(database.store);
      for (let i = 0; i < 2; i += 1) {
        const store = i === 0 ? database.store : await database.openAgain();
        const pubsub = await openRedisPubSub({ url: REDIS_URL ?? '' });
        let services: PlatformServices | undefined;
        const { app } = await buildTestApp(store, {
          pubsub,
          responseCache: false,
          paymentWorker: { enabled: false },
          onServices: (built) => (services = built),
        });
        const port = Number(new URL((await listen(app)).http).port);
        instances.push({ app, store, pubsub, port, wallet: services!.wallet });
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

    for (const protocol of PROTOCOLS) {
      it(`${protocol}: sign-out through A ends the balanceUpdated of a socket on B`, async () => {
        const [a, b] = instances as [Instance, Instance];
        const token = await forwardedSmsSignIn(a.port, demo.phoneNumber, database.store);
        const playerId = decodeJwt(token).sub ?? '';
        const catalogueChange = async (slug: string) => {
          await a.pubsub.publish('catalogueChanged', {
            gameSlugs: [slug],
            listSlugs: [],
            at: new Date().toISOString(),
          });
        };
        const socket = await playerSocket(
          `ws://127.0.0.1:${b.port}/lobby-graphql`,
          protocol,
          token,
          {
            host: PUBLIC_HOST,
          },
        );
        try {
          socket.start('balance', BALANCE);
          socket.start('catalogue', CATALOGUE);
          await actUntilData(socket, 'balance', () => fund(a.wallet, playerId, 2000));
          await actUntilData(socket, 'catalogue', () => catalogueChange('warm-up'));

          const loggedOut = await forwardedGraphQL(a.port, LOGOUT, {}, token);
          expect(loggedOut.errors).toBeUndefined();
          const end = await expectSessionDestroyedError(socket, 'balance');
          await expectNoBalanceAfter(
            socket,
            end,
            () => fund(a.wallet, playerId, 2000),
            catalogueChange,
          );
        } finally {
          socket.close();
        }
      });
    }
  },
);
