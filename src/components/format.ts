// platform-core §9 currency formatting: 2 decimals (the currency's own minor digits: none for
// JPY, machines/money/currency-digits.ts), narrow symbol. Money is integer minor units
// everywhere; formatting happens only here, at the view.
import { currencyDigits, toMajorUnits } from '../../machines/money/currency-digits.ts';

export function formatMoney(minorUnits: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: currencyDigits(currency),
    maximumFractionDigits: currencyDigits(currency),
  }).format(toMajorUnits(minorUnits, currency));
}

export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** platform-core §9 percent formatting: 1 decimal, or whole numbers when the flag is set. */
export function formatPercent(
  fraction: number,
  locale: string,
  { wholeNumbers = false }: { wholeNumbers?: boolean } = {},
): string {
  const digits = wholeNumbers ? 0 : 1;
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(fraction);
}
