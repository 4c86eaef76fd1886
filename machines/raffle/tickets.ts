// programmes §2 "Raffle page", §5: the raffle gives 1 ticket per €1.00 wagered. A wager in
// another currency is converted to euros with the jackpot service's multipliers (units of the
// currency per euro, GET /v1/currencies: {EUR: 1, USD: 1.1, …}); part-euros give no ticket.
import { toMajorUnits } from '../money/currency-digits.ts';

export type CurrencyMultipliers = Readonly<Record<string, number>>;

/**
 * Tickets for a wager of `minorUnits` of `currency`: floor of the amount in euros. null when the
 * currency has no usable multiplier (the count cannot be known, rather than 0).
 */
export function ticketsFromWager(
  minorUnits: number,
  currency: string,
  multipliers: CurrencyMultipliers,
): number | null {
  const perEuro = multipliers[currency];
  if (perEuro === undefined || !Number.isFinite(perEuro) || perEuro <= 0) return null;
  if (!Number.isFinite(minorUnits) || minorUnits <= 0) return 0;
  const euros = toMajorUnits(minorUnits, currency) / perEuro;
  // Rounded to 6 places first: 1.10 USD / 1.1 is 0.9999999999999999, which is one ticket.
  return Math.floor(Math.round(euros * 1e6) / 1e6);
}
