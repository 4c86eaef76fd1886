// The rewards as the APIs use them: the operator's define / assign / remove, the player's claim
// and lists, over one set of dependencies (store, pub/sub, the wallet's accounts, the brands).
import type { Brand } from '../brands/brand.ts';
import type { PubSub } from '../pubsub/pubsub.ts';
import { restrictionsOf } from '../ledger/limits/restrictions.ts';
import type { Wallet } from '../ledger/wallet.ts';
import { assignReward, assignSegment, type Segment, type SegmentAssignment } from './assign.ts';
import { claimReward, creditAssignation, type RewardsDeps } from './claim.ts';
import { insertReward, rewardView, type NewReward, type RewardView } from './definitions.ts';
import { rewardErrorType } from './errors.ts';
import type { RewardStatus } from './model.ts';
import { removeAssignation } from './remove.ts';
import type { PlayerRewardView } from './assignations.ts';

export interface Rewards {
  deps: RewardsDeps;
  /** Stores a checked definition (parseRewardInput); undefined when its game does not exist. */
  define(reward: NewReward): Promise<RewardView | undefined>;
  assign(
    rewardId: string,
    playerId: string,
    reason?: string | null,
  ): Promise<{ assignationId: string; status: RewardStatus }>;
  assignSegment(
    rewardId: string,
    segment: Segment,
    reason?: string | null,
  ): Promise<SegmentAssignment>;
  remove(assignationId: string): Promise<{ assignationId: string; status: RewardStatus }>;
  claim(playerId: string, assignationId: string): Promise<PlayerRewardView>;
}

export interface RewardsDependencies {
  wallet: Wallet;
  pubsub: PubSub;
  allBrands: () => Promise<Brand[]>;
  onPublishError?: (error: unknown) => void;
  onCreditError?: (error: unknown, assignationId: string) => void;
}

export function createRewards(dependencies: RewardsDependencies): Rewards {
  const deps: RewardsDeps = {
    store: dependencies.wallet.store,
    pubsub: dependencies.pubsub,
    accounts: dependencies.wallet.accounts,
    allBrands: dependencies.allBrands,
    onPublishError: dependencies.onPublishError,
  };

  /** Automatic rewards are credited at once; the scheduler retries what fails here. */
  async function creditIfAutomatic(
    assignationId: string,
    playerId: string,
    automatic: boolean,
  ): Promise<void> {
    if (!automatic || (await restrictionsOf(deps.store, playerId)).rewardsBlocked) return;
    try {
      await creditAssignation(deps, assignationId);
    } catch (error) {
      if (rewardErrorType(error) !== 'RewardNotClaimable') {
        dependencies.onCreditError?.(error, assignationId);
      }
    }
  }

  async function isAutomatic(rewardId: string): Promise<boolean> {
    const { rows } = await deps.store.query<{ claim_type: string }>(
      'select claim_type from rewards where id = $1',
      [rewardId],
    );
    return rows[0]?.claim_type === 'automatic';
  }

  return {
    deps,

    async define(reward) {
      let gameId: string | null = null;
      if (reward.gameSlug) {
        const { rows } = await deps.store.query<{ lookup_id: string }>(
          'select lookup_id from games where slug = $1',
          [reward.gameSlug],
        );
        if (!rows[0]) return undefined;
        gameId = rows[0].lookup_id;
      }
      return rewardView(await insertReward(deps.store, reward), gameId);
    },

    async assign(rewardId, playerId, reason) {
      const assignment = await assignReward(deps, { playerId, rewardId, reason });
      if (assignment.status === 'Unclaimed') {
        await creditIfAutomatic(assignment.assignationId, playerId, await isAutomatic(rewardId));
      }
      return assignment;
    },

    async assignSegment(rewardId, segment, reason) {
      const outcome = await assignSegment(deps, rewardId, segment, reason);
      const automatic = outcome.assignations.length > 0 && (await isAutomatic(rewardId));
      for (const a of outcome.assignations) {
        if (a.status === 'Unclaimed')
          await creditIfAutomatic(a.assignationId, a.playerId, automatic);
      }
      return outcome;
    },

    remove: (assignationId) => removeAssignation(deps, assignationId),
    claim: (playerId, assignationId) => claimReward(deps, playerId, assignationId),
  };
}
