// How a withdrawal's payout gets scheduled: inside the withdrawal's own transaction, so a crash
// between the two loses nothing. The ledger only names it; payments implements it with a row of
// its outbox (payments/outbox.ts) and server/services.ts hands it to the wallet (decision 0033).
import type { Queryable } from '../../db/store.ts';

export interface PayoutQueue {
  schedulePayout(tx: Queryable, transactionId: string, delayMs: number): Promise<void>;
}
