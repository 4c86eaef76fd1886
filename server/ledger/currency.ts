// Country currencies (platform-core §9) and the conversion of EUR minimum bets.
import type { Brand } from '../brands/brand.ts';
import { currencyDigits } from '../../machines/money/currency-digits.ts';
import { LobbyError } from '../errors.ts';

/** platform-core §9 "Country currency overrides". */
const COUNTRY_CURRENCY: Readonly<Record<string, string>> = {
  IN: 'INR',
  NZ: 'NZD',
  NO: 'NOK',
  CA: 'CAD',
  ZA: 'ZAR',
  CH: 'CHF',
  AU: 'AUD',
  JP: 'USD',
};

export function countryCurrency(brand: Brand, countryCode: string): string {
  const override = COUNTRY_CURRENCY[countryCode.toUpperCase()];
  if (override) return override;
  // Feature "defaultUSDCurrency" is on for the cos licence only (platform-core §6).
  if (brand.license === 'cos') return 'USD';
  return brand.defaultCurrency;
}

/** Units of each currency for one euro: a fixed demo table, not market rates. */
const PER_EUR: Readonly<Record<string, number>> = {
  EUR: 1,
  USD: 1.1,
  GBP: 0.85,
  CAD: 1.5,
  CHF: 0.95,
  NOK: 11.5,
  SEK: 11.3,
  INR: 92,
  JPY: 165,
  ZAR: 20,
  NZD: 1.8,
  AUD: 1.65,
};

export const SUPPORTED_CURRENCIES = Object.keys(PER_EUR);

/** Units of each supported currency for one euro (the jackpot service's GET /v1/currencies). */
export function eurMultipliers(): Readonly<Record<string, number>> {
  return PER_EUR;
}

/**
 * A minimum stake in EUR cents, in minor units of `currency`, rounded up so the converted
 * stake is never below the EUR one.
 */
export function convertMinBet(eurCents: number, currency: string | null | undefined): number {
  const code = (currency ?? 'EUR').toUpperCase();
  const perEur = PER_EUR[code];
  if (perEur === undefined) {
    throw new LobbyError('InvalidArgument', `Unsupported currency "${code.slice(0, 3)}".`, {
      reasons: ['UnsupportedCurrency'],
    });
  }
  if (code === 'EUR') return eurCents;
  // Minor digits from the one table the lobby shares (machines/money/currency-digits.ts).
  const minor = (eurCents / 100) * perEur * 10 ** currencyDigits(code);
  // Rounded to 6 places first so 1.1 * 100 = 110.00000000000001 does not round up to 111.
  return Math.ceil(Math.round(minor * 1e6) / 1e6);
}
