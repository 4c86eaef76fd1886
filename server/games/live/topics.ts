// The live tables' pub/sub topic (server/pubsub/pubsub.ts): the process that drives a table
// publishes each change of its state, and every process (itself included) relays it to the
// sockets seated there. Settlements ride along: each socket picks out its own player's line.
import type { LiveState, PlayerResult } from './state.ts';

declare module '../../pubsub/pubsub.ts' {
  interface PubSubTopics {
    liveTable: { state: LiveState; results: PlayerResult[] };
  }
}

export {};
