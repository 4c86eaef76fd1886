// The catalogue through graphql() with the real SDL and resolvers, on PGlite and (when
// DATABASE_URL is set) PostgreSQL: pagination, cursors, page sizes, availability, unknown
// slugs, lobbies, search, country context, translations, money and query counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../../server/catalogue/cursor.ts';
import type { Store } from '../../server/db/store.ts';
import {
  contextFor,
  countingStore,
  data,
  errorTypes,
  lobbyErrorTypes,
  openSeededStore,
  run,
  type BackendKind,
  type ContextOptions,
  type TestStore,
} from './helpers/catalogue.ts';
import { describeStores } from './helpers/postgres.ts';
import { FIXED_GAME_LISTS } from '../../machines/routing/routes.ts';
import { ListOfGamesSliceDocument } from '../../src/adapters/graphql/generated/graphql.ts';

// The spec's operation (programmes §7) with its variables: the SPA's own document, so the
// server is tested with exactly what the client sends.
const LIST_OF_GAMES_SLICE = ListOfGamesSliceDocument.toString();

interface SliceNode {
  id: string;
  idx: number;
  slug: string;
  name: string;
  minBet: number;
  isBonusEnabled: boolean;
  isLiveCasinoGame: boolean;
  thumbnail: { url: string; width: number; height: number };
  studio: { slug: string; name: string };
}
interface Connection {
  edges: { cursor: string; node: SliceNode }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
}
interface Slice {
  listOfGames: {
    id: string;
    name: string;
    slug: string;
    requiresBonus: boolean;
    games: Connection;
  } | null;
}

async function walkList(
  ctx: ReturnType<typeof contextFor>,
  slug: string,
  variables: Record<string, unknown> = {},
): Promise<{ nodes: SliceNode[]; pages: number; totalCount: number }> {
  const nodes: SliceNode[] = [];
  let after: string | null = null;
  let pages = 0;
  let totalCount = -1;
  for (;;) {
    const result: Slice = await data<Slice>(ctx, LIST_OF_GAMES_SLICE, {
      first: 10,
      after,
      listOfGamesSlug: slug,
      thumbnailSize: 'W240',
      ...variables,
    });
    const games = result.listOfGames?.games;
    if (!games) throw new Error(`list ${slug} is null`);
    pages++;
    totalCount = games.totalCount;
    nodes.push(...games.edges.map((edge) => edge.node));
    if (!games.pageInfo.hasNextPage) return { nodes, pages, totalCount };
    after = games.pageInfo.endCursor;
    if (pages > 100) throw new Error('too many pages');
  }
}

async function slugsWhere(store: Store, sql: string, params: unknown[] = []): Promise<string[]> {
  const { rows } = await store.query<{ slug: string }>(sql, params);
  return rows.map((row) => row.slug);
}

function catalogueSuite(kind: BackendKind): void {
  let opened: TestStore;
  let store: Store;
  const ctx = (options: ContextOptions = {}) => contextFor(store, options);

  beforeAll(async () => {
    opened = await openSeededStore(kind);
    store = opened.store;
  });
  afterAll(async () => {
    await opened?.cleanup();
  });

  describe('pagination', () => {
    it('walks a whole list in pages of 10 without gaps or repeats', async () => {
      const { nodes, pages, totalCount } = await walkList(ctx(), 'slots');
      const expected = await slugsWhere(
        store,
        `select g.slug from game_list_games m join game_lists l on l.id = m.list_id
           join games g on g.id = m.game_id
          where l.slug = 'slots'
            and exists (select 1 from game_licences gl where gl.game_id = g.id and gl.license = 'mga')
            and not exists (select 1 from game_country_blocks b where b.game_id = g.id
                             and b.country_code = 'MT')
          order by m.position`,
      );
      expect(expected.length).toBeGreaterThan(150);
      expect(nodes.map((n) => n.slug)).toEqual(expected);
      expect(new Set(nodes.map((n) => n.id)).size).toBe(nodes.length);
      expect(nodes.map((n) => n.idx)).toEqual(expected.map((_, i) => i));
      expect(pages).toBe(Math.ceil(expected.length / 10));
      expect(totalCount).toBe(expected.length);
    });

    it('walks studios, categories and searches the same way', async () => {
      type Page = {
        edges: { node: { slug: string; idx: number } }[];
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
        totalCount: number;
      };
      const connectionFields =
        'edges { node { slug idx } } pageInfo { hasNextPage endCursor } totalCount';
      const sequences: [string, string, (d: Record<string, { games?: Page } & Page>) => Page][] = [
        [
          'studio',
          `query W($after: String) { x: gameStudio(slug: "starling-live") {
             games(first: 7, after: $after) { ${connectionFields} } } }`,
          (d) => d.x!.games!,
        ],
        [
          'category',
          `query W($after: String) { x: gameCategory(slug: "mythology") {
             games(first: 7, after: $after) { ${connectionFields} } } }`,
          (d) => d.x!.games!,
        ],
        [
          'search',
          `query W($after: String) { x: searchGames(query: "live", first: 7, after: $after) {
             ${connectionFields} } }`,
          (d) => d.x!,
        ],
      ];
      for (const [name, query, pick] of sequences) {
        const slugs: string[] = [];
        let after: string | null = null;
        let total = 0;
        for (let page = 0; page < 60; page++) {
          const connection: Page = pick(await data(ctx(), query, { after }));
          total = connection.totalCount;
          const offset = slugs.length;
          slugs.push(...connection.edges.map((e) => e.node.slug));
          expect(connection.edges.map((e) => e.node.idx)).toEqual(
            connection.edges.map((_, i) => offset + i),
          );
          if (!connection.pageInfo.hasNextPage) break;
          after = connection.pageInfo.endCursor;
        }
        expect(new Set(slugs).size, name).toBe(slugs.length);
        expect(slugs.length, name).toBe(total);
        expect(slugs.length, name).toBeGreaterThan(7);
      }
    });

    it('continues after lastShownGameId like after the cursor of that game', async () => {
      const first = await data<Slice>(ctx(), LIST_OF_GAMES_SLICE, {
        first: 10,
        listOfGamesSlug: 'hot-games',
        thumbnailSize: 'W160',
      });
      const edges = first.listOfGames!.games.edges;
      const byCursor = await data<Slice>(ctx(), LIST_OF_GAMES_SLICE, {
        first: 10,
        after: edges[9]!.cursor,
        listOfGamesSlug: 'hot-games',
        thumbnailSize: 'W160',
      });
      const byLastShown = await data<Slice>(ctx(), LIST_OF_GAMES_SLICE, {
        first: 10,
        lastShownGameId: edges[9]!.node.id,
        listOfGamesSlug: 'hot-games',
        thumbnailSize: 'W160',
      });
      expect(byLastShown.listOfGames!.games.edges).toEqual(byCursor.listOfGames!.games.edges);
      expect(byLastShown.listOfGames!.games.edges[0]!.node.idx).toBe(10);

      const stranger = await run(ctx(), LIST_OF_GAMES_SLICE, {
        first: 10,
        lastShownGameId: '999999',
        listOfGamesSlug: 'hot-games',
        thumbnailSize: 'W160',
      });
      expect(lobbyErrorTypes(stranger)).toEqual(['InvalidArgument']);
    });

    it('refuses cursors of another list and cursors that are not ours', async () => {
      const slots = await data<Slice>(ctx(), LIST_OF_GAMES_SLICE, {
        first: 10,
        listOfGamesSlug: 'slots',
        thumbnailSize: 'W160',
      });
      const foreign = slots.listOfGames!.games.pageInfo.endCursor;
      const studioCursor = encodeCursor('studio:1', { key: 5, idx: 2 });
      const garbage = [
        foreign,
        studioCursor,
        'abc',
        '!!!!',
        '',
        'x'.repeat(5000),
        Buffer.from('{"v":1,"s":"list:1"}').toString('base64url'),
        Buffer.from('{"v":2,"s":"list:1","k":1,"i":0}').toString('base64url'),
        Buffer.from('{"v":1,"s":"list:1","k":"1; drop table games","i":0}').toString('base64url'),
        Buffer.from('[1,2,3]').toString('base64url'),
      ];
      for (const after of garbage) {
        const result = await run(ctx(), LIST_OF_GAMES_SLICE, {
          first: 10,
          after,
          listOfGamesSlug: 'megaways',
          thumbnailSize: 'W160',
        });
        expect(lobbyErrorTypes(result), `cursor ${after?.slice(0, 40)}`).toEqual(['InvalidCursor']);
      }
      const again = await run(ctx(), LIST_OF_GAMES_SLICE, {
        first: 10,
        after: foreign,
        listOfGamesSlug: 'megaways',
        thumbnailSize: 'W160',
      });
      expect(errorTypes(again)).toEqual(['ForeignCursor']);
      // The games table is still there.
      const { rows } = await store.query<{ count: number }>(
        'select count(*)::int as count from games',
      );
      expect(rows[0]!.count).toBeGreaterThanOrEqual(300);
    });

    it('refuses first 0, -1, 101 and 1000 and accepts 1 and 100', async () => {
      for (const first of [0, -1, 101, 1000]) {
        const result = await run(ctx(), LIST_OF_GAMES_SLICE, {
          first,
          listOfGamesSlug: 'slots',
          thumbnailSize: 'W160',
        });
        expect(lobbyErrorTypes(result), `first ${first}`).toEqual(['InvalidArgument']);
        const search = await run(
          ctx(),
          `{ searchGames(query: "", first: ${first}) { totalCount } }`,
        );
        expect(lobbyErrorTypes(search)).toEqual(['InvalidArgument']);
      }
      for (const first of [1, 100]) {
        const result = await data<Slice>(ctx(), LIST_OF_GAMES_SLICE, {
          first,
          listOfGamesSlug: 'slots',
          thumbnailSize: 'W160',
        });
        expect(result.listOfGames!.games.edges).toHaveLength(first);
      }
    });
  });

  describe('availability', () => {
    const GAME = /* GraphQL */ `
      query Game($slug: String!, $license: License, $ipCountryCode: String, $subDivision: String) {
        game(
          slug: $slug
          license: $license
          ipCountryCode: $ipCountryCode
          subDivision: $subDivision
        ) {
          slug
        }
      }
    `;

    it('follows the licence argument, else the brand licence', async () => {
      const notUnderEst = await slugsWhere(
        store,
        `select g.slug from games g
          where not exists (select 1 from game_licences gl where gl.game_id = g.id and gl.license = 'est')
            and exists (select 1 from game_licences gl where gl.game_id = g.id and gl.license = 'mga')
            and not exists (select 1 from game_country_blocks b where b.game_id = g.id)
          order by g.slug limit 1`,
      );
      const slug = notUnderEst[0]!;
      expect(slug).toBeDefined();
      const asked = async (options: ContextOptions, license?: string) =>
        (await data<{ game: { slug: string } | null }>(ctx(options), GAME, { slug, license })).game;
      expect(await asked({ brand: 'aurora' })).toEqual({ slug });
      expect(await asked({ brand: 'nordlys' })).toBeNull();
      expect(await asked({ brand: 'aurora' }, 'est')).toBeNull();
      expect(await asked({ brand: 'nordlys' }, 'mga')).toEqual({ slug });

      // Nor does it show in the lists of the est brand.
      const lists = await slugsWhere(
        store,
        `select l.slug from game_lists l join game_list_games m on m.list_id = l.id
           join games g on g.id = m.game_id where g.slug = $1 and l.brand is null`,
        [slug],
      );
      expect(lists.length).toBeGreaterThan(0);
      for (const list of lists) {
        const { nodes } = await walkList(ctx({ brand: 'nordlys' }), list);
        expect(nodes.map((n) => n.slug)).not.toContain(slug);
        const mga = await walkList(ctx({ brand: 'aurora' }), list);
        expect(mga.nodes.map((n) => n.slug)).toContain(slug);
      }
    });

    it('hides games blocked in CA-ON in Ontario only, by arguments or by the request country', async () => {
      const [slug] = await slugsWhere(
        store,
        `select g.slug from games g join game_country_blocks b on b.game_id = g.id
          where b.country_code = 'CA' and b.sub_division = 'ON'
            and exists (select 1 from game_licences gl where gl.game_id = g.id and gl.license = 'mga')
          order by g.slug limit 1`,
      );
      expect(slug).toBeDefined();
      const game = async (variables: Record<string, unknown>, options: ContextOptions = {}) =>
        (await data<{ game: { slug: string } | null }>(ctx(options), GAME, { slug, ...variables }))
          .game;
      expect(await game({ ipCountryCode: 'CA', subDivision: 'ON' })).toBeNull();
      expect(await game({ ipCountryCode: 'ca', subDivision: 'on' })).toBeNull();
      expect(await game({ ipCountryCode: 'CA', subDivision: 'CA-ON' })).toBeNull();
      expect(await game({ ipCountryCode: 'CA', subDivision: 'QC' })).toEqual({ slug });
      expect(await game({ ipCountryCode: 'CA' })).toEqual({ slug });
      expect(await game({ ipCountryCode: 'MT' })).toEqual({ slug });
      // From the request's country when no argument is given.
      const ontario = { country: { countryCode: 'CA', ipCountryCode: 'CA', subDivision: 'ON' } };
      expect(await game({}, ontario)).toBeNull();
      // The request's subdivision does not apply to another country asked for.
      expect(await game({ ipCountryCode: 'MT' }, ontario)).toEqual({ slug });

      const walkOntario = await walkList(ctx(), 'slots', {
        ipCountryCode: 'CA',
        subDivision: 'ON',
      });
      const walkQuebec = await walkList(ctx(), 'slots', { ipCountryCode: 'CA', subDivision: 'QC' });
      const blocked = new Set(
        await slugsWhere(
          store,
          `select g.slug from games g join game_country_blocks b on b.game_id = g.id
            where b.country_code = 'CA' and b.sub_division in ('', 'ON')`,
        ),
      );
      expect(walkOntario.nodes.some((n) => blocked.has(n.slug))).toBe(false);
      expect(walkQuebec.nodes.some((n) => blocked.has(n.slug))).toBe(true);
      expect(walkOntario.totalCount).toBeLessThan(walkQuebec.totalCount);
    });

    it('refuses malformed country and subdivision codes', async () => {
      for (const variables of [
        { ipCountryCode: 'CAN' },
        { ipCountryCode: '1' },
        { ipCountryCode: 'CA', subDivision: 'ONTARIO' },
        { ipCountryCode: 'CA', subDivision: "ON'--" },
      ]) {
        const result = await run(ctx(), GAME, { slug: 'anything', ...variables });
        expect(lobbyErrorTypes(result)).toEqual(['InvalidArgument']);
      }
    });
  });

  describe('unknown slugs and brand lists', () => {
    it('answers null for unknown lists, studios, categories and games', async () => {
      const result = await data(
        ctx(),
        `{
        listOfGames(slug: "no-such-list") { id }
        gameStudio(slug: "no-such-studio") { id }
        gameCategory(slug: "no-such-category") { id }
        game(slug: "no-such-game") { id }
        weird: game(slug: "<script>'%") { id }
      }`,
      );
      expect(result).toEqual({
        listOfGames: null,
        gameStudio: null,
        gameCategory: null,
        game: null,
        weird: null,
      });
    });

    it('shows a brand-only list to that brand alone', async () => {
      const query = `{ listOfGames(slug: "nordic-favourites") { slug name } }`;
      expect((await data(ctx({ brand: 'aurora' }), query)).listOfGames).toBeNull();
      expect((await data(ctx({ brand: 'nordlys', locale: 'fi-FI' }), query)).listOfGames).toEqual({
        slug: 'nordic-favourites',
        name: 'Pohjoisen suosikit',
      });
      expect((await data(ctx({ brand: 'nordlys', locale: 'en-GB' }), query)).listOfGames).toEqual({
        slug: 'nordic-favourites',
        name: 'Nordic favourites',
      });
    });

    it('lists every fixed list of the route table, the bonus list marked', async () => {
      type Lists = { listsOfGames: { slug: string; requiresBonus: boolean }[] };
      const result = await data<Lists>(ctx(), '{ listsOfGames { slug requiresBonus } }');
      const slugs = result.listsOfGames.map((l) => l.slug);
      for (const fixed of FIXED_GAME_LISTS) {
        expect(slugs).toContain(fixed);
      }
      expect(result.listsOfGames.filter((l) => l.requiresBonus).map((l) => l.slug)).toEqual([
        'bonus',
      ]);
      expect(slugs).toContain('weekend-picks');
      expect(slugs).not.toContain('nordic-favourites');
    });

    it('fills the bonus and live lists with fitting games', async () => {
      const bonus = await walkList(ctx(), 'bonus');
      expect(bonus.nodes.length).toBeGreaterThan(10);
      expect(bonus.nodes.every((n) => n.isBonusEnabled)).toBe(true);
      const live = await walkList(ctx(), 'live-casino');
      expect(live.nodes.length).toBeGreaterThan(10);
      expect(live.nodes.every((n) => n.isLiveCasinoGame)).toBe(true);
    });

    it('lists studios and categories with games available here', async () => {
      type All = {
        gameStudios: { slug: string; gameCount: number; imageUrl: string }[];
        gameCategories: { slug: string }[];
      };
      const result = await data<All>(
        ctx(),
        '{ gameStudios { slug gameCount imageUrl } gameCategories { slug } }',
      );
      expect(result.gameStudios.length).toBeGreaterThanOrEqual(12);
      expect(result.gameStudios.every((s) => s.gameCount > 0)).toBe(true);
      expect(result.gameStudios[0]!.imageUrl).toMatch(
        /^\/thumbnails\/studios\/[a-z0-9-]+\.svg\?v=/,
      );
      expect(result.gameCategories.map((c) => c.slug)).toEqual(
        expect.arrayContaining(['classics', 'fruit', 'adventure', 'mythology', 'cards']),
      );
    });
  });

  describe('lobby', () => {
    const LOBBY = /* GraphQL */ `
      {
        lobby {
          items {
            __typename
            ... on BannerBlock {
              id
              type
              title
              imageUrl
              linkUrl
              game {
                slug
              }
            }
            ... on PromotionBlock {
              id
              type
              title
              callToAction {
                type
                label
                url
              }
              applicability
            }
            ... on JackpotBlock {
              id
              type
              pots {
                id
                amount
                currency
              }
            }
            ... on RaffleBlock {
              id
              type
              linkUrl
            }
            ... on TopGamesBlock {
              id
              type
              games {
                slug
                idx
              }
            }
            ... on TopSportsBlock {
              id
              type
              events {
                home
                away
                startsAt
              }
            }
            ... on GameListRow {
              id
              list {
                slug
                name
                requiresBonus
              }
            }
          }
        }
      }
    `;
    type Item = {
      __typename: string;
      type?: string;
      callToAction?: { type: string } | null;
      applicability?: string;
      games?: { slug: string }[];
      game?: { slug: string } | null;
      list?: { slug: string };
    };

    it('has all nine content block types for each of the five brands, in different orders', async () => {
      const orders: string[] = [];
      for (const brand of ['aurora', 'nordlys', 'kingfisher', 'puravida', 'coralreef']) {
        const counting = countingStore(store);
        const result = await data<{ lobby: { items: Item[] } }>(
          contextFor(counting.store, { brand }),
          LOBBY,
        );
        expect(counting.count(), 'queries per lobby').toBeLessThanOrEqual(3);
        const items = result.lobby.items;
        const types = new Set(items.flatMap((item) => (item.type ? [item.type] : [])));
        expect([...types].sort(), brand).toEqual([
          'BANNER_EXTERNAL_LINK',
          'BANNER_GAME',
          'BANNER_MANUAL',
          'JACKPOT',
          'PROMOTION',
          'PROMOTION_V2',
          'RAFFLE',
          'TOP_GAMES',
          'TOP_SPORTS',
        ]);
        const promotions = items.filter((item) => item.__typename === 'PromotionBlock');
        expect(new Set(promotions.map((p) => p.callToAction?.type))).toEqual(
          new Set(['DEPOSIT', 'PAGE_LINK']),
        );
        expect(new Set(promotions.map((p) => p.applicability))).toEqual(
          new Set(['ALWAYS', 'EXISTING_DEPOSITS', 'FIRST_TIME_DEPOSIT']),
        );
        expect(items.find((item) => item.type === 'BANNER_GAME')?.game).not.toBeNull();
        expect(items.find((item) => item.type === 'TOP_GAMES')?.games?.length).toBeGreaterThan(5);
        expect(items.filter((item) => item.__typename === 'GameListRow').length).toBeGreaterThan(5);
        orders.push(items.map((item) => item.type ?? item.list?.slug).join(','));
      }
      expect(new Set(orders).size).toBe(5);
    });

    it('leaves out list rows without an available game', async () => {
      // Make one list empty for cos: its row disappears from that lobby only.
      await store.query(
        `delete from game_licences where license = 'cos' and game_id in (
           select m.game_id from game_list_games m join game_lists l on l.id = m.list_id
            where l.slug = 'megaways')`,
      );
      try {
        const rows = async (brand: string) =>
          (await data<{ lobby: { items: Item[] } }>(ctx({ brand }), LOBBY)).lobby.items
            .filter((item) => item.__typename === 'GameListRow')
            .map((item) => item.list!.slug);
        expect(await rows('puravida')).not.toContain('megaways');
        expect(await rows('aurora')).toContain('megaways');
        expect(
          (await data(ctx({ brand: 'puravida' }), '{ listOfGames(slug: "megaways") { id } }'))
            .listOfGames,
        ).toBeNull();
      } finally {
        await store.query(
          `insert into game_licences (game_id, license)
           select m.game_id, 'cos' from game_list_games m join game_lists l on l.id = m.list_id
            where l.slug = 'megaways' on conflict do nothing`,
        );
        await store.query(`update seed_versions set checksum = 'changed-by-test'`);
      }
    });
  });

  describe('search', () => {
    type Search = {
      searchGames: {
        edges: { node: { name: string; studio: { name: string } } }[];
        totalCount: number;
      };
    };
    const SEARCH = `query S($q: String!) { searchGames(query: $q, first: 100) {
      edges { node { name studio { name } } } totalCount } }`;

    it('matches name or studio case-insensitively', async () => {
      const result = await data<Search>(ctx(), SEARCH, { q: 'MEGAWAYS' });
      expect(result.searchGames.totalCount).toBeGreaterThan(10);
      expect(result.searchGames.edges.every((e) => /megaways/i.test(e.node.name))).toBe(true);
      const studio = await data<Search>(ctx(), SEARCH, { q: 'tidepool' });
      expect(studio.searchGames.totalCount).toBeGreaterThan(5);
      expect(studio.searchGames.edges.every((e) => e.node.studio.name === 'Tidepool Live')).toBe(
        true,
      );
    });

    it('treats % and _ as text, not wildcards', async () => {
      for (const q of ['%', '_', '%%', '_%_', '\\', '\\%']) {
        const result = await data<Search>(ctx(), SEARCH, { q });
        expect(result.searchGames.totalCount, `query ${q}`).toBe(0);
      }
    });

    it('lists every available game for an empty query and refuses a very long one', async () => {
      const all = await data<Search>(ctx(), SEARCH, { q: '  ' });
      expect(all.searchGames.totalCount).toBeGreaterThanOrEqual(280);
      const long = await run(ctx(), SEARCH, { q: 'x'.repeat(101) });
      expect(lobbyErrorTypes(long)).toEqual(['InvalidArgument']);
    });

    it('refuses a cursor of another search', async () => {
      const first = await data<{ searchGames: { pageInfo: { endCursor: string } } }>(
        ctx(),
        '{ searchGames(query: "live", first: 2) { pageInfo { endCursor } } }',
      );
      const other = await run(
        ctx(),
        'query S($a: String) { searchGames(query: "roulette", first: 2, after: $a) { totalCount } }',
        {
          a: first.searchGames.pageInfo.endCursor,
        },
      );
      expect(lobbyErrorTypes(other)).toEqual(['InvalidCursor']);
    });
  });

  describe('country context, translations and money', () => {
    const COUNTRY = '{ countryContext { countryCode subDivision ipCountryCode countryCurrency } }';

    it('maps countries to currencies (platform-core §9), else the brand default, USD for cos', async () => {
      const cases: [string, string, string][] = [
        ['aurora', 'IN', 'INR'],
        ['aurora', 'NZ', 'NZD'],
        ['aurora', 'NO', 'NOK'],
        ['aurora', 'CA', 'CAD'],
        ['aurora', 'ZA', 'ZAR'],
        ['aurora', 'CH', 'CHF'],
        ['aurora', 'AU', 'AUD'],
        ['aurora', 'JP', 'USD'],
        ['aurora', 'DE', 'EUR'],
        ['nordlys', 'FI', 'EUR'],
        ['puravida', 'CR', 'USD'],
        ['puravida', 'CA', 'CAD'],
        ['coralreef', 'MT', 'EUR'],
      ];
      for (const [brand, countryCode, currency] of cases) {
        const result = await data<{ countryContext: { countryCurrency: string } }>(
          ctx({ brand, country: { countryCode, ipCountryCode: countryCode } }),
          COUNTRY,
        );
        expect(result.countryContext.countryCurrency, `${brand} ${countryCode}`).toBe(currency);
      }
    });

    it('upper-cases the subdivision for Canada only', async () => {
      const canada = await data(
        ctx({ country: { countryCode: 'CA', ipCountryCode: 'CA', subDivision: 'on' } }),
        COUNTRY,
      );
      expect(canada.countryContext).toEqual({
        countryCode: 'CA',
        subDivision: 'ON',
        ipCountryCode: 'CA',
        countryCurrency: 'CAD',
      });
      const us = await data(
        ctx({ country: { countryCode: 'US', ipCountryCode: 'US', subDivision: 'ca' } }),
        COUNTRY,
      );
      expect(us.countryContext).toMatchObject({ subDivision: 'ca', countryCurrency: 'EUR' });
    });

    it('returns operator texts by key, most specific locale first, unknown keys left out', async () => {
      const TS =
        'query T($keys: [String!]!, $locale: String) { ts(keys: $keys, locale: $locale) { key value } }';
      const nordlys = await data(ctx({ brand: 'nordlys', locale: 'fi-FI' }), TS, {
        keys: ['ERROR', 'LOADING_PAGE_ERROR', 'NO_SUCH_KEY'],
      });
      expect(nordlys.ts).toEqual([
        { key: 'ERROR', value: 'Hups!' },
        { key: 'LOADING_PAGE_ERROR', value: 'Sivun lataaminen epäonnistui.' },
      ]);
      const english = await data(ctx({ brand: 'nordlys' }), TS, {
        keys: ['ERROR'],
        locale: 'en_GB',
      });
      expect(english.ts).toEqual([{ key: 'ERROR', value: 'Oops!' }]);
      // es-CR falls back to the language-only entry.
      const spanish = await data(ctx({ brand: 'puravida' }), TS, {
        keys: ['ERROR'],
        locale: 'es-CR',
      });
      expect(spanish.ts).toEqual([{ key: 'ERROR', value: '¡Ups!' }]);
      const otherBrand = await data(ctx({ brand: 'aurora' }), TS, {
        keys: ['ERROR'],
        locale: 'fi-FI',
      });
      expect(otherBrand.ts).toEqual([]);
      const bad = await run(ctx(), TS, { keys: ['ERROR'], locale: 'not a locale' });
      expect(lobbyErrorTypes(bad)).toEqual(['InvalidArgument']);
    });

    it('converts minimum bets and builds thumbnails of the asked size', async () => {
      const query = `query G($c: String, $s: ThumbnailSize!) { searchGames(query: "", first: 1) {
        edges { node { slug eur: minBet usd: minBet(currencyCode: "USD") jpy: minBet(currencyCode: "JPY")
          asked: minBet(currencyCode: $c) thumbnail(size: $s) { url width height } } } } }`;
      type Node = {
        slug: string;
        eur: number;
        usd: number;
        jpy: number;
        asked: number;
        thumbnail: { url: string; width: number; height: number };
      };
      const result = await data<{ searchGames: { edges: { node: Node }[] } }>(ctx(), query, {
        c: 'nok',
        s: 'W480',
      });
      const node = result.searchGames.edges[0]!.node;
      expect(node.usd).toBe(Math.ceil(node.eur * 1.1));
      expect(node.jpy).toBe(Math.ceil((node.eur / 100) * 165));
      expect(node.asked).toBe(Math.ceil(node.eur * 11.5));
      expect(node.thumbnail).toMatchObject({ width: 480, height: 360 });
      expect(node.thumbnail.url).toMatch(
        new RegExp(`^/thumbnails/games/${node.slug}/480\\.svg\\?v=[a-z0-9]+$`),
      );
      const bad = await run(ctx(), query, { c: 'XXX', s: 'W160' });
      expect(lobbyErrorTypes(bad)).toEqual(['InvalidArgument']);
    });
  });

  describe('queries per operation', () => {
    it('answers ListOfGamesSlice with two queries and batches studio counts', async () => {
      const counting = countingStore(store);
      const result = await run(
        contextFor(counting.store),
        LIST_OF_GAMES_SLICE.replace('totalCount', ''),
        {
          first: 30,
          listOfGamesSlug: 'slots',
          thumbnailSize: 'W320',
        },
      );
      expect(result.errors).toBeUndefined();
      expect(counting.count()).toBe(2);

      const withCounts = countingStore(store);
      const counted = await data<{
        searchGames: { edges: { node: { studio: { slug: string; gameCount: number } } }[] };
      }>(
        contextFor(withCounts.store),
        '{ searchGames(query: "", first: 50) { edges { node { studio { slug gameCount } } } } }',
      );
      expect(withCounts.count()).toBe(2);
      const direct = await data<{ gameStudio: { gameCount: number } }>(
        ctx(),
        `{ gameStudio(slug: "${counted.searchGames.edges[0]!.node.studio.slug}") { gameCount } }`,
      );
      expect(counted.searchGames.edges[0]!.node.studio.gameCount).toBe(direct.gameStudio.gameCount);
    });
  });
}

describeStores('catalogue queries', (kind) => catalogueSuite(kind));
