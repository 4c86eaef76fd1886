// Fixtures that reach every state and transition of the game-list machine.
import { fromCallback } from 'xstate';
import {
  gameListMachine,
  type GameListEvent,
  type GameSlice,
  type GameTile,
} from '../../machines/game-list/game-list.machine.ts';
import { machinePathEntry } from '../support/machine-paths/registry-entry.ts';

export const tile = (n: number): GameTile => ({
  id: `g${n}`,
  slug: `game-${n}`,
  name: `Game ${n}`,
  studioName: 'Studio',
  thumbnailUrl: `/thumbnails/game-${n}/240.svg`,
  thumbnailWidth: 240,
  thumbnailHeight: 180,
  rtp: 96.2,
  isLiveCasinoGame: false,
  isBonusEnabled: false,
  isJackpotGame: false,
  isNew: false,
});

const slice = (from: number, hasNextPage: boolean): GameSlice => ({
  title: 'Slots',
  games: [tile(from), tile(from + 1)],
  hasNextPage,
  endCursor: hasNextPage ? `c${from + 1}` : null,
  totalCount: 6,
});

const projection = (context: {
  slices: number;
  autoLoadSlices: number;
  hasNextPage: boolean;
  errorCode: string | null;
}) => ({
  slices: Math.min(context.slices, context.autoLoadSlices),
  hasNextPage: context.hasNextPage,
  errorCode: context.errorCode,
});

export const gameListPaths = machinePathEntry(
  'A game list (lobby row, list page, studio page): first slice, scroll-loading up to two slices, show more, errors',
  gameListMachine,
  {
    input: { source: { kind: 'list', slug: 'slots' }, pageSize: 2, autoLoadSlices: 2 },
    outputs: {
      loadSlice: [slice(1, true), slice(1, false), null],
      loadMore: [slice(3, true), slice(3, false)],
    },
    errors: { loadSlice: ['HTTP 503'], loadMore: ['HTTP 503'] },
    events: {
      'list.catalogueChanged': [
        { type: 'list.catalogueChanged', gameSlugs: [], listSlugs: ['slots'] },
        { type: 'list.catalogueChanged', gameSlugs: ['game-1'], listSlugs: [] },
        { type: 'list.catalogueChanged', gameSlugs: ['elsewhere'], listSlugs: ['other-list'] },
      ],
    },
    // The watcher is a subscription; the path events above stand in for what it forwards.
    provide: { actors: { watchCatalogue: fromCallback<GameListEvent>(() => () => {}) } },
    // Behaviour depends on the slice count only up to the auto-load limit; beyond it the
    // states are the same, which keeps the state space finite. The graph merges states by
    // this projection, so the replay compares the same projection.
    serializeContext: (context) => JSON.stringify(projection(context)),
    compareContext: projection,
  },
);
