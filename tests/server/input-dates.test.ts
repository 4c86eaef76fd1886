// Dates from clients and operators (decision 0059): one strict reading of ISO 8601 turns text
// into a date everywhere the server takes one from outside (cursors, operator fields). What it
// accepts the database accepts as the same instant; anything else — text JavaScript would still
// read ("1", "March 7", +275760-…, 30 February) — is a typed refusal, never InternalError or a
// 500, and writes no error log.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseDateTime } from '../../server/http/input-dates.ts';
import type { BackendKind } from './helpers/catalogue.ts';
import { describeStores } from './helpers/postgres.ts';
import {
  createRewardPlayer,
  OPERATOR_KEY,
  openRewardsApp,
  type RewardPlayer,
} from './helpers/rewards.ts';
import type { WalletApp } from './helpers/wallet-app.ts';

interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions: Record<string, unknown> }[];
}

/** Date-times JavaScript reads (or reads into another day) that the server must refuse. */
const BAD_DATE_TIMES = [
  '1',
  'March 7',
  '+275760-09-13T00:00:00.000Z',
  '0000-01-01T00:00:00.000Z',
  '2026-02-30T00:00:00Z',
  '2026-12-01T24:00:00Z',
  '2026-12-01 10:00:00',
  '2026-12-01T10:00:00+23:59',
];

/** Accepted text → the instant it names (milliseconds; the database keeps the microseconds). */
const GOOD_DATE_TIMES: [string, string][] = [
  ['2026-12-01T10:00:00Z', '2026-12-01T10:00:00.000Z'],
  ['2026-12-01T10:00Z', '2026-12-01T10:00:00.000Z'],
  ['2026-12-01T10:00:00.5+01:00', '2026-12-01T09:00:00.500Z'],
  ['2026-12-01T10:00:00.123456-05:30', '2026-12-01T15:30:00.123Z'],
  ['2026-12-01T00:30:00+14:00', '2026-11-30T10:30:00.000Z'],
  ['2024-02-29T23:59:59.999Z', '2024-02-29T23:59:59.999Z'],
  ['2000-02-29T00:00:00Z', '2000-02-29T00:00:00.000Z'],
  ['0001-01-01T00:00:00Z', '0001-01-01T00:00:00.000Z'],
  ['0099-06-15T12:00:00Z', '0099-06-15T12:00:00.000Z'],
  ['9999-12-31T23:59:59.999999Z', '9999-12-31T23:59:59.999Z'],
];

/** Everything else: other forms, impossible days and times, and years where the two disagree. */
const REFUSED: unknown[] = [
  ...BAD_DATE_TIMES,
  undefined,
  null,
  1_796_000_000_000,
  new Date(),
  '',
  'now',
  'tomorrow',
  '2026-12-01',
  '2026-12-01T10:00:00',
  '2026-12-01 10:00:00Z',
  '2026-12-01t10:00:00z',
  ' 2026-12-01T10:00:00Z',
  '2026-12-01T10:00:00Z\n',
  '2026-12-01T10:00:00+0100',
  '2026-12-01T10:00:00+01',
  '2026-12-01T10:00:00+15:00',
  '2026-12-01T10:00:00+01:60',
  '2026-12-01T10:00:00.1234567Z',
  '2026-12-01T10:00:00.Z',
  '2026-12-01T10:00:60Z',
  '2026-12-01T10:60:00Z',
  '2026-12-01T1:00:00Z',
  '2026-13-01T00:00:00Z',
  '2026-00-10T00:00:00Z',
  '2026-12-00T00:00:00Z',
  '2026-04-31T00:00:00Z',
  '2026-02-29T00:00:00Z',
  '1900-02-29T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '10000-01-01T00:00:00Z',
  '0001-01-01T00:00:00+00:01',
  '9999-12-31T23:59:59-00:01',
  '２０２６-12-01T10:00:00Z',
];

describe('the strict date-time reading', () => {
  it.each(GOOD_DATE_TIMES)('%s is %s', (text, instant) => {
    expect(parseDateTime(text)?.toISOString()).toBe(instant);
  });

  it.each(REFUSED.map((value) => [String(value), value]))('%j is refused', (_label, value) => {
    expect(parseDateTime(value)).toBeUndefined();
  });
});

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function suite(kind: BackendKind) {
  let server: WalletApp;
  let player: RewardPlayer;
  let logsBefore = 0;

  beforeAll(async () => {
    server = await openRewardsApp(kind);
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

  async function graphql(query: string, variables: Record<string, unknown>, token?: string) {
    const res = await server.app.inject({
      method: 'POST',
      url: '/lobby-graphql',
      headers: {
        'content-type': 'application/json',
        brand: 'aurora',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: JSON.stringify({ query, variables }),
    });
    return { status: res.statusCode, body: res.json<GraphQLBody>() };
  }

  async function operator(method: 'POST' | 'PUT', url: string, payload: unknown) {
    const res = await server.app.inject({
      method,
      url,
      headers: { 'x-operator-key': OPERATOR_KEY, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
  }

  it('the database reads everything accepted as the same instant, to the microsecond', async () => {
    for (const [text] of GOOD_DATE_TIMES) {
      const { rows } = await server.store.query<{ ms: string; us: string }>(
        `select floor(extract(epoch from $1::timestamptz) * 1000)::bigint::text as ms,
           to_char($1::timestamptz at time zone 'UTC', 'US') as us`,
        [text],
      );
      const fraction = /\.(\d+)/.exec(text)?.[1] ?? '';
      expect(Number(rows[0]?.ms), text).toBe(parseDateTime(text)?.getTime());
      expect(rows[0]?.us, text).toBe(fraction.padEnd(6, '0'));
    }
  });

  describe('raffleWinners, without signing in', () => {
    const WINNERS = `query W($before: String) {
      raffleWinners(baseCurrency: "EUR", before: $before) { edges { cursor } } }`;

    it.each(BAD_DATE_TIMES)('a cursor dated %j → InvalidArgument', async (date) => {
      const { status, body } = await graphql(WINNERS, { before: base64url([date, 'drop-1']) });
      expect(status).toBe(200);
      expect(body.data).toBeNull();
      expect(body.errors?.[0]?.extensions.type).toBe('InvalidArgument');
    });

    it('a cursor of a real date still pages', async () => {
      const before = base64url(['2026-12-01T10:00:00.000Z', 'drop-1']);
      const { body } = await graphql(WINNERS, { before });
      expect(body).toEqual({ data: { raffleWinners: { edges: [] } } });
    });
  });

  describe('history cursors of a signed-in player', () => {
    const ROUNDS = `query R($after: String) { viewer { gameRounds(first: 1, after: $after) {
      edges { node { id } } pageInfo { hasNextPage endCursor } } } }`;
    const TRANSACTIONS = `query T($after: String) { viewer { transactions(first: 1, after: $after) {
      edges { node { id } } } } }`;

    it.each(BAD_DATE_TIMES)('a cursor dated %j → InvalidCursor', async (date) => {
      const rounds = await graphql(
        ROUNDS,
        { after: base64url({ s: 'rounds', k: date, i: 'round-1' }) },
        player.token,
      );
      expect(rounds.body.errors?.[0]?.extensions.type).toBe('InvalidCursor');
      const transactions = await graphql(
        TRANSACTIONS,
        { after: base64url({ s: 'tx:all:createdAt:desc', k: date, i: randomUUID() }) },
        player.token,
      );
      expect(transactions.body.errors?.[0]?.extensions.type).toBe('InvalidCursor');
    });

    it('a transaction cursor whose id is not a UUID → InvalidCursor', async () => {
      const after = base64url({
        s: 'tx:all:createdAt:desc',
        k: '2026-12-01T10:00:00.000000Z',
        i: 'not-a-uuid',
      });
      const { body } = await graphql(TRANSACTIONS, { after }, player.token);
      expect(body.errors?.[0]?.extensions.type).toBe('InvalidCursor');
    });

    it('rounds a microsecond apart page one by one, none twice', async () => {
      const times = ['.000003', '.000002', '.000001'].map((us) => `2026-11-30T10:00:00${us}Z`);
      for (const [n, at] of times.entries()) {
        await server.store.query(
          `insert into game_rounds (id, player_id, game_slug, currency, bet, status, created_at)
           values ($1, $2, 'test-game', 'EUR', 100, 'settled', $3)`,
          [`round-${n}`, player.id, at],
        );
      }
      const seen: string[] = [];
      let after: string | null = null;
      for (let page = 0; page < times.length; page += 1) {
        const { body } = await graphql(ROUNDS, { after }, player.token);
        const rounds = (body.data as { viewer: { gameRounds: Loose } }).viewer.gameRounds;
        seen.push(...rounds.edges.map((edge: { node: { id: string } }) => edge.node.id));
        after = rounds.pageInfo.endCursor;
      }
      expect(seen).toEqual(['round-0', 'round-1', 'round-2']);
    });
  });

  describe('the operator API', () => {
    const instance = (id: string, epoch: unknown, brand = 'aurora') => ({
      id,
      brand,
      sourceId: 'hourly',
      currency: 'USD',
      dropSeconds: 600,
      epoch,
      seed: 10_000,
      wagerShareBp: 200,
      studioSlug: 'any-studio',
      prizeSharesBp: [10_000],
    });
    const instanceCount = async (id: string) =>
      (await server.store.query('select 1 from raffle_instances where id = $1', [id])).rows.length;

    it.each(BAD_DATE_TIMES.map((epoch, n) => ({ epoch, id: `bad-epoch-${n}` })))(
      'a raffle epoch of $epoch → 400, nothing created',
      async ({ epoch, id }) => {
        const { status, body } = await operator(
          'POST',
          '/operator/raffle/instances',
          instance(id, epoch),
        );
        expect(status).toBe(400);
        expect(body).toMatchObject({
          error: 'bad_request',
          message: expect.stringMatching(/^epoch/),
        });
        expect(await instanceCount(id)).toBe(0);
      },
    );

    it('a raffle epoch with an offset is stored as that instant', async () => {
      const { status } = await operator(
        'POST',
        '/operator/raffle/instances',
        instance('offset-epoch', '2026-12-01T10:00:00+05:30', 'kingfisher'),
      );
      expect(status).toBe(201);
      const { rows } = await server.store.query<{ epoch: Date }>(
        "select epoch from raffle_instances where id = 'offset-epoch'",
      );
      expect(rows[0]?.epoch.toISOString()).toBe('2026-12-01T04:30:00.000Z');
    });

    it.each(BAD_DATE_TIMES)('a maintenance window starting %j → 400', async (startsAt) => {
      const { status, body } = await operator(
        'PUT',
        '/operator/compliance/brands/aurora/maintenance',
        { message: 'Upgrade.', startsAt, endsAt: '9999-12-31T00:00:00Z' },
      );
      expect(status).toBe(400);
      expect(body.message).toMatch(/startsAt/);
    });

    it.each(BAD_DATE_TIMES)('a reward starting %j → 400 with the field named', async (startsAt) => {
      const { status, body } = await operator('POST', '/operator/rewards', {
        type: 'MoneyDrop',
        name: 'Dated',
        amount: 100,
        currency: 'EUR',
        startsAt,
      });
      expect(status).toBe(400);
      expect(body.fieldErrors).toHaveProperty('startsAt');
    });
  });
}

/** Parsed JSON, read field by field with expect. */
type Loose = ReturnType<typeof JSON.parse>;

describeStores('dates', (kind) => suite(kind));
