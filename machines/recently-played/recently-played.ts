// Recently played games (platform-core §7): SyncRecentlyPlayedGames is asked with max 5 about
// every third balance change, only with the preferences consent; the result is kept in local
// storage under RECENTLY_PLAYED_STORAGE_KEY and whether the last game was a live-casino game
// separately under LAST_GAME_LIVE_STORAGE_KEY.
export const RECENTLY_PLAYED_MAX = 5;
export const RECENTLY_PLAYED_EVERY = 3;
export const RECENTLY_PLAYED_STORAGE_KEY = 'recentlyPlayedGames';
export const LAST_GAME_LIVE_STORAGE_KEY = 'lastPlayedGameIsLive';

export interface RecentlyPlayedGame {
  gameId: string;
  isLiveCasinoGame: boolean;
}

/** Whether the `count`-th balance change (1-based) should sync: the 1st, 4th, 7th… */
export function shouldSyncRecentlyPlayed(count: number, preferencesConsent: boolean): boolean {
  if (!preferencesConsent || !Number.isInteger(count) || count < 1) return false;
  return (count - 1) % RECENTLY_PLAYED_EVERY === 0;
}

/** What to store: at most five games, and whether the most recent one is live. */
export function recentlyPlayedToStore(games: readonly RecentlyPlayedGame[]): {
  games: RecentlyPlayedGame[];
  lastGameLive: boolean;
} {
  const kept = games.slice(0, RECENTLY_PLAYED_MAX);
  return { games: kept, lastGameLive: kept[0]?.isLiveCasinoGame ?? false };
}
