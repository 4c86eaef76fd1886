import { describe, expect, it } from 'vitest';
import {
  recentlyPlayedToStore,
  shouldSyncRecentlyPlayed,
} from '../../machines/recently-played/recently-played.ts';

describe('recently played (platform-core §7)', () => {
  it('syncs about every third balance change, only with the preferences consent', () => {
    const synced = [1, 2, 3, 4, 5, 6, 7].filter((count) => shouldSyncRecentlyPlayed(count, true));
    expect(synced).toEqual([1, 4, 7]);
    expect(shouldSyncRecentlyPlayed(1, false)).toBe(false);
    expect(shouldSyncRecentlyPlayed(0, true)).toBe(false);
    expect(shouldSyncRecentlyPlayed(Number.NaN, true)).toBe(false);
  });

  it('keeps at most five games and whether the last one was live', () => {
    const games = Array.from({ length: 7 }, (_, i) => ({
      gameId: `g${i}`,
      isLiveCasinoGame: i === 0,
    }));
    const stored = recentlyPlayedToStore(games);
    expect(stored.games.map((game) => game.gameId)).toEqual(['g0', 'g1', 'g2', 'g3', 'g4']);
    expect(stored.lastGameLive).toBe(true);
    expect(recentlyPlayedToStore([])).toEqual({ games: [], lastGameLive: false });
  });
});
