// Which locale's message catalog is active. Catalogs are lazy chunks (one per locale): the
// machine loads the requested one, keeps the previous one active while the next loads, and
// retries a failed load before giving up.

import { assign, fromPromise, setup } from 'xstate';

export const CATALOG_MAX_ATTEMPTS = 3;

export interface LocaleCatalogContext {
  /** BCP 47 tag of the locale asked for last. */
  requested: string;
  /** BCP 47 tag of the catalog in use, null until the first one loads. */
  active: string | null;
  attempts: number;
  errorCode: 'CATALOG_UNAVAILABLE' | null;
}

export type LocaleCatalogEvent =
  { type: 'locale.requested'; locale: string } | { type: 'locale.retry' };

export const localeCatalogMachine = setup({
  types: {
    context: {} as LocaleCatalogContext,
    input: {} as { locale: string },
    events: {} as LocaleCatalogEvent,
  },
  actors: {
    /** Loads and activates the catalog; resolves with the locale that is now active. */
    loadCatalog: fromPromise<{ locale: string }, { locale: string }>(async () => {
      throw new Error('loadCatalog is provided by src/app');
    }),
  },
  actions: {
    requestLocale: assign({
      requested: ({ context, event }) =>
        event.type === 'locale.requested' ? event.locale : context.requested,
      attempts: 0,
      errorCode: null,
    }),
  },
  delays: {
    catalogRetry: 1500,
  },
  guards: {
    canRetry: ({ context }) => context.attempts < CATALOG_MAX_ATTEMPTS,
    isNewLocale: ({ context, event }) =>
      event.type === 'locale.requested' && event.locale !== context.requested,
  },
}).createMachine({
  id: 'localeCatalog',
  context: ({ input }) => ({ requested: input.locale, active: null, attempts: 0, errorCode: null }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ attempts: ({ context }) => context.attempts + 1 }),
      invoke: {
        id: 'loadCatalog',
        src: 'loadCatalog',
        input: ({ context }) => ({ locale: context.requested }),
        onDone: {
          target: 'ready',
          actions: assign({
            active: ({ event }) => event.output.locale,
            attempts: 0,
            errorCode: null,
          }),
        },
        onError: [{ guard: 'canRetry', target: 'waitingToRetry' }, { target: 'failed' }],
      },
      on: {
        'locale.requested': {
          guard: 'isNewLocale',
          target: 'loading',
          reenter: true,
          actions: 'requestLocale',
        },
      },
    },
    waitingToRetry: {
      after: { catalogRetry: 'loading' },
      on: {
        'locale.requested': { guard: 'isNewLocale', target: 'loading', actions: 'requestLocale' },
      },
    },
    ready: {
      on: {
        'locale.requested': { guard: 'isNewLocale', target: 'loading', actions: 'requestLocale' },
      },
    },
    failed: {
      entry: assign({ errorCode: 'CATALOG_UNAVAILABLE' }),
      on: {
        'locale.retry': { target: 'loading', actions: assign({ attempts: 0, errorCode: null }) },
        'locale.requested': { guard: 'isNewLocale', target: 'loading', actions: 'requestLocale' },
      },
    },
  },
});
