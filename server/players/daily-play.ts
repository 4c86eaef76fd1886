// The daily session limit (sessionLimits, mga): time signed in today, counted from
// player_sessions over the licence's calendar day, every session of the day included. Read by
// identity (sign-in is refused until the next day once the limit is reached), by the protection
// service (its sweep ends sessions at the limit) and by the limits page.
import { LobbyError } from '../errors.ts';
import { brandLicence } from '../brands/brand-repository.ts';
import type { Queryable } from '../db/store.ts';
import { policyFor } from '../../machines/protection/policy.ts';

/** Minutes of the daily limit in force now (pending changes applied at their time), or null. */
export async function sessionLimitMinutes(db: Queryable, playerId: string): Promise<number | null> {
  const { rows } = await db.query<{ minutes: number | null }>(
    `select case when pending and pending_effective_at <= now() then pending_amount
       else amount end as minutes
     from player_limits where player_id = $1 and kind = 'Session' and period = 'Day'`,
    [playerId],
  );
  const minutes = rows[0]?.minutes;
  return minutes === null || minutes === undefined ? null : Number(minutes);
}

/** The offset of `timeZone` from UTC at `at`, minutes (Europe/Malta in summer: 120). */
function offsetMinutes(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const local = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((local - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** Midnight of `at`'s day in `timeZone`, and the next midnight. */
export function dayBounds(timeZone: string, at: Date): { start: Date; end: Date } {
  const offset = offsetMinutes(timeZone, at);
  const local = new Date(at.getTime() + offset * 60_000);
  const midnightLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const start = new Date(midnightLocal - offset * 60_000);
  const nextLocal = midnightLocal + 24 * 3600_000;
  // The next day's offset may differ (a clock change at night).
  const end = new Date(nextLocal - offsetMinutes(timeZone, new Date(nextLocal)) * 60_000);
  return { start, end };
}

/** How long after the lobby was last seen open a session still counts as played. */
export const SEEN_GRACE_SECONDS = 90;

/**
 * The end of a session as play time counts it: its end, but no later than the lobby was last
 * seen open (the session guard marks sessions with an open socket) plus a grace.
 */
export const COUNTED_END_SQL = `least(coalesce(ended_at, now()),
  coalesce(last_seen_at, created_at) + make_interval(secs => ${SEEN_GRACE_SECONDS}))`;

/** Seconds the player was signed in between `from` and `to`, every session counted. */
export async function secondsSignedIn(
  db: Queryable,
  playerId: string,
  from: Date,
  to: Date,
): Promise<number> {
  const { rows } = await db.query<{ seconds: number | null }>(
    `select coalesce(sum(greatest(0, extract(epoch from least(${COUNTED_END_SQL}, $3)
         - greatest(created_at, $2)))), 0)::float8 as seconds
     from player_sessions
     where player_id = $1 and created_at < $3 and coalesce(ended_at, $3) > $2`,
    [playerId, from, to],
  );
  return Math.max(0, Math.floor(Number(rows[0]?.seconds ?? 0)));
}

/** Marks the sessions as seen now (the lobby is open on them). */
export async function markSessionsSeen(db: Queryable, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.query(
    `update player_sessions set last_seen_at = now() where id = any($1::text[]) and ended_at is null`,
    [ids],
  );
}

export interface DailyPlay {
  /** Seconds signed in today. */
  playedSeconds: number;
  /** The limit in force, seconds; null: none. */
  limitSeconds: number | null;
  /** When today ends in the licence's zone: the limit counts again from then. */
  dayEndsAt: Date;
}

export async function dailyPlayOf(
  db: Queryable,
  playerId: string,
  timeZone: string,
  at: Date = new Date(),
): Promise<DailyPlay> {
  const { start, end } = dayBounds(timeZone, at);
  const [playedSeconds, minutes] = await Promise.all([
    secondsSignedIn(db, playerId, start, at),
    sessionLimitMinutes(db, playerId),
  ]);
  return { playedSeconds, limitSeconds: minutes === null ? null : minutes * 60, dayEndsAt: end };
}

/** Sign-in refused until `until` (the next day): the daily session limit is used up. */
export function sessionLimitReached(until: Date): LobbyError {
  return new LobbyError(
    'SessionLimitReached',
    `You reached your daily session limit. You can sign in again from ${until.toISOString()}.`,
    { details: { until: until.toISOString() } },
  );
}

/** When sign-in opens again for a player whose daily limit is used up; null: it is open. */
export async function signInClosedUntil(
  db: Queryable,
  playerId: string,
  timeZone: string,
  at: Date = new Date(),
): Promise<Date | null> {
  const play = await dailyPlayOf(db, playerId, timeZone, at);
  if (play.limitSeconds === null || play.playedSeconds < play.limitSeconds) return null;
  return play.dayEndsAt;
}

/** The time zone of the day the session limit counts, from the brand's licence. */
export async function licenceTimeZone(db: Queryable, brand: string): Promise<string> {
  return policyFor(await brandLicence(db, brand)).timeZone;
}
