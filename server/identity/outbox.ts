// The email and SMS outboxes: what the server would hand to a mail or SMS provider. Nothing is
// delivered from here; in development /dev/outbox/ shows the messages (server/identity/
// dev-outbox-route.ts), and a production deployment drains them through a provider adapter.
import type { Queryable } from '../db/store.ts';

export interface OutgoingEmail {
  brand: string;
  to: string;
  kind: string;
  subject: string;
  body: string;
  /** The link the message asks the reader to open, if any. */
  actionUrl?: string | undefined;
}

export interface OutgoingSms {
  brand: string;
  to: string;
  kind: string;
  body: string;
  /** The sign-in code the message carries, if any. */
  code?: string | undefined;
}

export async function writeEmail(db: Queryable, email: OutgoingEmail): Promise<void> {
  await db.query(
    `insert into email_outbox (brand, to_address, kind, subject, body, action_url)
     values ($1, $2, $3, $4, $5, $6)`,
    [email.brand, email.to, email.kind, email.subject, email.body, email.actionUrl ?? null],
  );
}

export async function writeSms(db: Queryable, sms: OutgoingSms): Promise<void> {
  await db.query(
    'insert into sms_outbox (brand, to_number, kind, body, code) values ($1, $2, $3, $4, $5)',
    [sms.brand, sms.to, sms.kind, sms.body, sms.code ?? null],
  );
}

export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  brand: string;
  to: string;
  kind: string;
  subject: string | null;
  body: string;
  actionUrl: string | null;
  code: string | null;
  createdAt: string;
}

export interface OutboxFilter {
  brand?: string | undefined;
  /** An email address (case-insensitive) or a phone number. */
  to?: string | undefined;
  limit?: number | undefined;
}

interface OutboxRow {
  id: number;
  channel: 'email' | 'sms';
  brand: string;
  to: string;
  kind: string;
  subject: string | null;
  body: string;
  action_url: string | null;
  code: string | null;
  created_at: Date;
}

/** Newest first, both channels. */
export async function listOutbox(
  db: Queryable,
  filter: OutboxFilter = {},
): Promise<OutboxMessage[]> {
  const limit = Math.min(Math.max(filter.limit ?? 50, 1), 200);
  const { rows } = await db.query<OutboxRow>(
    `select * from (
       select id, 'email' as channel, brand, to_address as "to", kind, subject, body, action_url,
              null as code, created_at
       from email_outbox
       where ($1::text is null or brand = $1) and ($2::text is null or lower(to_address) = lower($2))
       union all
       select id, 'sms' as channel, brand, to_number as "to", kind, null, body, null, code,
              created_at
       from sms_outbox
       where ($1::text is null or brand = $1) and ($2::text is null or to_number = $2)
     ) messages
     order by created_at desc, id desc
     limit $3`,
    [filter.brand ?? null, filter.to ?? null, limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    channel: row.channel,
    brand: row.brand,
    to: row.to,
    kind: row.kind,
    subject: row.subject,
    body: row.body,
    actionUrl: row.action_url,
    code: row.code,
    createdAt: row.created_at.toISOString(),
  }));
}
