// The operator endpoint that publishes catalogue changes, and the public GET /api/feed.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, ConfigError, DEV_OPERATOR_KEY } from '../../server/config.ts';
import { seedDemoCatalogue } from '../../server/catalogue/seed.ts';
import { loadBrands } from '../../server/brands/brand-repository.ts';
import { seedDemoJackpots } from '../../server/demo/jackpot.ts';
import { parseCatalogueChange } from '../../server/catalogue/change.ts';
import { operatorKeyMatches } from '../../server/http/operator-key.ts';
import { createInProcessPubSub } from '../../server/pubsub/in-process-pubsub.ts';
import type { PubSub } from '../../server/pubsub/pubsub.ts';
import { buildTestApp, openTestStore, type TestStore } from './helpers/lobby-app.ts';

const KEY = 'operator-key-for-tests';
const URL = '/internal-api/catalogue/changes';

let storeHandle: TestStore;
let app: FastifyInstance;
let pubsub: PubSub;

beforeAll(async () => {
  storeHandle = await openTestStore('operator');
  await seedDemoCatalogue(storeHandle.store);
  await seedDemoJackpots(storeHandle.store, await loadBrands(storeHandle.store));
  pubsub = createInProcessPubSub();
  ({ app } = await buildTestApp(storeHandle.store, { operatorKey: KEY, pubsub }));
});

afterAll(async () => {
  await app?.close();
  await pubsub?.close();
  await storeHandle?.close();
});

function postChange(payload: unknown, headers: Record<string, string> = { 'x-operator-key': KEY }) {
  return app.inject({
    method: 'POST',
    url: URL,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

describe('POST /internal-api/catalogue/changes', () => {
  it('publishes a CatalogueChange', async () => {
    const iterator = pubsub.subscribe('catalogueChanged');
    const next = iterator.next();
    const res = await postChange({
      gameSlugs: ['starlit-reels', 'starlit-reels'],
      listSlugs: ['slots'],
    });
    expect(res.statusCode).toBe(202);
    const published = (await next).value;
    expect(published).toEqual({
      gameSlugs: ['starlit-reels'],
      listSlugs: ['slots'],
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(res.json()).toEqual(published);
    await iterator.return?.();
  });

  it.each([
    ['no key', {}],
    ['a wrong key', { 'x-operator-key': 'guess' }],
    ['a longer wrong key', { 'x-operator-key': `${KEY}x` }],
    ['the development key', { 'x-operator-key': DEV_OPERATOR_KEY }],
  ])('answers 401 for %s, before reading the body', async (_label, headers) => {
    const res = await postChange('{ not even json', headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: 'unauthorized',
      message: 'A valid x-operator-key header is required.',
    });
  });

  it.each([
    ['not JSON', '{"gameSlugs": [', /JSON/],
    ['an array', [], /JSON object/],
    ['no slugs', {}, /at least one/],
    ['a string for slugs', { gameSlugs: 'slots' }, /gameSlugs must be an array/],
    ['a bad slug', { listSlugs: ['Slots!'] }, /listSlugs\[0\] is not a slug/],
    ['a number', { gameSlugs: [7] }, /gameSlugs\[0\]/],
    ['an unknown field', { gameSlugs: ['a'], games: ['b'] }, /Unknown field "games"/],
    ['501 slugs', { gameSlugs: Array.from({ length: 501 }, (_, i) => `g${i}`) }, /at most 500/],
  ])('answers 400 for %s', async (_label, payload, message) => {
    const res = await postChange(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(message);
  });

  it('compares keys without leaking their length or prefix', () => {
    expect(operatorKeyMatches(KEY, KEY)).toBe(true);
    expect(operatorKeyMatches(KEY, KEY.slice(0, -1))).toBe(false);
    expect(operatorKeyMatches(KEY, '')).toBe(false);
    expect(operatorKeyMatches(KEY, ['a'])).toBe(false);
  });

  it('accepts exactly 500 slugs', () => {
    const slugs = Array.from({ length: 500 }, (_, i) => `game-${i}`);
    expect(parseCatalogueChange({ gameSlugs: slugs }).ok).toBe(true);
  });

  it('requires OPERATOR_KEY in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', OPERATOR_KEY: DEV_OPERATOR_KEY })).toThrow(
      /OPERATOR_KEY/,
    );
    expect(loadConfig({ NODE_ENV: 'production', OPERATOR_KEY: KEY }).operatorKey).toBe(KEY);
    expect(loadConfig({}).operatorKey).toBe(DEV_OPERATOR_KEY);
  });
});

interface Feed {
  brand: string;
  currency: string;
  lastUpdated: string;
  jackpots: { id: string; amount: number; currency: string }[];
  liveCasino: { gameSlug: string; tableName: string; seats: number; openSeats: number }[];
}

describe('GET /api/feed', () => {
  it('answers pots and live tables of the brand in its currency', async () => {
    const res = await app.inject('/api/feed?brand=nordlys&operator=Lobby%20Demo%20Ltd');
    expect(res.statusCode).toBe(200);
    const feed = res.json<Feed>();
    expect(feed.brand).toBe('nordlys');
    expect(feed.currency).toBe('EUR');
    expect(feed.lastUpdated).toMatch(/:00\.000Z$/);
    expect(feed.jackpots.map((pot) => pot.id)).toEqual(['mega', 'major', 'minor', 'shared']);
    for (const pot of feed.jackpots) {
      expect(Number.isInteger(pot.amount)).toBe(true);
      expect(pot.currency).toBe('EUR');
    }
    expect(feed.liveCasino.length).toBeGreaterThan(0);
    for (const table of feed.liveCasino) {
      expect(table.openSeats).toBeGreaterThanOrEqual(0);
      expect(table.openSeats).toBeLessThanOrEqual(table.seats);
      expect(table.tableName).not.toBe('');
    }
  });

  it('is the same for every caller within a minute', async () => {
    const [a, b] = await Promise.all([
      app.inject('/api/feed?brand=aurora'),
      app.inject('/api/feed?brand=aurora'),
    ]);
    const feedA = a.json<Feed>();
    const feedB = b.json<Feed>();
    if (feedA.lastUpdated === feedB.lastUpdated) expect(feedA).toEqual(feedB);
  });

  it("shows the brand's live pots in their currency, and none where it has no jackpot", async () => {
    const eur = (await app.inject('/api/feed?brand=aurora&currency=EUR')).json<Feed>();
    // The demo's seeds (server/demo/jackpot.ts): the mega pot starts at 100,000.00.
    expect(eur.jackpots[0]).toEqual({ id: 'mega', amount: 100_000_00, currency: 'EUR' });
    const jpy = (await app.inject('/api/feed?brand=aurora&currency=jpy')).json<Feed>();
    expect(jpy.currency).toBe('JPY');
    expect(jpy.jackpots).toEqual([]);
    const off = (await app.inject('/api/feed?brand=coralreef')).json<Feed>();
    expect(off.jackpots).toEqual([]);
  });

  it('answers the default brand for an unknown brand', async () => {
    const res = await app.inject('/api/feed?brand=nope');
    expect(res.statusCode).toBe(200);
    expect(res.json<Feed>().brand).toBe('aurora');
  });

  it.each(['XYZ', 'euro', 'EUR,USD', 'E%20R'])('answers 400 for currency %s', async (currency) => {
    const res = await app.inject(`/api/feed?currency=${currency}`);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/currency must be one of/);
  });
});
