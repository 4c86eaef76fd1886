// The catalogue's pub/sub topic (server/pubsub/pubsub.ts): an operator changed games or lists;
// subscriptions and the visitors' response cache hear it in every process.
import type { CatalogueChange } from '../graphql/generated/resolvers-types.ts';

declare module '../pubsub/pubsub.ts' {
  interface PubSubTopics {
    catalogueChanged: Required<Omit<CatalogueChange, '__typename'>>;
  }
}
