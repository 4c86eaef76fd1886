// The rewards shop's GraphQL side: Query.rewardsShop, Viewer.loyaltyPoints, Mutation.buyShopOffer.
import { authenticationFailure } from '../../players/errors.ts';
import { requirePlayer } from '../../players/require.ts';
import { countryCurrency } from '../../ledger/currency.ts';
import type { Resolvers } from '../../graphql/generated/resolvers-types.ts';
import { findPlayerById } from '../../players/players.ts';
import { loyaltyPointsOf } from './loyalty-points.ts';
import type { RewardsShop } from './shop.ts';

export function rewardsShopResolvers(shop: RewardsShop): Resolvers {
  return {
    Query: {
      // Offers in the viewer's currency (a visitor's: their country's), and free spins.
      rewardsShop: async (_root, _args, context) => {
        const { viewer, brand, store } = context;
        const player =
          viewer.kind === 'player' ? await findPlayerById(store, viewer.playerId) : undefined;
        const currency = player?.currency ?? countryCurrency(brand, context.country.countryCode);
        return shop.offers(brand.key, currency);
      },
    },

    Viewer: {
      // Never shown below zero (a round rolled back after a purchase): later bets repay it first.
      loyaltyPoints: async (parent, _args, context) =>
        Math.max(0, (await loyaltyPointsOf(context.store, parent.player.id)).balance),
    },

    Mutation: {
      buyShopOffer: async (_root, { offerId }, context) => {
        const viewer = requirePlayer(context);
        if (viewer.brand !== context.brand.key) throw authenticationFailure();
        return shop.buy({ brand: context.brand.key, playerId: viewer.playerId, offerId });
      },
    },
  };
}
