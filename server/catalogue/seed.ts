// Writes the demo catalogue (demo-catalogue.ts). Idempotent and cheap to repeat: the data is
// generated deterministically and its checksum recorded in seed_versions, so a start whose
// data is current costs one small query. Processes starting together take turns on an
// advisory lock; each write is one statement per table (rows passed as one jsonb parameter).
import { createHash } from 'node:crypto';
import type { Queryable, Store } from '../db/store.ts';
import { generateDemoCatalogue, slugify, type DemoCatalogue } from './demo-catalogue.ts';

const SEED_NAME = 'catalogue';

export type CatalogueSeedOutcome = 'seeded' | 'current';

export interface CatalogueSeedResult {
  outcome: CatalogueSeedOutcome;
  games: number;
  durationMs: number;
}

export async function seedDemoCatalogue(store: Store): Promise<CatalogueSeedResult> {
  const startedAt = performance.now();
  const catalogue = generateDemoCatalogue();
  // The brands present are part of the version: lobbies are only written for existing brands.
  const { rows: brandRows } = await store.query<{ brand: string }>(
    'select brand from brands order by brand',
  );
  const brands = brandRows.map((row) => row.brand);
  const checksum = createHash('sha256').update(JSON.stringify({ catalogue, brands })).digest('hex');
  const done = (outcome: CatalogueSeedOutcome): CatalogueSeedResult => ({
    outcome,
    games: catalogue.games.length,
    durationMs: Math.round(performance.now() - startedAt),
  });

  if ((await recordedChecksum(store)) === checksum) return done('current');
  const outcome = await store.transaction(async (tx) => {
    await tx.query(
      `select pg_advisory_xact_lock(hashtext('lobby:seed-catalogue:' || current_schema()))`,
    );
    // Another process may have written it while this one waited.
    if ((await recordedChecksum(tx)) === checksum) return 'current' as const;
    await writeCatalogue(tx, catalogue, new Set(brands));
    await tx.query(
      `insert into seed_versions (name, checksum) values ($1, $2)
       on conflict (name) do update set checksum = excluded.checksum, seeded_at = now()`,
      [SEED_NAME, checksum],
    );
    // Fresh statistics, so the planner sees lists of hundreds of rows, not the empty tables
    // the migration created (PostgreSQL's autovacuum would get there, later).
    await tx.exec(
      `analyze studios, games, game_licences, game_country_blocks, game_lists, game_list_games,
         game_categories, game_category_games, lobby_items, brand_top_games, translations`,
    );
    return 'seeded' as const;
  });
  return done(outcome);
}

async function recordedChecksum(db: Queryable): Promise<string | undefined> {
  const { rows } = await db.query<{ checksum: string }>(
    'select checksum from seed_versions where name = $1',
    [SEED_NAME],
  );
  return rows[0]?.checksum;
}

async function writeCatalogue(
  tx: Queryable,
  catalogue: DemoCatalogue,
  brands: ReadonlySet<string>,
): Promise<void> {
  const json = (value: unknown) => JSON.stringify(value);

  await tx.query(
    `insert into studios (slug, name, art_seed)
     select slug, name, "artSeed" from jsonb_to_recordset($1::jsonb)
       as x(slug text, name text, "artSeed" integer)
     on conflict (slug) do update set name = excluded.name, art_seed = excluded.art_seed`,
    [json(catalogue.studios)],
  );

  // Popularity is unique: move the old values out of the way before writing the new ones.
  await tx.query('update games set popularity = popularity + 1000000');
  await tx.query(
    `insert into games (slug, lookup_id, name, studio_id, rtp, is_live_casino, is_bonus_enabled,
                        is_jackpot, is_new, min_bet, popularity, art_seed, created_at, game_type,
                        engine, engine_config)
     select x.slug, x."lookupId", x.name, s.id, x.rtp, x."isLiveCasino", x."isBonusEnabled",
            x."isJackpot", x."isNew", x."minBet", x.popularity, x."artSeed", x."createdAt", x.kind,
            x.engine, x."engineConfig"
       from jsonb_to_recordset($1::jsonb) as x(slug text, "lookupId" text, name text,
              studio text, rtp numeric, "isLiveCasino" boolean, "isBonusEnabled" boolean,
              "isJackpot" boolean, "isNew" boolean, "minBet" integer, popularity integer,
              "artSeed" integer, "createdAt" timestamptz, kind text, engine text,
              "engineConfig" text)
       join studios s on s.slug = x.studio
     on conflict (slug) do update set
       lookup_id = excluded.lookup_id, name = excluded.name, studio_id = excluded.studio_id,
       rtp = excluded.rtp, is_live_casino = excluded.is_live_casino, game_type = excluded.game_type,
       is_bonus_enabled = excluded.is_bonus_enabled, is_jackpot = excluded.is_jackpot,
       is_new = excluded.is_new, min_bet = excluded.min_bet, popularity = excluded.popularity,
       art_seed = excluded.art_seed, created_at = excluded.created_at,
       engine = excluded.engine, engine_config = excluded.engine_config`,
    [json(catalogue.games.map((game) => ({ ...game, studio: slugify(game.studio) })))],
  );

  // Availability of the seeded games is replaced as a whole.
  const gameSlugs = catalogue.games.map((game) => game.slug);
  await tx.query(
    `delete from game_licences where game_id in (select id from games where slug = any($1::text[]))`,
    [gameSlugs],
  );
  await tx.query(
    `delete from game_country_blocks
      where game_id in (select id from games where slug = any($1::text[]))`,
    [gameSlugs],
  );
  const licences = catalogue.games.flatMap((game) =>
    game.licences.map((license) => ({ slug: game.slug, license })),
  );
  await tx.query(
    `insert into game_licences (game_id, license)
     select g.id, x.license from jsonb_to_recordset($1::jsonb) as x(slug text, license text)
       join games g on g.slug = x.slug`,
    [json(licences)],
  );
  const blocks = catalogue.games.flatMap((game) =>
    game.blockedIn.map((region) => {
      const [country, subDivision = ''] = region.split('-');
      return { slug: game.slug, country, subDivision };
    }),
  );
  await tx.query(
    `insert into game_country_blocks (game_id, country_code, sub_division)
     select g.id, x.country, x."subDivision"
       from jsonb_to_recordset($1::jsonb) as x(slug text, country text, "subDivision" text)
       join games g on g.slug = x.slug`,
    [json(blocks)],
  );

  // Lists and categories: metadata upserted, memberships replaced.
  const lists = catalogue.lists.filter((list) => list.brand === null || brands.has(list.brand));
  await tx.query(
    `insert into game_lists (slug, name, kind, requires_bonus, brand)
     select slug, name, kind, "requiresBonus", brand from jsonb_to_recordset($1::jsonb)
       as x(slug text, name text, kind text, "requiresBonus" boolean, brand text)
     on conflict (slug) do update set name = excluded.name, kind = excluded.kind,
       requires_bonus = excluded.requires_bonus, brand = excluded.brand`,
    [json(lists)],
  );
  await writeMemberships(
    tx,
    'game_lists',
    'game_list_games',
    'list_id',
    lists.map((list) => ({ slug: list.slug, games: list.games })),
  );
  await tx.query(
    `insert into game_categories (slug, name)
     select slug, name from jsonb_to_recordset($1::jsonb) as x(slug text, name text)
     on conflict (slug) do update set name = excluded.name`,
    [json(catalogue.categories)],
  );
  await writeMemberships(
    tx,
    'game_categories',
    'game_category_games',
    'category_id',
    catalogue.categories,
  );

  // Each demo brand's lobby and top games are replaced as a whole.
  const seededBrands = Object.keys(catalogue.lobbies).filter((brand) => brands.has(brand));
  await tx.query('delete from lobby_items where brand = any($1::text[])', [seededBrands]);
  await tx.query('delete from brand_top_games where brand = any($1::text[])', [seededBrands]);
  const items = seededBrands.flatMap((brand) =>
    (catalogue.lobbies[brand] ?? []).map((item, position) =>
      'list' in item
        ? { brand, position, blockType: null, list: item.list, payload: {} }
        : { brand, position, blockType: item.blockType, list: null, payload: item.payload },
    ),
  );
  await tx.query(
    `insert into lobby_items (brand, position, block_type, list_id, payload)
     select x.brand, x.position, x."blockType", l.id, x.payload
       from jsonb_to_recordset($1::jsonb) as x(brand text, position integer, "blockType" text,
              list text, payload jsonb)
       left join game_lists l on l.slug = x.list
      where x.list is null or l.id is not null`,
    [json(items)],
  );
  const topGames = seededBrands.flatMap((brand) =>
    (catalogue.topGames[brand] ?? []).map((slug, position) => ({ brand, position, slug })),
  );
  await tx.query(
    `insert into brand_top_games (brand, position, game_id)
     select x.brand, x.position, g.id
       from jsonb_to_recordset($1::jsonb) as x(brand text, position integer, slug text)
       join games g on g.slug = x.slug`,
    [json(topGames)],
  );

  // Texts are upserted, never deleted: an operator's own keys stay.
  await tx.query(
    `insert into translations (brand, locale, key, value)
     select brand, locale, key, value from jsonb_to_recordset($1::jsonb)
       as x(brand text, locale text, key text, value text)
      where exists (select 1 from brands b where b.brand = x.brand)
     on conflict (brand, locale, key) do update set value = excluded.value`,
    [json(catalogue.translations)],
  );
}

/** Replaces the members of the given lists (or categories), positions from 0. */
async function writeMemberships(
  tx: Queryable,
  ownerTable: 'game_lists' | 'game_categories',
  memberTable: 'game_list_games' | 'game_category_games',
  ownerColumn: 'list_id' | 'category_id',
  owners: { slug: string; games: string[] }[],
): Promise<void> {
  await tx.query(
    `delete from ${memberTable}
      where ${ownerColumn} in (select id from ${ownerTable} where slug = any($1::text[]))`,
    [owners.map((owner) => owner.slug)],
  );
  const members = owners.flatMap((owner) =>
    owner.games.map((game, position) => ({ owner: owner.slug, position, game })),
  );
  await tx.query(
    `insert into ${memberTable} (${ownerColumn}, position, game_id)
     select o.id, x.position, g.id
       from jsonb_to_recordset($1::jsonb) as x(owner text, position integer, game text)
       join ${ownerTable} o on o.slug = x.owner
       join games g on g.slug = x.game`,
    [JSON.stringify(members)],
  );
}
