// The rewards' GraphQL side: Viewer.playerRewards, bonuses and freeSpins, Mutation.claimReward,
// Customer.isRewardsBlocked, the Reward interface's concrete types, and the rewardUpdated
// subscription (the bearer's own events only).
import { playerEvents } from '../players/player-events.ts';
import { requirePlayer } from '../players/require.ts';
import type { Resolvers } from '../graphql/generated/resolvers-types.ts';
import type { PubSubTopics } from '../pubsub/pubsub.ts';
import { restrictionsOf } from '../ledger/limits/restrictions.ts';
import { playerBonuses } from '../ledger/bonus/bonuses.ts';
import { rewardTypeName, type RewardView } from './definitions.ts';
import { openGrants } from '../ledger/bonus/free-spin-grants.ts';
import { playerRewards } from './player-rewards.ts';
import type { Rewards } from './service.ts';

type RewardUpdatePayload = PubSubTopics['rewardUpdated'];

export function rewardResolvers(rewards: Rewards): Resolvers {
  const { store } = rewards.deps;
  return {
    Reward: {
      __resolveType: (reward) => rewardTypeName(reward as RewardView),
    },

    Viewer: {
      playerRewards: (parent, args) =>
        playerRewards(store, parent.player.id, {
          statuses: args.statuses ?? null,
          kind: args.kind ?? null,
          sortBy: args.sortBy,
          ascending: args.ascending,
          last: args.last,
        }),
      bonuses: (parent) => playerBonuses(store, parent.player.id),
      freeSpins: (parent) => openGrants(store, parent.player.id),
    },

    Customer: {
      isRewardsBlocked: async (parent) => (await restrictionsOf(store, parent.id)).rewardsBlocked,
    },

    Mutation: {
      claimReward: (_root, args, context) =>
        rewards.claim(requirePlayer(context).playerId, args.assignationId),
    },

    Subscription: {
      rewardUpdated: {
        subscribe: (_root, _args, context) =>
          playerEvents(
            context,
            'rewardUpdated',
            (event, viewer) => event.playerId === viewer.playerId,
          ),
        resolve: (payload: RewardUpdatePayload) => payload,
      },
    },
  };
}
