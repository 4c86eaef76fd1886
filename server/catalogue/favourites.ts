// Favourite games: stored per player (favourite_games, migration 019), so a star set
// on one device shows on every other one. Adding and removing are idempotent; an unknown slug is
// a typed error and changes nothing. Also the games of the player's recent rounds, as catalogue
// records, for the lobby's "Recently played" row.
import type { Queryable } from '../db/store.ts';
import { LobbyError } from '../errors.ts';
import {
  GAME_COLUMNS,
  availableSql,
  scopeParams,
  toGameRecord,
  type GameRow,
} from './game-rows.ts';
import type { AvailabilityScope, GameRecord } from './models.ts';

/** A player's favourites beyond this are refused (a list nobody scrolls, and a bounded row). */
export const MAX_FAVOURITES = 500;
export const MAX_FAVOURITES_PAGE = 100;
export const MAX_RECENT_GAMES = 20;

function unknownGame(): LobbyError {
  return new LobbyError('NotFound', 'No game with this slug.', { reasons: ['UnknownGame'] });
}

async function gameId(db: Queryable, slug: string): Promise<number> {
  // Slugs are short lower-case words; anything else cannot name a game.
  if (slug.length > 96) throw unknownGame();
  const { rows } = await db.query<{ id: number }>('select id from games where slug = $1', [slug]);
  if (!rows[0]) throw unknownGame();
  return rows[0].id;
}

export async function favouriteSlugs(db: Queryable, playerId: string): Promise<string[]> {
  const { rows } = await db.query<{ slug: string }>(
    `select g.slug from favourite_games f join games g on g.id = f.game_id
      where f.player_id = $1 order by f.created_at desc, g.slug`,
    [playerId],
  );
  return rows.map((row) => row.slug);
}

export async function addFavourite(
  db: Queryable,
  playerId: string,
  slug: string,
  max: number = MAX_FAVOURITES,
) {
  const id = await gameId(db, slug);
  // One statement: the cap and the insert cannot race into a 501st row by much (two parallel
  // adds may both pass, which the cap tolerates), and a repeat is a no-op.
  const { rowCount } = await db.query(
    `insert into favourite_games (player_id, game_id)
       select $1, $2
        where (select count(*) from favourite_games where player_id = $1) < $3
       on conflict do nothing`,
    [playerId, id, max],
  );
  const slugs = await favouriteSlugs(db, playerId);
  if (rowCount === 0 && !slugs.includes(slug)) {
    throw new LobbyError('InvalidArgument', `At most ${max} favourite games.`, {
      reasons: ['TooManyFavourites'],
    });
  }
  return slugs;
}

export async function removeFavourite(db: Queryable, playerId: string, slug: string) {
  const id = await gameId(db, slug);
  await db.query('delete from favourite_games where player_id = $1 and game_id = $2', [
    playerId,
    id,
  ]);
  return favouriteSlugs(db, playerId);
}

function checkFirst(first: number, max: number): number {
  if (!Number.isInteger(first) || first < 1 || first > max) {
    throw new LobbyError('InvalidArgument', `first must be from 1 to ${max}.`, {
      reasons: ['InvalidPageSize'],
    });
  }
  return first;
}

/** The player's favourites available in scope, newest first. */
export async function favouriteGames(
  db: Queryable,
  playerId: string,
  first: number,
  scope: AvailabilityScope,
): Promise<GameRecord[]> {
  const limit = checkFirst(first, MAX_FAVOURITES_PAGE);
  const { rows } = await db.query<GameRow>(
    `select ${GAME_COLUMNS}
       from favourite_games f
       join games g on g.id = f.game_id
       join studios s on s.id = g.studio_id
      where f.player_id = $4 and ${availableSql('g', 1, 2, 3)}
      order by f.created_at desc, g.slug
      limit $5`,
    [...scopeParams(scope), playerId, limit],
  );
  return rows.map((row, idx) => toGameRecord(row, idx, scope));
}

/** The games of the player's newest rounds (distinct), available in scope, newest first. */
export async function recentGames(
  db: Queryable,
  playerId: string,
  first: number,
  scope: AvailabilityScope,
): Promise<GameRecord[]> {
  const limit = checkFirst(first, MAX_RECENT_GAMES);
  const { rows } = await db.query<GameRow>(
    `select ${GAME_COLUMNS}
       from (select game_slug, max(created_at) as last_played_at
               from game_rounds where player_id = $4 group by game_slug) r
       join games g on g.slug = r.game_slug
       join studios s on s.id = g.studio_id
      where ${availableSql('g', 1, 2, 3)}
      order by r.last_played_at desc, g.slug
      limit $5`,
    [...scopeParams(scope), playerId, limit],
  );
  return rows.map((row, idx) => toGameRecord(row, idx, scope));
}
