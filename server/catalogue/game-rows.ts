// The columns every game query selects, the availability condition, and the row → record map.
// Shared by the page, lobby and single-game queries so a game reads the same everywhere.
import type { Queryable } from '../db/store.ts';
import type { AvailabilityScope, GameRecord } from './models.ts';

/** Select list for `games g join studios s on s.id = g.studio_id`. */
export const GAME_COLUMNS = `g.id, g.slug, g.lookup_id, g.name, g.rtp::float8 as rtp,
  g.is_live_casino, g.is_bonus_enabled, g.is_jackpot, g.is_new, g.min_bet, g.art_seed,
  s.id as studio_id, s.slug as studio_slug, s.name as studio_name,
  s.art_seed as studio_art_seed`;

/**
 * True when game `alias` is offered under licence $l and not blocked in country $c (whole
 * country, or subdivision $d; '' when none). Parameter numbers are given by the caller.
 */
export function availableSql(alias: string, l: number, c: number, d: number): string {
  return `exists (select 1 from game_licences gl
                  where gl.game_id = ${alias}.id and gl.license = $${l})
      and not exists (select 1 from game_country_blocks gb
                      where gb.game_id = ${alias}.id and gb.country_code = $${c}
                        and gb.sub_division in ('', $${d}))`;
}

/** The three parameters availableSql() reads, in order. */
export function scopeParams(scope: AvailabilityScope): [string, string, string] {
  return [scope.license, scope.countryCode, scope.subDivision ?? ''];
}

export interface GameRow {
  id: number;
  slug: string;
  lookup_id: string;
  name: string;
  rtp: number;
  is_live_casino: boolean;
  is_bonus_enabled: boolean;
  is_jackpot: boolean;
  is_new: boolean;
  min_bet: number;
  art_seed: number;
  studio_id: number;
  studio_slug: string;
  studio_name: string;
  studio_art_seed: number;
}

export function toGameRecord(row: GameRow, idx: number, scope: AvailabilityScope): GameRecord {
  return {
    id: row.id,
    slug: row.slug,
    lookupId: row.lookup_id,
    name: row.name,
    studio: {
      id: row.studio_id,
      slug: row.studio_slug,
      name: row.studio_name,
      artSeed: row.studio_art_seed,
    },
    rtp: row.rtp,
    isLiveCasinoGame: row.is_live_casino,
    isBonusEnabled: row.is_bonus_enabled,
    isJackpotGame: row.is_jackpot,
    isNew: row.is_new,
    minBetEur: row.min_bet,
    artSeed: row.art_seed,
    idx,
    scope,
  };
}

/** Games by slug that are available in scope, in the order of `slugs`. */
export async function loadGamesBySlug(
  db: Queryable,
  slugs: string[],
  scope: AvailabilityScope,
): Promise<Map<string, GameRow>> {
  if (slugs.length === 0) return new Map();
  const { rows } = await db.query<GameRow>(
    `select ${GAME_COLUMNS}
       from games g join studios s on s.id = g.studio_id
      where g.slug = any($4::text[]) and ${availableSql('g', 1, 2, 3)}`,
    [...scopeParams(scope), slugs],
  );
  return new Map(rows.map((row) => [row.slug, row]));
}
