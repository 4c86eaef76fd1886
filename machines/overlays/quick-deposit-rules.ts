// When the quick-deposit dialog opens by itself (platform-core §2 "Navigation behaviours"):
// /deposit/ and /withdraw/ redirect to the lobby and open it QUICK_DEPOSIT_OPEN_DELAY_MS later;
// a link carrying autoSubmit, amount and paymentMethod opens it too — but never over an
// active guard (platform-core §4), and only for a signed-in player.
import { isMajorUnitsText } from '../money/currency-digits.ts';
import { queryParam } from '../routing/query.ts';

export const QUICK_DEPOSIT_OPEN_DELAY_MS = 100;

export type CashierMode = 'deposit' | 'withdraw';

export interface QuickDepositRequest {
  mode: CashierMode;
  /**
   * The link's `amount` in major units as written (e.g. "25" or "25.50"); the dialog turns it
   * into minor units with the wallet's currency (minorUnitsFromText).
   */
  amount: string | null;
  paymentMethod: string | null;
  autoSubmit: boolean;
}

/** The auto-open rule of a link: autoSubmit + amount + paymentMethod all present and valid. */
export function quickDepositFromLink(search: string): QuickDepositRequest | null {
  const autoSubmit = queryParam(search, 'autoSubmit');
  const amount = queryParam(search, 'amount');
  const paymentMethod = queryParam(search, 'paymentMethod');
  if (autoSubmit === null || !isMajorUnitsText(amount) || !paymentMethod) return null;
  return {
    mode: 'deposit',
    amount: amount.trim(),
    paymentMethod,
    autoSubmit: autoSubmit !== 'false',
  };
}

export function shouldAutoOpenQuickDeposit(input: {
  request: QuickDepositRequest | null;
  signedIn: boolean;
  guardActive: boolean;
  dialogOpen: boolean;
}): boolean {
  return input.request !== null && input.signedIn && !input.guardActive && !input.dialogOpen;
}
