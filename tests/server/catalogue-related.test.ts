// Game.relatedGames (the game page's related games): same studio, a shared category,
// the availability rules of the game's own query, never the game itself; PGlite and PostgreSQL.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_BRANDS } from '../../server/brands/demo-brands.ts';
import type { Store } from '../../server/db/store.ts';
import {
  contextFor,
  data,
  errorTypes,
  openSeededStore,
  run,
  type BackendKind,
  type ContextOptions,
  type TestStore,
} from './helpers/catalogue.ts';
import { describeStores } from './helpers/postgres.ts';

interface Related {
  game: {
    slug: string;
    studio: { slug: string };
    relatedGames: { slug: string; studio: { slug: string }; thumbnail: { url: string } }[];
  } | null;
}

const RELATED = `query R($slug: String!, $first: Int) {
  game(slug: $slug) {
    slug
    studio { slug }
    relatedGames(first: $first) { slug studio { slug } thumbnail(size: W240) { url } }
  }
}`;

function relatedSuite(kind: BackendKind): void {
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

  /** Relatives by plain SQL: same studio, at least one shared category, licence and country. */
  async function expectedRelatives(slug: string, license: string, country: string) {
    const { rows } = await store.query<{ slug: string }>(
      `select distinct r.slug from games g
         join games r on r.studio_id = g.studio_id and r.id <> g.id
        where g.slug = $1
          and exists (select 1 from game_category_games a join game_category_games b
                        on a.category_id = b.category_id
                       where a.game_id = g.id and b.game_id = r.id)
          and exists (select 1 from game_licences gl where gl.game_id = r.id and gl.license = $2)
          and not exists (select 1 from game_country_blocks cb where cb.game_id = r.id
                           and cb.country_code = $3 and cb.sub_division = '')`,
      [slug, license, country],
    );
    return rows.map((row) => row.slug).sort();
  }

  /** A game (available in MT under mga) with at least `min` relatives there. */
  async function gameWithRelatives(min: number): Promise<string> {
    const { rows } = await store.query<{ slug: string }>(
      `select g.slug from games g
        where exists (select 1 from game_licences gl where gl.game_id = g.id and gl.license = 'mga')
          and not exists (select 1 from game_country_blocks cb where cb.game_id = g.id)
        order by g.slug`,
    );
    for (const { slug } of rows) {
      if ((await expectedRelatives(slug, 'mga', 'MT')).length >= min) return slug;
    }
    throw new Error(`no game with ${min} relatives`);
  }

  it('lists games of the same studio sharing a category, available here, never the game itself', async () => {
    const slug = await gameWithRelatives(3);
    const expected = await expectedRelatives(slug, 'mga', 'MT');
    const { game } = await data<Related>(ctx(), RELATED, { slug, first: 100 });
    expect(game).not.toBeNull();
    const related = game!.relatedGames;
    expect(related.map((r) => r.slug).sort()).toEqual(expected);
    expect(related.some((r) => r.slug === slug)).toBe(false);
    expect(related.every((r) => r.studio.slug === game!.studio.slug)).toBe(true);
    expect(related[0]!.thumbnail.url).toMatch(/^\//);
  });

  it('takes 8 by default and `first` otherwise; most shared categories first', async () => {
    const slug = await gameWithRelatives(9);
    const byDefault = await data<Related>(ctx(), RELATED, { slug });
    expect(byDefault.game!.relatedGames).toHaveLength(8);
    const two = await data<Related>(ctx(), RELATED, { slug, first: 2 });
    expect(two.game!.relatedGames.map((r) => r.slug)).toEqual(
      byDefault.game!.relatedGames.slice(0, 2).map((r) => r.slug),
    );
    const { rows } = await store.query<{ slug: string; shared: number }>(
      `select r.slug, count(*)::int as shared from games g
         join game_category_games a on a.game_id = g.id
         join game_category_games b on b.category_id = a.category_id
         join games r on r.id = b.game_id and r.studio_id = g.studio_id and r.id <> g.id
        where g.slug = $1 group by r.slug`,
      [slug],
    );
    const shared = new Map(rows.map((row) => [row.slug, row.shared]));
    const counts = byDefault.game!.relatedGames.map((r) => shared.get(r.slug)!);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('applies the country blocks and the licence of the request', async () => {
    // A blocked game that has a relative: asked from the relative, it shows only where allowed.
    const { rows } = await store.query<{ blocked: string; relative: string; country: string }>(
      `select b.slug as blocked, r.slug as relative, cb.country_code as country
         from game_country_blocks cb
         join games b on b.id = cb.game_id
         join games r on r.studio_id = b.studio_id and r.id <> b.id
        where cb.sub_division = ''
          and exists (select 1 from game_category_games x join game_category_games y
                        on x.category_id = y.category_id where x.game_id = b.id and y.game_id = r.id)
          and not exists (select 1 from game_country_blocks rb where rb.game_id = r.id)
          and exists (select 1 from game_licences l1 where l1.game_id = b.id and l1.license = 'mga')
          and exists (select 1 from game_licences l2 where l2.game_id = r.id and l2.license = 'mga')
        order by b.slug, r.slug limit 1`,
    );
    const pair = rows[0];
    expect(pair, 'the demo catalogue has a blocked game with a relative').toBeDefined();
    const here = await data<Related>(ctx({ country: { ipCountryCode: pair!.country } }), RELATED, {
      slug: pair!.relative,
      first: 100,
    });
    expect(here.game!.relatedGames.map((r) => r.slug)).not.toContain(pair!.blocked);
    const elsewhere = await data<Related>(ctx({ country: { ipCountryCode: 'MT' } }), RELATED, {
      slug: pair!.relative,
      first: 100,
    });
    if (pair!.country !== 'MT')
      expect(elsewhere.game!.relatedGames.map((r) => r.slug)).toContain(pair!.blocked);

    // Every demo brand's licence: only games offered under it.
    const slug = await gameWithRelatives(3);
    for (const brand of DEMO_BRANDS) {
      const result = await data<Related>(ctx({ brand: brand.key }), RELATED, { slug, first: 100 });
      if (!result.game) continue; // the game itself is not offered there
      const expected = await expectedRelatives(slug, brand.license, 'MT');
      expect(result.game.relatedGames.map((r) => r.slug).sort(), brand.key).toEqual(expected);
    }
  });

  it('answers InvalidPageSize outside 1 to 100', async () => {
    const slug = await gameWithRelatives(1);
    for (const first of [0, 101]) {
      const result = await run(ctx(), RELATED, { slug, first });
      expect(errorTypes(result)).toEqual(['InvalidPageSize']);
    }
  });
}

describeStores('related games', (kind) => relatedSuite(kind));
