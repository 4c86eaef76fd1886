// Loads one slice of a game list through the right query for its source, and turns the
// GraphQL result into the plain tiles the game-list machine keeps.
import type {
  GameListSource,
  GameSlice,
  GameTile,
  LoadSliceInput,
} from '../../../machines/game-list/game-list.machine.ts';
import type { ThumbnailSize } from '../../../machines/catalogue/thumbnail-size.ts';
import type { Licence } from '../../../machines/lobby-settings/settings.ts';
import {
  GameCategoryDocument,
  GameStudioDocument,
  ListOfGamesSliceDocument,
  SearchGamesDocument,
  type GamePageFragment,
  type GameTileFragment,
} from '../../adapters/graphql/generated/graphql.ts';
import type { ApiServices } from '../../runtime/api-services.ts';

export interface SliceContext {
  thumbnailSize: ThumbnailSize;
  license: Licence;
  locale: string;
  currencyCode: string;
}

export function toGameTile(node: GameTileFragment): GameTile {
  return {
    id: node.id,
    slug: node.slug,
    name: node.name,
    studioName: node.studio.name,
    thumbnailUrl: node.thumbnail.url,
    thumbnailWidth: node.thumbnail.width,
    thumbnailHeight: node.thumbnail.height,
    rtp: node.rtp,
    isLiveCasinoGame: node.isLiveCasinoGame,
    isBonusEnabled: node.isBonusEnabled,
    isJackpotGame: node.isJackpotGame,
    isNew: node.isNew,
  };
}

export function toGameSlice(title: string | null, page: GamePageFragment): GameSlice {
  return {
    title,
    games: page.edges.map((edge) => toGameTile(edge.node)),
    hasNextPage: page.pageInfo.hasNextPage,
    endCursor: page.pageInfo.endCursor ?? null,
    totalCount: page.totalCount,
  };
}

export async function loadGameSlice(
  services: ApiServices,
  { source, first, after }: LoadSliceInput,
  context: SliceContext,
): Promise<GameSlice | null> {
  const common = { first, after, thumbnailSize: context.thumbnailSize, license: context.license };
  switch (source.kind) {
    case 'list': {
      const { listOfGames } = await services.read(ListOfGamesSliceDocument, {
        ...common,
        listOfGamesSlug: source.slug,
        currencyCode: context.currencyCode,
        locale: context.locale,
      });
      return listOfGames ? toGameSlice(listOfGames.name, listOfGames.games) : null;
    }
    case 'studio': {
      const { gameStudio } = await services.read(GameStudioDocument, {
        ...common,
        slug: source.slug,
        currencyCode: context.currencyCode,
        locale: context.locale,
      });
      return gameStudio ? toGameSlice(gameStudio.name, gameStudio.games) : null;
    }
    case 'category': {
      const { gameCategory } = await services.read(GameCategoryDocument, {
        ...common,
        slug: source.slug,
      });
      return gameCategory ? toGameSlice(gameCategory.name, gameCategory.games) : null;
    }
    case 'search': {
      const { searchGames } = await services.read(SearchGamesDocument, {
        ...common,
        query: source.query,
      });
      return toGameSlice(null, searchGames);
    }
  }
}

export const sourceKey = (source: GameListSource) =>
  source.kind === 'search' ? `search:${source.query}` : `${source.kind}:${source.slug}`;
