// A player's jackpot socket ends with the player's session, as the live-table socket and the
// player's GraphQL subscriptions do (decision 0030): a sign-out or a sign-in elsewhere closes it
// with 4401 and the end's reason; a session that ended without its event reaching the process (a
// Redis outage) gets no raffle tickets on a PlayerRaffleTicketsRequest and the socket closes, and
// the session sweep closes it without any request. A visitor's socket on the same brand goes on.
// PGlite, and PostgreSQL when available.
import { randomInt, randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBrands } from '../../server/brands/brand-repository.ts';
import { seedDemoJackpots } from '../../server/demo/jackpot.ts';
import { seedDemoRaffles } from '../../server/demo/raffles.ts';
import { DEMO_SLOT } from '../../server/demo/rewards.ts';
import { SOCKET_CLOSE } from '../../server/http/socket-server.ts';
import type { BackendKind } from './helpers/catalogue.ts';
import { gql, smsSignIn } from './helpers/identity-app.ts';
import { describeStores } from './helpers/postgres.ts';
import { createTestPlayer, fund } from './helpers/wallet.ts';
import { openWalletApp, type WalletApp } from './helpers/wallet-app.ts';
import { openSocket, type TestSocket } from './helpers/ws-client.ts';

const LOGOUT = 'mutation { logout { loggedOut } }';

/** A jackpot world: the demo instances and raffles, the session sweep as given. */
async function openJackpotApp(kind: BackendKind, sessionSweepMs?: number): Promise<WalletApp> {
  const server = await openWalletApp(kind, {
    catalogue: true,
    jackpotSweep: { enabled: false },
    raffleScheduler: { enabled: false },
    rewardScheduler: { enabled: false },
    ...(sessionSweepMs ? { sessionSweepMs } : {}),
  });
  const brands = await loadBrands(server.store);
  await seedDemoJackpots(server.store, brands);
  await seedDemoRaffles(server.store, brands, { hourlySeconds: 3_600 });
  return server;
}

/** A player of its own (no SMS limits shared between tests), signed in, with raffle tickets. */
async function signedInPlayer(server: WalletApp) {
  const phone = `+3584${randomInt(10_000_000, 99_999_999)}`;
  const id = await createTestPlayer(server.store, { phoneNumber: phone, phoneVerified: true });
  await fund(server.services.wallet, id, 100_000);
  const round = {
    playerId: id,
    roundId: `r-${randomUUID()}`,
    gameSlug: DEMO_SLOT,
    currency: 'EUR',
  };
  await server.services.wallet.bet(round, 1_250, `b-${round.roundId}`);
  await server.services.wallet.win(round, 0, `w-${round.roundId}`);
  const { accessToken } = await smsSignIn(server, phone);
  return { id, phone, token: accessToken };
}

function socketUrl(server: WalletApp, token?: string): string {
  const query = new URLSearchParams({ currency: 'EUR', ...(token ? { token } : {}) });
  return `${server.http.replace(/^http/, 'ws')}/jackpot-api/v1/events/lobby-demo/aurora?${query}`;
}

/** The socket's close, or a failure saying it stayed open. */
async function closeOf(socket: TestSocket, timeoutMs = 5_000) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still open after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([socket.closed, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The player's socket, past its opening status, with its tickets answered once. */
async function playerSocket(server: WalletApp, player: { id: string; token: string }) {
  const socket = await openSocket(socketUrl(server, player.token), []);
  await socket.next('PlayerOptInResponse');
  socket.send({ type: 'PlayerRaffleTicketsRequest', player_id: player.id, brand_id: 'aurora' });
  const answer = await socket.next<{ instance_tickets: { ticket_count: number }[] }>(
    'PlayerRaffleTicketsListResponse',
  );
  expect(answer.instance_tickets.map((entry) => entry.ticket_count)).toEqual([12, 12, 12]);
  return socket;
}

function sessionEndSuite(kind: BackendKind): void {
  let server: WalletApp;

  beforeAll(async () => {
    server = await openJackpotApp(kind);
  }, 120_000);
  afterAll(() => server?.close());

  it("a sign-out closes the player's socket with 4401 and the reason; a visitor's goes on", async () => {
    const player = await signedInPlayer(server);
    const socket = await playerSocket(server, player);
    const visitor = await openSocket(socketUrl(server), []);
    try {
      expect((await gql(server.http, LOGOUT, {}, { token: player.token })).errors).toBeUndefined();
      expect(await closeOf(socket)).toEqual({
        code: SOCKET_CLOSE.unauthorized,
        reason: 'The player session has ended (LOGOUT).',
      });
      visitor.send({ type: 'SubscribeRequest', events: 'all' });
      expect(await visitor.next('JackpotUpdate')).toMatchObject({ type: 'JackpotUpdate' });
      expect(visitor.socket.readyState).toBe(visitor.socket.OPEN);
    } finally {
      socket.socket.close();
      visitor.socket.close();
    }
  });

  it('a sign-in elsewhere closes the socket of the old session', async () => {
    const player = await signedInPlayer(server);
    const socket = await playerSocket(server, player);
    try {
      await smsSignIn(server, player.phone);
      expect(await closeOf(socket)).toEqual({
        code: SOCKET_CLOSE.unauthorized,
        reason: 'The player session has ended (LOGGED_IN_FROM_ANOTHER_DEVICE).',
      });
    } finally {
      socket.socket.close();
    }
  });

  it('a PlayerRaffleTicketsRequest after the session ended gets no tickets, even when no event announced the end', async () => {
    const player = await signedInPlayer(server);
    const socket = await playerSocket(server, player);
    try {
      // As if sessionDestroyed had been dropped on the way to this process (a Redis outage).
      await server.store.query(
        `update player_sessions set ended_at = now(), end_reason = 'LOGOUT' where id = $1`,
        [decodeJwt(player.token).sid],
      );
      socket.send({ type: 'PlayerRaffleTicketsRequest', player_id: player.id, brand_id: 'aurora' });
      const tickets = await socket.next('PlayerRaffleTicketsListResponse', 1_000).then(
        (answer) => answer,
        () => null,
      );
      expect(tickets).toBeNull();
      expect((await closeOf(socket)).code).toBe(SOCKET_CLOSE.unauthorized);
    } finally {
      socket.socket.close();
    }
  });
}

describeStores('jackpot sockets end with the player session', (kind) => sessionEndSuite(kind));
describe('jackpot sockets end with the player session at the sweep (PGlite)', () => {
  let server: WalletApp;

  beforeAll(async () => {
    server = await openJackpotApp('pglite', 100);
  }, 120_000);
  afterAll(() => server?.close());

  it('a session that ended without its event closes its socket at the next sweep', async () => {
    const player = await signedInPlayer(server);
    const socket = await playerSocket(server, player);
    try {
      await server.store.query(
        `update player_sessions set ended_at = now(), end_reason = 'LOGOUT' where id = $1`,
        [decodeJwt(player.token).sid],
      );
      expect(await closeOf(socket)).toEqual({
        code: SOCKET_CLOSE.unauthorized,
        reason: 'The player session has ended (LOGOUT).',
      });
    } finally {
      socket.socket.close();
    }
  });
});
