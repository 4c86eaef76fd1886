// The demo catalogue seed: content, idempotence, re-seeding, and processes seeding together.
import { afterEach, expect, it } from 'vitest';
import { generateDemoCatalogue } from '../../server/catalogue/demo-catalogue.ts';
import { seedDemoCatalogue } from '../../server/catalogue/seed.ts';
import { FIXED_GAME_LISTS } from '../../machines/routing/routes.ts';
import type { Store } from '../../server/db/store.ts';
import { openMigratedStore, type BackendKind, type TestStore } from './helpers/catalogue.ts';
import { describeStores } from './helpers/postgres.ts';

// The fixed lists of the route table (platform-core §2).
const FIXED_LISTS = FIXED_GAME_LISTS;

async function count(store: Store, sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await store.query<{ n: number }>(`select (${sql})::int as n`, params);
  return rows[0]!.n;
}

function seedSuite(kind: BackendKind): void {
  const opened: TestStore[] = [];
  const open = async () => {
    const store = await openMigratedStore(kind);
    opened.push(store);
    return store;
  };
  afterEach(async () => {
    for (const store of opened.splice(0)) await store.cleanup();
  });

  it('writes the demo catalogue once, then finds it current', async () => {
    const { store } = await open();
    const first = await seedDemoCatalogue(store);
    expect(first.outcome).toBe('seeded');
    const second = await seedDemoCatalogue(store);
    expect(second.outcome).toBe('current');

    expect(await count(store, 'select count(*) from games')).toBeGreaterThanOrEqual(300);
    expect(await count(store, 'select count(*) from studios')).toBeGreaterThanOrEqual(12);
    expect(
      await count(store, 'select count(distinct studio_id) from games'),
    ).toBeGreaterThanOrEqual(12);
    for (const slug of FIXED_LISTS) {
      expect(
        await count(
          store,
          `select count(*) from game_list_games m join game_lists l on l.id = m.list_id
            where l.slug = $1 and l.kind = 'fixed'`,
          [slug],
        ),
        slug,
      ).toBeGreaterThan(5);
    }
    // Lists hold fitting games.
    const misfits = await count(
      store,
      `select count(*) from game_list_games m join game_lists l on l.id = m.list_id
         join games g on g.id = m.game_id
        where (l.slug = 'bonus' and not g.is_bonus_enabled)
           or (l.slug = 'live-casino' and not g.is_live_casino)
           or (l.slug = 'jackpots' and not g.is_jackpot)
           or (l.slug = 'new' and not g.is_new)
           or (l.slug = 'megaways' and g.name not like '%Megaways')
           or (l.slug = 'roulette' and g.name not like '%Roulette%')
           or (l.slug = 'blackjack' and g.name not like '%Blackjack%')`,
    );
    expect(misfits).toBe(0);
    expect(await count(store, `select count(*) from game_lists where requires_bonus`)).toBe(1);
    expect(
      await count(store, `select count(*) from game_lists where kind = 'curated'`),
    ).toBeGreaterThan(2);
    expect(await count(store, 'select count(*) from game_categories')).toBeGreaterThanOrEqual(5);
    // Availability has variety.
    expect(
      await count(
        store,
        `select count(*) from games g where not exists (select 1 from game_licences gl
           where gl.game_id = g.id and gl.license = 'est')`,
      ),
    ).toBeGreaterThan(10);
    expect(
      await count(
        store,
        `select count(*) from game_country_blocks where country_code = 'CA' and sub_division = 'ON'`,
      ),
    ).toBeGreaterThan(5);
    expect(
      await count(
        store,
        `select count(*) from (select game_id from game_licences group by game_id
           having array_agg(license) = array['mga']) only_mga`,
      ),
    ).toBeGreaterThan(3);
    // Every brand: nine block types, top games, texts somewhere.
    for (const brand of ['aurora', 'nordlys', 'kingfisher', 'puravida', 'coralreef']) {
      expect(
        await count(store, 'select count(distinct block_type) from lobby_items where brand = $1', [
          brand,
        ]),
        brand,
      ).toBe(9);
      expect(
        await count(store, 'select count(*) from brand_top_games where brand = $1', [brand]),
      ).toBeGreaterThan(5);
    }
    expect(
      await count(
        store,
        `select count(*) from translations where brand = 'nordlys' and locale = 'fi-FI'
            and key = 'ERROR' and value = 'Hups!'`,
      ),
    ).toBe(1);
  });

  it('re-seeds over its own data when the data changed', async () => {
    const { store } = await open();
    await seedDemoCatalogue(store);
    await store.query(`update seed_versions set checksum = 'older'`);
    // An operator's own text survives.
    await store.query(
      `insert into translations (brand, locale, key, value) values ('aurora', 'en-GB', 'OWN', 'kept')`,
    );
    const games = await count(store, 'select count(*) from games');
    expect((await seedDemoCatalogue(store)).outcome).toBe('seeded');
    expect(await count(store, 'select count(*) from games')).toBe(games);
    expect(await count(store, `select count(*) from translations where key = 'OWN'`)).toBe(1);
    expect((await seedDemoCatalogue(store)).outcome).toBe('current');
  });

  it('generates the same data every time', () => {
    expect(JSON.stringify(generateDemoCatalogue())).toBe(JSON.stringify(generateDemoCatalogue()));
    const { games } = generateDemoCatalogue();
    expect(new Set(games.map((g) => g.slug)).size).toBe(games.length);
    expect(new Set(games.map((g) => g.lookupId)).size).toBe(games.length);
  });

  if (kind === 'postgres') {
    it('lets processes that start together seed once', async () => {
      const first = await open();
      const second = await first.openAgain();
      try {
        const outcomes = await Promise.all([
          seedDemoCatalogue(first.store),
          seedDemoCatalogue(second),
        ]);
        expect(outcomes.map((o) => o.outcome).sort()).toEqual(['current', 'seeded']);
        expect(await count(first.store, 'select count(*) from games')).toBeGreaterThanOrEqual(300);
      } finally {
        await second.close();
      }
    });
  }
}

describeStores('catalogue seed', (kind) => seedSuite(kind));
