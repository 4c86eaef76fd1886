// One live session per player: a second sign-in (either flow) ends the first, whose sockets hear
// sessionDestroyed; logout and account closure are published too; subscriptions need a player.
// On PGlite with in-process pub/sub, and on PostgreSQL + Redis when both are available.
import { decodeJwt } from 'jose';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeAccount } from '../../server/identity/account-closure.ts';
import { DEMO_ACCOUNTS } from '../../server/identity/demo-accounts.ts';
import { createSessions } from '../../server/identity/sessions.ts';
import { createInProcessPubSub } from '../../server/pubsub/in-process-pubsub.ts';
import { openRedisPubSub } from '../../server/pubsub/redis-pubsub.ts';
import type { PubSub, PubSubTopics } from '../../server/pubsub/pubsub.ts';
import type { BackendKind } from './helpers/catalogue.ts';
import {
  errorType,
  gql,
  openIdentityApp,
  REFRESH_ACCESS_TOKEN,
  smsSignIn,
  VIEWER_QUERY,
  type IdentityApp,
} from './helpers/identity-app.ts';
import { signInThroughProvider, tokenRequest } from './helpers/oidc-client.ts';
import { postgresUnavailable } from './helpers/postgres.ts';
import { describeWithServices, REDIS_URL, redisUnavailable } from './helpers/redis.ts';

const HOUR_MS = 60 * 60_000;
const { demo, casino } = DEMO_ACCOUNTS;

interface Event {
  sessionDestroyed?: { sessionId: string; reason: string };
  playerUpdated?: { playerId: string; isAccountClosed: boolean };
}

function sessionsSuite(kind: BackendKind, openPubSub: () => Promise<PubSub>): void {
  let server: IdentityApp;
  let pubsub: PubSub;
  const clients: Client[] = [];

  const warm: AsyncIterableIterator<unknown>[] = [];

  beforeAll(async () => {
    pubsub = await openPubSub();
    warm.push(...(await warmUp(pubsub)));
    server = await openIdentityApp(kind, { pubsub });
  });
  afterAll(async () => {
    await Promise.all(warm.map((iterator) => iterator.return?.()));
    await server?.close();
    await pubsub?.close();
  });
  beforeEach(() => server.clock.advance(HOUR_MS));
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.dispose()));
  });

  /** The session watches the server holds (a player's subscription is one once it runs). */
  async function watching(): Promise<number> {
    const response = await fetch(`${server.http}/dev/fixtures/session-watches`);
    return ((await response.json()) as { watching: number }).watching;
  }

  /** Subscribes as the bearer; a player's resolves once the server runs the subscription. */
  async function subscribe(token: string | undefined, query: string, brand = 'aurora') {
    const before = token ? await watching() : 0;
    const client = createClient({
      url: server.ws,
      webSocketImpl: WebSocket,
      connectionParams: { ...(token ? { accessToken: token } : {}), brand },
      lazy: false,
      retryAttempts: 0,
    });
    clients.push(client);
    const iterator = client.iterate<Event>({ query })[Symbol.asyncIterator]();
    const next = iterator.next();
    // The subscription starts a moment after subscribe: wait until the server runs it.
    while (token && (await watching()) <= before) await new Promise((r) => setImmediate(r));
    return { next, iterator };
  }

  const DESTROYED = 'subscription SessionDestroyed { sessionDestroyed { sessionId reason } }';

  it('ends the first SMS session when the player signs in again, and tells its sockets', async () => {
    const first = await smsSignIn(server, demo.phoneNumber);
    const firstSid = decodeJwt(first.accessToken).sid;
    const socket = await subscribe(first.accessToken, DESTROYED);

    const second = await smsSignIn(server, demo.phoneNumber);
    const event = await socket.next;
    expect(event.value?.data?.sessionDestroyed).toEqual({
      sessionId: firstSid,
      reason: 'LOGGED_IN_FROM_ANOTHER_DEVICE',
    });
    // The first session's tokens no longer work, the second's do (and were not expired).
    expect(new Date(first.accessTokenExpiresAt).getTime()).toBeGreaterThan(
      server.clock.now().getTime(),
    );
    expect(errorType(await gql(server.http, VIEWER_QUERY, {}, { token: first.accessToken }))).toBe(
      'AuthenticationFailure',
    );
    expect(
      errorType(await gql(server.http, REFRESH_ACCESS_TOKEN, { refreshToken: first.refreshToken })),
    ).toBe('InvalidTokenFailure');
    expect(
      (await gql(server.http, VIEWER_QUERY, {}, { token: second.accessToken })).data,
    ).toMatchObject({
      viewer: { player: { email: demo.email } },
    });
  });

  it('ends an identity-provider session when the player signs in by SMS, and the other way round', async () => {
    const issuer = `${server.http}/realms/aurora`;
    const viaProvider = await signInThroughProvider(
      server.http,
      'aurora',
      casino.email,
      casino.password,
    );
    const providerSid = decodeJwt(viaProvider.tokens.id_token).sid;
    const providerSocket = await subscribe(viaProvider.tokens.access_token, DESTROYED);

    const viaSms = await smsSignIn(server, casino.phoneNumber);
    expect((await providerSocket.next).value?.data?.sessionDestroyed).toEqual({
      sessionId: providerSid,
      reason: 'LOGGED_IN_FROM_ANOTHER_DEVICE',
    });
    const refreshed = await tokenRequest(issuer, {
      grant_type: 'refresh_token',
      refresh_token: viaProvider.tokens.refresh_token,
    });
    expect(refreshed.body.error).toBe('invalid_grant');

    const smsSocket = await subscribe(viaSms.accessToken, DESTROYED);
    await signInThroughProvider(server.http, 'aurora', casino.email, casino.password);
    expect((await smsSocket.next).value?.data?.sessionDestroyed).toEqual({
      sessionId: decodeJwt(viaSms.accessToken).sid,
      reason: 'LOGGED_IN_FROM_ANOTHER_DEVICE',
    });
  });

  it('tells the session itself when it logs out', async () => {
    const pair = await smsSignIn(server, demo.phoneNumber, 'coralreef');
    const socket = await subscribe(pair.accessToken, DESTROYED, 'coralreef');
    await gql(
      server.http,
      'mutation { logout { loggedOut } }',
      {},
      { token: pair.accessToken, brand: 'coralreef' },
    );
    expect((await socket.next).value?.data?.sessionDestroyed).toEqual({
      sessionId: decodeJwt(pair.accessToken).sid,
      reason: 'LOGOUT',
    });
  });

  it('publishes playerUpdated when the account closes, then ends its sessions', async () => {
    const pair = await smsSignIn(server, casino.phoneNumber, 'kingfisher');
    const playerId = decodeJwt(pair.accessToken).sub ?? '';
    const updates = await subscribe(
      pair.accessToken,
      'subscription { playerUpdated { playerId isAccountClosed } }',
      'kingfisher',
    );
    const destroyed = await subscribe(pair.accessToken, DESTROYED, 'kingfisher');
    const sessions = createSessions(server.store, pubsub);
    expect(
      await closeAccount({ store: server.store, pubsub, sessions }, playerId, 'MultipleAccounts'),
    ).toBe(true);
    expect((await updates.next).value?.data?.playerUpdated).toEqual({
      playerId,
      isAccountClosed: true,
    });
    expect((await destroyed.next).value?.data?.sessionDestroyed?.reason).toBe('ACCOUNT_CLOSED');
    expect(
      errorType(
        await gql(server.http, VIEWER_QUERY, {}, { token: pair.accessToken, brand: 'kingfisher' }),
      ),
    ).toBe('AuthenticationFailure');
  });

  it('refuses the session subscriptions to visitors', async () => {
    for (const query of [DESTROYED, 'subscription { playerUpdated { isAccountClosed } }']) {
      const socket = await subscribe(undefined, query);
      // The refusal arrives as an error result or an error message, never as data.
      const failure = await socket.next.then(
        (result) => result.value,
        (errors: unknown) => errors,
      );
      expect(JSON.stringify(failure)).toContain('"type":"AuthenticationFailure"');
      expect(JSON.stringify(failure)).not.toContain('"data":{');
    }
  });
}

/**
 * Redis confirms a channel subscription a moment after it is asked for. Holding one open per
 * topic (confirmed by a probe) makes every later subscriber on the channel hear events at once.
 */
async function warmUp(pubsub: PubSub): Promise<AsyncIterableIterator<unknown>[]> {
  const probes: { [T in 'sessionDestroyed' | 'playerUpdated']: PubSubTopics[T] } = {
    sessionDestroyed: { sessionId: 'probe', playerId: 'probe', reason: 'LOGOUT' },
    playerUpdated: { playerId: 'probe', isAccountClosed: false, changed: [] },
  };
  const iterators: AsyncIterableIterator<unknown>[] = [];
  for (const topic of ['sessionDestroyed', 'playerUpdated'] as const) {
    const iterator = pubsub.subscribe(topic);
    const received = iterator.next();
    let arrived = false;
    void received.then(() => (arrived = true));
    for (let attempt = 0; attempt < 50 && !arrived; attempt += 1) {
      await pubsub.publish(topic, probes[topic]);
      await Promise.race([received, new Promise((resolve) => setTimeout(resolve, 100))]);
    }
    await received;
    iterators.push(iterator);
  }
  return iterators;
}

describe('sessions on PGlite with in-process pub/sub', () =>
  sessionsSuite('pglite', async () => createInProcessPubSub()));
describeWithServices(
  'sessions on PostgreSQL with Redis pub/sub',
  [postgresUnavailable, redisUnavailable],
  () => sessionsSuite('postgres', () => openRedisPubSub({ url: REDIS_URL ?? '' })),
);
