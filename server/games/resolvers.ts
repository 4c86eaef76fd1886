// startGameSession: the URL the /games/{slug}/ page loads in its sandboxed iframe; and the
// viewer's recently played games.
import type { Resolvers } from '../graphql/generated/resolvers-types.ts';
import { recentlyPlayedGames } from './recently-played.ts';
import type { Games } from './service.ts';

export function gameResolvers(games: Games): Resolvers {
  return {
    Viewer: {
      recentlyPlayedGamesV2: (parent, args, context) =>
        recentlyPlayedGames(context.store, parent.player.id, args.maxRecentlyPlayedGames),
    },
    Mutation: {
      startGameSession: async (_root, { slug, mode }, context) => {
        const session = await games.start(context, slug, mode);
        const path = `/demo-games/${encodeURIComponent(slug)}/?session=${session.token}`;
        return {
          url: `${context.origin ?? ''}${path}`,
          mode,
          currency: session.currency,
          expiresAt: session.expiresAt.toISOString(),
        };
      },
    },
  };
}
