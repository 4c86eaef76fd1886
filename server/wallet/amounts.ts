// Amounts arrive in integer minor units. Anything else (negative, zero, fractions of a cent, NaN,
// strings, more than 10^12) is refused before the ledger is touched.
import { walletError } from './errors.ts';

/** 10^12 minor units: ten billion euros, far above any real stake and safe in a double. */
export const MAX_AMOUNT = 1_000_000_000_000;

export function parseAmount(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0 || value > MAX_AMOUNT) {
    throw walletError(
      'InvalidAmount',
      'The amount must be a whole number of minor units above zero.',
    );
  }
  return value;
}

/** ISO 4217 minor-unit digits of the currencies the lobby knows (JPY has none). */
export function currencyDigits(currency: string): number {
  return currency === 'JPY' ? 0 : 2;
}

/** platform-core §9 "Default minimum deposit", in major units; ROW for the others. */
const DEFAULT_MIN_DEPOSIT: Readonly<Record<string, number>> = {
  EUR: 20,
  CAD: 15,
  CHF: 10,
  USD: 10,
  NOK: 100,
  INR: 880,
  JPY: 1200,
  ZAR: 175,
  NZD: 10,
  GBP: 20,
  ROW: 20,
};

/** Minimum deposit = max(server minimum, the currency's default), in minor units. */
export function minDepositAmount(currency: string, serverMinimum: number): number {
  const major = DEFAULT_MIN_DEPOSIT[currency] ?? DEFAULT_MIN_DEPOSIT.ROW!;
  return Math.max(serverMinimum, major * 10 ** currencyDigits(currency));
}

/** Minimum withdrawal = max(server minimum, 10 major units). */
export function minWithdrawalAmount(currency: string, serverMinimum: number): number {
  return Math.max(serverMinimum, 10 * 10 ** currencyDigits(currency));
}
