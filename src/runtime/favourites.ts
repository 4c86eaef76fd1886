// The signed-in player's favourite games, for the star toggles on game tiles and the
// game page: one store per API client, loaded once per sign-in and again whenever the window
// comes back into focus, so a star set on another device shows without a reload. A toggle shows
// at once (optimistic) and takes the server's answer; a refused toggle is undone.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { GraphQLClient } from '../adapters/graphql/client.ts';
import {
  AddFavouriteGameDocument,
  FavouriteGameSlugsDocument,
  RemoveFavouriteGameDocument,
} from '../adapters/graphql/generated/graphql.ts';
import { useApiServices } from './app-actors.ts';
import { usePlayerStatus } from './use-session.ts';

export interface FavouritesSnapshot {
  /** False until the first answer of this sign-in. */
  loaded: boolean;
  slugs: readonly string[];
  /** Bumped on every change the server confirmed (rows that list favourites refetch on it). */
  version: number;
}

const EMPTY: FavouritesSnapshot = { loaded: false, slugs: [], version: 0 };

export class FavouritesStore {
  private snapshot: FavouritesSnapshot = EMPTY;
  private readonly listeners = new Set<() => void>();
  private loading: Promise<void> | null = null;
  /** Toggles not yet answered: a refresh must not undo them on screen. */
  private pending = 0;

  private readonly api: GraphQLClient;

  constructor(api: GraphQLClient) {
    this.api = api;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  private set(next: FavouritesSnapshot) {
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }

  /** Asks the server (deduplicated while a request is out). */
  refresh(): Promise<void> {
    this.loading ??= this.api
      .request(FavouriteGameSlugsDocument, {})
      .then(({ viewer }) => {
        if (this.pending > 0) return;
        const changed = viewer.favouriteGameSlugs.join() !== this.snapshot.slugs.join();
        this.set({
          loaded: true,
          slugs: viewer.favouriteGameSlugs,
          version: this.snapshot.version + (changed ? 1 : 0),
        });
      })
      .catch(() => undefined)
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  /** Signed out: nothing is a favourite. */
  reset() {
    if (this.snapshot !== EMPTY) this.set(EMPTY);
  }

  async toggle(slug: string): Promise<void> {
    const before = this.snapshot;
    const adding = !before.slugs.includes(slug);
    this.set({
      ...before,
      slugs: adding ? [slug, ...before.slugs] : before.slugs.filter((s) => s !== slug),
    });
    this.pending++;
    try {
      const slugs = adding
        ? (await this.api.request(AddFavouriteGameDocument, { slug })).addFavouriteGame
        : (await this.api.request(RemoveFavouriteGameDocument, { slug })).removeFavouriteGame;
      this.set({ loaded: true, slugs, version: this.snapshot.version + 1 });
    } catch (error) {
      this.set({ ...this.snapshot, slugs: before.slugs });
      throw error;
    } finally {
      this.pending--;
    }
  }
}

const stores = new WeakMap<GraphQLClient, FavouritesStore>();

function storeFor(api: GraphQLClient): FavouritesStore {
  let store = stores.get(api);
  if (!store) {
    store = new FavouritesStore(api);
    stores.set(api, store);
  }
  return store;
}

/**
 * The favourites of the signed-in player; `enabled` false for visitors (the star is not shown).
 * Mounting loads them once; window focus and a page becoming visible load them again.
 */
export function useFavourites() {
  const { api } = useApiServices();
  const store = storeFor(api);
  const signedIn = usePlayerStatus() === 'LOGGED_IN';
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  useEffect(() => {
    if (!signedIn) {
      store.reset();
      return;
    }
    if (!store.getSnapshot().loaded) void store.refresh();
    const again = () => {
      if (document.visibilityState === 'visible') void store.refresh();
    };
    window.addEventListener('focus', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, [store, signedIn]);

  const toggle = useCallback((slug: string) => store.toggle(slug), [store]);
  return { enabled: signedIn, ...snapshot, toggle };
}
