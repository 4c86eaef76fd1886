// When the quick-deposit dialog opens by itself (platform-core §2 "Navigation behaviours"):
// /deposit/ and /withdraw/ redirect to the lobby and open it QUICK_DEPOSIT_OPEN_DELAY_MS later;
// a link carrying autoSubmit, amount and paymentMethod opens it too — but never over an
// active guard (platform-core §4), and only for a signed-in player.
import { queryParam } from '../routing/query.ts';

export const QUICK_DEPOSIT_OPEN_DELAY_MS = 100;

export type CashierMode = 'deposit' | 'withdraw';

export interface QuickDepositRequest {
  mode: CashierMode;
  /** Minor units, from the link's `amount` (major units, e.g. 25 or 25.50). */
  amount: number | null;
  paymentMethod: string | null;
  autoSubmit: boolean;
}

/** `amount` of a link (major units) in minor units; null when absent or not a positive amount. */
export function amountFromQuery(value: string | null): number | null {
  if (value === null || !/^\d{1,9}(\.\d{1,2})?$/.test(value.trim())) return null;
  const minor = Math.round(Number(value) * 100);
  return minor > 0 ? minor : null;
}

/** The auto-open rule of a link: autoSubmit + amount + paymentMethod all present and valid. */
export function quickDepositFromLink(search: string): QuickDepositRequest | null {
  const autoSubmit = queryParam(search, 'autoSubmit');
  const amount = amountFromQuery(queryParam(search, 'amount'));
  const paymentMethod = queryParam(search, 'paymentMethod');
  if (autoSubmit === null || amount === null || !paymentMethod) return null;
  return { mode: 'deposit', amount, paymentMethod, autoSubmit: autoSubmit !== 'false' };
}

export function shouldAutoOpenQuickDeposit(input: {
  request: QuickDepositRequest | null;
  signedIn: boolean;
  guardActive: boolean;
  dialogOpen: boolean;
}): boolean {
  return input.request !== null && input.signedIn && !input.guardActive && !input.dialogOpen;
}
