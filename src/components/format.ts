// platform-core §9 currency formatting: 2 decimals (the currency's own minor digits: none for
// JPY, machines/money/currency-digits.ts), narrow symbol. Money is integer minor units
// everywhere; formatting happens only here, at the view.
import { currencyDigits, toMajorUnits } from '../../machines/money/currency-digits.ts';

// Building an Intl formatter costs far more than formatting with it (a lobby formats dozens of
// amounts on its first render): one per locale and currency, kept (decision 0047).
const moneyFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const percentFormats = new Map<string, Intl.NumberFormat>();

export function formatMoney(minorUnits: number, currency: string, locale: string): string {
  const key = `${locale}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: currencyDigits(currency),
      maximumFractionDigits: currencyDigits(currency),
    });
    moneyFormats.set(key, format);
  }
  return format.format(toMajorUnits(minorUnits, currency));
}

export function formatDateTime(iso: string, locale: string): string {
  let format = dateTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
    });
    dateTimeFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}

/** platform-core §9 percent formatting: 1 decimal, or whole numbers when the flag is set. */
export function formatPercent(
  fraction: number,
  locale: string,
  { wholeNumbers = false }: { wholeNumbers?: boolean } = {},
): string {
  const digits = wholeNumbers ? 0 : 1;
  const key = `${locale}|${digits}`;
  let format = percentFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'percent',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    percentFormats.set(key, format);
  }
  return format.format(fraction);
}
