// The reward list as the pages see it (machines/reward-list): the conversions between the API's player rewards and the machine's entries.
// The machine carries each reward's API fields untouched in `reward.payload`
// (machines/reward-list/reward-list.ts); `toRewardView` turns an entry back into what the pages
// render. src/app/session/player-logic.ts gives the actor its effects; the lobby runs it.
import type {
  PlayerReward as ListReward,
  RewardEntry,
  RewardStatus,
  RewardUpdate,
} from '../../machines/reward-list/reward-list.machine.ts';
import type {
  PlayerRewardFieldsFragment,
  RewardFieldsFragment,
} from '../adapters/graphql/generated-session/graphql.ts';

/** The API's fields of one assignation, kept in the machine's `reward.payload`. */
interface RewardPayload {
  reward: RewardFieldsFragment;
  assignedAt: string;
  updatedAt: string;
  reason: string | null;
}

/** A player reward as the pages render it, with the machine's claim state. */
export type RewardView = PlayerRewardFieldsFragment & { loading: boolean; error?: string };

export function toListReward(entry: {
  reward: RewardFieldsFragment;
  assignationId: string;
  status: RewardStatus;
  assignedAt: string;
  updatedAt: string;
  reason: string | null;
}): ListReward {
  const payload: RewardPayload = {
    reward: entry.reward,
    assignedAt: entry.assignedAt,
    updatedAt: entry.updatedAt,
    reason: entry.reason,
  };
  return {
    reward: {
      rewardId: entry.reward.rewardId,
      startsAt: entry.reward.startsAt,
      claimType: entry.reward.claimType,
      payload,
    },
    assignationId: entry.assignationId,
    status: entry.status,
  };
}

/** The live update of the subscription, in the machine's terms. */
export function toRewardUpdate(update: {
  reward: RewardFieldsFragment;
  status: RewardStatus;
  assignationId: string;
  updatedAt: string;
}): RewardUpdate {
  // An assignation first seen live was assigned (or changed) at updatedAt.
  const { reward, status, assignationId } = toListReward({
    ...update,
    assignedAt: update.updatedAt,
    reason: null,
  });
  return { reward, status, assignationId };
}

export function toRewardView(entry: RewardEntry): RewardView {
  const payload = entry.reward.payload as RewardPayload;
  const view: RewardView = {
    reward: payload.reward,
    assignationId: entry.assignationId,
    assignedAt: payload.assignedAt,
    updatedAt: payload.updatedAt,
    reason: payload.reason,
    status: entry.status,
    loading: entry.loading,
  };
  if (entry.error !== undefined) view.error = entry.error;
  return view;
}
