// The payment outbox: work written in the same transaction as the decision that causes it (a
// signed callback after the player approves, a payout after a withdrawal starts), delivered by
// the worker with a lease, so a crash between the decision and the delivery loses nothing.
import type { Queryable } from '../db/store.ts';
import type { PayoutQueue } from '../ledger/transfers/payouts.ts';
import type { Json } from '../pubsub/pubsub.ts';

export type OutboxKind = 'callback' | 'payout';

export interface OutboxItem {
  id: number;
  kind: OutboxKind;
  payload: Json;
  attempts: number;
}

export async function enqueue(
  db: Queryable,
  kind: OutboxKind,
  payload: Json,
  delayMs = 0,
): Promise<void> {
  await db.query(
    `insert into payment_outbox (kind, payload, due_at)
     values ($1, $2::jsonb, now() + $3 * interval '1 millisecond')`,
    [kind, JSON.stringify(payload), delayMs],
  );
}

/** The wallet's payouts (ledger/transfers/payouts.ts): a payout row, due after the delay. */
export const payoutQueue: PayoutQueue = {
  schedulePayout: (tx, transactionId, delayMs) => enqueue(tx, 'payout', { transactionId }, delayMs),
};

/** Due items, leased for leaseMs: another worker (process) skips them until the lease ends. */
export async function leaseDue(
  db: Queryable,
  limit: number,
  leaseMs: number,
): Promise<OutboxItem[]> {
  const { rows } = await db.query<OutboxItem>(
    `update payment_outbox set leased_until = now() + $2 * interval '1 millisecond',
       attempts = attempts + 1
     where id in (
       select id from payment_outbox
       where done_at is null and due_at <= now()
         and (leased_until is null or leased_until < now())
       order by id limit $1 for update skip locked)
     returning id, kind, payload, attempts`,
    [limit, leaseMs],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

export async function markDone(db: Queryable, id: number): Promise<void> {
  await db.query('update payment_outbox set done_at = now(), leased_until = null where id = $1', [
    id,
  ]);
}

/** Retried after an exponential backoff (1 s doubling, at most a minute). */
export async function markFailed(db: Queryable, id: number, error: string): Promise<void> {
  await db.query(
    `update payment_outbox set leased_until = null, last_error = $2,
       due_at = now() + least(60000, 1000 * power(2, least(attempts, 6))) * interval '1 millisecond'
     where id = $1`,
    [id, error.slice(0, 500)],
  );
}
