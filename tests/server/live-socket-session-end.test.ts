// A REAL seat at a live table ends with the player's session, as the player's GraphQL
// subscriptions do (decision 0030): a sign-out or a sign-in elsewhere closes the live-table socket
// with 4401 and the end's reason, and a `sync` on a socket whose session ended answers no balance
// or bets, even when the end never reached this process as an event. A visitor's FUN seat at the
// same table is not affected. PGlite, and PostgreSQL when available; across two processes
// (PostgreSQL + Redis) a sign-out through one closes the seat held on the other.
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { decodeJwt } from 'jose';
import { seedDemoCatalogue } from '../../server/catalogue/seed.ts';
import type { Store } from '../../server/db/store.ts';
import { SOCKET_CLOSE } from '../../server/http/socket-server.ts';
import type { Clock } from '../../server/clock.ts';
import type { PubSub } from '../../server/pubsub/pubsub.ts';
import { openRedisPubSub } from '../../server/pubsub/redis-pubsub.ts';
import type { PlatformServices } from '../../server/services.ts';
import { openMigratedStore, type BackendKind, type TestStore } from './helpers/catalogue.ts';
import { forwardedGraphQL, forwardedSmsSignIn } from './helpers/forwarded.ts';
import { gql, smsSignIn } from './helpers/identity-app.ts';
import { buildTestApp, listen } from './helpers/lobby-app.ts';
import { describeStores, postgresUnavailable } from './helpers/postgres.ts';
import { describeWithServices, REDIS_URL, redisUnavailable } from './helpers/redis.ts';
import { openWalletApp, type WalletApp } from './helpers/wallet-app.ts';
import { createTestPlayer, fund } from './helpers/wallet.ts';

const START = `mutation($slug: String!, $mode: GameMode!) {
  startGameSession(slug: $slug, mode: $mode) { url } }`;
const LOGOUT = 'mutation { logout { loggedOut } }';
const FUNDS = 123_400;

/** A clock whose timers never fire: the table stays idle, the socket is all there is. */
const stillClock: Clock = {
  now: () => 1_800_000_000_000,
  setTimeout: () => ({}),
  clearTimeout: () => undefined,
};

interface Frame {
  type: string;
  balance?: number;
  [key: string]: unknown;
}

/** A socket at the table: its frames, and its close once it comes. */
async function seat(url: string) {
  const frames: Frame[] = [];
  const socket = new WebSocket(url);
  socket.on('message', (data) => frames.push(JSON.parse(String(data)) as Frame));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const until = async (what: string, test: () => boolean) => {
    for (let i = 0; i < 500 && !test(); i++) await new Promise((r) => setTimeout(r, 10));
    if (!test()) throw new Error(`${what}: not within 5 s; frames ${JSON.stringify(frames)}`);
  };
  const mines = () => frames.filter((frame) => frame.type === 'mine');
  await until('the first sync', () => mines().length > 0);
  return {
    socket,
    frames,
    mines,
    until,
    sync: () => socket.send(JSON.stringify({ type: 'sync' })),
    /** The close, or a failure naming what was received instead. */
    async closed() {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`still open after 5 s; frames ${JSON.stringify(frames)}`)),
          5_000,
        );
      });
      try {
        return await Promise.race([closed, late]);
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => socket.close(),
  };
}

function sessionEndSuite(kind: BackendKind): void {
  let server: WalletApp;
  let slug: string;

  beforeAll(async () => {
    server = await openWalletApp(kind, {
      catalogue: true,
      rewardScheduler: { enabled: false },
      live: { clock: stillClock },
    });
    const { rows } = await server.store.query<{ slug: string }>(
      "select slug from games where engine = 'live-wheel' order by slug limit 1",
    );
    slug = rows[0]!.slug;
  });
  afterAll(() => server?.close());

  /** A funded player of its own (no SMS limits shared between tests), signed in. */
  async function signedInPlayer() {
    const phone = `+3584${randomInt(10_000_000, 99_999_999)}`;
    const id = await createTestPlayer(server.store, { phoneNumber: phone, phoneVerified: true });
    await fund(server.services.wallet, id, FUNDS);
    const { accessToken } = await smsSignIn(server, phone);
    return { id, phone, token: accessToken };
  }

  async function launch(mode: 'REAL' | 'FUN', bearer?: string): Promise<string> {
    const response = await gql<{ startGameSession: { url: string } }>(
      server.http,
      START,
      { slug, mode },
      bearer ? { token: bearer } : {},
    );
    expect(response.errors).toBeUndefined();
    return new URL(response.data!.startGameSession.url).searchParams.get('session')!;
  }
  const socketUrl = (session: string) =>
    `${server.http.replace(/^http/, 'ws')}/demo-games/live/socket?session=${session}`;

  it('a sign-out closes the REAL seat with 4401 and the reason; a FUN seat at the table goes on', async () => {
    const player = await signedInPlayer();
    const real = await seat(socketUrl(await launch('REAL', player.token)));
    const fun = await seat(socketUrl(await launch('FUN')));
    try {
      expect(real.mines()[0]).toMatchObject({ balance: FUNDS, bets: [] });

      expect((await gql(server.http, LOGOUT, {}, { token: player.token })).errors).toBeUndefined();
      const end = await real.closed();
      expect(end).toEqual({
        code: SOCKET_CLOSE.unauthorized,
        reason: 'The player session has ended (LOGOUT).',
      });
      expect(real.mines()).toHaveLength(1);

      // The visitor's seat is untouched: its sync is answered with its demo money.
      fun.sync();
      await fun.until('the FUN seat to answer its sync', () => fun.mines().length === 2);
      expect(fun.socket.readyState).toBe(WebSocket.OPEN);
    } finally {
      real.close();
      fun.close();
    }
  });

  it('a sign-in elsewhere closes the REAL seat of the old session', async () => {
    const player = await signedInPlayer();
    const real = await seat(socketUrl(await launch('REAL', player.token)));
    try {
      await smsSignIn(server, player.phone);
      expect(await real.closed()).toEqual({
        code: SOCKET_CLOSE.unauthorized,
        reason: 'The player session has ended (LOGGED_IN_FROM_ANOTHER_DEVICE).',
      });
    } finally {
      real.close();
    }
  });

  it('a sync after the session ended answers no balance or bets, even when no event announced the end', async () => {
    const player = await signedInPlayer();
    const real = await seat(socketUrl(await launch('REAL', player.token)));
    try {
      // As if sessionDestroyed had been dropped on the way to this process (a Redis outage).
      await server.store.query(
        `update player_sessions set ended_at = now(), end_reason = 'LOGOUT' where id = $1`,
        [decodeJwt(player.token).sid],
      );
      const before = real.frames.length;
      real.sync();
      const end = await real.closed();
      expect(end.code).toBe(SOCKET_CLOSE.unauthorized);
      const answered = real.frames.slice(before);
      expect(answered.filter((frame) => frame.type === 'mine')).toEqual([]);
      expect(JSON.stringify(answered)).not.toContain(String(FUNDS));
    } finally {
      real.close();
    }
  });
}

describeStores('live-table sockets end with the player session', (kind) => sessionEndSuite(kind));
interface Instance {
  app: FastifyInstance;
  store: Store;
  pubsub: PubSub;
  port: number;
  services: PlatformServices;
}

describeWithServices(
  'live-table sockets end with the player session across processes (PostgreSQL + Redis)',
  [postgresUnavailable, redisUnavailable],
  () => {
    let database: TestStore;
    const instances: Instance[] = [];

    beforeAll(async () => {
      database = await openMigratedStore('postgres', 'live-socket-session-end');
      await seedDemoCatalogue(database.store);
      for (let i = 0; i < 2; i += 1) {
        const store = i === 0 ? database.store : await database.openAgain();
        const pubsub = await openRedisPubSub({ url: REDIS_URL ?? '' });
        let services: PlatformServices | undefined;
        const { app } = await buildTestApp(store, {
          pubsub,
          responseCache: false,
          paymentWorker: { enabled: false },
          roundSweeper: { enabled: false },
          rewardScheduler: { enabled: false },
          live: { clock: stillClock },
          onServices: (built) => (services = built),
        });
        const port = Number(new URL((await listen(app)).http).port);
        instances.push({ app, store, pubsub, port, services: services! });
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

    it('a sign-out through A closes the REAL seat held on B', async () => {
      const [a, b] = instances as [Instance, Instance];
      const phone = `+3584${randomInt(10_000_000, 99_999_999)}`;
      const id = await createTestPlayer(database.store, {
        phoneNumber: phone,
        phoneVerified: true,
      });
      await fund(a.services.wallet, id, FUNDS);
      const token = await forwardedSmsSignIn(a.port, phone, database.store);
      const { rows } = await database.store.query<{ slug: string }>(
        "select slug from games where engine = 'live-wheel' order by slug limit 1",
      );
      const started = await forwardedGraphQL<{ startGameSession: { url: string } }>(
        a.port,
        START,
        { slug: rows[0]!.slug, mode: 'REAL' },
        token,
      );
      const session = new URL(started.data!.startGameSession.url).searchParams.get('session')!;
      const real = await seat(`ws://127.0.0.1:${b.port}/demo-games/live/socket?session=${session}`);
      try {
        expect(real.mines()[0]).toMatchObject({ balance: FUNDS });
        expect((await forwardedGraphQL(a.port, LOGOUT, {}, token)).errors).toBeUndefined();
        expect(await real.closed()).toEqual({
          code: SOCKET_CLOSE.unauthorized,
          reason: 'The player session has ended (LOGOUT).',
        });
      } finally {
        real.close();
      }
    });
  },
);
