// Every resolver of the lobby schema: the services' queries and mutations, and the transport's
// subscriptions.
import type { Resolvers } from './generated/resolvers-types.ts';
import { subscriptionResolvers } from './subscription-resolvers.ts';

/** Merges the services' resolvers; the Subscription type belongs to the transport. */
export function lobbyResolvers(serviceResolvers: Resolvers): Resolvers {
  return {
    ...serviceResolvers,
    Subscription: { ...serviceResolvers.Subscription, ...subscriptionResolvers.Subscription },
  };
}

/** Several services' resolver maps in one: fields of the same type are combined. */
export function mergeServiceResolvers(...maps: Resolvers[]): Resolvers {
  const merged: Record<string, object> = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map) as [string, object][]) {
      merged[type] = { ...merged[type], ...fields };
    }
  }
  return merged as Resolvers;
}
