// The player's reward list (machines/reward-list) with its effects, started when a player signs
// in (session-effects.ts) — visitors never load it. The reward pages wait for the session's
// `rewards` (src/runtime/session-actors.ts).
//
// - loadRewards: the Rewards query (platform-core §7: ascending, last 500, Unclaimed and
//   Scheduled); claimReward: the claimReward mutation of one assignation.
// - Live updates: RewardsContextSubscription (`rewardUpdated`) from the player's live
//   connection, as the lobby emits it (machines/lobby), forwarded as rewards.updated. The
//   wagering progress of bonus money comes with the balance updates the lobby emits.
import { createActor, fromPromise } from 'xstate';
import {
  fromClaimReward,
  rewardListMachine,
} from '../../../machines/reward-list/reward-list.machine.ts';
import type { GraphQLClient } from '../../adapters/graphql/client.ts';
import {
  ClaimRewardDocument,
  RewardsDocument,
} from '../../adapters/graphql/generated-session/graphql.ts';
import type { BalanceUpdate } from '../../../machines/wallet/wallet.machine.ts';
import type { LobbyActor } from '../../../machines/lobby/lobby.machine.ts';
import type { Inspect } from '../../runtime/platform-actors.ts';
import { toListReward, type RewardListActors } from '../../runtime/reward-list.ts';

/** platform-core §9: rewards fetch limit. */
export const REWARDS_FETCH_LIMIT = 500;

/** The reward list with what the session drives: following the signed-in player. */
export interface FollowedRewardList extends RewardListActors {
  /** Signed in: load the list and follow rewardUpdated; signed out: clear and stop. */
  follow(signedIn: boolean): void;
}

export interface RewardListOptions {
  api: () => GraphQLClient;
  /** The lobby's root actor: it emits the player's live events. */
  events: Pick<LobbyActor, 'on'>;
  inspect: Inspect;
}

export function createRewardListActors(options: RewardListOptions): FollowedRewardList {
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
    follow(signedIn: boolean) {
      if (!signedIn) {
        stopUpdates?.();
        stopUpdates = null;
        rewardList.send({ type: 'rewards.signOut' });
        return;
      }
      // Subscribe first: an update that arrives while the list loads is not lost.
      if (!stopUpdates) {
        const subscription = options.events.on('player.rewardUpdated', ({ update }) =>
          rewardList.send({ type: 'rewards.updated', update }),
        );
        stopUpdates = () => subscription.unsubscribe();
      }
      rewardList.send({ type: 'rewards.signIn' });
    },
    watchWageringProgress(onUpdate: (update: BalanceUpdate) => void): () => void {
      const subscription = options.events.on('player.balanceUpdated', onUpdate);
      return () => subscription.unsubscribe();
    },
  };
}
