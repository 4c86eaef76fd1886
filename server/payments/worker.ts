// Delivers the payment outbox: the sandbox provider's signed callbacks (to PAYMENT_CALLBACK_URL,
// or to the server's own callback route when unset, so the same route and signature check run) and
// withdrawal payouts. A sweep ends what a crash or a silent provider left open: deposits nobody
// decided on are rolled back after an hour; cancellations in flight are finished.
import type { Store } from '../db/store.ts';
import type { Log } from '../log.ts';
import { startPollingLoop } from '../jobs/polling-loop.ts';
import { walletErrorType } from '../ledger/errors.ts';
import type { Wallet } from '../ledger/wallet.ts';
import { leaseDue, markDone, markFailed, type OutboxItem } from './outbox.ts';
import { SIGNATURE_HEADER, sign } from './signature.ts';

export const CALLBACK_PATH = '/payments/sandbox/callback';
const LEASE_MS = 30_000;
const BATCH = 20;
const SWEEP_EVERY_MS = 30_000;
export const UNDECIDED_DEPOSIT_TTL_MS = 60 * 60_000;
const CANCEL_GRACE_MS = 10_000;

export interface WorkerOptions {
  store: Store;
  wallet: Wallet;
  /** Posts a signed callback to the server's own callback route (app.inject); its status. */
  postToServer: CallbackPoster;
  signingSecret: () => Promise<string>;
  log: Log;
  /** Poll interval (PAYMENT_WORKER_POLL_MS). */
  pollMs: number;
  /** Absolute callback URL; undefined delivers through postToServer. */
  callbackUrl?: string | undefined;
}

export type CallbackPoster = (request: {
  path: string;
  headers: Record<string, string>;
  body: string;
}) => Promise<number>;

export interface Worker {
  /** One pass: due outbox items, and the sweep when it is due. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

async function postCallback(options: WorkerOptions, body: string): Promise<number> {
  const signature = sign(await options.signingSecret(), body);
  const headers = { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature };
  if (options.callbackUrl) {
    const response = await fetch(options.callbackUrl, { method: 'POST', headers, body });
    return response.status;
  }
  return options.postToServer({ path: CALLBACK_PATH, headers, body });
}

async function deliver(options: WorkerOptions, item: OutboxItem): Promise<void> {
  if (item.kind === 'callback') {
    const status = await postCallback(options, JSON.stringify(item.payload));
    // 4xx other than 401 will not get better by retrying: record it and move on.
    if (status >= 500 || status === 401) throw new Error(`callback answered ${status}`);
    if (status !== 200) options.log.warn({ outboxId: item.id, status }, 'callback refused');
    return;
  }
  const { transactionId } = item.payload as { transactionId: string };
  try {
    await options.wallet.changeStatus(transactionId, { to: 'Completed' });
  } catch (error) {
    // Cancelled before the payout: nothing to pay.
    if (walletErrorType(error) !== 'InvalidTransactionTransition') throw error;
  }
}

async function sweep(options: WorkerOptions): Promise<void> {
  const { store, wallet } = options;
  const stale = await store.query<{ id: string }>(
    `select t.id from wallet_transactions t
     left join sandbox_payments p on p.transaction_id = t.id
     where t.type = 'Deposit' and t.status in ('Initialized', 'RollbackInitialized')
       and t.updated_at < now() - $1 * interval '1 millisecond'
       and (p.status is null or p.status = 'pending')
     limit 100`,
    [UNDECIDED_DEPOSIT_TTL_MS],
  );
  for (const { id } of stale.rows) {
    await store.query(
      `update sandbox_payments set status = 'declined', decided_at = now()
       where transaction_id = $1 and status = 'pending'`,
      [id],
    );
    await wallet.changeStatus(id, { to: 'RollbackInitialized' }).catch(() => undefined);
    await wallet.changeStatus(id, { to: 'RolledBacked' }).catch(() => undefined);
  }
  const cancelling = await store.query<{ id: string }>(
    `select id from wallet_transactions where type = 'Withdrawal' and status = 'CancelInitialized'
       and updated_at < now() - $1 * interval '1 millisecond' limit 100`,
    [CANCEL_GRACE_MS],
  );
  for (const { id } of cancelling.rows) {
    await wallet.changeStatus(id, { to: 'Cancelled' }).catch(() => undefined);
  }
}

export function startWorker(options: WorkerOptions): Worker {
  let lastSweep = 0;

  async function pass(): Promise<number> {
    const items = await leaseDue(options.store, BATCH, LEASE_MS);
    for (const item of items) {
      try {
        await deliver(options, item);
        await markDone(options.store, item.id);
      } catch (error) {
        options.log.warn({ err: error, outboxId: item.id }, 'payment outbox delivery failed');
        await markFailed(options.store, item.id, String(error));
      }
    }
    if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = Date.now();
      await sweep(options);
    }
    return items.length;
  }

  return startPollingLoop(pass, {
    intervalMs: options.pollMs,
    log: options.log,
    name: 'payment worker',
  });
}
