// Assigning a reward: to one player (operator API, the rewards shop inside its own transaction)
// or to a segment of players in one statement. An assignation starts Scheduled when the reward
// starts later, Unclaimed otherwise; automatic rewards are credited by the caller right after
// the commit, or by the scheduler's next pass (server/rewards/scheduler.ts).
import { randomUUID } from 'node:crypto';
import type { Queryable, Store } from '../db/store.ts';
import { findPlayerById } from '../players/players.ts';
import type { PubSub } from '../pubsub/pubsub.ts';
import { expiresAtFor, findReward, isUuidText } from './definitions.ts';
import { rewardError } from './errors.ts';
import { publishRewardUpdate } from './events.ts';
import type { RewardDefinition, RewardStatus } from './model.ts';

export { publishRewardUpdate } from './events.ts';

export interface AssignDeps {
  store: Store;
  pubsub: PubSub;
  onPublishError?: ((error: unknown) => void) | undefined;
}

export interface AssignInput {
  playerId: string;
  rewardId: string;
  /** Why this player gets it (the entry's reason), at most 500 characters. */
  reason?: string | null | undefined;
}

export interface Assignment {
  assignationId: string;
  status: RewardStatus;
}

/**
 * Assigns the reward to the player. With `tx` it runs inside the caller's transaction and
 * publishes nothing: call publishRewardUpdate(deps, assignationId) after your commit. Without
 * `tx` it commits and publishes itself. Errors: RewardNotFound (no such reward),
 * RewardNotClaimable (the reward has ended), InvalidArgument (no such player, closed account,
 * reason too long), CurrencyMismatch (a money reward in another currency than the player's).
 */
export async function assignReward(
  deps: AssignDeps,
  input: AssignInput,
  tx?: Queryable,
): Promise<Assignment> {
  const db = tx ?? deps.store;
  const reason = checkReason(input.reason);
  const reward = await findReward(db, input.rewardId);
  if (!reward) throw rewardError('RewardNotFound', 'There is no such reward.');
  const now = new Date();
  refuseEnded(reward, now);
  const player = isUuidText(input.playerId) ? await findPlayerById(db, input.playerId) : undefined;
  if (!player || player.accountClosed) {
    throw rewardError('InvalidArgument', 'There is no such player.', { field: 'playerId' });
  }
  if (reward.currency !== null && reward.currency !== player.currency) {
    throw rewardError(
      'CurrencyMismatch',
      `The reward pays ${reward.currency}; the player's account holds ${player.currency}.`,
      { rewardCurrency: reward.currency, playerCurrency: player.currency },
    );
  }
  const assignationId = randomUUID();
  const status = initialStatus(reward, now);
  await db.query(
    `insert into reward_assignations (id, reward_id, player_id, status, reason, auto_claim,
       starts_at, expires_at, assigned_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
    [
      assignationId,
      reward.id,
      player.id,
      status,
      reason,
      reward.claimType === 'automatic',
      reward.startsAt,
      expiresAtFor(reward, now),
      now,
    ],
  );
  if (!tx) await publishRewardUpdate(deps, assignationId);
  return { assignationId, status };
}

/**
 * Who gets a segment assignment: players matching every criterion given (at least one).
 * brand: the brand key; country: ISO 3166-1 alpha-2; playerIds: up to 1,000 ids. Closed
 * accounts are left out, and so are players whose currency a money reward does not pay.
 */
export interface Segment {
  brand?: string | undefined;
  country?: string | undefined;
  playerIds?: string[] | undefined;
}

export const MAX_SEGMENT_IDS = 1000;

export interface SegmentAssignment {
  assignations: { assignationId: string; playerId: string; status: RewardStatus }[];
  /** Matching players left out because their account holds another currency. */
  skippedForCurrency: number;
}

/** Assigns the reward to every player of the segment in one transaction; publishes after it. */
export async function assignSegment(
  deps: AssignDeps,
  rewardId: string,
  segment: Segment,
  reasonInput?: string | null,
): Promise<SegmentAssignment> {
  const reason = checkReason(reasonInput);
  const ids = segment.playerIds;
  if (segment.brand === undefined && segment.country === undefined && ids === undefined) {
    // Never "everyone" by omission.
    throw rewardError('InvalidArgument', 'Name a brand, a country or playerIds.', {
      field: 'segment',
    });
  }
  if (ids && (ids.length > MAX_SEGMENT_IDS || !ids.every((id) => isUuidText(id)))) {
    throw rewardError('InvalidArgument', `playerIds: up to ${MAX_SEGMENT_IDS} player ids.`, {
      field: 'segment.playerIds',
    });
  }
  const outcome = await deps.store.transaction(async (tx) => {
    const reward = await findReward(tx, rewardId);
    if (!reward) throw rewardError('RewardNotFound', 'There is no such reward.');
    const now = new Date();
    refuseEnded(reward, now);
    const status = initialStatus(reward, now);
    const filter = `not p.account_closed
        and ($1::text is null or p.brand = $1)
        and ($2::text is null or p.country = $2)
        and ($3::uuid[] is null or p.id = any($3::uuid[]))`;
    const filterParams = [segment.brand ?? null, segment.country ?? null, ids ?? null];
    const { rows } = await tx.query<{ id: string; player_id: string }>(
      `insert into reward_assignations (id, reward_id, player_id, status, reason, auto_claim,
         starts_at, expires_at, assigned_at, updated_at)
       select gen_random_uuid(), $4, p.id, $5, $6, $7, $8, $9, $10, $10
       from players p
       where ${filter} and ($11::text is null or p.currency = $11)
       returning id, player_id`,
      [
        ...filterParams,
        reward.id,
        status,
        reason,
        reward.claimType === 'automatic',
        reward.startsAt,
        expiresAtFor(reward, now),
        now,
        reward.currency,
      ],
    );
    let skipped = 0;
    if (reward.currency !== null) {
      const counted = await tx.query<{ n: number }>(
        `select count(*) as n from players p where ${filter} and p.currency <> $4`,
        [...filterParams, reward.currency],
      );
      skipped = Number(counted.rows[0]?.n ?? 0);
    }
    return {
      assignations: rows.map((row) => ({
        assignationId: row.id,
        playerId: row.player_id,
        status,
      })),
      skippedForCurrency: skipped,
    };
  });
  for (const { assignationId } of outcome.assignations) {
    await publishRewardUpdate(deps, assignationId);
  }
  return outcome;
}

function initialStatus(reward: RewardDefinition, now: Date): RewardStatus {
  return reward.startsAt > now ? 'Scheduled' : 'Unclaimed';
}

function refuseEnded(reward: RewardDefinition, now: Date): void {
  if (reward.endsAt && reward.endsAt <= now) {
    throw rewardError('RewardNotClaimable', 'This reward has ended.', { status: 'Expired' });
  }
}

function checkReason(reason: unknown): string | null {
  if (reason === undefined || reason === null) return null;
  if (typeof reason !== 'string' || reason.length > 500) {
    throw rewardError('InvalidArgument', 'reason: text of at most 500 characters.', {
      field: 'reason',
    });
  }
  return reason.trim() || null;
}
