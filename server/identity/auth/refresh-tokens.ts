// The custom token flow's refresh tokens: opaque, stored as SHA-256, bound to one player
// session, rotated on every use. A token used twice means it was copied: the whole session
// ends (TOKEN_REUSE), so the thief's and the player's tokens die together.
import type { Queryable, Store } from '../../db/store.ts';
import { looksLikeOpaqueToken, randomToken, tokenHash } from '../tokens.ts';

/** The lifetime of a session's refresh tokens, counted from sign-in: rotation keeps the end. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * A spent token presented again this soon after its use, while its successor is still unused,
 * is the same page retrying a refresh whose answer it lost (it navigated or closed mid-refresh):
 * the unused successor is retired and a new one issued. Later, or once the successor was used,
 * it is a copy (TOKEN_REUSE).
 */
export const REFRESH_RETRY_GRACE_MS = 10_000;

export type RotationOutcome =
  | { ok: true; sessionId: string; playerId: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'session-ended' }
  | { ok: false; reason: 'reused'; sessionId: string };

export async function issueRefreshToken(
  db: Queryable,
  sessionId: string,
  expiresAt: Date,
): Promise<string> {
  const token = randomToken();
  await db.query(
    'insert into lobby_refresh_tokens (token_hash, session_id, expires_at) values ($1, $2, $3)',
    [tokenHash(token), sessionId, expiresAt],
  );
  return token;
}

/**
 * Marks the token used and issues its successor, in one transaction. The conditional update
 * makes two concurrent uses of one token a reuse on PostgreSQL too: only one of them wins.
 */
export async function rotateRefreshToken(
  store: Store,
  token: string,
  brand: string,
  now: Date,
): Promise<RotationOutcome> {
  if (!looksLikeOpaqueToken(token)) return { ok: false, reason: 'unknown' };
  const hash = tokenHash(token);
  return store.transaction(async (tx): Promise<RotationOutcome> => {
    const used = await tx.query<{
      session_id: string;
      player_id: string;
      expires_at: Date;
      ended_at: Date | null;
    }>(
      `update lobby_refresh_tokens t set used_at = $2
       from player_sessions s
       where t.token_hash = $1 and t.used_at is null and t.expires_at > $2
         and s.id = t.session_id and s.brand = $3
       returning t.session_id, s.player_id, t.expires_at, s.ended_at`,
      [hash, now, brand],
    );
    const row = used.rows[0];
    if (row) {
      if (row.ended_at) return { ok: false, reason: 'session-ended' };
      const refreshToken = await issueSuccessor(tx, hash, row.session_id, row.expires_at);
      return { ok: true, sessionId: row.session_id, playerId: row.player_id, refreshToken };
    }
    const { rows } = await tx.query<{
      session_id: string;
      player_id: string;
      used_at: Date | null;
      expires_at: Date;
      ended_at: Date | null;
      successor_hash: string | null;
    }>(
      `select t.session_id, s.player_id, t.used_at, t.expires_at, s.ended_at, t.successor_hash
       from lobby_refresh_tokens t
       join player_sessions s on s.id = t.session_id
       where t.token_hash = $1 and s.brand = $2`,
      [hash, brand],
    );
    const known = rows[0];
    // Another brand's token is as unknown here as a made-up one.
    if (!known) return { ok: false, reason: 'unknown' };
    if (!known.used_at) return { ok: false, reason: 'expired' };
    if (
      !known.ended_at &&
      known.successor_hash &&
      now.getTime() - known.used_at.getTime() <= REFRESH_RETRY_GRACE_MS
    ) {
      // The conditional update lets one retry win, as for a first use.
      const retired = await tx.query(
        `update lobby_refresh_tokens set used_at = $2
         where token_hash = $1 and used_at is null and expires_at > $2`,
        [known.successor_hash, now],
      );
      if ((retired.rowCount ?? 0) > 0) {
        const refreshToken = await issueSuccessor(tx, hash, known.session_id, known.expires_at);
        return {
          ok: true,
          sessionId: known.session_id,
          playerId: known.player_id,
          refreshToken,
        };
      }
    }
    return { ok: false, reason: 'reused', sessionId: known.session_id };
  });
}

/** The next token of the session, linked from the spent one (REFRESH_RETRY_GRACE_MS). */
async function issueSuccessor(
  tx: Queryable,
  spentHash: string,
  sessionId: string,
  expiresAt: Date,
): Promise<string> {
  const token = await issueRefreshToken(tx, sessionId, expiresAt);
  await tx.query('update lobby_refresh_tokens set successor_hash = $2 where token_hash = $1', [
    spentHash,
    tokenHash(token),
  ]);
  return token;
}

/** Deletes every refresh token of the session (logout). */
export async function revokeRefreshTokens(db: Queryable, sessionId: string): Promise<void> {
  await db.query('delete from lobby_refresh_tokens where session_id = $1', [sessionId]);
}
