// The operator APIs' audit trail (migration 012's operator_audit): every change made through an
// operator key is written with what it changed, before and after, in the change's transaction
// where there is one. The actor is the optional x-operator-name header (the key has no name).
import type { Queryable } from '../db/store.ts';
import type { Json } from '../pubsub/pubsub.ts';

export const OPERATOR_NAME_HEADER = 'x-operator-name';

export interface AuditRecord {
  area: string;
  action: string;
  target: string;
  actor: string;
  before: Json | null;
  after: Json | null;
}

export function operatorName(header: string | string[] | undefined): string {
  const value = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
  return /^[\w .@-]{1,100}$/.test(value) ? value : 'operator';
}

export async function recordAudit(db: Queryable, record: AuditRecord): Promise<void> {
  await db.query(
    `insert into operator_audit (area, action, target, actor, before, after)
     values ($1, $2, $3, $4, $5::jsonb, $6::jsonb)`,
    [
      record.area,
      record.action,
      record.target,
      record.actor,
      record.before === null ? null : JSON.stringify(record.before),
      record.after === null ? null : JSON.stringify(record.after),
    ],
  );
}

export interface AuditEntry extends AuditRecord {
  id: number;
  at: string;
}

export async function auditTrail(db: Queryable, area: string, limit = 100): Promise<AuditEntry[]> {
  const { rows } = await db.query<
    Omit<AuditEntry, 'id' | 'at'> & { id: string | number; at: unknown }
  >(
    `select id, area, action, target, actor, before, after, at from operator_audit
     where area = $1 order by id desc limit $2`,
    [area, Math.max(1, Math.min(500, limit))],
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    at: row.at instanceof Date ? row.at.toISOString() : String(row.at),
  }));
}
