// Euro amounts written in the jackpot texts (programmes §5): "Win up to €1,000!" reads in the
// player's currency, converted with the euro rate from GET /v1/currencies. Two decimals show
// only when the converted value has a fraction.

/** "€1,000", "€ 2.50", "1000 €", "1.000,50€" — an amount with the euro sign before or after. */
const EURO_AMOUNT = /€\s?(\d[\d,.]*\d|\d)|(\d[\d,.]*\d|\d)\s?€/g;

/** "1,000" and "1.000,50" and "2.5" as numbers: the last separator followed by 1–2 digits is decimal. */
function parseAmount(text: string): number | null {
  const decimal = /[.,](\d{1,2})$/.exec(text);
  const whole = (decimal ? text.slice(0, decimal.index) : text).replace(/[.,]/g, '');
  const value = Number(`${whole}${decimal ? `.${decimal[1]}` : ''}`);
  return Number.isFinite(value) ? value : null;
}

export function formatConverted(value: number, currency: string, locale: string): string {
  const fraction = Math.round(value * 100) % 100 !== 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: fraction ? 2 : 0,
    maximumFractionDigits: fraction ? 2 : 0,
  }).format(value);
}

/**
 * The text with every euro amount converted: `rate` is the player's currency per euro (the
 * /v1/currencies multiplier). EUR (rate 1) keeps the amounts, reformatted the same way.
 */
export function convertEuroAmounts(
  text: string,
  rate: number,
  currency: string,
  locale: string,
): string {
  return text.replace(EURO_AMOUNT, (match, before?: string, after?: string) => {
    const value = parseAmount(before ?? after ?? '');
    if (value === null) return match;
    return formatConverted(Math.round(value * rate * 100) / 100, currency, locale);
  });
}
