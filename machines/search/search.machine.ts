// The search overlay (programmes §2 "Overlays", variant `search`): instant results as
// the player types, keyboard navigation, recent searches.
//
//   idle       no text: the options are the recent searches (newest first)
//   typing     text changed: waits DEBOUNCE_MS (each keystroke restarts the wait), the previous
//              results stay on screen so the list does not flicker
//   searching  asks the server (invoke `search`); a keystroke cancels it and types again
//   ready      results for `resultsFor` (possibly none)
//   failed     the search did not answer; typing again retries
//
// Arrow keys move the highlight through the options shown (results, or the recent searches
// while there is no text), wrapping at both ends; Enter opens the highlighted game (or the
// first one) and remembers the text as a recent search, or runs a highlighted recent search.
// Effects are named actions the UI provides: `openGame` (navigate and close the overlay) and
// `storeRecent` (local storage).

import { assign, enqueueActions, fromPromise, setup } from 'xstate';

export const DEBOUNCE_MS = 150;
export const MAX_RECENT_SEARCHES = 6;
/** The server refuses longer texts (MAX_SEARCH_LENGTH). */
export const MAX_QUERY_LENGTH = 100;
/** Results the overlay shows; "all results" goes to the /games/ page. */
export const SEARCH_RESULT_LIMIT = 12;

export interface SearchHit {
  slug: string;
  name: string;
  studioName: string;
  thumbnailUrl: string;
}

export interface SearchResults {
  query: string;
  hits: SearchHit[];
  totalCount: number;
}

export interface SearchInput {
  recent?: readonly string[];
}

export interface SearchContext {
  /** What the input shows. */
  query: string;
  hits: SearchHit[];
  totalCount: number;
  /** The text `hits` answer (null before the first answer). */
  resultsFor: string | null;
  recent: string[];
  /** Index into the options shown (hits, or recent searches while the text is blank); -1 none. */
  highlighted: number;
}

export type SearchEvent =
  | { type: 'search.input'; query: string }
  | { type: 'search.next' }
  | { type: 'search.previous' }
  /** The pointer moved over an option. */
  | { type: 'search.highlight'; index: number }
  /** Enter. */
  | { type: 'search.choose' }
  /** A click on a result (the link navigates itself; the machine records the search). */
  | { type: 'search.opened'; slug: string }
  /** A click on a recent search. */
  | { type: 'search.useRecent'; query: string }
  | { type: 'search.clearRecent' };

/** The text the server is asked: collapsed spaces, at most MAX_QUERY_LENGTH characters. */
export function normaliseQuery(query: string): string {
  return query.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
}

/** The recent searches after searching `query`: newest first, no duplicates (any case). */
export function addRecentSearch(recent: readonly string[], query: string): string[] {
  const term = normaliseQuery(query);
  if (term.length < 2) return [...recent];
  const key = term.toLocaleLowerCase();
  return [term, ...recent.filter((r) => r.toLocaleLowerCase() !== key)].slice(
    0,
    MAX_RECENT_SEARCHES,
  );
}

/** Recent searches read back from storage: anything unexpected is dropped. */
export function parseRecentSearches(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    return value
      .filter((v): v is string => typeof v === 'string' && normaliseQuery(v).length >= 2)
      .map(normaliseQuery)
      .slice(0, MAX_RECENT_SEARCHES);
  } catch {
    return [];
  }
}

/** The options the list shows: results for a text, recent searches for none. */
export function optionCount(context: SearchContext): number {
  return normaliseQuery(context.query) === '' ? context.recent.length : context.hits.length;
}

/** The highlight after an arrow key: wraps; from none, Down goes to the first, Up to the last. */
export function moveHighlight(current: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}

export interface OpenGameParams {
  slug: string;
}
export interface StoreRecentParams {
  recent: string[];
}

const isBlank = (query: string) => normaliseQuery(query) === '';

export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    input: {} as SearchInput,
  },
  actors: {
    search: fromPromise<SearchResults, { query: string }>(() => {
      throw new Error('search is provided by the UI');
    }),
  },
  delays: { DEBOUNCE: DEBOUNCE_MS },
  actions: {
    /** Navigates to the game and closes the overlay. */
    openGame: (_, _params: OpenGameParams) => {
      throw new Error('openGame is provided by the UI');
    },
    /** Writes the recent searches to local storage. */
    storeRecent: (_, _params: StoreRecentParams) => {
      throw new Error('storeRecent is provided by the UI');
    },
    setQuery: assign(({ event }) =>
      event.type === 'search.input' || event.type === 'search.useRecent'
        ? { query: event.query.slice(0, MAX_QUERY_LENGTH), highlighted: -1 }
        : {},
    ),
    clearResults: assign({ hits: [], totalCount: 0, resultsFor: null, highlighted: -1 }),
    next: assign(({ context }) => ({
      highlighted: moveHighlight(context.highlighted, optionCount(context), 1),
    })),
    previous: assign(({ context }) => ({
      highlighted: moveHighlight(context.highlighted, optionCount(context), -1),
    })),
    highlight: assign(({ context, event }) =>
      event.type === 'search.highlight' &&
      Number.isInteger(event.index) &&
      event.index >= -1 &&
      event.index < optionCount(context)
        ? { highlighted: event.index }
        : {},
    ),
  },
  guards: {
    blank: ({ event }) =>
      (event.type === 'search.input' || event.type === 'search.useRecent') && isBlank(event.query),
    hasResults: ({ context }) => context.hits.length > 0,
    recentHighlighted: ({ context }) =>
      context.highlighted >= 0 && context.highlighted < context.recent.length,
  },
}).createMachine({
  id: 'search',
  context: ({ input }) => ({
    query: '',
    hits: [],
    totalCount: 0,
    resultsFor: null,
    recent: [...(input.recent ?? [])].slice(0, MAX_RECENT_SEARCHES),
    highlighted: -1,
  }),
  initial: 'idle',
  on: {
    'search.input': [
      { guard: 'blank', target: '.idle', actions: ['setQuery', 'clearResults'] },
      { target: '.typing', reenter: true, actions: 'setQuery' },
    ],
    'search.next': { actions: 'next' },
    'search.previous': { actions: 'previous' },
    'search.highlight': { actions: 'highlight' },
    'search.clearRecent': {
      actions: enqueueActions(({ enqueue }) => {
        enqueue.assign({ recent: [], highlighted: -1 });
        enqueue({ type: 'storeRecent', params: { recent: [] } });
      }),
    },
    // A result was clicked (the UI navigates): the text becomes a recent search.
    'search.opened': {
      actions: enqueueActions(({ context, enqueue }) => {
        const recent = addRecentSearch(context.recent, context.query);
        enqueue.assign({ recent });
        enqueue({ type: 'storeRecent', params: { recent } });
      }),
    },
  },
  states: {
    idle: {
      on: {
        'search.choose': {
          guard: 'recentHighlighted',
          target: 'searching',
          actions: assign(({ context }) => ({
            query: context.recent[context.highlighted]!,
            highlighted: -1,
          })),
        },
        'search.useRecent': [{ guard: 'blank' }, { target: 'searching', actions: 'setQuery' }],
      },
    },
    typing: {
      after: { DEBOUNCE: 'searching' },
    },
    searching: {
      invoke: {
        id: 'search',
        src: 'search',
        input: ({ context }) => ({ query: normaliseQuery(context.query) }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            hits: event.output.hits,
            totalCount: event.output.totalCount,
            resultsFor: event.output.query,
            highlighted: -1,
          })),
        },
        onError: { target: 'failed', actions: 'clearResults' },
      },
    },
    ready: {
      on: {
        'search.choose': {
          guard: 'hasResults',
          actions: enqueueActions(({ context, enqueue }) => {
            const hit = context.hits[Math.max(context.highlighted, 0)]!;
            const recent = addRecentSearch(context.recent, context.query);
            enqueue.assign({ recent });
            enqueue({ type: 'storeRecent', params: { recent } });
            enqueue({ type: 'openGame', params: { slug: hit.slug } });
          }),
        },
      },
    },
    failed: {},
  },
});

/** What the overlay renders from a snapshot. */
export const selectSearch = (snapshot: {
  context: SearchContext;
  value: unknown;
}): SearchContext & { status: 'idle' | 'typing' | 'searching' | 'ready' | 'failed' } => ({
  ...snapshot.context,
  status: snapshot.value as 'idle' | 'typing' | 'searching' | 'ready' | 'failed',
});
