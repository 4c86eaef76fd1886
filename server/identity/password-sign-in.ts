// Email and password sign-in for the identity provider's page, with its rate limit: five
// failures per (brand, email, IP) within 15 minutes lock that key until the oldest ages out.
// Unknown emails and wrong passwords answer alike, and as slowly.
import { createHash } from 'node:crypto';
import type { Store } from '../db/store.ts';
import { verifyAgainstDummy, verifyPassword } from '../players/passwords.ts';
import { licenceTimeZone, signInClosedUntil } from '../players/daily-play.ts';
import { findPlayerByEmail, type PlayerRecord } from '../players/players.ts';

export const SIGN_IN_MAX_FAILURES = 5;
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;

export interface PasswordSignIn {
  brand: string;
  email: string;
  password: string;
  /** The client's address, part of the rate-limit key. */
  ip: string;
}

export type PasswordSignInOutcome =
  | { ok: true; player: PlayerRecord }
  | { ok: false; reason: 'invalid' | 'too-many-attempts' }
  // Only said after the password matched, so they reveal nothing to a guesser.
  | { ok: false; reason: 'email-not-verified' | 'account-closed'; player: PlayerRecord }
  // The daily session limit is used up: sign-in opens again at `until`.
  | { ok: false; reason: 'session-limit'; player: PlayerRecord; until: Date; timeZone: string };

function failureKey(attempt: PasswordSignIn): string {
  return createHash('sha256')
    .update(`${attempt.brand}\n${attempt.email.trim().toLowerCase()}\n${attempt.ip}`)
    .digest('hex');
}

export async function signInWithPassword(
  store: Store,
  attempt: PasswordSignIn,
): Promise<PasswordSignInOutcome> {
  const key = failureKey(attempt);
  const { rows } = await store.query<{ count: number }>(
    `select count(*)::int as count from sign_in_failures
     where key_hash = $1 and failed_at > now() - make_interval(secs => $2)`,
    [key, SIGN_IN_WINDOW_SECONDS],
  );
  if ((rows[0]?.count ?? 0) >= SIGN_IN_MAX_FAILURES)
    return { ok: false, reason: 'too-many-attempts' };

  const player =
    attempt.email.length <= 254
      ? await findPlayerByEmail(store, attempt.brand, attempt.email)
      : undefined;
  const matches = player
    ? await verifyPassword(attempt.password, player.passwordHash)
    : await verifyAgainstDummy(attempt.password);
  if (!player || !matches) {
    await store.query('insert into sign_in_failures (key_hash) values ($1)', [key]);
    return { ok: false, reason: 'invalid' };
  }
  await store.query('delete from sign_in_failures where key_hash = $1', [key]);
  if (player.accountClosed) return { ok: false, reason: 'account-closed', player };
  if (!player.emailVerified) return { ok: false, reason: 'email-not-verified', player };
  const timeZone = await licenceTimeZone(store, player.brand);
  const until = await signInClosedUntil(store, player.id, timeZone);
  if (until) return { ok: false, reason: 'session-limit', player, until, timeZone };
  return { ok: true, player };
}
