// GraphQL over HTTP: both paths, the request context (brand, locale, country, viewer, traceId),
// typed and masked errors, and refusal of malformed, oversize and over-complex requests.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../server/graphql/context.ts';
import { LobbyError } from '../../server/errors.ts';
import type { Resolvers } from '../../server/graphql/generated/resolvers-types.ts';
import { LIMITS } from '../../server/graphql/limits.ts';
import { maxNesting } from '../../server/graphql/nesting-limit.ts';
import { bearerToken } from '../../server/graphql/viewer.ts';
import { buildTestApp, openTestStore, type TestApp, type TestStore } from './helpers/lobby-app.ts';
import { spaGraphQLDocuments } from './helpers/spa-documents.ts';

interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: {
    message: string;
    path?: string[];
    extensions: { type: string; reasons?: string[]; keys?: string[]; traceId: string };
  }[];
}

/** Reports what the context holds, and fails on purpose, so tests can see the transport. */
const probeResolvers: Resolvers = {
  Query: {
    ts: (_root, _args, context) => [
      { key: 'brand', value: context.brand.key },
      { key: 'locale', value: context.locale },
      {
        key: 'country',
        value: `${context.country.countryCode}/${context.country.subDivision ?? ''}/${context.country.ipCountryCode}`,
      },
      { key: 'viewer', value: context.viewer.kind },
      { key: 'traceId', value: context.traceId },
    ],
    countryContext: (_root, _args, { country }) => ({ ...country, countryCurrency: 'EUR' }),
    game: () => {
      throw new LobbyError('NotFound', 'No such game.', {
        reasons: ['GameNotFound$'],
        keys: ['GAME_NOT_FOUND'],
      });
    },
    gameStudio: () => {
      throw new Error('connection to 10.0.0.7 refused: password=hunter2');
    },
  },
};

const PROBE = '{ ts(keys: []) { key value } }';

let storeHandle: TestStore;
let catalogue: TestApp;
let probe: TestApp;
let production: TestApp;
const verifiedTokens: string[] = [];

beforeAll(async () => {
  storeHandle = await openTestStore('graphql-http');
  catalogue = await buildTestApp(storeHandle.store);
  probe = await buildTestApp(storeHandle.store, {
    resolvers: probeResolvers,
    verifyAccessToken: async (token): Promise<Viewer | null> => {
      verifiedTokens.push(token);
      return token === 'good-token'
        ? { kind: 'player', playerId: 'p1', sessionId: 's1', brand: 'aurora' }
        : null;
    },
  });
  production = await buildTestApp(storeHandle.store, {
    resolvers: probeResolvers,
    environment: 'production',
  });
});

afterAll(async () => {
  await catalogue?.app.close();
  await probe?.app.close();
  await production?.app.close();
  await storeHandle?.close();
});

async function post(
  app: FastifyInstance,
  body: unknown,
  headers: Record<string, string> = {},
  url = '/lobby-graphql',
) {
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { res, body: res.json<GraphQLBody>() };
}

async function probeContext(headers: Record<string, string>, app = probe.app) {
  const { body } = await post(app, { query: PROBE }, headers);
  expect(body.errors).toBeUndefined();
  const entries = (body.data?.ts ?? []) as { key: string; value: string }[];
  return Object.fromEntries(entries.map((entry) => [entry.key, entry.value]));
}

describe('both paths serve the lobby schema', () => {
  it.each(['/lobby-graphql', '/api/graphql'])(
    'POST %s with the catalogue resolvers',
    async (url) => {
      const { res, body } = await post(
        catalogue.app,
        {
          query:
            'query CountryContextQuery { countryContext { countryCode subDivision ipCountryCode countryCurrency } }',
        },
        { brand: 'puravida' },
        url,
      );
      expect(res.statusCode).toBe(200);
      expect(body).toEqual({
        data: {
          countryContext: {
            countryCode: 'CA',
            subDivision: 'ON',
            ipCountryCode: 'CA',
            countryCurrency: 'CAD',
          },
        },
      });
      expect(res.headers['x-trace-id']).toMatch(/^[0-9a-f]{32}$/);
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  it.each(['/lobby-graphql', '/api/graphql'])('GET %s', async (url) => {
    const query = encodeURIComponent('{ countryContext { countryCode } }');
    const res = await catalogue.app.inject({
      url: `${url}?query=${query}`,
      headers: { brand: 'nordlys' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { countryContext: { countryCode: 'FI' } } });
  });

  it('serves GraphiQL in development only', async () => {
    const html = { accept: 'text/html' };
    const dev = await probe.app.inject({ url: '/lobby-graphql', headers: html });
    expect(dev.statusCode).toBe(200);
    expect(dev.headers['content-type']).toMatch(/text\/html/);
    const prod = await production.app.inject({ url: '/lobby-graphql', headers: html });
    expect(prod.headers['content-type']).not.toMatch(/text\/html/);
  });

  it('answers introspection in development and refuses it in production', async () => {
    const query = { query: '{ __schema { queryType { name } } }' };
    expect((await post(probe.app, query)).body.data).toEqual({
      __schema: { queryType: { name: 'Query' } },
    });
    const refused = await post(production.app, query);
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors?.[0]?.message).toMatch(/introspection/i);
    expect(refused.body.errors?.[0]?.extensions.type).toBe('GraphQLValidationFailed');
  });
});

describe('request context', () => {
  it.each([
    [{ brand: 'kingfisher' }, 'kingfisher', 'en-GB', 'IE//IE'],
    [{ host: 'est.localhost:3000' }, 'nordlys', 'fi-FI', 'FI//FI'],
    [{ host: 'crc.localhost', brand: 'nope' }, 'coralreef', 'de-DE', 'DE//DE'],
    [{ brand: 'puravida' }, 'puravida', 'en-CA', 'CA/ON/CA'],
    [{}, 'aurora', 'en-GB', 'MT//MT'],
  ])(
    '%j → brand %s, default locale %s, default country %s',
    async (headers, brand, locale, country) => {
      const context = await probeContext(headers);
      expect(context).toMatchObject({ brand, locale, country, viewer: 'visitor' });
      expect(context.traceId).toMatch(/^[0-9a-f]{32}$/);
    },
  );

  it.each([
    ['fi_FI', 'fi-FI'],
    ['de-at', 'de-AT'],
    ['en-ca', 'en-CA'],
    ['xx_YY', 'de-DE'],
    ['../../etc', 'de-DE'],
  ])('normalises the locale header %s → %s', async (header, locale) => {
    expect((await probeContext({ brand: 'coralreef', locale: header })).locale).toBe(locale);
  });

  it('takes the country from the edge headers', async () => {
    expect((await probeContext({ 'x-country-code': 'no' })).country).toBe('NO//NO');
    expect(
      (await probeContext({ 'x-country-code': 'CA', 'x-country-subdivision': 'qc' })).country,
    ).toBe('CA/QC/CA');
    expect(
      (await probeContext({ 'x-country-code': 'US', 'x-country-subdivision': 'nj' })).country,
    ).toBe('US/nj/US');
    // A broken edge header falls back to the brand's default.
    expect((await probeContext({ 'x-country-code': 'Finland' })).country).toBe('MT//MT');
  });

  it('lets development override the country, and refuses the override in production', async () => {
    expect(
      (await probeContext({ 'x-lobby-country': 'CA-on', 'x-country-code': 'FI' })).country,
    ).toBe('CA/ON/CA');
    const bad = await post(probe.app, { query: PROBE }, { 'x-lobby-country': 'Canada!' });
    expect(bad.body.errors?.[0]?.extensions.type).toBe('BadRequest');

    const refused = await post(production.app, { query: PROBE }, { 'x-lobby-country': 'CA-ON' });
    expect(refused.body.errors?.[0]?.extensions.type).toBe('CountryOverrideRefused');
    expect(refused.body.errors?.[0]?.extensions.traceId).toBe(refused.res.headers['x-trace-id']);
  });

  it('passes a bearer token through verifyAccessToken, and keeps unverifiable callers visitors', async () => {
    verifiedTokens.length = 0;
    expect((await probeContext({ authorization: 'Bearer good-token' })).viewer).toBe('player');
    expect((await probeContext({ authorization: 'Bearer expired.jwt.value' })).viewer).toBe(
      'visitor',
    );
    expect((await probeContext({ authorization: 'Basic Zm9vOmJhcg==' })).viewer).toBe('visitor');
    expect(verifiedTokens).toEqual(['good-token', 'expired.jwt.value']);
  });

  it('never fails a catalogue query for a bearer token it cannot verify', async () => {
    const { res, body } = await post(
      catalogue.app,
      { query: '{ countryContext { countryCode } }' },
      { authorization: 'Bearer not-a-token', brand: 'coralreef' },
    );
    expect(res.statusCode).toBe(200);
    expect(body).toEqual({ data: { countryContext: { countryCode: 'DE' } } });
  });

  it('parses bearer headers strictly', () => {
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('bearer  abc ')).toBe('abc');
    expect(bearerToken('Bearer')).toBeUndefined();
    expect(bearerToken('Bearer a b')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});

describe('errors', () => {
  it('renders a LobbyError with type, reasons, keys and traceId', async () => {
    const { res, body } = await post(probe.app, { query: '{ game(slug: "x") { slug } }' });
    expect(res.statusCode).toBe(200);
    expect(body.data).toEqual({ game: null });
    expect(body.errors).toEqual([
      {
        message: 'No such game.',
        locations: [{ line: 1, column: 3 }],
        path: ['game'],
        extensions: {
          type: 'NotFound',
          reasons: ['GameNotFound$'],
          keys: ['GAME_NOT_FOUND'],
          traceId: res.headers['x-trace-id'],
        },
      },
    ]);
  });

  it('masks unexpected errors and logs them with the traceId', async () => {
    const { res, body } = await post(probe.app, { query: '{ gameStudio(slug: "x") { slug } }' });
    const traceId = String(res.headers['x-trace-id']);
    expect(body.errors).toEqual([
      {
        message: 'Unexpected error.',
        locations: [{ line: 1, column: 3 }],
        path: ['gameStudio'],
        extensions: { type: 'InternalError', traceId },
      },
    ]);
    expect(res.body).not.toContain('hunter2');
    const logged = probe.logs.filter((line) => line.includes(traceId));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('hunter2');
  });

  it('types validation errors', async () => {
    const { body } = await post(probe.app, { query: '{ nope }' });
    expect(body.errors?.[0]?.extensions.type).toBe('GraphQLValidationFailed');
    const syntax = await post(probe.app, { query: '{ ts(' });
    expect(syntax.body.errors?.[0]?.extensions.type).toBe('GraphQLParseFailed');
  });

  it('names an unknown operation', async () => {
    const { body } = await post(probe.app, {
      query: 'query Known { countryContext { countryCode } }',
      operationName: 'Unknown',
    });
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: 'Unknown operation named "Unknown".',
        extensions: expect.objectContaining({ type: 'UnknownOperation' }),
      }),
    ]);
  });
});

describe('bad input', () => {
  it('refuses a query 10,000 levels deep without a stack overflow', async () => {
    const deep = `{ ${'countryContext { '.repeat(10_000)}countryCode${' }'.repeat(10_001)}`;
    const { res, body } = await post(probe.app, { query: deep });
    expect(res.statusCode).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/nesting limit/);
    expect(body.errors?.[0]?.extensions.type).toBe('QueryTooComplex');
    expect(body.errors?.[0]?.extensions.traceId).toBe(res.headers['x-trace-id']);
    // Lists nested in arguments recurse in the parser too.
    const lists = await post(probe.app, { query: `{ ts(keys: ${'['.repeat(5_000)}) { key } }` });
    expect(lists.body.errors?.[0]?.extensions.type).toBe('QueryTooComplex');
  });

  it('refuses a query over the depth limit that parses', async () => {
    const query = `{ lobby { items { ... on TopGamesBlock { games { studio { games { edges { node { studio { games { edges { node { studio { games { edges { node { slug } } } } } } } } } } } } } } } } }`;
    const { body } = await post(probe.app, { query });
    expect(body.errors?.[0]?.message).toMatch(/depth limit/i);
    expect(body.errors?.[0]?.extensions.type).toBe('QueryTooComplex');
  });

  it('refuses too many aliases', async () => {
    const aliases = Array.from({ length: 40 }, (_, i) => `a${i}: countryContext { countryCode }`);
    const { body } = await post(probe.app, { query: `{ ${aliases.join(' ')} }` });
    expect(body.errors?.[0]?.extensions.type).toBe('QueryTooComplex');
  });

  it('refuses a 10 MB body with 413', async () => {
    const { res, body } = await post(probe.app, {
      query: PROBE,
      variables: { padding: 'x'.repeat(10 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(body.errors?.[0]).toEqual({
      message: 'The request body is larger than 1 MB.',
      extensions: { type: 'PayloadTooLarge', traceId: res.headers['x-trace-id'] },
    });
  });

  it.each([
    ['not JSON', '{"query": "{ ts(keys: []) { key } }"'],
    ['empty', ''],
    ['HTML', '<html></html>'],
  ])('answers a %s body with 400 and a GraphQL error', async (_label, payload) => {
    const { res, body } = await post(probe.app, payload);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(body.errors?.[0]?.extensions.type).toBe('BadRequest');
    expect(body.errors?.[0]?.extensions.traceId).toBe(res.headers['x-trace-id']);
  });

  it.each([
    ['a JSON array (batching)', '[{"query":"{ __typename }"}]'],
    ['a JSON string', '"{ __typename }"'],
    ['no query', '{}'],
  ])('answers %s with a typed error', async (_label, payload) => {
    const { res, body } = await post(probe.app, payload);
    expect(res.statusCode).toBeLessThan(500);
    expect(body.errors?.[0]?.extensions.type).toBe('BadRequest');
  });

  it('answers an unsupported media type with 415', async () => {
    const res = await probe.app.inject({
      method: 'POST',
      url: '/lobby-graphql',
      headers: { 'content-type': 'text/plain' },
      payload: PROBE,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json<GraphQLBody>().errors?.[0]?.extensions.type).toBe('UnsupportedMediaType');
  });

  it('refuses subscriptions over HTTP', async () => {
    const { res, body } = await post(probe.app, {
      query: 'subscription { catalogueChanged { at } }',
    });
    expect(res.statusCode).toBe(400);
    expect(body.errors?.[0]?.message).toBe(
      'Subscriptions are served over WebSocket at /lobby-graphql.',
    );
  });

  it('keeps serving after all of that', async () => {
    expect((await probeContext({ brand: 'nordlys' })).brand).toBe('nordlys');
  });
});

describe('limits fit the SPA', () => {
  it.each(spaGraphQLDocuments())('%s passes every limit', async (_label, file) => {
    const text = readFileSync(file, 'utf8');
    const document = parse(text);
    for (const definition of document.definitions) {
      if (definition.kind !== 'OperationDefinition' || !definition.name) continue;
      // Subscriptions run on WebSockets (ws-*.test.ts check those limits there).
      if (definition.operation === 'subscription') continue;
      // Every limit (tokens, repeated fields, spreads, depth, cost, aliases, directives),
      // without executing it.
      const { body } = await post(catalogue.app, {
        query: text,
        operationName: definition.name.value,
        variables: {},
      });
      const limitErrors = (body.errors ?? []).filter(
        (error) => error.extensions.type === 'QueryTooComplex',
      );
      expect(limitErrors, definition.name.value).toEqual([]);
      expect(maxNesting(text)).toBeLessThan(LIMITS.maxDepth);
    }
  });
});
