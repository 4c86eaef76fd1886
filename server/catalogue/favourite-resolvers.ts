// Viewer.favouriteGames / favouriteGameSlugs / recentlyPlayedGames and the two favourite
// mutations. Players only: a visitor gets AuthenticationFailure.
import type { Resolvers } from '../graphql/generated/resolvers-types.ts';
import { requirePlayer } from '../players/require.ts';
import {
  addFavourite,
  favouriteGames,
  favouriteSlugs,
  recentGames,
  removeFavourite,
} from './favourites.ts';
import { resolveScope } from './scope.ts';

export const favouriteResolvers: Resolvers = {
  Viewer: {
    favouriteGames: (parent, args, context) =>
      favouriteGames(context.store, parent.player.id, args.first, resolveScope(context, args)),
    favouriteGameSlugs: (parent, _args, context) => favouriteSlugs(context.store, parent.player.id),
    recentlyPlayedGames: (parent, args, context) =>
      recentGames(context.store, parent.player.id, args.first, resolveScope(context, args)),
  },
  Mutation: {
    addFavouriteGame: (_root, { slug }, context) =>
      addFavourite(context.store, requirePlayer(context).playerId, slug),
    removeFavouriteGame: (_root, { slug }, context) =>
      removeFavourite(context.store, requirePlayer(context).playerId, slug),
  },
};
