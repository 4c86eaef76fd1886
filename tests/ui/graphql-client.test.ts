import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/adapters/graphql/api-error.ts';
import { createGraphQLClient, type TypedDocument } from '../../src/adapters/graphql/client.ts';
import { cacheKey, createQueryCache } from '../../src/adapters/graphql/query-cache.ts';
import { retryDelayMs } from '../../src/adapters/graphql/retry.ts';

const doc = <R>(text: string) => text as unknown as TypedDocument<R, Record<string, unknown>>;
const Lobby = doc<{ lobby: unknown }>('query Lobby { lobby { items { __typename } } }');
const Country = doc<{ countryContext: unknown }>(
  'query CountryContextQuery { countryContext { countryCode } }',
);
const Refresh = doc<unknown>(
  'mutation RefreshAccessToken($t: String!) { refreshAccessToken(refreshToken: $t) { accessToken } }',
);

type Reply = { status?: number; body?: unknown } | Error;

function fakeServer(replies: Reply[]) {
  const requests: { headers: Record<string, string>; body: { operationName: string } }[] = [];
  const fetchImpl = (async (_url: URL | string, init: RequestInit) => {
    requests.push({
      headers: Object.fromEntries(new Headers(init.headers)),
      body: JSON.parse(String(init.body)),
    });
    const reply = replies.shift() ?? { body: { data: { ok: true } } };
    if (reply instanceof Error) throw reply;
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    // The content type the lobby API answers with (the client reads JSON only under it).
    return new Response(text, {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/graphql-response+json; charset=utf-8' },
    });
  }) as unknown as typeof fetch;
  return { requests, fetchImpl };
}

function client(replies: Reply[], extra: Partial<Parameters<typeof createGraphQLClient>[0]> = {}) {
  const server = fakeServer(replies);
  const sleeps: number[] = [];
  const api = createGraphQLClient({
    endpoint: '/lobby-graphql',
    brand: () => 'nordlys',
    locale: () => 'fi-FI',
    accessToken: () => 'token-123',
    fetch: server.fetchImpl,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
    ...extra,
  });
  return { api, sleeps, requests: server.requests };
}

const rejection = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error.data;
    throw error;
  }
  throw new Error('expected the request to fail');
};

describe('headers (platform-core §7)', () => {
  it('sends the brand, the locale and the bearer token', async () => {
    const { api, requests } = client([{ body: { data: { lobby: {} } } }]);
    await api.request(Lobby, {});
    expect(requests[0]?.headers).toMatchObject({
      brand: 'nordlys',
      locale: 'fi-FI',
      authorization: 'Bearer token-123',
    });
    expect(requests[0]?.body.operationName).toBe('Lobby');
  });
  it.each([
    ['CountryContextQuery', Country],
    ['RefreshAccessToken', Refresh],
  ])('sends no bearer token with %s', async (_name, document) => {
    const { api, requests } = client([{ body: { data: {} } }]);
    await api.request(document, {});
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });
});

describe('retries of network failures: 2 attempts, 1 s initial, 15 s max, random factor', () => {
  it('retries a network failure once after about a second', async () => {
    const { api, sleeps, requests } = client([
      new TypeError('Failed to fetch'),
      { body: { data: { lobby: 1 } } },
    ]);
    await expect(api.request(Lobby, {})).resolves.toEqual({ lobby: 1 });
    expect(requests).toHaveLength(2);
    expect(sleeps).toEqual([1000]);
  });
  it('gives up after two attempts with a [Network] error', async () => {
    const { api, requests } = client([
      new TypeError('Failed to fetch'),
      new TypeError('Failed to fetch'),
    ]);
    const error = await rejection(api.request(Lobby, {}));
    expect(error).toMatchObject({ message: '[Network] Failed to fetch', type: 'NetworkError' });
    expect(requests).toHaveLength(2);
  });
  it('retries a 503 and reports the status when it persists', async () => {
    const { api } = client([{ status: 503 }, { status: 503 }]);
    expect(await rejection(api.request(Lobby, {}))).toMatchObject({
      type: 'NetworkError',
      status: 503,
    });
  });
  it('does not retry GraphQL errors', async () => {
    const { api, requests } = client([
      { body: { errors: [{ message: 'Bad cursor', extensions: { type: 'InvalidCursor' } }] } },
    ]);
    await rejection(api.request(Lobby, {}));
    expect(requests).toHaveLength(1);
  });
  it('spreads delays and caps them at 15 s', () => {
    expect(retryDelayMs(2, 0)).toBe(500);
    expect(retryDelayMs(2, 0.999)).toBe(1499);
    expect(retryDelayMs(9, 0.9)).toBe(15_000);
  });
});

describe('error catalogue (platform-core §8)', () => {
  it('takes the type from reasons[0], strips trailing $, reads keys and traceId', async () => {
    const { api } = client([
      {
        body: {
          errors: [
            {
              message: 'Limit reached',
              extensions: {
                type: 'Outer',
                reasons: ['DepositLimitReached$$'],
                keys: ['LIMIT'],
                traceId: 't-1',
              },
            },
          ],
        },
      },
    ]);
    expect(await rejection(api.request(Lobby, {}))).toEqual({
      message: '[GraphQL] Limit reached',
      type: 'DepositLimitReached',
      keys: ['LIMIT'],
      traceId: 't-1',
      status: 200,
    });
  });
  it('keeps the typed details: extensions.details, else the extensions beside type', async () => {
    const until = '2026-01-02T00:00:00.000Z';
    const { api } = client([
      {
        body: {
          errors: [
            { message: 'x', extensions: { type: 'SessionLimitReached', until, traceId: 't' } },
          ],
        },
      },
      {
        body: {
          errors: [
            { message: 'x', extensions: { type: 'SessionLimitReached', details: { until } } },
          ],
        },
      },
    ]);
    expect((await rejection(api.request(Lobby, {}))).details).toEqual({ until });
    expect((await rejection(api.request(Lobby, {}))).details).toEqual({ until });
  });
  it('falls back to extensions.type', async () => {
    const { api } = client([
      { body: { errors: [{ message: 'x', extensions: { type: 'InvalidCursor$' } }] } },
    ]);
    expect((await rejection(api.request(Lobby, {}))).type).toBe('InvalidCursor');
  });
  it("raises 'No Content' for a response with neither data nor errors", async () => {
    const { api } = client([{ body: {} }]);
    expect(await rejection(api.request(Lobby, {}))).toMatchObject({
      message: 'No Content',
      type: 'NoContent',
    });
  });
});

describe('AuthenticationFailure or 401: refresh the token and retry once', () => {
  it('retries once after a successful refresh', async () => {
    let refreshed = 0;
    const { api, requests } = client(
      [
        {
          body: { errors: [{ message: 'expired', extensions: { type: 'AuthenticationFailure' } }] },
        },
        { body: { data: { lobby: 2 } } },
      ],
      { refreshAccessToken: async () => ++refreshed > 0 },
    );
    await expect(api.request(Lobby, {})).resolves.toEqual({ lobby: 2 });
    expect(refreshed).toBe(1);
    expect(requests).toHaveLength(2);
  });
  it('does not loop when the retry fails too', async () => {
    let refreshed = 0;
    const { api, requests } = client(
      [
        { status: 401, body: { errors: [{ message: 'no' }] } },
        { status: 401, body: { errors: [{ message: 'no' }] } },
      ],
      {
        refreshAccessToken: async () => ++refreshed > 0,
      },
    );
    await rejection(api.request(Lobby, {}));
    expect(refreshed).toBe(1);
    expect(requests).toHaveLength(2);
  });
});

describe('cache-first reads', () => {
  it('keys by operation and variables, not by property order', () => {
    expect(cacheKey('GameStudio', { slug: 'a', first: 30, nested: { b: 1, a: 2 } })).toBe(
      cacheKey('GameStudio', { first: 30, nested: { a: 2, b: 1 }, slug: 'a' }),
    );
    expect(cacheKey('GameStudio', { slug: 'a' })).not.toBe(cacheKey('GameStudio', { slug: 'b' }));
  });
  it('shares one request per key until invalidated', async () => {
    const cache = createQueryCache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.read('a', load)).toBe(1);
    expect(await cache.read('a', load)).toBe(1);
    cache.invalidate((key) => key === 'a');
    expect(await cache.read('a', load)).toBe(2);
  });

  it('keeps a failure while a suspended component looks at it, then tries again', async () => {
    let clock = 0;
    const cache = createQueryCache(200, () => clock);
    const failing = cache.read('b', async () => Promise.reject(new Error('down')));
    await expect(failing).rejects.toThrow('down');
    // React's re-render after the rejection gets the same promise, so the boundary shows it.
    expect(cache.read('b', async () => 'fresh')).toBe(failing);
    clock += 5_000;
    expect(await cache.read('b', async () => 'fresh')).toBe('fresh');
  });
});
