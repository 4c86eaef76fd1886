// Rounds a crash left open (decision 0027). A spin is a bet entry and then a win entry; a process
// killed between them leaves the stake taken and the round open. The sweeper settles every round
// still open a timeout after its last bet, the way the game would have: with the win the game
// recorded with the bet, under the game's own idempotency key (so the game's late win replays the
// sweeper's entry), or — when no outcome was recorded — with a rollback (the stake back, its
// bonus-funded part to the bonus, as rollbacks do). Either way the round is marked swept, so the
// game shows it when the player next opens it.
//
// Every process runs it, without a leader. Open rounds are claimed with one UPDATE over rows
// locked `for update skip locked`: processes sweeping at once take different rounds, and a claim
// keeps the others off for a while. Each settlement is a ledger entry under a key per round, so a
// round two processes both reach (a claim that ran out, or the game's own late win) is settled
// once; only the caller whose entry wrote something counts it, and the wallet announces it once.
import { createHash } from 'node:crypto';
import { startPollingLoop, type PollingLoop } from '../../jobs/polling-loop.ts';
import { walletErrorType } from '../errors.ts';
import type { RoundRef } from './rounds.ts';
import type { Wallet } from '../wallet.ts';

/** Rounds claimed per pass: a backlog drains over a few passes instead of one long claim. */
const BATCH = 100;
/** How long a claim keeps other processes off a round; far longer than settling a batch. */
const CLAIM_SECONDS = 60;

export interface SweepLog {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface SweepOptions {
  /** Rounds whose last bet is older than this are settled. */
  timeoutMs: number;
  /** Rounds claimed per pass (default 100). */
  batchSize?: number;
  log?: SweepLog;
}

export interface SweepReport {
  /** Rounds this pass settled with their recorded win (a win of 0 included). */
  won: number;
  /** Rounds this pass rolled back. */
  rolledBack: number;
}

interface OpenRoundRow {
  id: string;
  player_id: string;
  game_slug: string;
  currency: string;
  outcome_win: number | string | null;
  outcome_win_key: string | null;
}

/** The rollback's idempotency key: one per round (hashed when the round id is long). */
export function sweepKey(roundId: string): string {
  const key = `sweep:${roundId}`;
  return key.length <= 100 ? key : `sweep:#${createHash('sha256').update(roundId).digest('hex')}`;
}

/** Types meaning the round was settled or voided by someone else meanwhile: nothing to do. */
const SETTLED_ELSEWHERE = new Set(['RoundClosed', 'RoundNotFound', 'IdempotencyKeyReused']);

/** One pass: claims due open rounds and settles each. Exported for tests that drive time. */
export async function sweepOpenRounds(wallet: Wallet, options: SweepOptions): Promise<SweepReport> {
  // A materialized CTE, not `where id in (select … limit n for update skip locked)`: PostgreSQL
  // may rescan such a subquery per row of the outer UPDATE and then claim every due round.
  const { rows } = await wallet.store.query<OpenRoundRow>(
    `with due as materialized (
       select id from game_rounds
       where status = 'open'
         and updated_at <= now() - $1::double precision * interval '1 millisecond'
         and (sweep_claimed_until is null or sweep_claimed_until <= now())
       order by updated_at limit $2 for update skip locked)
     update game_rounds r set sweep_claimed_until = now() + interval '${CLAIM_SECONDS} seconds'
     from due where r.id = due.id
     returning r.id, r.player_id, r.game_slug, r.currency, r.outcome_win, r.outcome_win_key`,
    [options.timeoutMs, options.batchSize ?? BATCH],
  );
  const report: SweepReport = { won: 0, rolledBack: 0 };
  for (const round of rows) {
    const ref: RoundRef = {
      playerId: round.player_id,
      roundId: round.id,
      gameSlug: round.game_slug,
      currency: round.currency,
    };
    try {
      if (round.outcome_win_key !== null) {
        const amount = Number(round.outcome_win);
        const paid = await wallet.win(ref, amount, round.outcome_win_key, { bySweeper: true });
        if (!paid.replayed) report.won++;
      } else {
        const refunded = await wallet.rollback(ref, sweepKey(round.id), { bySweeper: true });
        if (!refunded.replayed && refunded.outcome.status === 'rolledBack') report.rolledBack++;
      }
    } catch (error) {
      if (SETTLED_ELSEWHERE.has(walletErrorType(error) ?? '')) continue;
      // Left claimed: another pass tries again when the claim runs out.
      options.log?.warn({ err: error, roundId: round.id }, 'open round not settled');
    }
  }
  return report;
}

export interface RoundSweeperOptions {
  /** Poll interval (GAME_ROUND_SWEEP_INTERVAL_MS). */
  intervalMs: number;
  /** GAME_ROUND_TIMEOUT_MS. */
  timeoutMs: number;
  log: SweepLog;
}

export type RoundSweeper = PollingLoop<SweepReport>;

export function startRoundSweeper(wallet: Wallet, options: RoundSweeperOptions): RoundSweeper {
  return startPollingLoop(
    () => sweepOpenRounds(wallet, { timeoutMs: options.timeoutMs, log: options.log }),
    { intervalMs: options.intervalMs, log: options.log, name: 'round sweeper' },
  );
}
