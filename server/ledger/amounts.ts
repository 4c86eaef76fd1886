// Amounts arrive in integer minor units. Anything else (negative, zero, fractions of a cent, NaN,
// strings) is InvalidAmount, more than the currency's maximum per transaction AmountAboveMaximum:
// both before the ledger is touched.
import { walletError } from './errors.ts';
import { currencyDigits } from '../../machines/money/currency-digits.ts';
import { MAX_MINOR_UNITS } from './minor-units.ts';

export function parseAmount(value: unknown, currency: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) {
    throw walletError(
      'InvalidAmount',
      'The amount must be a whole number of minor units above zero.',
    );
  }
  requireWithinMaximum(value, currency);
  return value;
}

/**
 * The most one transaction (deposit, withdrawal, bet, win, reward credit) may move, in major
 * units: about 1,000,000 EUR in each currency, a round number; ROW for the others.
 */
const MAX_TRANSACTION_MAJOR: Readonly<Record<string, number>> = {
  EUR: 1_000_000,
  USD: 1_000_000,
  GBP: 1_000_000,
  CHF: 1_000_000,
  CAD: 1_500_000,
  AUD: 1_500_000,
  NZD: 1_500_000,
  NOK: 10_000_000,
  SEK: 10_000_000,
  ZAR: 20_000_000,
  INR: 100_000_000,
  JPY: 150_000_000,
  ROW: 1_000_000,
};

/** The maximum per transaction of a currency, in its minor units (always below the ceiling). */
export function maxTransactionAmount(currency: string): number {
  const major = MAX_TRANSACTION_MAJOR[currency] ?? MAX_TRANSACTION_MAJOR.ROW!;
  return Math.min(MAX_MINOR_UNITS, major * 10 ** currencyDigits(currency));
}

/**
 * The smallest maximum of all currencies, for amounts given before their currency is known (a
 * free spin's stake is in the currency of whoever plays it).
 */
export function maxAmountInAnyCurrency(): number {
  return Math.min(
    ...Object.keys(MAX_TRANSACTION_MAJOR).map((currency) => maxTransactionAmount(currency)),
  );
}

/** AmountAboveMaximum (extensions.maximum, extensions.currency) for more than one transaction. */
export function requireWithinMaximum(amount: number, currency: string): void {
  const maximum = maxTransactionAmount(currency);
  if (amount > maximum) {
    throw walletError(
      'AmountAboveMaximum',
      `The amount is above the maximum of one transaction in ${currency}.`,
      { maximum, currency },
    );
  }
}

/** ISO 4217 minor-unit digits: one table shared with the lobby's formatting. */
export { currencyDigits };

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

/** An amount in minor units as people read it (pages, reasons): "€1.50", "¥150". */
export function formatAmount(amount: number, currency: string): string {
  const digits = currencyDigits(currency);
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount / 10 ** digits);
}
