// Email verification tokens: single-use, valid for 24 hours, stored hashed; the link carrying
// one is built by mail-links.ts (decision 0017).
import type { Queryable, Store } from '../db/store.ts';
import { markEmailVerified } from '../players/players.ts';
import { looksLikeOpaqueToken, randomToken, tokenHash } from './tokens.ts';

export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

/** A new token for the player's current address; earlier links keep working until they expire. */
export async function createEmailVerification(
  db: Queryable,
  playerId: string,
  email: string,
  now: Date,
): Promise<string> {
  const token = randomToken();
  await db.query(
    'insert into email_verifications (token_hash, player_id, email, expires_at) values ($1, $2, $3, $4)',
    [tokenHash(token), playerId, email, new Date(now.getTime() + EMAIL_VERIFICATION_TTL_MS)],
  );
  return token;
}

export type EmailVerificationOutcome =
  | { status: 'verified'; playerId: string; email: string }
  | { status: 'expired' }
  | { status: 'invalid' };

/** Verifies the address; opening the same link twice answers "verified" again. */
export async function consumeEmailVerification(
  store: Store,
  token: string,
  now: Date,
): Promise<EmailVerificationOutcome> {
  if (!looksLikeOpaqueToken(token)) return { status: 'invalid' };
  return store.transaction(async (tx) => {
    const { rows } = await tx.query<{
      player_id: string;
      email: string;
      expires_at: Date;
      used_at: Date | null;
      current_email: string;
      email_verified: boolean;
    }>(
      `select v.player_id, v.email, v.expires_at, v.used_at, p.email as current_email,
              p.email_verified
       from email_verifications v join players p on p.id = v.player_id
       where v.token_hash = $1
       for update of v`,
      [tokenHash(token)],
    );
    const row = rows[0];
    // A link for an address the player has since changed verifies nothing.
    if (!row || row.email.toLowerCase() !== row.current_email.toLowerCase()) {
      return { status: 'invalid' };
    }
    if (row.used_at) {
      return row.email_verified
        ? { status: 'verified', playerId: row.player_id, email: row.email }
        : { status: 'invalid' };
    }
    if (row.expires_at <= now) return { status: 'expired' };
    await tx.query('update email_verifications set used_at = $2 where token_hash = $1', [
      tokenHash(token),
      now,
    ]);
    await markEmailVerified(tx, row.player_id);
    return { status: 'verified', playerId: row.player_id, email: row.email };
  });
}
