// The append-only audit of protection changes (migration 014's protection_audit; a trigger
// refuses updates and deletes): who, what, old, new, when asked, when effective. Written in the
// change's own transaction; read by the player's profile and the operator API.
import type { Queryable } from '../db/store.ts';
import type { Json } from '../pubsub/pubsub.ts';

export interface ProtectionAuditRecord {
  playerId: string;
  /** 'player' or 'operator' (with the operator's name when given). */
  actor: string;
  action: string;
  kind?: string | null;
  period?: string | null;
  oldValue: Json | null;
  newValue: Json | null;
  /** A Date, or a database time's exact text. */
  effectiveAt: Date | string | null;
  /** Default: the database's clock at the write. */
  requestedAt?: Date | string;
}

export interface ProtectionAuditEntry extends ProtectionAuditRecord {
  id: string;
  requestedAt: Date;
  effectiveAt: Date | null;
}

export async function recordProtectionChange(
  db: Queryable,
  record: ProtectionAuditRecord,
): Promise<void> {
  await db.query(
    `insert into protection_audit (player_id, actor, action, kind, period, old_value, new_value,
       effective_at, requested_at)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8::timestamptz,
       coalesce($9::timestamptz, clock_timestamp()))`,
    [
      record.playerId,
      record.actor,
      record.action,
      record.kind ?? null,
      record.period ?? null,
      record.oldValue === null ? null : JSON.stringify(record.oldValue),
      record.newValue === null ? null : JSON.stringify(record.newValue),
      record.effectiveAt,
      record.requestedAt ?? null,
    ],
  );
}

/** The player's changes, newest first. */
export async function protectionChanges(
  db: Queryable,
  playerId: string,
  first: number,
): Promise<ProtectionAuditEntry[]> {
  const { rows } = await db.query<{
    id: number;
    player_id: string;
    actor: string;
    action: string;
    kind: string | null;
    period: string | null;
    old_value: Json | null;
    new_value: Json | null;
    requested_at: Date;
    effective_at: Date | null;
  }>(
    `select id, player_id, actor, action, kind, period, old_value, new_value, requested_at,
       effective_at
     from protection_audit where player_id = $1 order by id desc limit $2`,
    [playerId, first],
  );
  return rows.map((row) => ({
    id: String(row.id),
    playerId: row.player_id,
    actor: row.actor,
    action: row.action,
    kind: row.kind,
    period: row.period,
    oldValue: row.old_value,
    newValue: row.new_value,
    requestedAt: row.requested_at,
    effectiveAt: row.effective_at,
  }));
}
