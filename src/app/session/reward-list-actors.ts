// The player's reward list (machines/reward-list) with its effects, started when a player signs
// in (session-effects.ts) — visitors never load it. The reward pages wait for it
// (`rewardListActors`).
//
// - loadRewards: the Rewards query (platform-core §7: ascending, last 500, Unclaimed and
//   Scheduled); claimReward: the claimReward mutation of one assignation.
// - Live updates: RewardsContextSubscription (`rewardUpdated`) on the signed-in session's one
//   socket, forwarded as rewards.updated. The wagering progress of bonus money comes from the
//   wallet's live balance updates (`balanceUpdates`, the wallet actor's emitted events), so the
//   socket carries each balanceUpdated once.
//
// The machine carries each reward's API fields untouched in `reward.payload`
// (machines/reward-list/reward-list.ts); `toRewardView` turns an entry back into what the
// pages render.
import { createActor, fromPromise } from 'xstate';
import type { ActorOptions, AnyActorLogic } from 'xstate';
import {
  fromClaimReward,
  rewardListMachine,
  type PlayerReward as ListReward,
  type RewardEntry,
  type RewardStatus,
  type RewardUpdate,
} from '../../../machines/reward-list/reward-list.machine.ts';
import type { GraphQLClient } from '../../adapters/graphql/client.ts';
import {
  ClaimRewardDocument,
  RewardsContextSubscriptionDocument,
  RewardsDocument,
  type PlayerRewardFieldsFragment,
  type RewardFieldsFragment,
} from '../../adapters/graphql/generated-session/graphql.ts';
import type { BalanceUpdate } from '../../../machines/wallet/wallet.machine.ts';
import type { SubscriptionClient } from '../../adapters/graphql/ws-client.ts';

/** platform-core §9: rewards fetch limit. */
export const REWARDS_FETCH_LIMIT = 500;

/** The API's fields of one assignation, kept in the machine's `reward.payload`. */
interface RewardPayload {
  reward: RewardFieldsFragment;
  assignedAt: string;
  updatedAt: string;
  reason: string | null;
}

/** A player reward as the pages render it, with the machine's claim state. */
export type RewardView = PlayerRewardFieldsFragment & { loading: boolean; error?: string };

function toListReward(entry: {
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

export interface RewardListOptions {
  api: () => GraphQLClient;
  /** The signed-in session's socket (session-effects.ts). */
  subscriptions: () => SubscriptionClient;
  /** The wallet's live balance updates; returns the unsubscribe. */
  balanceUpdates: (listener: (update: BalanceUpdate) => void) => () => void;
  inspect: ActorOptions<AnyActorLogic>['inspect'];
}

export function createRewardListActors(options: RewardListOptions) {
  const rewardList = createActor(
    rewardListMachine.provide({
      actors: {
        loadRewards: fromPromise(async ({ input }) => {
          const { viewer } = await options.api().request(RewardsDocument, {
            statuses: [...input.statuses],
            sortBy: 'assignedAt',
            ascending: true,
            last: REWARDS_FETCH_LIMIT,
          });
          return viewer.playerRewards.map(toListReward);
        }),
        // The machine reads the error's type (ApiError `data.type`: RewardsBlocked…).
        claimReward: fromClaimReward(async ({ assignationId }) => {
          const { claimReward } = await options
            .api()
            .request(ClaimRewardDocument, { assignationId });
          return toListReward(claimReward);
        }),
      },
    }),
    { systemId: 'rewardList', inspect: options.inspect },
  ).start();

  let stopUpdates: (() => void) | null = null;

  return {
    rewardList,
    /** Signed in: load the list and follow rewardUpdated; signed out: clear and stop. */
    follow(signedIn: boolean) {
      if (!signedIn) {
        stopUpdates?.();
        stopUpdates = null;
        rewardList.send({ type: 'rewards.signOut' });
        return;
      }
      // Subscribe first: an update that arrives while the list loads is not lost.
      stopUpdates ??= options
        .subscriptions()
        .subscribe(RewardsContextSubscriptionDocument, ({ rewardUpdated }) =>
          rewardList.send({ type: 'rewards.updated', update: toRewardUpdate(rewardUpdated) }),
        );
      rewardList.send({ type: 'rewards.signIn' });
    },
    /** The live wagering progress of bonus money, while a page shows it. */
    watchWageringProgress(onUpdate: (update: BalanceUpdate) => void): () => void {
      return options.balanceUpdates(onUpdate);
    },
  };
}

export type RewardListActors = ReturnType<typeof createRewardListActors>;

let resolveStarted!: (actors: RewardListActors) => void;
/** The reward list; resolves when a player first signs in. */
export const rewardListActors = new Promise<RewardListActors>(
  (resolve) => (resolveStarted = resolve),
);
let started: RewardListActors | null = null;

/** Starts the reward list once (session-effects.ts); later calls return the same actors. */
export function startRewardListActors(options: RewardListOptions): RewardListActors {
  if (!started) {
    started = createRewardListActors(options);
    resolveStarted(started);
  }
  return started;
}
