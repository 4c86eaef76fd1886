// Fixtures that reach every state and transition of the search overlay's machine. Texts stand
// for their kind: blank, a text with results, one without; the projection merges contexts that
// differ only in the results' content, which keeps the state space finite.
import {
  searchMachine,
  type SearchContext,
  type SearchResults,
} from '../../machines/search/search.machine.ts';
import { machinePathEntry } from '../support/machine-paths/registry-entry.ts';

const hit = (n: number) => ({
  slug: `blackjack-${n}`,
  name: `Blackjack ${n}`,
  studioName: 'Studio',
  thumbnailUrl: `/thumbnails/blackjack-${n}/160.svg`,
});
const found: SearchResults = { query: 'blak jak', hits: [hit(1), hit(2)], totalCount: 2 };
const none: SearchResults = { query: 'qqxzv', hits: [], totalCount: 0 };

const projection = (context: SearchContext) => ({
  query: context.query.trim() === '' ? '' : context.query,
  hits: context.hits.length,
  recent: context.recent.length,
  highlighted: context.highlighted,
});

export const searchPaths = machinePathEntry(
  'The search overlay: debounced instant search, arrow keys and Enter, recent searches',
  searchMachine,
  {
    input: { recent: ['roulette'] },
    events: {
      'search.input': [
        { type: 'search.input', query: 'blak jak' },
        { type: 'search.input', query: '   ' },
      ],
      'search.highlight': [
        { type: 'search.highlight', index: 0 },
        { type: 'search.highlight', index: 7 },
      ],
      'search.opened': [{ type: 'search.opened', slug: 'blackjack-1' }],
      'search.useRecent': [
        { type: 'search.useRecent', query: 'roulette' },
        { type: 'search.useRecent', query: ' ' },
      ],
    },
    outputs: { search: [found, none] },
    errors: { search: ['HTTP 503'] },
    serializeContext: (context) => JSON.stringify(projection(context)),
    compareContext: projection,
    kinds: ['shortest', 'transition'],
  },
);
