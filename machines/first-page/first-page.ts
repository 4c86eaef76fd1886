// The first paint's reads that the server answers inside index.html (decision 0038): the SPA
// declares them (src/adapters/graphql/first-page-reads.ts), the build writes them to
// dist/first-page-reads.json, the server fills in what it knows of the page request, runs them
// and inlines the answers; the SPA's query cache serves each answer once, so the first paint
// needs neither the GraphQL client nor a round trip. Pure: shared by the SPA and the server.

export const FIRST_PAGE_READS_FILE = 'first-page-reads.json';
export const FIRST_PAGE_DATA_ELEMENT_ID = 'lobby-first-page-data';

/** What the server knows of a page request; a read's variables name them as `$locale` …. */
export interface FirstPageFacts {
  /** The BCP 47 tag of the locale the SPA loads first. */
  locale: string;
  license: string;
  thumbnailSize: string;
}

export interface FirstPageRead {
  operationName: string;
  document: string;
  /** Fixed values, and `$locale`, `$license`, `$thumbnailSize` for the request's facts. */
  variables: Record<string, unknown>;
  /** The route the read belongs to; absent for reads of every page (start-up). */
  routeId?: string;
}

/** One inlined answer. Every first-page read names its locale in its variables. */
export interface FirstPageAnswer {
  operationName: string;
  variables: Record<string, unknown>;
  data: unknown;
}

const isFact = (name: string): name is keyof FirstPageFacts =>
  name === 'locale' || name === 'license' || name === 'thumbnailSize';

/** The read's variables with the request's facts in place of their `$names`. */
export function variablesFor(read: FirstPageRead, facts: FirstPageFacts): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(read.variables).map(([name, value]) => {
      const fact = typeof value === 'string' && value.startsWith('$') ? value.slice(1) : '';
      return [name, isFact(fact) ? facts[fact] : value];
    }),
  );
}
