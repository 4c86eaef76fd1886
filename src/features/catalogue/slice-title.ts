// The name of a list or category for its page's title and heading (not "Game list" /
// "Game category"). Read through the same cached first-slice read as the page's grid, so the
// name costs no request of its own; a failed or empty read gives null (the generic title).
import {
  GameCategoryDocument,
  ListOfGamesSliceDocument,
} from '../../adapters/graphql/generated/graphql.ts';
import type { ApiServices } from '../../runtime/api-services.ts';
import type { SliceContext } from './game-slices.ts';

// Keyed by the cache's own promise (the same for the same read), so use() gets a stable one.
const titles = new WeakMap<Promise<unknown>, Promise<string | null>>();

function derived<T>(read: Promise<T>, pick: (result: T) => string | null | undefined) {
  let title = titles.get(read);
  if (!title) {
    title = read.then(
      (result) => pick(result) ?? null,
      () => null,
    );
    titles.set(read, title);
  }
  return title;
}

export function sliceTitle(
  services: ApiServices,
  source: { kind: 'list' | 'category'; slug: string },
  pageSize: number,
  context: SliceContext,
): Promise<string | null> {
  // The variables of loadGameSlice's first slice (game-slices.ts): the same cache entry.
  const common = {
    first: pageSize,
    after: null,
    thumbnailSize: context.thumbnailSize,
    license: context.license,
  };
  if (source.kind === 'list') {
    return derived(
      services.read(ListOfGamesSliceDocument, {
        ...common,
        listOfGamesSlug: source.slug,
        currencyCode: context.currencyCode,
        locale: context.locale,
      }),
      (result) => result.listOfGames?.name,
    );
  }
  return derived(
    services.read(GameCategoryDocument, { ...common, slug: source.slug }),
    (result) => result.gameCategory?.name,
  );
}
