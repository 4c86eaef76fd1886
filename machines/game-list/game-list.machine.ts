// One list of games as the player scrolls it: a lobby row, a list page, a studio page or a
// search result. programmes §4 "Game list loading": the next slice loads when the scroll
// position comes within 200 px of the end, up to `autoLoadSlices` slices; after that the
// list offers a "show more" link (rows) or button (studio "load more").

import { assign, fromCallback, fromPromise, setup } from 'xstate';

/** What the list shows; passed through untouched to the loader. */
export type GameListSource =
  | { kind: 'list'; slug: string }
  | { kind: 'studio'; slug: string }
  | { kind: 'category'; slug: string }
  | { kind: 'search'; query: string };

export interface GameTile {
  id: string;
  slug: string;
  name: string;
  studioName: string;
  thumbnailUrl: string;
  thumbnailWidth: number;
  thumbnailHeight: number;
  rtp: number;
  isLiveCasinoGame: boolean;
  isBonusEnabled: boolean;
  isJackpotGame: boolean;
  isNew: boolean;
}

export interface GameSlice {
  /** The list's title, when the source has one. */
  title: string | null;
  games: GameTile[];
  hasNextPage: boolean;
  endCursor: string | null;
  totalCount: number;
}

export interface GameListInput {
  source: GameListSource;
  pageSize: number;
  /** How many slices load by scrolling before "show more" takes over (0: button only). */
  autoLoadSlices: number;
}

export interface GameListContext extends GameListInput {
  title: string | null;
  games: GameTile[];
  hasNextPage: boolean;
  endCursor: string | null;
  totalCount: number;
  slices: number;
  /** LIST_UNAVAILABLE: the first slice failed; MORE_UNAVAILABLE: a later one did. */
  errorCode: 'LIST_UNAVAILABLE' | 'MORE_UNAVAILABLE' | 'LIST_NOT_FOUND' | null;
}

/** An operator changed these games or lists (Subscription.catalogueChanged). */
export interface CatalogueChange {
  gameSlugs: string[];
  listSlugs: string[];
}

export type GameListEvent =
  | { type: 'list.nearEnd' }
  | { type: 'list.showMore' }
  | { type: 'list.retry' }
  | ({ type: 'list.catalogueChanged' } & CatalogueChange);

export interface LoadSliceInput {
  source: GameListSource;
  first: number;
  after: string | null;
}

const emptyList = {
  title: null,
  games: [],
  hasNextPage: false,
  endCursor: null,
  totalCount: 0,
  slices: 0,
};

export const gameListMachine = setup({
  types: {
    context: {} as GameListContext,
    input: {} as GameListInput,
    events: {} as GameListEvent,
  },
  actors: {
    /** Forwards every catalogue change as `list.catalogueChanged`. */
    watchCatalogue: fromCallback<GameListEvent>(() => {
      throw new Error('watchCatalogue is provided by src/app');
    }),
    /** Resolves with the slice, or null when the list does not exist here. */
    loadSlice: fromPromise<GameSlice | null, LoadSliceInput>(async () => {
      throw new Error('loadSlice is provided by src/app');
    }),
  },
  guards: {
    canAutoLoad: ({ context }) => context.hasNextPage && context.slices < context.autoLoadSlices,
    hasNextPage: ({ context }) => context.hasNextPage,
    isNamed: ({ context, event }) =>
      event.type === 'list.catalogueChanged' &&
      context.source.kind !== 'search' &&
      event.listSlugs.includes(context.source.slug),
    /** The change names this list, or a game it shows. */
    isAffected: ({ context, event }) => {
      if (event.type !== 'list.catalogueChanged') return false;
      const { source } = context;
      const listSlug = source.kind === 'search' ? null : source.slug;
      return (
        (listSlug !== null && event.listSlugs.includes(listSlug)) ||
        context.games.some((game) => event.gameSlugs.includes(game.slug))
      );
    },
  },
  actions: {
    appendSlice: assign(({ context }, slice: GameSlice) => {
      // A game moved between pages by a catalogue change must not show twice.
      const seen = new Set(context.games.map((game) => game.id));
      return {
        title: slice.title ?? context.title,
        games: [...context.games, ...slice.games.filter((game) => !seen.has(game.id))],
        hasNextPage: slice.hasNextPage,
        endCursor: slice.endCursor,
        totalCount: slice.totalCount,
        slices: context.slices + 1,
        errorCode: null,
      };
    }),
  },
}).createMachine({
  id: 'gameList',
  context: ({ input }) => ({ ...input, ...emptyList, errorCode: null }),
  invoke: { id: 'watchCatalogue', src: 'watchCatalogue' },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ ...emptyList, errorCode: null }),
      invoke: {
        id: 'loadSlice',
        src: 'loadSlice',
        input: ({ context }) => ({ source: context.source, first: context.pageSize, after: null }),
        onDone: [
          {
            guard: ({ event }) => event.output === null,
            target: 'notFound',
            actions: assign({ errorCode: 'LIST_NOT_FOUND' }),
          },
          {
            target: 'ready',
            actions: { type: 'appendSlice', params: ({ event }) => event.output as GameSlice },
          },
        ],
        onError: { target: 'failed', actions: assign({ errorCode: 'LIST_UNAVAILABLE' }) },
      },
    },
    ready: {
      on: {
        'list.nearEnd': { guard: 'canAutoLoad', target: 'loadingMore' },
        'list.showMore': { guard: 'hasNextPage', target: 'loadingMore' },
        'list.catalogueChanged': { guard: 'isAffected', target: 'loading' },
      },
    },
    loadingMore: {
      invoke: {
        id: 'loadMore',
        src: 'loadSlice',
        input: ({ context }) => ({
          source: context.source,
          first: context.pageSize,
          after: context.endCursor,
        }),
        onDone: {
          target: 'ready',
          actions: { type: 'appendSlice', params: ({ event }) => event.output ?? { ...emptyList } },
        },
        // The games already shown stay; "show more" tries again.
        onError: { target: 'ready', actions: assign({ errorCode: 'MORE_UNAVAILABLE' }) },
      },
      on: { 'list.catalogueChanged': { guard: 'isAffected', target: 'loading' } },
    },
    failed: {
      on: { 'list.retry': 'loading' },
    },
    notFound: {
      // A list the operator just created or filled appears without a reload.
      on: { 'list.catalogueChanged': { guard: 'isNamed', target: 'loading' } },
    },
  },
});

/** Rows show a "show more" link once scrolling has loaded all it may. */
export const showsMoreLink = (context: GameListContext) =>
  context.hasNextPage && context.slices >= context.autoLoadSlices;
