// Recently played games (platform-core §7): when the lobby says so (about every third balance
// change, with the preferences consent: machines/lobby), ask SyncRecentlyPlayedGames (max 5)
// and keep the answer in local storage, with whether the last game was live
// (machines/recently-played).
import {
  LAST_GAME_LIVE_STORAGE_KEY,
  RECENTLY_PLAYED_MAX,
  RECENTLY_PLAYED_STORAGE_KEY,
  recentlyPlayedToStore,
} from '../../../machines/recently-played/recently-played.ts';
import type { GraphQLClient } from '../../adapters/graphql/client.ts';
import { SyncRecentlyPlayedGamesDocument } from '../../adapters/graphql/generated-session/graphql.ts';

export function recentlyPlayedSync(api: () => GraphQLClient) {
  return async function syncRecentlyPlayed(): Promise<void> {
    try {
      const { viewer } = await api().request(SyncRecentlyPlayedGamesDocument, {
        maxRecentlyPlayedGames: RECENTLY_PLAYED_MAX,
      });
      const stored = recentlyPlayedToStore(viewer.recentlyPlayedGamesV2);
      window.localStorage.setItem(RECENTLY_PLAYED_STORAGE_KEY, JSON.stringify(stored.games));
      window.localStorage.setItem(LAST_GAME_LIVE_STORAGE_KEY, String(stored.lastGameLive));
    } catch (error) {
      // A convenience list: a failed sync waits for the next one.
      console.warn('Recently played games could not be synced', error);
    }
  };
}
