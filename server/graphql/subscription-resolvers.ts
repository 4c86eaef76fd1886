// Subscription resolvers: each subscribes to its pub/sub topic for the caller's lifetime.
import type { PubSubTopics } from '../pubsub/pubsub.ts';
import type { Resolvers } from './generated/resolvers-types.ts';

type CatalogueChangePayload = PubSubTopics['catalogueChanged'];

export const subscriptionResolvers: Pick<Resolvers, 'Subscription'> = {
  Subscription: {
    catalogueChanged: {
      subscribe: (_parent, _args, context) => context.pubsub.subscribe('catalogueChanged'),
      resolve: (payload: CatalogueChangePayload) => payload,
    },
  },
};
