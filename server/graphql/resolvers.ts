// Every resolver of the lobby schema: the catalogue's queries and the transport's subscriptions.
import type { Resolvers } from './generated/resolvers-types.ts';
import { subscriptionResolvers } from './subscription-resolvers.ts';

/** Merges the services' resolvers; the Subscription type belongs to the transport. */
export function lobbyResolvers(serviceResolvers: Resolvers): Resolvers {
  return {
    ...serviceResolvers,
    Subscription: { ...serviceResolvers.Subscription, ...subscriptionResolvers.Subscription },
  };
}
