// Visitors' answers are shared for a while; players' never are; a catalogue change drops them.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogueResolvers } from '../../server/catalogue/resolvers.ts';
import { seedDemoCatalogue } from '../../server/catalogue/seed.ts';
import type { QueryResolvers } from '../../server/graphql/generated/resolvers-types.ts';
import { createInProcessPubSub } from '../../server/pubsub/in-process-pubsub.ts';
import type { PubSub } from '../../server/pubsub/pubsub.ts';
import { buildTestApp, openTestStore, type TestStore } from './helpers/lobby-app.ts';

const SLICE = `query ListOfGamesSlice($slug: String!) {
  listOfGames(slug: $slug) { slug games(first: 3) { edges { node { slug } } } }
}`;

let testStore: TestStore;
let app: FastifyInstance;
let pubsub: PubSub;
let executions = 0;

beforeAll(async () => {
  testStore = await openTestStore('lobby-response-cache-');
  await seedDemoCatalogue(testStore.store);
  pubsub = createInProcessPubSub();
  // Counts how often the list resolver really runs.
  type ListOfGamesResolver = Extract<
    NonNullable<QueryResolvers['listOfGames']>,
    (...args: never[]) => unknown
  >;
  const listOfGames = catalogueResolvers.Query?.listOfGames as ListOfGamesResolver;
  const counting: ListOfGamesResolver = (parent, args, context, info) => {
    executions += 1;
    return listOfGames(parent, args, context, info);
  };
  ({ app } = await buildTestApp(testStore.store, {
    pubsub,
    resolvers: {
      ...catalogueResolvers,
      Query: { ...catalogueResolvers.Query, listOfGames: counting },
    },
  }));
});

afterAll(async () => {
  await app.close();
  await pubsub.close();
  await testStore.close();
});

beforeEach(() => {
  executions = 0;
});

const ask = (slug: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/lobby-graphql',
    headers: { 'content-type': 'application/json', brand: 'aurora', ...headers },
    payload: { query: SLICE, variables: { slug } },
  });

describe('response cache', () => {
  it('answers the same visitor query once per brand, locale and country', async () => {
    const first = await ask('slots');
    const second = await ask('slots');
    expect(second.json()).toEqual(first.json());
    expect(executions).toBe(1);
    await ask('slots', { brand: 'nordlys' });
    await ask('slots', { locale: 'fi-FI' });
    await ask('slots', { 'x-country-code': 'CA', 'x-country-subdivision': 'ON' });
    expect(executions).toBe(4);
  });

  it('never shares answers of requests with credentials', async () => {
    await ask('roulette', { authorization: 'Bearer a' });
    await ask('roulette', { authorization: 'Bearer a' });
    expect(executions).toBe(2);
  });

  it('drops cached catalogue answers when the catalogue changes', async () => {
    await ask('blackjack');
    await ask('blackjack');
    expect(executions).toBe(1);
    await pubsub.publish('catalogueChanged', {
      gameSlugs: [],
      listSlugs: ['blackjack'],
      at: new Date().toISOString(),
    });
    await expect
      .poll(async () => {
        await ask('blackjack');
        return executions;
      })
      .toBeGreaterThan(1);
  });
});
