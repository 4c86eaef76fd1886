// Resolvers of the catalogue part of schema/lobby.graphql: translations, country context,
// lobby, lists, studios, categories, search and games. Parents are the records of models.ts
// (codegen.ts maps them), so type resolvers read fields the queries already loaded.
import type { GraphQLContext } from '../graphql/context.ts';
import type { Resolvers, ThumbnailSize } from '../graphql/generated/resolvers-types.ts';
import {
  gameThumbnailPath,
  studioLogoPath,
  THUMBNAIL_WIDTHS,
  type ThumbnailWidth,
} from './artwork.ts';
import { convertMinBet, countryCurrency } from '../ledger/currency.ts';
import { loadGamePage } from './game-pages.ts';
import { loadLobby } from './lobby.ts';
import type { GameRecord, StudioRecord } from './models.ts';
import {
  allCategories,
  allLists,
  allStudios,
  findCategory,
  findGame,
  findList,
  findStudio,
  relatedGames,
} from './repository.ts';
import { studioGameCount } from './request-loaders.ts';
import { checkPageSize, resolveScope } from './scope.ts';
import { loadTranslations, normaliseLocale } from './translations.ts';

const WIDTH_BY_SIZE: Readonly<Record<ThumbnailSize, ThumbnailWidth>> = {
  W160: 160,
  W240: 240,
  W320: 320,
  W480: 480,
  W640: 640,
};
// The enum and the rendered widths must not drift apart.
if (Object.values(WIDTH_BY_SIZE).length !== THUMBNAIL_WIDTHS.length) {
  throw new Error('ThumbnailSize and THUMBNAIL_WIDTHS differ');
}

function localeOf(context: GraphQLContext, locale: string | null | undefined): string {
  return normaliseLocale(locale ?? context.locale);
}

function thumbnail(game: GameRecord, size: ThumbnailSize) {
  const width = WIDTH_BY_SIZE[size];
  const art = { name: game.name, studioName: game.studio.name, artSeed: game.artSeed };
  return { url: gameThumbnailPath(game.slug, width, art), width, height: (width * 3) / 4 };
}

function studioOfGame(game: GameRecord): StudioRecord {
  return { ...game.studio, gameCount: null, scope: game.scope };
}

export const catalogueResolvers: Resolvers = {
  Query: {
    ts: (_root, { keys, locale }, context) =>
      loadTranslations(context.store, context.brand.key, localeOf(context, locale), keys),

    countryContext: (_root, _args, { brand, country }) => {
      const countryCode = country.countryCode.toUpperCase();
      return {
        countryCode,
        // Upper-cased only for Canada (platform-core §3 "Country context").
        subDivision:
          country.subDivision && countryCode === 'CA'
            ? country.subDivision.toUpperCase()
            : country.subDivision,
        ipCountryCode: country.ipCountryCode.toUpperCase(),
        countryCurrency: countryCurrency(brand, countryCode),
      };
    },

    lobby: (_root, args, context) =>
      loadLobby(
        context.store,
        context.brand.key,
        localeOf(context, args.locale),
        resolveScope(context, args),
      ),

    listOfGames: (_root, args, context) =>
      findList(
        context.store,
        args.slug,
        context.brand.key,
        localeOf(context, args.locale),
        resolveScope(context, args),
      ),

    listsOfGames: (_root, args, context) =>
      allLists(
        context.store,
        context.brand.key,
        localeOf(context, null),
        resolveScope(context, args),
      ),

    gameStudio: (_root, args, context) =>
      findStudio(context.store, args.slug, resolveScope(context, args)),

    gameStudios: (_root, args, context) => allStudios(context.store, resolveScope(context, args)),

    gameCategory: (_root, args, context) =>
      findCategory(context.store, args.slug, resolveScope(context, args)),

    gameCategories: (_root, args, context) =>
      allCategories(context.store, resolveScope(context, args)),

    searchGames: (_root, args, context) =>
      loadGamePage(context.store, {
        sequence: { kind: 'search', query: args.query },
        scope: resolveScope(context, args),
        first: args.first,
        after: args.after,
      }),

    game: (_root, args, context) => findGame(context.store, args.slug, resolveScope(context, args)),
  },

  Game: {
    id: (game) => String(game.id),
    studio: (game) => studioOfGame(game),
    thumbnail: (game, { size }) => thumbnail(game, size),
    minBet: (game, { currencyCode }) => convertMinBet(game.minBetEur, currencyCode),
    // The scope the game was found in: related games follow the same availability rules.
    relatedGames: (game, { first }, context) =>
      relatedGames(
        context.store,
        { id: game.id, studioId: game.studio.id },
        checkPageSize(first ?? 8),
        game.scope,
      ),
  },

  Studio: {
    id: (studio) => String(studio.id),
    imageUrl: (studio) => studioLogoPath(studio.slug, studio.name, studio.artSeed),
    gameCount: (studio, _args, context) =>
      studio.gameCount ?? studioGameCount(context, studio.id, studio.scope),
    games: (studio, { first, after }, context) =>
      loadGamePage(context.store, {
        sequence: { kind: 'studio', id: studio.id },
        scope: studio.scope,
        first,
        after,
      }),
  },

  ListOfGames: {
    id: (list) => String(list.id),
    games: (list, { first, after, lastShownGameId }, context) =>
      loadGamePage(context.store, {
        sequence: { kind: 'list', id: list.id },
        scope: list.scope,
        first,
        after,
        lastShownGameId,
      }),
  },

  GameCategory: {
    id: (category) => String(category.id),
    games: (category, { first, after }, context) =>
      loadGamePage(context.store, {
        sequence: { kind: 'category', id: category.id },
        scope: category.scope,
        first,
        after,
      }),
  },

  GameConnection: {
    totalCount: (connection) => connection.countTotal(),
  },

  LobbyItem: {
    __resolveType: (item) => item.kind,
  },
};
