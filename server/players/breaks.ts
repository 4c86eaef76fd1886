// A player's break: a time-out or a self-exclusion, read by every layer that must
// refuse play while it runs (the ledger's deposits and bets, game launches, reward claims).
// Starting, extending and lifting one is server/protection/'s; the row is player_breaks
// (migration 014). A time-out lifts at its end; a self-exclusion stays after its end until the
// player asks and the cooling-off has run (decision 0043).
import { LobbyError } from '../errors.ts';
import type { Queryable } from '../db/store.ts';
import type { BreakDuration, BreakKind } from '../../machines/protection/policy.ts';

export interface PlayerBreak {
  kind: BreakKind;
  duration: BreakDuration;
  startedAt: Date;
  endsAt: Date | null;
  liftRequestedAt: Date | null;
  liftsAt: Date | null;
}

interface BreakRow {
  kind: BreakKind;
  duration: BreakDuration;
  started_at: Date;
  ends_at: Date | null;
  lift_requested_at: Date | null;
  lifts_at: Date | null;
}

const toBreak = (row: BreakRow): PlayerBreak => ({
  kind: row.kind,
  duration: row.duration,
  startedAt: row.started_at,
  endsAt: row.ends_at,
  liftRequestedAt: row.lift_requested_at,
  liftsAt: row.lifts_at,
});

/** Whether the break still restricts the player at `at`. */
export function isInForce(value: PlayerBreak, at: Date): boolean {
  if (value.kind === 'Timeout') return value.endsAt !== null && value.endsAt > at;
  return value.liftsAt === null || value.liftsAt > at;
}

/** The player's break row, in force or not (null: none ever started or it was cleared). */
export async function breakOf(db: Queryable, playerId: string): Promise<PlayerBreak | null> {
  const { rows } = await db.query<BreakRow>(
    `select kind, duration, started_at, ends_at, lift_requested_at, lifts_at
     from player_breaks where player_id = $1`,
    [playerId],
  );
  return rows[0] ? toBreak(rows[0]) : null;
}

/** The break that restricts the player now, or null. */
export async function activeBreakOf(
  db: Queryable,
  playerId: string,
  at: Date = new Date(),
): Promise<PlayerBreak | null> {
  const found = await breakOf(db, playerId);
  return found && isInForce(found, at) ? found : null;
}

/** Deposits, bets, game launches and reward claims while a break runs. */
export function playerOnBreak(value: PlayerBreak): LobbyError {
  const what = value.kind === 'Timeout' ? 'a time-out' : 'a self-exclusion';
  const until = value.endsAt ? ` until ${value.endsAt.toISOString()}` : '';
  return new LobbyError('PlayerOnBreak', `You are on ${what}${until}: only withdrawals work.`, {
    details: { kind: value.kind, endsAt: value.endsAt?.toISOString() ?? null },
  });
}

/** Throws PlayerOnBreak when a break restricts the player now. */
export async function requireNoBreak(db: Queryable, playerId: string): Promise<void> {
  const found = await activeBreakOf(db, playerId);
  if (found) throw playerOnBreak(found);
}
