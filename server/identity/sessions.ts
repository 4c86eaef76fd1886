// Player sessions: one live session per player. Starting one (either sign-in flow) ends the
// others with LOGGED_IN_FROM_ANOTHER_DEVICE; every end is published as sessionDestroyed, so the
// old session's sockets hear it in whichever process they are connected to.
import { randomBytes } from 'node:crypto';
import type { Queryable, Store } from '../db/store.ts';
import type { PubSub } from '../pubsub/pubsub.ts';
import type { SessionEndReason, SignInMethod } from '../players/session-records.ts';
import { revokeProviderSession } from './oidc/store-adapter.ts';

export interface PlayerSession {
  id: string;
  playerId: string;
  brand: string;
  method: SignInMethod;
  idpGrantId: string | null;
  idpSessionUid: string | null;
  createdAt: Date;
  endedAt: Date | null;
  endReason: SessionEndReason | null;
}

export interface NewSession {
  /** The identity provider's sid; a random id when omitted (custom token flow). */
  id?: string;
  playerId: string;
  brand: string;
  method: SignInMethod;
  idpGrantId?: string | undefined;
  idpSessionUid?: string | undefined;
}

interface SessionRow {
  id: string;
  player_id: string;
  brand: string;
  method: SignInMethod;
  idp_grant_id: string | null;
  idp_session_uid: string | null;
  created_at: Date;
  ended_at: Date | null;
  end_reason: SessionEndReason | null;
}

const COLUMNS =
  'id, player_id, brand, method, idp_grant_id, idp_session_uid, created_at, ended_at, end_reason';

function toSession(row: SessionRow): PlayerSession {
  return {
    id: row.id,
    playerId: row.player_id,
    brand: row.brand,
    method: row.method,
    idpGrantId: row.idp_grant_id,
    idpSessionUid: row.idp_session_uid,
    createdAt: row.created_at,
    endedAt: row.ended_at,
    endReason: row.end_reason,
  };
}

export interface Sessions {
  /**
   * Starts the session, or returns it as it is when it already exists (the provider exchanges
   * several codes within one sign-in). A new session ends the player's other live ones.
   */
  start(session: NewSession): Promise<PlayerSession>;
  /** The session when it exists and has not ended. */
  live(id: string): Promise<PlayerSession | undefined>;
  /** Ends one session; false when it had already ended or does not exist. */
  end(id: string, reason: SessionEndReason): Promise<boolean>;
  /** Ends the session an identity-provider grant backs (the provider destroyed the grant). */
  endByGrant(brand: string, grantId: string, reason: SessionEndReason): Promise<void>;
  /** Ends every live session of the player. */
  endAllOf(playerId: string, reason: SessionEndReason): Promise<void>;
}

export function createSessions(store: Store, pubsub: PubSub): Sessions {
  async function publish(ended: PlayerSession[]): Promise<void> {
    for (const session of ended) {
      await pubsub.publish('sessionDestroyed', {
        sessionId: session.id,
        playerId: session.playerId,
        reason: session.endReason ?? 'LOGOUT',
      });
    }
  }

  /** Marks sessions ended and revokes what the identity provider holds for them. */
  async function endWhere(
    tx: Queryable,
    condition: string,
    params: unknown[],
    reason: SessionEndReason,
  ): Promise<PlayerSession[]> {
    const { rows } = await tx.query<SessionRow>(
      `update player_sessions set ended_at = now(), end_reason = $1
       where ended_at is null and ${condition}
       returning ${COLUMNS}`,
      [reason, ...params],
    );
    for (const row of rows) {
      await revokeProviderSession(tx, row.brand, row.idp_grant_id, row.idp_session_uid);
    }
    return rows.map(toSession);
  }

  return {
    async start(session) {
      const id = session.id ?? randomBytes(18).toString('base64url');
      const { current, ended } = await store.transaction(async (tx) => {
        // Two sign-ins of one player at once must not both survive: they take turns.
        await tx.query(`select pg_advisory_xact_lock(hashtext('lobby:player-session:' || $1))`, [
          session.playerId,
        ]);
        const inserted = await tx.query<SessionRow>(
          `insert into player_sessions (id, player_id, brand, method, idp_grant_id, idp_session_uid)
           values ($1, $2, $3, $4, $5, $6)
           on conflict (id) do nothing
           returning ${COLUMNS}`,
          [
            id,
            session.playerId,
            session.brand,
            session.method,
            session.idpGrantId ?? null,
            session.idpSessionUid ?? null,
          ],
        );
        if (!inserted.rows[0]) {
          const existing = await tx.query<SessionRow>(
            `select ${COLUMNS} from player_sessions where id = $1`,
            [id],
          );
          const row = existing.rows[0];
          if (!row || row.player_id !== session.playerId) {
            throw new Error('a session id was reused by another player');
          }
          return { current: toSession(row), ended: [] };
        }
        const others = await endWhere(
          tx,
          'player_id = $2 and id <> $3',
          [session.playerId, id],
          'LOGGED_IN_FROM_ANOTHER_DEVICE',
        );
        return { current: toSession(inserted.rows[0]), ended: others };
      });
      await publish(ended);
      return current;
    },

    async live(id) {
      const { rows } = await store.query<SessionRow>(
        `select ${COLUMNS} from player_sessions where id = $1 and ended_at is null`,
        [id],
      );
      return rows[0] ? toSession(rows[0]) : undefined;
    },

    async end(id, reason) {
      const ended = await store.transaction((tx) => endWhere(tx, 'id = $2', [id], reason));
      await publish(ended);
      return ended.length > 0;
    },

    async endByGrant(brand, grantId, reason) {
      const ended = await store.transaction((tx) =>
        endWhere(tx, 'brand = $2 and idp_grant_id = $3', [brand, grantId], reason),
      );
      await publish(ended);
    },

    async endAllOf(playerId, reason) {
      const ended = await store.transaction((tx) =>
        endWhere(tx, 'player_id = $2', [playerId], reason),
      );
      await publish(ended);
    },
  };
}
