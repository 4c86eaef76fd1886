// Recently played games (platform-core §7): about every third balance change, with the
// preferences consent, ask SyncRecentlyPlayedGames (max 5) and keep the answer in local
// storage, with whether the last game was live (machines/recently-played).
import { hasConsent } from '../../../machines/consent/consent.machine.ts';
import {
  LAST_GAME_LIVE_STORAGE_KEY,
  RECENTLY_PLAYED_MAX,
  RECENTLY_PLAYED_STORAGE_KEY,
  recentlyPlayedToStore,
  shouldSyncRecentlyPlayed,
} from '../../../machines/recently-played/recently-played.ts';
import type { GraphQLClient } from '../../adapters/graphql/client.ts';
import { SyncRecentlyPlayedGamesDocument } from '../../adapters/graphql/generated-session/graphql.ts';
import type { PlatformHandle } from '../../runtime/platform-actors.ts';

export function recentlyPlayedSync(api: () => GraphQLClient, platform: PlatformHandle) {
  let balanceChanges = 0;
  return async function onBalanceChange(): Promise<void> {
    balanceChanges += 1;
    const { consent } = await platform.ready;
    if (!shouldSyncRecentlyPlayed(balanceChanges, hasConsent(consent.getSnapshot(), 'preferences')))
      return;
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
