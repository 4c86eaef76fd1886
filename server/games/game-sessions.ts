// Demo-game sessions: startGameSession creates one per launch; its token (in the game URL, kept
// hashed here) names the player, game, mode and currency for the game's own backend. A REAL
// session belongs to the player session that opened it and is live only while that one is: a
// sign-out, a sign-in elsewhere or any other end of the player session ends it (decision 0027).
// FUN sessions carry demo money in the row itself and never touch the ledger.
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/store.ts';
import { LobbyError } from '../errors.ts';
import { walletError } from '../ledger/errors.ts';
import { balancesOf } from '../ledger/journal/history.ts';
import { readMinorUnits } from '../ledger/minor-units.ts';
import type { RoundRef } from '../ledger/rounds/rounds.ts';

export const GAME_SESSION_TTL_MS = 4 * 60 * 60_000;
/** Demo money a FUN session starts with, in major units of its currency. */
export const FUN_BALANCE_MAJOR = 1000;

export type GameMode = 'REAL' | 'FUN';

export interface GameSession {
  /** First 16 hex digits of the token's hash: round ids use it, the token never leaves. */
  id: string;
  playerId: string | null;
  /** The player session that opened a REAL session; its bets check it is still live. */
  playerSessionId: string | null;
  brand: string;
  gameSlug: string;
  mode: GameMode;
  currency: string;
  funBalance: number;
  expiresAt: Date;
  /** A test named the outcomes of its next rounds (seeded-outcomes.ts, a development stand-in). */
  seeded?: boolean;
}

/** A token's key in game_sessions (and the live tables' bets): sha256 of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createGameSession(
  db: Queryable,
  session: Omit<GameSession, 'id' | 'expiresAt'>,
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + GAME_SESSION_TTL_MS);
  await db.query(
    `insert into game_sessions (token_hash, player_id, player_session_id, brand, game_slug, mode,
       currency, fun_balance, expires_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      hashToken(token),
      session.playerId,
      session.playerSessionId,
      session.brand,
      session.gameSlug,
      session.mode,
      session.currency,
      session.funBalance,
      expiresAt,
    ],
  );
  return { token, expiresAt };
}

export async function findGameSession(
  db: Queryable,
  token: string,
): Promise<GameSession | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const hash = hashToken(token);
  const { rows } = await db.query<{
    player_id: string | null;
    player_session_id: string | null;
    brand: string;
    game_slug: string;
    mode: GameMode;
    currency: string;
    fun_balance: number;
    expires_at: Date;
    seeded: boolean;
  }>(
    `select g.player_id, g.player_session_id, g.brand, g.game_slug, g.mode, g.currency,
       g.fun_balance, g.expires_at, g.seeded_outcomes is not null as seeded
     from game_sessions g left join player_sessions p on p.id = g.player_session_id
     where g.token_hash = $1 and g.expires_at > now()
       and (g.mode = 'FUN' or (p.id is not null and p.ended_at is null))`,
    [hash],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: hash.slice(0, 16),
    playerId: row.player_id,
    playerSessionId: row.player_session_id,
    brand: row.brand,
    gameSlug: row.game_slug,
    mode: row.mode,
    currency: row.currency,
    funBalance: readMinorUnits(row.fun_balance, 'demo money of a game session'),
    expiresAt: row.expires_at,
    seeded: row.seeded,
  };
}

/** The live session of a game's request; AuthenticationFailure once it has ended. */
export async function requireGameSession(db: Queryable, token: string): Promise<GameSession> {
  const session = await findGameSession(db, token);
  if (!session) throw new LobbyError('AuthenticationFailure', 'The game session has ended.');
  return session;
}

/**
 * The live session of a table's request and its game's table in the session's currency;
 * InvalidArgument ("This game is not a {what}.") when the session's game is not one.
 */
export async function requireSessionTable<T>(
  db: Queryable,
  token: string,
  table: (slug: string, currency: string) => Promise<T | undefined>,
  what: string,
): Promise<{ session: GameSession; info: T }> {
  const session = await requireGameSession(db, token);
  const info = await table(session.gameSlug, session.currency);
  if (!info) throw walletError('InvalidArgument', `This game is not a ${what}.`);
  return { session, info };
}

/** The session's money now: the ledger's balance (REAL) or the session's demo money (FUN). */
export async function sessionBalance(db: Queryable, session: GameSession): Promise<number> {
  // A session is read afresh per request, so its demo money is current.
  if (session.mode === 'FUN' || !session.playerId) return session.funBalance;
  return (await balancesOf(db, session.playerId, session.currency)).balance;
}

/**
 * The round a request names (`spinId`, `dealId`: 8–64 letters, digits or dashes) within the
 * session, so a retried request finds the same round.
 */
export function sessionRoundId(session: GameSession, input: unknown, name: string): string {
  if (typeof input !== 'string' || !/^[A-Za-z0-9-]{8,64}$/.test(input)) {
    throw walletError('InvalidArgument', `${name} must be 8–64 letters, digits or dashes.`);
  }
  return `${session.id}:${input}`;
}

/** A REAL session's round as the wallet keys it. */
export function roundRefOf(session: GameSession, roundId: string): RoundRef {
  return {
    playerId: session.playerId!,
    roundId,
    gameSlug: session.gameSlug,
    currency: session.currency,
  };
}

/** A FUN spin: stake out, win in, never below zero. Undefined when the stake is too high. */
export async function playForFun(
  db: Queryable,
  token: string,
  stake: number,
  win: number,
): Promise<number | undefined> {
  const { rows } = await db.query<{ fun_balance: number }>(
    `update game_sessions set fun_balance = fun_balance - $2 + $3
     where token_hash = $1 and fun_balance >= $2 returning fun_balance`,
    [hashToken(token), stake, win],
  );
  return rows[0] ? readMinorUnits(rows[0].fun_balance, 'demo money of a game session') : undefined;
}
