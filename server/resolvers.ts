// The lobby schema's resolvers: each domain's map, merged, and the ledger's MinorUnits scalar.
// The composition root's: only here do the domains' resolvers meet (decision 0033).
import { catalogueResolvers } from './catalogue/resolvers.ts';
import { favouriteResolvers } from './catalogue/favourite-resolvers.ts';
import { promotionResolvers } from './catalogue/promotion-resolvers.ts';
import { documentResolvers } from './compliance/document-resolvers.ts';
import { gameResolvers } from './games/resolvers.ts';
import type { Resolvers } from './graphql/generated/resolvers-types.ts';
import { mergeServiceResolvers } from './graphql/resolvers.ts';
import { identityResolvers } from './identity/resolvers.ts';
import { raffleResolvers } from './jackpot/raffle-resolvers.ts';
import { jackpotResolvers } from './jackpot/resolvers.ts';
import { createJackpotSettingsStore } from './jackpot/settings.ts';
import { MinorUnitsScalar } from './ledger/minor-units-scalar.ts';
import { paymentResolvers } from './payments/resolvers.ts';
import { paymentsUnavailableResolvers } from './payments/unavailable-resolvers.ts';
import { protectionResolvers } from './protection/resolvers.ts';
import { complianceResolvers } from './compliance/resolvers.ts';
import { rewardResolvers } from './rewards/resolvers.ts';
import { rewardsShopResolvers } from './rewards/shop/resolvers.ts';
import type { Services } from './services.ts';
import { walletResolvers } from './wallet/resolvers.ts';

/** Every service's resolvers. */
export function serviceResolvers(services: Services): Resolvers {
  return mergeServiceResolvers(
    catalogueResolvers,
    favouriteResolvers,
    identityResolvers(services.auth),
    walletResolvers(services.wallet),
    paymentResolvers(services.payments, services.auth.tokenPairs),
    gameResolvers(services.games),
    // Without the sandbox stand-in the cashier answers PaymentsUnavailable (decision 0032).
    services.standIns.sandboxPayments ? {} : paymentsUnavailableResolvers,
    rewardResolvers(services.rewards),
    promotionResolvers,
    rewardsShopResolvers(services.rewardsShop),
    jackpotResolvers(services.jackpot, createJackpotSettingsStore(services.store)),
    raffleResolvers(),
    protectionResolvers(services.protection),
    complianceResolvers(services.compliance),
    // After the compliance resolvers: Viewer.documents and SourceOfWealthCategory.documents.
    documentResolvers(),
  );
}

/** The resolvers with the schema's scalars (a map of stubs from tests gets them too). */
export function withScalars(resolvers: Resolvers): Resolvers {
  // Not through mergeServiceResolvers: spreading would strip the scalar's class.
  return { ...resolvers, MinorUnits: MinorUnitsScalar };
}
