// How many minor-unit digits a currency has (ISO 4217 exponents): the one table the server
// (amount limits, bonus terms, demo data) and the lobby (formatting, typed amounts) share, so
// that 1.00 EUR is 100 minor units and 100 JPY is 100 on both sides (decision 0039).
// Currencies not listed have two digits.
const DIGITS: Readonly<Record<string, number>> = {
  JPY: 0,
  KRW: 0,
  ISK: 0,
  CLP: 0,
  VND: 0,
  BHD: 3,
  KWD: 3,
  OMR: 3,
  JOD: 3,
  TND: 3,
};

/** The most minor digits any currency has (3): a well-formed amount text has no more decimals. */
const MAX_DIGITS = Math.max(2, ...Object.values(DIGITS));

/** Up to twelve whole digits and at most `digits` decimals. */
const amountPattern = (digits: number) =>
  digits === 0 ? /^\d{1,12}$/ : new RegExp(`^\\d{1,12}(\\.\\d{1,${digits}})?$`);

export function currencyDigits(currency: string): number {
  return DIGITS[currency] ?? 2;
}

/** Minor units as a number of major units (for display): 2550 EUR → 25.5, 2550 JPY → 2550. */
export function toMajorUnits(minorUnits: number, currency: string): number {
  return minorUnits / 10 ** currencyDigits(currency);
}

/**
 * A typed or linked amount in major units ("25", "25.5") in minor units; null when it is not a
 * positive amount or has more decimals than the currency (1.005 EUR, 1.5 JPY).
 */
export function minorUnitsFromText(value: string | null, currency: string): number | null {
  if (value === null) return null;
  const digits = currencyDigits(currency);
  const text = value.trim();
  if (!amountPattern(digits).test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return minor > 0 && Number.isSafeInteger(minor) ? minor : null;
}

/**
 * Whether a text is a positive amount in major units before its currency is known (a link's
 * `amount`): at most as many decimals as any currency has; minorUnitsFromText decides later.
 */
export function isMajorUnitsText(value: string | null): value is string {
  return value !== null && amountPattern(MAX_DIGITS).test(value.trim()) && Number(value) > 0;
}
