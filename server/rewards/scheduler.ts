// The rewards' clock, without any player request: starts Scheduled assignations at startsAt,
// expires claimable ones at their end, credits automatic ones, and expires Active bonuses. The
// state is in the database (due rows are found by their timestamps), so a restart misses
// nothing; every process runs the job, and each change happens once:
//  - status changes are one UPDATE over due rows locked `for update skip locked`: a row another
//    process (or a claim) holds is skipped this pass, and the rows an UPDATE returns are the
//    ones this process changed — it alone announces them;
//  - credits and bonus expiries are ledger entries with a key per assignation or bonus: a second
//    process replays the first one's result and announces nothing.
import type { Queryable } from '../db/store.ts';
import { startPollingLoop } from '../jobs/polling-loop.ts';
import { expireBonus } from '../ledger/bonus/bonuses.ts';
import { creditAssignation, type RewardsDeps } from './claim.ts';
import { rewardErrorType } from './errors.ts';
import { publishRewardUpdate } from './events.ts';
import type { RewardStatus } from './model.ts';
import { assertRewardTransition, sourcesOf } from './transitions.ts';

/** Rows per statement and pass: a backlog drains over a few passes instead of one long lock. */
const BATCH = 100;

export interface SchedulerLog {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface SchedulerOptions {
  /** Poll interval (REWARD_SCHEDULER_INTERVAL_MS). */
  intervalMs: number;
  log: SchedulerLog;
}

export interface PassReport {
  started: number;
  expired: number;
  credited: number;
  failed: number;
  bonusesExpired: number;
}

export interface RewardScheduler {
  /** One pass now (tests); shares the running pass if there is one. */
  runOnce(): Promise<PassReport>;
  stop(): Promise<void>;
}

/** Moves due rows from `from` to `to` in one statement; the ids this process changed. */
async function moveDue(
  db: Queryable,
  to: RewardStatus,
  due: string,
  from: readonly RewardStatus[],
): Promise<string[]> {
  for (const status of from) assertRewardTransition(status, to);
  const { rows } = await db.query<{ id: string }>(
    `update reward_assignations set status = $1, updated_at = now()
     where id in (
       select id from reward_assignations a
       where a.status = any($2::text[]) and ${due}
       order by a.id limit ${BATCH} for update skip locked)
     and status = any($2::text[])
     returning id`,
    [to, from],
  );
  return rows.map((row) => row.id);
}

/** One pass of the job; exported for tests that drive time by hand. */
export async function schedulerPass(deps: RewardsDeps, log?: SchedulerLog): Promise<PassReport> {
  const report: PassReport = { started: 0, expired: 0, credited: 0, failed: 0, bonusesExpired: 0 };

  // Expiry first: a row both started and ended in the same gap ends Expired, never credited.
  const expired = await moveDue(
    deps.store,
    'Expired',
    'a.expires_at <= now()',
    sourcesOf('Expired'),
  );
  const started = await moveDue(deps.store, 'Unclaimed', 'a.starts_at <= now()', ['Scheduled']);
  report.expired = expired.length;
  report.started = started.length;
  for (const id of expired) await publishRewardUpdate(deps, id, 'Expired');
  for (const id of started) await publishRewardUpdate(deps, id, 'Unclaimed');

  // Automatic rewards: credited like a claim (same key), except for blocked players.
  const automatic = await deps.store.query<{ id: string }>(
    `select a.id from reward_assignations a
     where a.status = 'Unclaimed' and a.auto_claim
       and (a.expires_at is null or a.expires_at > now())
       and not exists (select 1 from wallet_restrictions w
                       where w.player_id = a.player_id and w.rewards_blocked)
     order by a.assigned_at limit ${BATCH}`,
  );
  for (const { id } of automatic.rows) {
    try {
      const { replayed } = await creditAssignation(deps, id);
      if (!replayed) report.credited++;
    } catch (error) {
      // Claimed, expired or removed meanwhile: nothing to do.
      if (rewardErrorType(error) === 'RewardNotClaimable') continue;
      log?.warn({ err: error, assignationId: id }, 'automatic reward credit failed');
      if (await markFailed(deps, id)) report.failed++;
    }
  }

  const bonuses = await deps.store.query<{ id: string }>(
    `select id from player_bonuses where status = 'Active' and expires_at <= now()
     order by expires_at limit ${BATCH}`,
  );
  for (const { id } of bonuses.rows) {
    const expiry = await expireBonus(deps, id);
    if (!expiry || expiry.replayed) continue;
    report.bonusesExpired++;
    deps.pubsub
      .publish('balanceUpdated', expiry.change)
      .catch((error: unknown) => deps.onPublishError?.(error));
  }
  return report;
}

/** Unclaimed → FailedProcessing after a failed automatic credit; the player may claim it. */
async function markFailed(deps: RewardsDeps, assignationId: string): Promise<boolean> {
  assertRewardTransition('Unclaimed', 'FailedProcessing');
  const { rows } = await deps.store.query<{ id: string }>(
    `update reward_assignations set status = 'FailedProcessing', updated_at = now()
     where id = $1 and status = 'Unclaimed' returning id`,
    [assignationId],
  );
  if (rows.length === 0) return false;
  await publishRewardUpdate(deps, assignationId, 'FailedProcessing');
  return true;
}

export function startRewardScheduler(
  deps: RewardsDeps,
  options: SchedulerOptions,
): RewardScheduler {
  return startPollingLoop(() => schedulerPass(deps, options.log), {
    intervalMs: options.intervalMs,
    log: options.log,
    name: 'reward scheduler',
  });
}
