// What every layer may know of player sessions: why one ends, how it began, and which of a set
// have ended (the session guard's sweep). Starting and ending them is identity's
// (server/identity/sessions.ts).
import type { Queryable } from '../db/store.ts';

export const SESSION_END_REASONS = [
  'LOGOUT',
  'LOGGED_IN_FROM_ANOTHER_DEVICE',
  'TOKEN_REUSE',
  'ACCOUNT_CLOSED',
  // Player protection: the daily session limit was reached; a time-out or self-exclusion started.
  'SESSION_LIMIT',
  'TIMEOUT',
  'SELF_EXCLUSION',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

// TRUSTLY and PIQ: Pay N Play sign-ins through a payment provider (server/payments/).
export type SignInMethod = 'KEYCLOAK' | 'SMS' | 'TRUSTLY' | 'PIQ';

/** Of these sessions, the ones that have ended, with their reasons (unknown ids are left out). */
export async function endedSessions(
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, SessionEndReason>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: string; end_reason: SessionEndReason | null }>(
    `select id, end_reason from player_sessions where id = any($1::text[]) and ended_at is not null`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.end_reason ?? 'LOGOUT']));
}
