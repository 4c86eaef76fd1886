// The rewards' pub/sub topic (server/pubsub/pubsub.ts).
import type { RewardUpdatePayload } from './events.ts';

declare module '../pubsub/pubsub.ts' {
  interface PubSubTopics {
    /** One of a player's rewards was assigned or changed status, published after commit. */
    rewardUpdated: RewardUpdatePayload;
  }
}
