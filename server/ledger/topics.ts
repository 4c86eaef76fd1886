// The ledger's pub/sub topic (server/pubsub/pubsub.ts).
import type { BalanceChange } from './journal/balance-change.ts';

declare module '../pubsub/pubsub.ts' {
  interface PubSubTopics {
    /** A player's balance changed, published after the ledger commit. */
    balanceUpdated: BalanceChange;
  }
}
