// Subscriptions over WebSocket on /lobby-graphql, in both subprotocols: init/ack, catalogueChanged
// delivered after the operator endpoint publishes, complete/stop, and every kind of bad client
// (non-JSON, floods, too many subscriptions, wrong path or subprotocol) refused without harm to
// the others.
import type { FastifyInstance } from 'fastify';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../server/graphql/context.ts';
import {
  MAX_MESSAGES_PER_WINDOW,
  MAX_SUBSCRIPTIONS_PER_SOCKET,
} from '../../server/graphql/limits.ts';
import { buildTestApp, listen, openTestStore, type TestStore } from './helpers/lobby-app.ts';
import { openSocket, refusedUpgrade, type TestSocket } from './helpers/ws-client.ts';

const SUBSCRIPTION =
  'subscription CatalogueChanged { catalogueChanged { gameSlugs listSlugs at } }';

let storeHandle: TestStore;
let app: FastifyInstance;
let httpUrl: string;
let wsUrl: string;
const verifiedTokens: string[] = [];

beforeAll(async () => {
  storeHandle = await openTestStore('ws');
  ({ app } = await buildTestApp(storeHandle.store, {
    operatorKey: 'test-operator-key',
    verifyAccessToken: async (token): Promise<Viewer | null> => {
      verifiedTokens.push(token);
      return null;
    },
  }));
  const urls = await listen(app);
  httpUrl = urls.http;
  wsUrl = `${urls.ws}/lobby-graphql`;
});

afterAll(async () => {
  await app?.close();
  await storeHandle?.close();
});

async function publish(body: { gameSlugs?: string[]; listSlugs?: string[] }): Promise<void> {
  const res = await fetch(`${httpUrl}/internal-api/catalogue/changes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-key': 'test-operator-key' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(202);
}

/** How many subscriptions to catalogueChanged the server has started (the test-fixtures count). */
async function started(tag?: string): Promise<number> {
  const query = tag ? `&tag=${tag}` : '';
  const answer = await app.inject({
    method: 'GET',
    url: `/dev/fixtures/subscriptions?topic=catalogueChanged${query}`,
  });
  return answer.json<{ started: number }>().started;
}

/**
 * Publishes once the server listens to the subscription `subscribe` starts (a subscription
 * starts a moment after the client sends it), then returns what it delivered.
 */
async function publishWhenListening<T>(
  body: { gameSlugs?: string[] },
  subscribe: () => Promise<T>,
): Promise<T> {
  const before = await started();
  const received = subscribe();
  await expect.poll(() => started()).toBeGreaterThan(before);
  await publish(body);
  return received;
}

describe('graphql-transport-ws', () => {
  let client: Client;
  afterAll(() => client?.dispose());

  it('acknowledges the connection, streams catalogueChanged and completes', async () => {
    client = createClient({
      url: wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { accessToken: 'transport-token', brand: 'nordlys' },
      lazy: false,
      retryAttempts: 0,
    });
    const iterator = client.iterate<{
      catalogueChanged: { gameSlugs: string[]; listSlugs: string[]; at: string };
    }>({
      query: SUBSCRIPTION,
    });
    const first = await publishWhenListening({ gameSlugs: ['transport-game'] }, () =>
      iterator.next(),
    );
    expect(first.done).toBe(false);
    expect(first.value?.data?.catalogueChanged).toMatchObject({
      gameSlugs: ['transport-game'],
      listSlugs: [],
    });
    expect(Date.parse(first.value?.data?.catalogueChanged.at ?? '')).not.toBeNaN();
    expect(verifiedTokens).toContain('transport-token');

    await publish({ gameSlugs: ['second'], listSlugs: ['slots'] });
    const second = await iterator.next();
    expect(second.value?.data?.catalogueChanged).toMatchObject({
      gameSlugs: ['second'],
      listSlugs: ['slots'],
    });
    // Completing from the client side ends the server's subscription.
    await iterator.return?.();
  });

  it("counts a browser context's subscriptions under its fixtureTag cookie too (the e2e tests' wait)", async () => {
    const tagged = createClient({
      url: wsUrl,
      webSocketImpl: class extends WebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols, { headers: { cookie: 'locale=en; fixtureTag=context-1' } });
        }
      },
      connectionParams: { brand: 'nordlys' },
      lazy: false,
      retryAttempts: 0,
    });
    try {
      expect(await started('context-1')).toBe(0);
      const iterator = tagged.iterate({ query: SUBSCRIPTION });
      const first = iterator.next();
      await expect.poll(() => started('context-1')).toBe(1);
      expect(await started('context-2')).toBe(0);
      await publish({ gameSlugs: ['tagged'] });
      expect((await first).value?.data).toMatchObject({
        catalogueChanged: { gameSlugs: ['tagged'] },
      });
      await iterator.return?.();
    } finally {
      await tagged.dispose();
    }
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/dev/fixtures/subscriptions?topic=catalogueChanged&tag=a%20b',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('runs queries too, and refuses over-deep ones with a typed error', async () => {
    const result = await new Promise<unknown>((resolve, reject) => {
      client.subscribe(
        { query: '{ countryContext { countryCode } }' },
        { next: resolve, error: reject, complete: () => undefined },
      );
    });
    expect(result).toEqual({ data: { countryContext: { countryCode: 'FI' } } });

    const deep = `{ ${'countryContext { '.repeat(10_000)}countryCode${' }'.repeat(10_001)}`;
    const errors = await new Promise<{ message: string; extensions: Record<string, unknown> }[]>(
      (resolve) => {
        client.subscribe(
          { query: deep },
          {
            next: () => undefined,
            error: (error) =>
              resolve(error as { message: string; extensions: Record<string, unknown> }[]),
            complete: () => undefined,
          },
        );
      },
    );
    expect(errors[0]?.extensions).toMatchObject({ type: 'QueryTooComplex' });
    expect(errors[0]?.extensions.traceId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('sends an error for an unknown operation', async () => {
    const socket = await openSocket(wsUrl, 'graphql-transport-ws');
    socket.send({ type: 'connection_init', payload: {} });
    await socket.next('connection_ack');
    socket.send({
      id: '1',
      type: 'subscribe',
      payload: { query: SUBSCRIPTION, operationName: 'Nope' },
    });
    const error = await socket.next<{
      payload: { message: string; extensions: { type: string } }[];
    }>('error');
    expect(error.payload[0]).toMatchObject({
      message: 'Unknown operation named "Nope".',
      extensions: { type: 'UnknownOperation' },
    });
    socket.socket.close();
  });

  it('refuses more than the allowed subscriptions on one socket', async () => {
    const socket = await openSocket(wsUrl, 'graphql-transport-ws');
    socket.send({ type: 'connection_init' });
    await socket.next('connection_ack');
    for (let i = 0; i <= MAX_SUBSCRIPTIONS_PER_SOCKET; i += 1) {
      socket.send({ id: `s${i}`, type: 'subscribe', payload: { query: SUBSCRIPTION } });
    }
    const error = await socket.next<{ id: string; payload: { extensions: { type: string } }[] }>(
      'error',
    );
    expect(error.id).toBe(`s${MAX_SUBSCRIPTIONS_PER_SOCKET}`);
    expect(error.payload[0]?.extensions.type).toBe('TooManySubscriptions');
    socket.socket.close();
  });
});

describe('legacy graphql-ws (subscriptions-transport-ws)', () => {
  it('init/ack, ka, start → data, stop → complete', async () => {
    const socket = await openSocket(wsUrl, 'graphql-ws');
    expect(socket.socket.protocol).toBe('graphql-ws');
    socket.send({ type: 'connection_init', payload: { accessToken: 'legacy-token' } });
    await socket.next('connection_ack');
    await socket.next('ka');

    const data = await publishWhenListening({ gameSlugs: ['legacy-game'] }, () => {
      socket.send({ id: '1', type: 'start', payload: { query: SUBSCRIPTION } });
      return socket.next<{
        id: string;
        payload: { data: { catalogueChanged: { gameSlugs: string[] } } };
      }>('data');
    });
    expect(data.id).toBe('1');
    expect(data.payload.data.catalogueChanged.gameSlugs).toEqual(['legacy-game']);
    expect(verifiedTokens).toContain('legacy-token');

    socket.send({ id: '1', type: 'stop' });
    expect(await socket.next('complete')).toEqual({ type: 'complete', id: '1' });

    // A query: data then complete.
    socket.send({
      id: '2',
      type: 'start',
      payload: { query: '{ countryContext { countryCode } }' },
    });
    expect(await socket.next('data')).toEqual({
      type: 'data',
      id: '2',
      payload: { data: { countryContext: { countryCode: 'MT' } } },
    });
    expect(await socket.next('complete')).toEqual({ type: 'complete', id: '2' });

    // Errors are typed like everywhere else.
    socket.send({ id: '3', type: 'start', payload: { query: '{ nope }' } });
    const error = await socket.next<{
      id: string;
      payload: { extensions: { type: string; traceId: string } }[];
    }>('error');
    expect(error.id).toBe('3');
    expect(error.payload[0]?.extensions.type).toBe('GraphQLValidationFailed');

    socket.send({ type: 'connection_terminate' });
    expect((await socket.closed).code).toBe(1000);
  });

  it('answers a bad connection_init with connection_error and closes', async () => {
    const socket = await openSocket(wsUrl, 'graphql-ws');
    socket.send({ type: 'connection_init', payload: 'not an object' });
    expect(await socket.next('connection_error')).toEqual({
      type: 'connection_error',
      payload: { message: 'Invalid message received: connection_init payload must be an object' },
    });
    expect((await socket.closed).code).toBe(4400);
  });

  it('refuses start before connection_init', async () => {
    const socket = await openSocket(wsUrl, 'graphql-ws');
    socket.send({ id: '1', type: 'start', payload: { query: SUBSCRIPTION } });
    expect((await socket.closed).code).toBe(4401);
  });
});

describe('bad clients are closed; the others carry on', () => {
  async function connected(protocol: string): Promise<TestSocket> {
    const socket = await openSocket(wsUrl, protocol);
    socket.send({ type: 'connection_init', payload: {} });
    await socket.next('connection_ack');
    return socket;
  }

  async function stillServes(socket: TestSocket, protocol: string): Promise<void> {
    const id = `probe-${Math.random().toString(36).slice(2)}`;
    const query = '{ countryContext { countryCode } }';
    socket.send(
      protocol === 'graphql-ws'
        ? { id, type: 'start', payload: { query } }
        : { id, type: 'subscribe', payload: { query } },
    );
    const message = await socket.next<{ id: string }>(protocol === 'graphql-ws' ? 'data' : 'next');
    expect(message.id).toBe(id);
  }

  it.each(['graphql-transport-ws', 'graphql-ws'])(
    '%s: non-JSON closes with 4400',
    async (protocol) => {
      const bystander = await connected(protocol);
      const bad = await connected(protocol);
      bad.send('this is { not json');
      const closed = await bad.closed;
      expect(closed.code).toBe(4400);
      expect(closed.reason).toMatch(/invalid message/i);
      await stillServes(bystander, protocol);
      bystander.socket.close();
    },
  );

  it.each(['graphql-transport-ws', 'graphql-ws'])(
    '%s: a flood closes with 4429',
    async (protocol) => {
      const bystander = await connected(protocol);
      const flooder = await connected(protocol);
      const ping = protocol === 'graphql-ws' ? { type: 'stop', id: 'x' } : { type: 'ping' };
      for (let i = 0; i < MAX_MESSAGES_PER_WINDOW * 5; i += 1) {
        if (flooder.socket.readyState !== WebSocket.OPEN) break;
        flooder.send(ping);
      }
      const closed = await flooder.closed;
      expect(closed.code).toBe(4429);
      expect(closed.reason).toBe('Too many messages');
      await stillServes(bystander, protocol);
      bystander.socket.close();
    },
  );

  it('refuses an unknown subprotocol, no subprotocol and other paths', async () => {
    expect(await refusedUpgrade(wsUrl, ['mqtt'])).toBe(400);
    expect(await refusedUpgrade(wsUrl, [])).toBe(400);
    expect(
      await refusedUpgrade(`${wsUrl.replace('/lobby-graphql', '/api/graphql')}`, [
        'graphql-transport-ws',
      ]),
    ).toBe(404);
    expect(await refusedUpgrade(`${wsUrl}/deeper`, ['graphql-ws'])).toBe(404);
  });

  it('prefers graphql-transport-ws when both are offered', async () => {
    const socket = await openSocket(wsUrl, ['graphql-ws', 'graphql-transport-ws']);
    expect(socket.socket.protocol).toBe('graphql-transport-ws');
    socket.socket.close();
  });

  it('still answers HTTP', async () => {
    const res = await fetch(`${httpUrl}/healthz`);
    expect(res.status).toBe(200);
  });
});
