// Assignations as the player sees them (platform-core §3 "Player reward entry"): read with their
// reward, and with the status they have now — an Unclaimed or Scheduled entry past its end reads
// as Expired, a Scheduled one past its start as Unclaimed, even in the second before the
// scheduler writes it.
import type { Queryable } from '../db/store.ts';
import {
  isUuidText,
  REWARD_COLUMNS,
  rewardView,
  toDefinition,
  type RewardRow,
  type RewardView,
} from './definitions.ts';
import type { RewardStatus } from './model.ts';
import { sourcesOf } from './transitions.ts';

export type PlayerRewardView = {
  reward: RewardView;
  assignationId: string;
  playerId: string;
  assignedAt: string;
  updatedAt: string;
  reason: string | null;
  status: RewardStatus;
};

const quoted = (statuses: readonly string[]) => statuses.map((s) => `'${s}'`).join(', ');

/** The status an assignation has at the database's now() (SQL over `a`). */
export const EFFECTIVE_STATUS = `(case
    when a.status in (${quoted(sourcesOf('Expired'))}) and a.expires_at <= now() then 'Expired'
    when a.status = 'Scheduled' and a.starts_at <= now() then 'Unclaimed'
    else a.status end)`;

export const ASSIGNATION_SELECT = `select a.id as assignation_id, a.player_id, a.reason as entry_reason,
    a.assigned_at, a.updated_at, ${EFFECTIVE_STATUS} as effective_status, ${REWARD_COLUMNS},
    g.lookup_id as game_id
  from reward_assignations a
  join rewards r on r.id = a.reward_id
  left join games g on g.slug = r.game_slug`;

export interface AssignationRow extends RewardRow {
  assignation_id: string;
  player_id: string;
  entry_reason: string | null;
  assigned_at: Date;
  updated_at: Date;
  effective_status: RewardStatus;
  game_id: string | null;
}

export function playerRewardView(row: AssignationRow): PlayerRewardView {
  return {
    reward: rewardView(toDefinition(row), row.game_id),
    assignationId: row.assignation_id,
    playerId: row.player_id,
    assignedAt: new Date(row.assigned_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    reason: row.entry_reason,
    status: row.effective_status,
  };
}

export async function findAssignationView(
  db: Queryable,
  assignationId: string,
): Promise<PlayerRewardView | undefined> {
  if (!isUuidText(assignationId)) return undefined;
  const { rows } = await db.query<AssignationRow>(`${ASSIGNATION_SELECT} where a.id = $1`, [
    assignationId,
  ]);
  return rows[0] ? playerRewardView(rows[0]) : undefined;
}
