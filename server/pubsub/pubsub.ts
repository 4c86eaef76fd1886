// The pub/sub seam: in-process by default, Redis when REDIS_URL is set, so an event published by
// one server process reaches subscribers connected to any process (decision 0010).
import type { CatalogueChange } from '../graphql/generated/resolvers-types.ts';
import type { RewardUpdatePayload } from '../rewards/events.ts';
import type { BalanceChange } from '../ledger/balance-change.ts';

/** What may cross process boundaries: payloads travel as JSON through Redis. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Every topic and the payload it carries. */
export interface PubSubTopics {
  catalogueChanged: Required<Omit<CatalogueChange, '__typename'>>;
  /** A player session ended (server/identity/sessions.ts); reason as in player_sessions. */
  sessionDestroyed: { sessionId: string; playerId: string; reason: string };
  /** A player's account changed in a way open lobbies must react to. */
  playerUpdated: { playerId: string; isAccountClosed: boolean };
  /** A player's balance changed (server/wallet/), published after the ledger commit. */
  balanceUpdated: BalanceChange;
  /** One of a player's rewards was assigned or changed status (server/rewards/), after commit. */
  rewardUpdated: RewardUpdatePayload;
}

export type Topic = keyof PubSubTopics;

/** 'degraded' while events cannot reach other processes (Redis unreachable): they are dropped. */
export type PubSubStatus = 'ok' | 'degraded';

export interface PubSub {
  readonly kind: 'in-process' | 'redis';
  /** For /healthz: whether published events currently reach every process. */
  status(): PubSubStatus;
  /**
   * Delivers the payload to every current subscriber of the topic, in every process. Resolves
   * once handed over; while the pub/sub is degraded the event is dropped (reported, not thrown).
   * Rejects only after close().
   */
  publish<T extends Topic>(topic: T, payload: PubSubTopics[T]): Promise<void>;
  /** Events published from now on, until the iterator is returned or the pub/sub closes. */
  subscribe<T extends Topic>(topic: T): AsyncIterableIterator<PubSubTopics[T]>;
  /** Ends every open subscription and releases connections. Safe to call twice. */
  close(): Promise<void>;
}

export const TOPICS: readonly Topic[] = [
  'catalogueChanged',
  'sessionDestroyed',
  'playerUpdated',
  'balanceUpdated',
  'rewardUpdated',
];
