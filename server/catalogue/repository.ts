// Lists, studios, categories and single games by slug, each scoped to what is available under
// a licence in a country. The games of a list, category or studio are paged by game-pages.ts.
import type { Queryable } from '../db/store.ts';
import {
  GAME_COLUMNS,
  availableSql,
  scopeParams,
  toGameRecord,
  type GameRow,
} from './game-rows.ts';
import type {
  AvailabilityScope,
  GameCategoryRecord,
  GameRecord,
  ListOfGamesRecord,
  StudioRecord,
} from './models.ts';

/** Translation key of a list's name, e.g. GAME_LIST_NAME.hot-games (table translations). */
export const LIST_NAME_KEY_PREFIX = 'GAME_LIST_NAME.';

interface ListRow {
  id: number;
  slug: string;
  name: string;
  requires_bonus: boolean;
}

function toList(row: ListRow, scope: AvailabilityScope): ListOfGamesRecord {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    requiresBonus: row.requires_bonus,
    scope,
  };
}

// $1–$3 scope, $4 brand, $5 locale. A list of another brand does not exist for this one; a
// list without an available game is left out (the client hides empty lists).
const LIST_SELECT = `select l.id, l.slug, coalesce(t.value, l.name) as name, l.requires_bonus
  from game_lists l
  left join translations t
    on t.brand = $4 and t.locale = $5 and t.key = '${LIST_NAME_KEY_PREFIX}' || l.slug
 where (l.brand is null or l.brand = $4)
   and exists (select 1 from game_list_games m join games g on g.id = m.game_id
                where m.list_id = l.id and ${availableSql('g', 1, 2, 3)})`;

export async function findList(
  db: Queryable,
  slug: string,
  brand: string,
  locale: string,
  scope: AvailabilityScope,
): Promise<ListOfGamesRecord | null> {
  const { rows } = await db.query<ListRow>(`${LIST_SELECT} and l.slug = $6`, [
    ...scopeParams(scope),
    brand,
    locale,
    slug,
  ]);
  return rows[0] ? toList(rows[0], scope) : null;
}

/** Fixed lists first (route-table order is alphabetical), then curated ones. */
export async function allLists(
  db: Queryable,
  brand: string,
  locale: string,
  scope: AvailabilityScope,
): Promise<ListOfGamesRecord[]> {
  const { rows } = await db.query<ListRow>(`${LIST_SELECT} order by l.kind desc, l.slug`, [
    ...scopeParams(scope),
    brand,
    locale,
  ]);
  return rows.map((row) => toList(row, scope));
}

interface StudioRow {
  id: number;
  slug: string;
  name: string;
  art_seed: number;
  game_count: number;
}

const STUDIO_SELECT = `select s.id, s.slug, s.name, s.art_seed,
  (select count(*)::int from games g
    where g.studio_id = s.id and ${availableSql('g', 1, 2, 3)}) as game_count
  from studios s`;

function toStudio(row: StudioRow, scope: AvailabilityScope): StudioRecord {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    artSeed: row.art_seed,
    gameCount: row.game_count,
    scope,
  };
}

/** A known studio, even when none of its games is available here (gameCount 0). */
export async function findStudio(
  db: Queryable,
  slug: string,
  scope: AvailabilityScope,
): Promise<StudioRecord | null> {
  const { rows } = await db.query<StudioRow>(`${STUDIO_SELECT} where s.slug = $4`, [
    ...scopeParams(scope),
    slug,
  ]);
  return rows[0] ? toStudio(rows[0], scope) : null;
}

export async function allStudios(db: Queryable, scope: AvailabilityScope): Promise<StudioRecord[]> {
  const { rows } = await db.query<StudioRow>(
    `select * from (${STUDIO_SELECT}) counted where game_count > 0 order by name, slug`,
    scopeParams(scope),
  );
  return rows.map((row) => toStudio(row, scope));
}

/** Available-game counts of studios by id, for studios reached through a game. */
export async function countStudioGames(
  db: Queryable,
  studioIds: number[],
  scope: AvailabilityScope,
): Promise<Map<number, number>> {
  const { rows } = await db.query<{ studio_id: number; count: number }>(
    `select g.studio_id, count(*)::int as count from games g
      where g.studio_id = any($4::int[]) and ${availableSql('g', 1, 2, 3)}
      group by g.studio_id`,
    [...scopeParams(scope), studioIds],
  );
  return new Map(rows.map((row) => [row.studio_id, row.count]));
}

interface CategoryRow {
  id: number;
  slug: string;
  name: string;
}

export async function findCategory(
  db: Queryable,
  slug: string,
  scope: AvailabilityScope,
): Promise<GameCategoryRecord | null> {
  const { rows } = await db.query<CategoryRow>(
    'select c.id, c.slug, c.name from game_categories c where c.slug = $1',
    [slug],
  );
  return rows[0] ? { ...rows[0], scope } : null;
}

export async function allCategories(
  db: Queryable,
  scope: AvailabilityScope,
): Promise<GameCategoryRecord[]> {
  const { rows } = await db.query<CategoryRow>(
    `select c.id, c.slug, c.name from game_categories c
      where exists (select 1 from game_category_games m join games g on g.id = m.game_id
                     where m.category_id = c.id and ${availableSql('g', 1, 2, 3)})
      order by c.name, c.slug`,
    scopeParams(scope),
  );
  return rows.map((row) => ({ ...row, scope }));
}

export async function findGame(
  db: Queryable,
  slug: string,
  scope: AvailabilityScope,
): Promise<GameRecord | null> {
  const { rows } = await db.query<GameRow>(
    `select ${GAME_COLUMNS} from games g join studios s on s.id = g.studio_id
      where g.slug = $4 and ${availableSql('g', 1, 2, 3)}`,
    [...scopeParams(scope), slug],
  );
  return rows[0] ? toGameRecord(rows[0], 0, scope) : null;
}

/**
 * The game page's related games: other games of the same studio that share at least
 * one category with `game`, available in scope, the game itself excluded. Most shared
 * categories first, then by name, so the closest relatives lead.
 */
export async function relatedGames(
  db: Queryable,
  game: { id: number; studioId: number },
  first: number,
  scope: AvailabilityScope,
): Promise<GameRecord[]> {
  const { rows } = await db.query<GameRow & { shared: number }>(
    `select ${GAME_COLUMNS}, count(*)::int as shared
       from games g
       join studios s on s.id = g.studio_id
       join game_category_games m on m.game_id = g.id
       join game_category_games own on own.category_id = m.category_id and own.game_id = $4
      where g.studio_id = $5 and g.id <> $4 and ${availableSql('g', 1, 2, 3)}
      group by g.id, s.id
      order by shared desc, g.name, g.slug
      limit $6`,
    [...scopeParams(scope), game.id, game.studioId, first],
  );
  return rows.map((row, idx) => toGameRecord(row, idx, scope));
}
