// Viewer.playerRewards (platform-core §7 Rewards query): the player's entries sorted by one of
// the four sort fields, ascending unless asked otherwise, the last `last` (1–500) of that order,
// filtered by status (the status they have now) and kind.
import type { Queryable } from '../db/store.ts';
import {
  ASSIGNATION_SELECT,
  EFFECTIVE_STATUS,
  playerRewardView,
  type AssignationRow,
  type PlayerRewardView,
} from './assignations.ts';
import { rewardError } from './errors.ts';
import type { RewardKind, RewardStatus } from './model.ts';

export const MAX_PLAYER_REWARDS = 500;

export type RewardSortField = 'assignedAt' | 'rewardId' | 'status' | 'updatedAt';

/** Fixed SQL per sort field (never built from input); the assignation id breaks ties. */
const SORT_KEYS: Record<RewardSortField, string> = {
  assignedAt: 'a.assigned_at',
  rewardId: 'a.reward_id',
  status: EFFECTIVE_STATUS,
  updatedAt: 'a.updated_at',
};

export interface PlayerRewardsQuery {
  statuses: readonly RewardStatus[] | null;
  kind: RewardKind | null;
  sortBy: RewardSortField;
  ascending: boolean;
  last: number;
}

export async function playerRewards(
  db: Queryable,
  playerId: string,
  query: PlayerRewardsQuery,
): Promise<PlayerRewardView[]> {
  if (!Number.isInteger(query.last) || query.last < 1 || query.last > MAX_PLAYER_REWARDS) {
    throw rewardError('InvalidArgument', `last must be from 1 to ${MAX_PLAYER_REWARDS}.`, {
      field: 'last',
    });
  }
  const key = SORT_KEYS[query.sortBy];
  if (!key) throw rewardError('InvalidArgument', 'Unknown sort field.', { field: 'sortBy' });
  // The last N of the order: read the order reversed, keep N, turn them back.
  const reversed = query.ascending ? 'desc' : 'asc';
  const { rows } = await db.query<AssignationRow>(
    `${ASSIGNATION_SELECT}
     where a.player_id = $1
       and ($2::text[] is null or ${EFFECTIVE_STATUS} = any($2::text[]))
       and ($3::text is null or r.kind = $3)
     order by ${key} ${reversed}, a.id ${reversed}
     limit $4`,
    [playerId, query.statuses ? [...query.statuses] : null, query.kind, query.last],
  );
  return rows.reverse().map(playerRewardView);
}
