// Text input (decision 0059): PostgreSQL cannot store the NUL character (U+0000) in text, so a
// string holding one is refused before any resolver or route handler runs — in GraphQL
// variables and in string literals of the document, over HTTP and both WebSocket subprotocols,
// and in REST bodies and query strings — with a typed 400 (InvalidCharacters), no error log,
// and nothing written.
import { Buffer } from 'node:buffer';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BackendKind } from './helpers/catalogue.ts';
import { describeStores } from './helpers/postgres.ts';
import {
  createRewardPlayer,
  OPERATOR_KEY,
  openRewardsApp,
  type RewardPlayer,
} from './helpers/rewards.ts';
import type { WalletApp } from './helpers/wallet-app.ts';
import { openSocket, type TestSocket } from './helpers/ws-client.ts';

const NUL = '\u0000';

interface GraphQLError {
  message: string;
  extensions: Record<string, unknown>;
}
interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: GraphQLError[];
}

/** An operation with one string argument: as a variable, and (where it takes one) inline. */
interface Operation {
  name: string;
  bearer: boolean;
  /** The document with $text as the string argument. */
  withVariable: string;
  /** The document with the string inline; JSON.stringify writes NUL as the escape \u0000. */
  inline?: (text: string) => string;
  /** Variables around the text. */
  variables: (text: string) => Record<string, unknown>;
}

const OPERATIONS: Operation[] = [
  {
    name: 'searchGames',
    bearer: false,
    withVariable: 'query ($text: String!) { searchGames(query: $text) { edges { cursor } } }',
    inline: (text) => `{ searchGames(query: ${JSON.stringify(text)}) { edges { cursor } } }`,
    variables: (text) => ({ text }),
  },
  {
    name: 'game',
    bearer: false,
    withVariable: 'query ($text: String!) { game(slug: $text) { slug } }',
    inline: (text) => `{ game(slug: ${JSON.stringify(text)}) { slug } }`,
    variables: (text) => ({ text }),
  },
  {
    name: 'gameStudio',
    bearer: false,
    withVariable: 'query ($text: String!) { gameStudio(slug: $text) { slug } }',
    inline: (text) => `{ gameStudio(slug: ${JSON.stringify(text)}) { slug } }`,
    variables: (text) => ({ text }),
  },
  {
    name: 'gameCategory',
    bearer: false,
    withVariable: 'query ($text: String!) { gameCategory(slug: $text) { slug } }',
    inline: (text) => `{ gameCategory(slug: ${JSON.stringify(text)}) { slug } }`,
    variables: (text) => ({ text }),
  },
  {
    name: 'startGameSession',
    bearer: true,
    withVariable: 'mutation ($text: String!) { startGameSession(slug: $text, mode: REAL) { url } }',
    inline: (text) =>
      `mutation { startGameSession(slug: ${JSON.stringify(text)}, mode: REAL) { url } }`,
    variables: (text) => ({ text }),
  },
  {
    name: 'resendVerificationEmail',
    bearer: false,
    withVariable:
      'mutation ($text: String!) { resendVerificationEmail(email: $text) { accepted } }',
    inline: (text) =>
      `mutation { resendVerificationEmail(email: ${JSON.stringify(text)}) { accepted } }`,
    variables: (text) => ({ text }),
  },
  {
    name: 'raffleWinners',
    bearer: false,
    withVariable:
      'query ($text: String!) { raffleWinners(baseCurrency: $text) { edges { cursor } } }',
    inline: (text) =>
      `{ raffleWinners(baseCurrency: ${JSON.stringify(text)}) { edges { cursor } } }`,
    variables: (text) => ({ text }),
  },
  {
    name: 'addFavouriteGame',
    bearer: true,
    withVariable: 'mutation ($text: String!) { addFavouriteGame(slug: $text) }',
    inline: (text) => `mutation { addFavouriteGame(slug: ${JSON.stringify(text)}) }`,
    variables: (text) => ({ text }),
  },
  {
    name: 'declareSourceOfWealth',
    bearer: true,
    withVariable: `mutation ($input: SourceOfWealthCategoryInput!) {
      declareSourceOfWealth(input: $input) { checkState } }`,
    inline: (text) => `mutation { declareSourceOfWealth(input: {
      type: Salary, selectedOptions: ["Employed"], description: ${JSON.stringify(text)} }) {
      checkState } }`,
    variables: (text) => ({
      input: { type: 'Salary', selectedOptions: ['Employed'], description: text },
    }),
  },
];

/** A NUL alone, at either end and inside: each must be found. */
const WITH_NUL = [NUL, `${NUL}slot`, `slot${NUL}`, `book-of${NUL}-ra`];

function suite(kind: BackendKind) {
  let server: WalletApp;
  let player: RewardPlayer;
  let logsBefore = 0;

  beforeAll(async () => {
    server = await openRewardsApp(kind, { catalogue: true });
    player = await createRewardPlayer(server.store);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  // A refusal of bad input is not an incident: nothing at error level (50) or above.
  beforeEach(() => {
    logsBefore = server.logs.length;
  });
  afterEach(() => {
    const errors = server.logs
      .slice(logsBefore)
      .filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
    expect(errors).toEqual([]);
  });

  /** Rows per table of the whole database: a refusal changes none of them. */
  async function rowCounts(): Promise<Record<string, number>> {
    const { rows: tables } = await server.store.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const { rows } = await server.store.query<{ n: string }>(
        `select count(*)::text as n from "${name}"`,
      );
      counts[name] = Number(rows[0]?.n);
    }
    return counts;
  }

  async function graphql(query: string, variables: Record<string, unknown>, bearer: boolean) {
    const res = await server.app.inject({
      method: 'POST',
      url: '/lobby-graphql',
      headers: {
        'content-type': 'application/json',
        brand: 'aurora',
        ...(bearer ? { authorization: `Bearer ${player.token}` } : {}),
      },
      payload: JSON.stringify({ query, variables }),
    });
    return {
      status: res.statusCode,
      body: res.json<GraphQLBody>(),
      traceId: res.headers['x-trace-id'],
    };
  }

  function expectRefused(answer: Awaited<ReturnType<typeof graphql>>) {
    expect(answer.status).toBe(400);
    expect(answer.body.data).toBeUndefined();
    expect(answer.body.errors).toHaveLength(1);
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({
      type: 'InvalidCharacters',
      traceId: answer.traceId,
    });
  }

  describe('GraphQL over HTTP', () => {
    it.each(OPERATIONS.map((operation) => [operation.name, operation]))(
      '%s: a NUL in a variable → 400 InvalidCharacters, nothing written',
      async (_name, operation) => {
        const before = await rowCounts();
        for (const text of WITH_NUL) {
          const answer = await graphql(
            operation.withVariable,
            operation.variables(text),
            operation.bearer,
          );
          expectRefused(answer);
        }
        expect(await rowCounts()).toEqual(before);
      },
    );

    it.each(
      OPERATIONS.filter((operation) => operation.inline).map((operation) => [
        operation.name,
        operation,
      ]),
    )(
      '%s: a NUL in an inline string → 400 InvalidCharacters, nothing written',
      async (_name, operation) => {
        const before = await rowCounts();
        for (const text of WITH_NUL) {
          expectRefused(await graphql(operation.inline!(text), {}, operation.bearer));
        }
        // The escape in braces, and the character itself (GraphQL source may hold it), too.
        for (const inline of ['\\u{0}', NUL]) {
          expectRefused(
            await graphql(
              `{ searchGames(query: "slot${inline}") { edges { cursor } } }`,
              {},
              false,
            ),
          );
        }
        expect(await rowCounts()).toEqual(before);
      },
    );

    it('a NUL deep in a list of an input object → 400 InvalidCharacters', async () => {
      const answer = await graphql(
        OPERATIONS.find((operation) => operation.name === 'declareSourceOfWealth')!.withVariable,
        { input: { type: 'Salary', selectedOptions: ['Employed', `Other${NUL}`] } },
        true,
      );
      expectRefused(answer);
    });

    it('a NUL in a variable the operation does not use, or in a default value, is refused too', async () => {
      expectRefused(
        await graphql('{ countryContext { countryCode } }', { unused: `x${NUL}` }, false),
      );
      expectRefused(
        await graphql(
          // A plain string: prettier would reformat a template as GraphQL and write the NUL out.
          'query ($q: String = "a\\u0000") { searchGames(query: $q) { edges { cursor } } }',
          {},
          false,
        ),
      );
    });

    it('GET: a NUL in the variables of the query string → 400 InvalidCharacters', async () => {
      const query = encodeURIComponent(OPERATIONS[0]!.withVariable);
      const variables = encodeURIComponent(JSON.stringify({ text: `slot${NUL}` }));
      const res = await server.app.inject({
        url: `/lobby-graphql?query=${query}&variables=${variables}`,
        headers: { brand: 'aurora' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<GraphQLBody>().errors?.[0]?.extensions.type).toBe('InvalidCharacters');
    });

    it('text without NUL still answers, including other control characters', async () => {
      const answer = await graphql(
        OPERATIONS[0]!.withVariable,
        { text: 'slot\u0001\u001f\u007f' },
        false,
      );
      expect(answer.status).toBe(200);
      expect(answer.body.errors).toBeUndefined();
    });

    it('a NUL hidden inside a cursor → a typed refusal', async () => {
      const raffle = await graphql(
        `
          query ($c: String) {
            raffleWinners(baseCurrency: "EUR", before: $c) {
              edges {
                cursor
              }
            }
          }
        `,
        {
          c: Buffer.from(JSON.stringify(['2026-12-01T10:00:00.000Z', `drop${NUL}`])).toString(
            'base64url',
          ),
        },
        false,
      );
      expect(raffle.body.errors?.[0]?.extensions.type).toBe('InvalidArgument');
      const rounds = await graphql(
        `
          query ($c: String) {
            viewer {
              gameRounds(first: 1, after: $c) {
                edges {
                  cursor
                }
              }
            }
          }
        `,
        {
          c: Buffer.from(
            JSON.stringify({ s: 'rounds', k: '2026-12-01T10:00:00.000000Z', i: `r${NUL}` }),
          ).toString('base64url'),
        },
        true,
      );
      expect(rounds.body.errors?.[0]?.extensions.type).toBe('InvalidCursor');
    });
  });

  describe('GraphQL over WebSocket', () => {
    const PROTOCOLS = ['graphql-transport-ws', 'graphql-ws'] as const;

    async function connected(protocol: (typeof PROTOCOLS)[number]): Promise<TestSocket> {
      const socket = await openSocket(`${server.ws}`, protocol, { brand: 'aurora' });
      socket.send({ type: 'connection_init', payload: { accessToken: player.token } });
      await socket.next('connection_ack');
      return socket;
    }

    it.each(PROTOCOLS)(
      '%s: a NUL in a variable or an inline string → InvalidCharacters for that operation only',
      async (protocol) => {
        const socket = await connected(protocol);
        const start = protocol === 'graphql-ws' ? 'start' : 'subscribe';
        const favourite = OPERATIONS.find((operation) => operation.name === 'addFavouriteGame')!;
        const before = await rowCounts();
        socket.send({
          id: 'variable',
          type: start,
          payload: { query: favourite.withVariable, variables: { text: `slot${NUL}` } },
        });
        socket.send({ id: 'inline', type: start, payload: { query: favourite.inline!(NUL) } });
        for (const id of ['variable', 'inline']) {
          const refusal = await socket.next<{ id: string; payload: GraphQLError[] }>('error');
          expect(refusal.id).toBe(id);
          expect(refusal.payload).toHaveLength(1);
          expect(refusal.payload[0]?.extensions).toMatchObject({ type: 'InvalidCharacters' });
        }
        expect(await rowCounts()).toEqual(before);
        // The socket serves the next operation.
        socket.send({
          id: 'fine',
          type: start,
          payload: { query: '{ countryContext { countryCode } }' },
        });
        const answer = await socket.next<{ id: string; payload: GraphQLBody }>(
          protocol === 'graphql-ws' ? 'data' : 'next',
        );
        expect(answer).toMatchObject({ id: 'fine', payload: { data: { countryContext: {} } } });
        socket.socket.close();
      },
    );
  });

  describe('REST', () => {
    async function rest(
      method: 'GET' | 'POST',
      url: string,
      payload?: string,
      headers: Record<string, string> = {},
    ) {
      const res = await server.app.inject({
        method,
        url,
        headers,
        ...(payload ? { payload } : {}),
      });
      return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
    }
    const json = { 'content-type': 'application/json' };
    const refused = { error: 'InvalidCharacters', message: expect.stringMatching(/U\+0000/) };

    it('the game API: a NUL in the JSON body → 400 InvalidCharacters, no round', async () => {
      const launched = await graphql(
        'mutation ($s: String!) { startGameSession(slug: $s, mode: REAL) { url } }',
        { s: await slotSlug() },
        true,
      );
      const url = (launched.body.data as { startGameSession: { url: string } }).startGameSession
        .url;
      const token = new URL(url).searchParams.get('session')!;
      const before = await rowCounts();
      const answer = await rest(
        'POST',
        '/demo-games/api/spin',
        JSON.stringify({ stake: 10, spinId: `spin${NUL}` }),
        { ...json, authorization: `GameSession ${token}` },
      );
      expect(answer).toEqual({ status: 400, body: refused });
      expect(await rowCounts()).toEqual(before);
    });

    it('the live tables API: a NUL in the JSON body → 400 InvalidCharacters', async () => {
      const answer = await rest(
        'POST',
        '/demo-games/api/live/bets',
        JSON.stringify({ roundId: `round${NUL}`, bets: [] }),
        json,
      );
      expect(answer).toEqual({ status: 400, body: refused });
    });

    it('the operator API: a NUL in the JSON body → 400 InvalidCharacters, nothing defined', async () => {
      const before = await rowCounts();
      const answer = await rest(
        'POST',
        '/operator/rewards',
        JSON.stringify({ type: 'MoneyDrop', name: `drop${NUL}`, amount: 100, currency: 'EUR' }),
        { ...json, 'x-operator-key': OPERATOR_KEY },
      );
      expect(answer).toEqual({ status: 400, body: refused });
      expect(await rowCounts()).toEqual(before);
    });

    it('the jackpot API and the game pages: a NUL in the query string → 400 InvalidCharacters', async () => {
      for (const url of [
        '/jackpot-api/v1/currencies?currency=%00',
        '/demo-games/any-slot/?session=%00',
        `/jackpot-api/v1/currencies?currency=EUR%00`,
      ]) {
        expect(await rest('GET', url)).toEqual({ status: 400, body: refused });
      }
    });

    it('form bodies (payments, sign-in pages): a NUL in a field → 400 InvalidCharacters', async () => {
      const form = { 'content-type': 'application/x-www-form-urlencoded' };
      expect(
        await rest('POST', '/sandbox-pay/any-payment', 'decision=approve&bankAccount=%00', form),
      ).toEqual({ status: 400, body: refused });
      expect(
        await rest(
          'POST',
          '/realms/aurora/interaction/any-interaction/login',
          'email=a%00%40b.test&password=x',
          form,
        ),
      ).toEqual({ status: 400, body: refused });
    });

    it("the identity provider's token endpoint: a NUL in the form → 400 InvalidCharacters", async () => {
      for (const payload of [
        'grant_type=authorization_code&client_id=app&code=%00abc&code_verifier=v&redirect_uri=x',
        'grant_type=refresh_token&client_id=app&refresh_token=abc%00',
      ]) {
        const answer = await rest('POST', '/realms/aurora/protocol/openid-connect/token', payload, {
          'content-type': 'application/x-www-form-urlencoded',
        });
        expect(answer).toEqual({ status: 400, body: refused });
      }
    });

    it('uploads: a NUL in the purpose field → 400 InvalidCharacters, nothing stored', async () => {
      const boundary = 'nul-boundary';
      const body = [
        `--${boundary}`,
        'content-disposition: form-data; name="purpose"',
        '',
        `Salary${NUL}`,
        `--${boundary}`,
        'content-disposition: form-data; name="file"; filename="a.pdf"',
        'content-type: application/pdf',
        '',
        '%PDF-1.4 nothing',
        `--${boundary}--`,
        '',
      ].join('\r\n');
      const before = await rowCounts();
      const answer = await rest('POST', '/api/documents', body, {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${player.token}`,
        brand: 'aurora',
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: { type: 'InvalidCharacters' } });
      expect(await rowCounts()).toEqual(before);
    });
  });

  async function slotSlug(): Promise<string> {
    const { rows } = await server.store.query<{ slug: string }>(
      "select slug from games where engine = 'slot-classic' order by popularity limit 1",
    );
    return rows[0]!.slug;
  }
}

describeStores('text', (kind) => suite(kind));
