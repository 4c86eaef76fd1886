// The game search on the index of migration 019 (server/catalogue/game-search.ts), through
// graphql() on PGlite and PostgreSQL: typo tolerance, several words, ranking, prefixes while
// typing, availability, pagination over the ranked sequence, and the index itself.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Store } from '../../server/db/store.ts';
import {
  contextFor,
  data,
  openSeededStore,
  type BackendKind,
  type ContextOptions,
  type TestStore,
} from './helpers/catalogue.ts';
import { describeStores } from './helpers/postgres.ts';

interface Found {
  searchGames: {
    edges: { cursor: string; node: { slug: string; name: string; studio: { name: string } } }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    totalCount: number;
  };
}
const SEARCH = `query S($q: String!, $first: Int!, $after: String, $license: License) {
  searchGames(query: $q, first: $first, after: $after, license: $license) {
    edges { cursor node { slug name studio { name } } }
    pageInfo { hasNextPage endCursor } totalCount } }`;

class Rollback extends Error {}

function searchSuite(kind: BackendKind): void {
  let opened: TestStore;
  let store: Store;
  const search = (q: string, first = 30, options: ContextOptions = {}, after?: string) =>
    data<Found>(contextFor(store, options), SEARCH, { q, first, after }).then((r) => r.searchGames);
  const names = async (q: string, first = 30) =>
    (await search(q, first)).edges.map((e) => e.node.name);

  beforeAll(async () => {
    opened = await openSeededStore(kind);
    store = opened.store;
  });
  afterAll(async () => {
    await opened?.cleanup();
  });

  it('finds the blackjack games first for "blak jak"', async () => {
    const found = await search('blak jak');
    const { rows } = await store.query<{ count: number }>(
      `select count(*)::int as count from games where name ilike '%blackjack%'`,
    );
    const blackjacks = rows[0]!.count;
    expect(blackjacks).toBeGreaterThan(10);
    // Every blackjack game available under the default scope comes before anything else.
    const leading = found.edges.findIndex((e) => !/blackjack/i.test(e.node.name));
    expect(leading === -1 ? found.edges.length : leading).toBeGreaterThanOrEqual(
      Math.min(found.totalCount, 20),
    );
    expect(found.edges[0]!.node.name).toMatch(/Blackjack/);
  });

  it('tolerates typos in one word and words written apart or together', async () => {
    expect((await names('roulete')).every((n) => /roulette/i.test(n))).toBe(true);
    expect((await names('roulete')).length).toBeGreaterThan(5);
    expect((await names('blackjak'))[0]).toMatch(/Blackjack/);
    expect((await names('black jack'))[0]).toMatch(/Blackjack/);
    expect((await names('bacarat'))[0]).toMatch(/Baccarat/);
    expect((await names('megawais')).slice(0, 5).every((n) => /megaways/i.test(n))).toBe(true);
  });

  it('gives instant results from the first letters', async () => {
    expect((await names('bl')).some((n) => /blackjack/i.test(n))).toBe(true);
    expect((await names('blac')).slice(0, 10).every((n) => /blackjack/i.test(n))).toBe(true);
    expect((await names('rou')).slice(0, 10).every((n) => /roulette/i.test(n))).toBe(true);
    expect((await names('ways')).slice(0, 10).every((n) => /megaways/i.test(n))).toBe(true);
  });

  it('needs every known word to match and ranks name matches over studio matches', async () => {
    const both = await search('live roulette', 100);
    expect(both.totalCount).toBeGreaterThan(2);
    expect(both.edges.every((e) => /roulette/i.test(e.node.name))).toBe(true);
    expect(
      both.edges.every((e) => /live/i.test(e.node.name) || /live/i.test(e.node.studio.name)),
    ).toBe(true);
    const roulettes = await search('roulette', 100);
    expect(both.totalCount).toBeLessThan(roulettes.totalCount);
    // A word that matches nothing at all does not empty the results.
    expect((await names('roulette qqxzv')).length).toBeGreaterThan(0);
    // "live" is in names and in two studios' names: the names come first.
    const live = await search('live', 100);
    const firstStudioOnly = live.edges.findIndex((e) => !/live/i.test(e.node.name));
    const lastName = live.edges.map((e) => /live/i.test(e.node.name)).lastIndexOf(true);
    if (firstStudioOnly !== -1) expect(lastName).toBeLessThan(firstStudioOnly);
  });

  it('finds nothing for text without letters or digits, or for nonsense', async () => {
    for (const q of ['%', '--', '!!!', 'qqxzv']) {
      expect((await search(q)).totalCount, q).toBe(0);
    }
  });

  it('pages through the ranked results without gaps or repeats', async () => {
    const all = await search('blak jak', 100);
    const paged: string[] = [];
    let after: string | undefined;
    for (let i = 0; i < 20; i++) {
      const page = await search('blak jak', 4, {}, after);
      paged.push(...page.edges.map((e) => e.node.slug));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor!;
    }
    expect(paged).toEqual(all.edges.map((e) => e.node.slug));
    expect(paged.length).toBe(all.totalCount);
  });

  it('keeps the availability rules', async () => {
    const { rows } = await store.query<{ slug: string }>(
      `select g.slug from games g
        where g.name ilike '%blackjack%'
          and (not exists (select 1 from game_licences l where l.game_id = g.id and l.license = 'mga')
               or exists (select 1 from game_country_blocks b where b.game_id = g.id
                           and b.country_code = 'MT'))`,
    );
    const found = (await search('blackjack', 100)).edges.map((e) => e.node.slug);
    for (const { slug } of rows) expect(found).not.toContain(slug);
    // A game blocked in the player's country disappears from the search there.
    const first = found[0]!;
    await store.query(
      `insert into game_country_blocks (game_id, country_code)
         select id, 'MT' from games where slug = $1`,
      [first],
    );
    try {
      const after = (await search('blackjack', 100)).edges.map((e) => e.node.slug);
      expect(after).not.toContain(first);
      expect(after.length).toBe(found.length - 1);
    } finally {
      await store.query(
        `delete from game_country_blocks where country_code = 'MT'
            and game_id = (select id from games where slug = $1)`,
        [first],
      );
    }
  });

  it('adds the words of new and renamed games to the vocabulary', async () => {
    await store.query(`update games set name = 'Zephyrine Blackjack' where slug = $1`, [
      'velvet-blackjack',
    ]);
    try {
      expect((await names('zefyrine'))[0]).toBe('Zephyrine Blackjack');
    } finally {
      await store.query(`update games set name = 'Velvet Blackjack' where slug = $1`, [
        'velvet-blackjack',
      ]);
    }
  });

  it('looks words up through the trigram and word indexes', async () => {
    const { rows } = await store.query<{ indexname: string }>(
      `select indexname from pg_indexes
        where indexname in ('search_terms_trgm', 'games_search_words', 'studios_search_words')
          and schemaname = current_schema()`,
    );
    expect(rows.map((r) => r.indexname).sort()).toEqual([
      'games_search_words',
      'search_terms_trgm',
      'studios_search_words',
    ]);
    // With a vocabulary of realistic size (the demo's few hundred words fit one page, where
    // any plan is as good) the planner looks typos up through the trigram index.
    const plan = await store
      .transaction(async (tx) => {
        await tx.query(
          `insert into search_terms (term)
             select 'w' || md5(i::text) from generate_series(1, 20000) as i`,
        );
        await tx.query('analyze search_terms');
        await tx.query('set local enable_seqscan = off');
        const explained = await tx.query<Record<string, string>>(
          `explain select term from search_terms where term operator(public.%) 'blakjak'`,
        );
        throw new Rollback(JSON.stringify(explained.rows));
      })
      .catch((error: unknown) => {
        if (error instanceof Rollback) return error.message;
        throw error;
      });
    expect(plan).toMatch(/search_terms_trgm/);
    await store.query('analyze games');
    await store.query('set enable_seqscan = off');
    try {
      const words = await store.query<Record<string, string>>(
        `explain select id from games where search_words && array['blackjack']`,
      );
      expect(JSON.stringify(words.rows)).toMatch(/games_search_words/);
    } finally {
      await store.query('reset enable_seqscan');
    }
  });
}

describeStores('game search', (kind) => searchSuite(kind));
