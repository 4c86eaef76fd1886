// Live-casino tables of a brand for the feed: the brand's live games from the catalogue, each with
// a table name and seats that change once a minute (a deterministic stand-in for the live-game
// provider's lobby feed, which would replace tableFor()).
import type { Brand } from '../brands/brand.ts';
import type { Queryable } from '../db/store.ts';

export interface LiveGame {
  slug: string;
  name: string;
  studio: string;
}

export interface FeedLiveTable {
  gameSlug: string;
  gameName: string;
  studio: string;
  tableName: string;
  seats: number;
  openSeats: number;
}

const MAX_TABLES = 50;
const TABLE_NAMES = ['Emerald', 'Ruby', 'Sapphire', 'Onyx', 'Pearl', 'Amber', 'Jade', 'Opal'];

/** The brand's live-casino games that its licence may offer, most played first. */
export async function liveGamesOf(db: Queryable, brand: Brand): Promise<LiveGame[]> {
  const { rows } = await db.query<LiveGame>(
    `select g.slug, g.name, s.name as studio
       from games g
       join studios s on s.id = g.studio_id
       join game_licences l on l.game_id = g.id and l.license = $1
      where g.is_live_casino
      order by g.popularity
      limit ${MAX_TABLES}`,
    [brand.license],
  );
  return rows;
}

export function tableFor(game: LiveGame, minute: number): FeedLiveTable {
  const gameHash = hash(game.slug);
  const seats = 7;
  return {
    gameSlug: game.slug,
    gameName: game.name,
    studio: game.studio,
    tableName: `${TABLE_NAMES[gameHash % TABLE_NAMES.length]} ${(gameHash % 9) + 1}`,
    seats,
    openSeats: hash(`${game.slug}:${minute}`) % (seats + 1),
  };
}

/** FNV-1a: small, stable across processes and restarts. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
