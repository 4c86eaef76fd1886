// Bounded input (decision 0031). Variables nested too deep or holding too many values are
// refused before anything walks them (the response cache key, coercion), and documents over the
// token, repeated-field, fragment-spread or cost limits are refused before graphql-js validation
// runs, on HTTP and on both WebSocket subprotocols; the process keeps answering everyone else.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildSchema, Lexer, parse, Source, TokenKind } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, type Limits } from '../../server/graphql/limits.ts';
import { createDocumentLimits } from '../../server/graphql/query-limits.ts';
import { lobbyTypeDefs } from '../../server/graphql/schema.ts';
import { variablesOverLimit } from '../../server/graphql/variables-limit.ts';
import { buildTestApp, listen, openTestStore, type TestStore } from './helpers/lobby-app.ts';
import { COMPLEX_QUERIES } from './helpers/complex-queries.ts';
import { spaGraphQLDocuments } from './helpers/spa-documents.ts';
import { openSocket, type TestSocket } from './helpers/ws-client.ts';

interface GraphQLError {
  message: string;
  extensions: { type: string; traceId?: string };
}
interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: GraphQLError[];
}

const USES_VARIABLE = 'query Texts($keys: [String!]!) { ts(keys: $keys) { key } }';
const SIMPLE = '{ countryContext { countryCode } }';

/** Variables JSON text whose `keys` nests `levels` arrays or objects; built as text, because
 * JSON.stringify itself recurses. */
function deepVariables(levels: number, kind: 'arrays' | 'objects'): string {
  const inner =
    kind === 'arrays'
      ? `${'['.repeat(levels)}${']'.repeat(levels)}`
      : `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
  return `{"keys":${inner}}`;
}

const operationText = (query: string, variables?: string) =>
  `{"query":${JSON.stringify(query)}${variables === undefined ? '' : `,"variables":${variables}`}}`;

let storeHandle: TestStore;
let cached: FastifyInstance;
let uncached: FastifyInstance;
let production: FastifyInstance;
let httpUrl: string;
let wsUrl: string;

beforeAll(async () => {
  storeHandle = await openTestStore('graphql-limits');
  ({ app: cached } = await buildTestApp(storeHandle.store));
  ({ app: uncached } = await buildTestApp(storeHandle.store, { responseCache: false }));
  ({ app: production } = await buildTestApp(storeHandle.store, { environment: 'production' }));
  const urls = await listen(cached);
  httpUrl = urls.http;
  wsUrl = `${urls.ws}/lobby-graphql`;
});

afterAll(async () => {
  await cached?.close();
  await uncached?.close();
  await production?.close();
  await storeHandle?.close();
});

async function post(app: FastifyInstance, payload: string, headers: Record<string, string> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/lobby-graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });
  return { res, body: res.json<GraphQLBody>() };
}

async function stillAnswers(app: FastifyInstance): Promise<void> {
  const { res, body } = await post(app, operationText(SIMPLE));
  expect(res.statusCode).toBe(200);
  expect(body).toEqual({ data: { countryContext: { countryCode: 'MT' } } });
}

describe('variables are bounded before anything walks them', () => {
  const cases = (['arrays', 'objects'] as const).flatMap((kind) =>
    [10_000, 100_000].flatMap((levels) => [true, false].map((cache) => ({ kind, levels, cache }))),
  );

  it.each(cases)(
    'HTTP: $levels levels of $kind, response cache $cache → 400 VariablesTooComplex',
    async ({ kind, levels, cache }) => {
      const app = cache ? cached : uncached;
      const payload = operationText(USES_VARIABLE, deepVariables(levels, kind));
      // Within the 1 MB body limit: the body itself is accepted and parsed.
      expect(payload.length).toBeLessThan(1_048_576);
      // A visitor (shared answers) and a player (never cached) take different paths.
      const visitor: Record<string, string> = {};
      for (const headers of [visitor, { authorization: 'Bearer not-a-token' }]) {
        const { res, body } = await post(app, payload, headers);
        expect(res.statusCode).toBe(400);
        expect(body.data).toBeUndefined();
        expect(body.errors).toHaveLength(1);
        expect(body.errors?.[0]?.extensions.type).toBe('VariablesTooComplex');
        expect(body.errors?.[0]?.extensions.traceId).toBe(res.headers['x-trace-id']);
      }
      await stillAnswers(app);
    },
  );

  it('HTTP: too many values → 400 VariablesTooComplex', async () => {
    const keys = JSON.stringify({ keys: Array.from({ length: 5_000 }, (_, i) => `k${i}`) });
    const { res, body } = await post(cached, operationText(USES_VARIABLE, keys));
    expect(res.statusCode).toBe(400);
    expect(body.errors?.[0]?.extensions.type).toBe('VariablesTooComplex');
  });

  it('HTTP GET: deep variables in the query string → 400 VariablesTooComplex', async () => {
    const res = await cached.inject({
      url: `/lobby-graphql?query=${encodeURIComponent(USES_VARIABLE)}&variables=${encodeURIComponent(deepVariables(1_000, 'arrays'))}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<GraphQLBody>().errors?.[0]?.extensions.type).toBe('VariablesTooComplex');
  });

  it('accepts ordinary variables', async () => {
    const { res, body } = await post(
      cached,
      operationText(USES_VARIABLE, JSON.stringify({ keys: ['ERROR', 'LOADING_PAGE_ERROR'] })),
    );
    expect(res.statusCode).toBe(200);
    expect(body.errors).toBeUndefined();
  });
});

describe('the variables check', () => {
  /** Variables whose `keys` sits in `levels` levels of arrays and objects in all. */
  function nested(levels: number): Record<string, unknown> {
    let value: unknown = 'k';
    for (let level = 2; level <= levels; level += 1) value = [value];
    return { keys: value };
  }

  it('allows the limits exactly, and not one more', () => {
    expect(variablesOverLimit(nested(LIMITS.maxVariablesDepth))).toBeUndefined();
    expect(variablesOverLimit(nested(LIMITS.maxVariablesDepth + 1))).toBe('depth');
    // The variables object and the list are values too.
    const keys = (n: number) => ({ keys: Array.from({ length: n }, () => 'k') });
    expect(variablesOverLimit(keys(LIMITS.maxVariableValues - 2))).toBeUndefined();
    expect(variablesOverLimit(keys(LIMITS.maxVariableValues - 1))).toBe('values');
    expect(variablesOverLimit(undefined)).toBeUndefined();
    expect(variablesOverLimit(null)).toBeUndefined();
  });

  it('refuses a million levels without overflowing the stack', () => {
    const million = JSON.parse(`${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`) as unknown;
    expect(variablesOverLimit({ keys: million })).toBe('depth');
  });
});

describe('over-complex queries are refused before validation', () => {
  // A field that does not exist: were validation to run, its error would be in the answer too.
  const withValidationError = (query: string) => query.replace('{ ', '{ nope ');

  it.each(COMPLEX_QUERIES)('HTTP: %s → 400 QueryTooComplex', async (_label, query) => {
    for (const app of [cached, uncached]) {
      for (const text of [query, withValidationError(query)]) {
        const { res, body } = await post(app, operationText(text));
        expect(res.statusCode).toBe(400);
        expect(body.data).toBeUndefined();
        expect(body.errors).toHaveLength(1);
        expect(body.errors?.[0]?.extensions.type).toBe('QueryTooComplex');
      }
    }
    await stillAnswers(cached);
  });

  it('eight in parallel leave /healthz answering while they are in flight', async () => {
    const attack = COMPLEX_QUERIES[0]![1];
    const answers: { status: number; types: string[] }[] = [];
    let stop = false;
    // Each attacker sends its next request as soon as the last is answered, so eight are
    // always in flight until `stop`; a comment makes every document new to the parse cache.
    const attacker = async (n: number) => {
      for (let round = 0; !stop && round < 200; round += 1) {
        const res = await fetch(`${httpUrl}/lobby-graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: operationText(`# attacker ${n}, round ${round}\n${attack}`),
        });
        const body = (await res.json()) as GraphQLBody;
        answers.push({
          status: res.status,
          types: (body.errors ?? []).map((e) => e.extensions.type),
        });
      }
    };
    const attackers = Array.from({ length: 8 }, (_, n) => attacker(n));
    // Every attacker has been answered once: all eight are busy.
    await expect.poll(() => answers.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(8);

    const health = await fetch(`${httpUrl}/healthz`);
    const attacksRunning = !stop && answers.length < 8 * 200;
    stop = true;
    await Promise.all(attackers);

    expect(health.status).toBe(200);
    expect(attacksRunning).toBe(true);
    expect(new Set(answers.map((a) => `${a.status} ${a.types.join()}`))).toEqual(
      new Set(['400 QueryTooComplex']),
    );
  });
});

describe('WebSocket operations are bounded the same way', () => {
  const PROTOCOLS = ['graphql-transport-ws', 'graphql-ws'] as const;
  type Protocol = (typeof PROTOCOLS)[number];

  async function connected(protocol: Protocol): Promise<TestSocket> {
    const socket = await openSocket(wsUrl, protocol);
    socket.send({ type: 'connection_init', payload: {} });
    await socket.next('connection_ack');
    return socket;
  }

  /** Sends one operation as raw text (deep variables cannot go through JSON.stringify). */
  function sendOperation(socket: TestSocket, protocol: Protocol, id: string, operation: string) {
    const type = protocol === 'graphql-ws' ? 'start' : 'subscribe';
    socket.send(`{"id":${JSON.stringify(id)},"type":"${type}","payload":${operation}}`);
  }

  async function stillServes(socket: TestSocket, protocol: Protocol): Promise<void> {
    const id = `probe-${Math.random().toString(36).slice(2)}`;
    sendOperation(socket, protocol, id, operationText(SIMPLE));
    const message = await socket.next<{ id: string; payload: unknown }>(
      protocol === 'graphql-ws' ? 'data' : 'next',
    );
    expect(message).toMatchObject({
      id,
      payload: { data: { countryContext: { countryCode: 'MT' } } },
    });
  }

  async function refusal(socket: TestSocket, id: string): Promise<GraphQLError[]> {
    const error = await socket.next<{ id: string; payload: GraphQLError[] }>('error', 15_000);
    expect(error.id).toBe(id);
    return error.payload;
  }

  const variableCases = PROTOCOLS.flatMap((protocol) => [
    { protocol, levels: 10_000, kind: 'arrays' as const },
    { protocol, levels: 10_000, kind: 'objects' as const },
    // 200 KB: within the 256 KB message limit.
    { protocol, levels: 100_000, kind: 'arrays' as const },
  ]);

  it.each(variableCases)(
    '$protocol: $levels levels of $kind → an error for that operation only',
    async ({ protocol, levels, kind }) => {
      const bystander = await connected(protocol);
      const socket = await connected(protocol);
      sendOperation(
        socket,
        protocol,
        'deep',
        operationText(USES_VARIABLE, deepVariables(levels, kind)),
      );
      const errors = await refusal(socket, 'deep');
      expect(errors).toHaveLength(1);
      expect(errors[0]?.extensions.type).toBe('VariablesTooComplex');
      expect(errors[0]?.extensions.traceId).toMatch(/^[0-9a-f]{32}$/);
      await stillServes(socket, protocol);
      await stillServes(bystander, protocol);
      socket.socket.close();
      bystander.socket.close();
    },
  );

  it.each(
    PROTOCOLS.flatMap((protocol) =>
      COMPLEX_QUERIES.map(([label, query]) => ({ protocol, label, query })),
    ),
  )('$protocol: $label → QueryTooComplex for that operation only', async ({ protocol, query }) => {
    const socket = await connected(protocol);
    sendOperation(socket, protocol, 'complex', operationText(query));
    const errors = await refusal(socket, 'complex');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.extensions.type).toBe('QueryTooComplex');
    await stillServes(socket, protocol);
    socket.socket.close();
  });
});

describe('production', () => {
  it('refuses without telling how far below the limits to stay', async () => {
    for (const [, query] of COMPLEX_QUERIES) {
      const { res, body } = await post(production, operationText(query));
      expect(res.statusCode).toBe(400);
      expect(body.errors).toEqual([
        expect.objectContaining({
          message: 'Syntax Error: Query validation error.',
          extensions: expect.objectContaining({ type: 'QueryTooComplex' }),
        }),
      ]);
    }
    const { res, body } = await post(
      production,
      operationText(USES_VARIABLE, deepVariables(10_000, 'arrays')),
    );
    expect(res.statusCode).toBe(400);
    expect(body.errors?.[0]?.message).toBe('The variables are too complex.');
    expect(body.errors?.[0]?.extensions.type).toBe('VariablesTooComplex');
  });
});

describe("the SPA's documents", () => {
  const schema = buildSchema(lobbyTypeDefs());
  const half = Object.fromEntries(
    Object.entries(LIMITS).map(([name, limit]) => [name, Math.floor(limit / 2)]),
  ) as Limits;
  const withinHalf = createDocumentLimits(true, half);

  function tokenCount(text: string): number {
    const lexer = new Lexer(new Source(text));
    let tokens = 0;
    while (lexer.advance().kind !== TokenKind.EOF) tokens += 1;
    return tokens;
  }

  it.each(spaGraphQLDocuments())('%s stays within half of every query limit', (_label, file) => {
    const text = readFileSync(file, 'utf8');
    expect(tokenCount(text)).toBeLessThanOrEqual(half.maxTokens);
    const document = parse(text);
    expect(withinHalf(schema, document).map((error) => error.message)).toEqual([]);
  });
});
