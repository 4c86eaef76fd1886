// Query.promotions: the brand's promotion blocks whose applicability fits the viewer. The locale
// argument is accepted like the lobby's; promotion texts are operator data in one language.
import type { Resolvers } from '../graphql/generated/resolvers-types.ts';
import { audienceOf, loadPromotions } from './promotions.ts';

export const promotionResolvers: Resolvers = {
  Query: {
    promotions: async (_root, _args, context) => {
      const playerId = context.viewer.kind === 'player' ? context.viewer.playerId : undefined;
      const audience = await audienceOf(context.store, playerId);
      return loadPromotions(context.store, context.brand.key, audience);
    },
  },
};
