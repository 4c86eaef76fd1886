// rewardUpdated (platform-core §7 RewardsContextSubscription): published after the commit that
// changed an assignation, never from inside a transaction (a rollback would have announced
// something that did not happen). The payload is JSON with the player's id, so it crosses Redis
// and the subscription keeps the bearer's own events.
import type { Queryable } from '../db/store.ts';
import type { PubSub } from '../pubsub/pubsub.ts';
import { findAssignationView } from './assignations.ts';
import type { RewardView } from './definitions.ts';
import type { RewardStatus } from './model.ts';

export type RewardUpdatePayload = {
  playerId: string;
  assignationId: string;
  status: RewardStatus;
  updatedAt: string;
  reward: RewardView;
};

export interface PublishDeps {
  store: Queryable;
  pubsub: PubSub;
  onPublishError?: ((error: unknown) => void) | undefined;
}

/**
 * Announces the assignation as it is now. Call it after the commit of the transaction that
 * changed it (assignReward with a caller's `tx`, for example). A failed publish is reported to
 * onPublishError, not thrown: the change itself is committed.
 *
 * `status` is the status the caller's change made: another process may already have changed
 * the row again (an automatic reward credited right after it started), and each change is
 * announced with its own status, not twice with the newest.
 */
export async function publishRewardUpdate(
  deps: PublishDeps,
  assignationId: string,
  status?: RewardStatus,
): Promise<void> {
  try {
    const entry = await findAssignationView(deps.store, assignationId);
    if (!entry) return;
    await deps.pubsub.publish('rewardUpdated', {
      playerId: entry.playerId,
      assignationId: entry.assignationId,
      status: status ?? entry.status,
      updatedAt: entry.updatedAt,
      reward: entry.reward,
    });
  } catch (error) {
    deps.onPublishError?.(error);
  }
}
