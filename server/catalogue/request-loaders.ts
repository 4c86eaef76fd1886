// Per-request batching: values asked for by many parents of one response (the game count of
// the studio of each game on a page) are loaded with one query per request, not one per
// parent. Keyed on the request's context object, so nothing outlives the request.
import type { GraphQLContext } from '../graphql/context.ts';
import type { AvailabilityScope } from './models.ts';
import { countStudioGames } from './repository.ts';

interface Batch {
  ids: Set<number>;
  result: Promise<Map<number, number>>;
}

interface Loaders {
  /** The batch still collecting ids, per scope. */
  open: Map<string, Batch>;
  /** Counts already asked for in this request, per scope and studio. */
  counts: Map<string, Promise<number>>;
}

const byContext = new WeakMap<GraphQLContext, Loaders>();

function loadersOf(context: GraphQLContext): Loaders {
  let loaders = byContext.get(context);
  if (!loaders) {
    loaders = { open: new Map(), counts: new Map() };
    byContext.set(context, loaders);
  }
  return loaders;
}

/** Available-game count of a studio; the ids asked for before the next macrotask share a query. */
export function studioGameCount(
  context: GraphQLContext,
  studioId: number,
  scope: AvailabilityScope,
): Promise<number> {
  const loaders = loadersOf(context);
  const scopeKey = `${scope.license}|${scope.countryCode}|${scope.subDivision ?? ''}`;
  const countKey = `${scopeKey}|${studioId}`;
  const known = loaders.counts.get(countKey);
  if (known) return known;

  let batch = loaders.open.get(scopeKey);
  if (!batch) {
    const ids = new Set<number>();
    // setImmediate, not a microtask: graphql-js resolves sibling list items over several
    // microtask turns, and all of them should land in this batch.
    const result = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      loaders.open.delete(scopeKey);
      return countStudioGames(context.store, [...ids], scope);
    });
    batch = { ids, result };
    loaders.open.set(scopeKey, batch);
  }
  batch.ids.add(studioId);
  const count = batch.result.then((counts) => counts.get(studioId) ?? 0);
  loaders.counts.set(countKey, count);
  return count;
}
