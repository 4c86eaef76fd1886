// The sandbox provider's payments: created with a deposit (or a Pay N Play start), decided once
// on its hosted page. The decision and its signed callback are written in one transaction.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/store.ts';
import type { Json } from '../pubsub/pubsub.ts';
import { enqueue } from './outbox.ts';
import type { PaymentProvider } from './methods.ts';
import { readMinorUnits } from '../ledger/minor-units.ts';

export interface SandboxPayment {
  id: string;
  transactionId: string | null;
  brand: string;
  kind: 'deposit' | 'pay-n-play';
  provider: PaymentProvider;
  paymentMethod: string;
  amount: number;
  currency: string;
  status: 'pending' | 'approved' | 'declined';
  returnUrl: string;
  bankAccount: string | null;
  country: string | null;
  /** Pay N Play: why the ledger refused the deposit of an approval (its error type), or null. */
  refusal: string | null;
}

export type NewSandboxPayment = Omit<SandboxPayment, 'id' | 'status' | 'bankAccount' | 'refusal'>;

export function newPaymentId(): string {
  return `sbx_${randomBytes(16).toString('base64url')}`;
}

export async function insertPayment(
  db: Queryable,
  id: string,
  payment: NewSandboxPayment,
): Promise<void> {
  await db.query(
    `insert into sandbox_payments (id, transaction_id, brand, kind, provider, payment_method,
       amount, currency, status, return_url, country)
     values ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', $9, $10)`,
    [
      id,
      payment.transactionId,
      payment.brand,
      payment.kind,
      payment.provider,
      payment.paymentMethod,
      payment.amount,
      payment.currency,
      payment.returnUrl,
      payment.country,
    ],
  );
}

interface PaymentRow {
  id: string;
  transaction_id: string | null;
  brand: string;
  kind: SandboxPayment['kind'];
  provider: PaymentProvider;
  payment_method: string;
  amount: number;
  currency: string;
  status: SandboxPayment['status'];
  return_url: string;
  bank_account: string | null;
  country: string | null;
  refusal: string | null;
}

export async function findPayment(db: Queryable, id: string): Promise<SandboxPayment | undefined> {
  if (!/^sbx_[A-Za-z0-9_-]{22}$/.test(id)) return undefined;
  const { rows } = await db.query<PaymentRow>(
    `select id, transaction_id, brand, kind, provider, payment_method, amount, currency, status,
       return_url, bank_account, country, refusal from sandbox_payments where id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    transactionId: row.transaction_id,
    brand: row.brand,
    kind: row.kind,
    provider: row.provider,
    paymentMethod: row.payment_method,
    amount: readMinorUnits(row.amount, `amount of payment ${row.id}`),
    currency: row.currency,
    status: row.status,
    returnUrl: row.return_url,
    bankAccount: row.bank_account,
    country: row.country,
    refusal: row.refusal,
  };
}

export type CallbackBody = {
  eventId: string;
  paymentId: string;
  transactionId: string;
  status: 'approved' | 'declined';
  amount: number;
  currency: string;
  provider: string;
  paymentMethod: string;
  debtorAccount: string | null;
};

/**
 * Records the decision and queues its callback, once: false when the payment was already
 * decided (a second click, a resubmitted form).
 */
export async function decide(
  db: Queryable,
  payment: SandboxPayment & { transactionId: string },
  status: 'approved' | 'declined',
  bankAccount: string | null,
  callbackDelayMs: number,
): Promise<boolean> {
  const { rows } = await db.query(
    `update sandbox_payments set status = $2, bank_account = $3, transaction_id = $4,
       decided_at = now()
     where id = $1 and status = 'pending' returning id`,
    [payment.id, status, bankAccount, payment.transactionId],
  );
  if (rows.length === 0) return false;
  const body: CallbackBody = {
    eventId: `${payment.id}:${status}`,
    paymentId: payment.id,
    transactionId: payment.transactionId,
    status,
    amount: payment.amount,
    currency: payment.currency,
    provider: payment.provider,
    paymentMethod: payment.paymentMethod,
    debtorAccount: bankAccount,
  };
  await enqueue(db, 'callback', body as unknown as Json, callbackDelayMs);
  return true;
}
