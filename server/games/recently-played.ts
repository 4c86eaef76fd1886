// Recently played games (platform-core §7 SyncRecentlyPlayedGames): the player's last distinct
// games by their newest round, with the game descriptor the lobby keeps (gameId and whether it
// is a live-casino game).
import type { Queryable } from '../db/store.ts';

export const MAX_RECENTLY_PLAYED = 20;

export interface RecentlyPlayedGameView {
  gameId: string;
  slug: string;
  name: string;
  isLiveCasinoGame: boolean;
  lastPlayedAt: string;
  /** The descriptor as JSON text: {"gameId":…,"isLiveCasinoGame":…}. */
  json: string;
}

export async function recentlyPlayedGames(
  db: Queryable,
  playerId: string,
  max: number,
): Promise<RecentlyPlayedGameView[]> {
  const limit = Math.min(Math.max(Math.trunc(max) || 0, 1), MAX_RECENTLY_PLAYED);
  const { rows } = await db.query<{
    lookup_id: string;
    slug: string;
    name: string;
    is_live_casino: boolean;
    last_played_at: Date | string;
  }>(
    `select g.lookup_id, g.slug, g.name, g.is_live_casino, r.last_played_at
       from (select game_slug, max(created_at) as last_played_at
               from game_rounds where player_id = $1 group by game_slug) r
       join games g on g.slug = r.game_slug
      order by r.last_played_at desc, g.slug
      limit $2`,
    [playerId, limit],
  );
  return rows.map((row) => ({
    gameId: row.lookup_id,
    slug: row.slug,
    name: row.name,
    isLiveCasinoGame: row.is_live_casino,
    lastPlayedAt: new Date(row.last_played_at).toISOString(),
    json: JSON.stringify({ gameId: row.lookup_id, isLiveCasinoGame: row.is_live_casino }),
  }));
}
