// Country currencies (platform-core §9) and the conversion of EUR minimum bets.
import type { Brand } from '../brands/brand.ts';
import { LobbyError } from '../graphql/errors.ts';

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

interface CurrencyRate {
  /** Units of the currency for one euro: a fixed demo table, not market rates. */
  perEur: number;
  /** ISO 4217 minor-unit digits. */
  digits: number;
}

const RATES: Readonly<Record<string, CurrencyRate>> = {
  EUR: { perEur: 1, digits: 2 },
  USD: { perEur: 1.1, digits: 2 },
  GBP: { perEur: 0.85, digits: 2 },
  CAD: { perEur: 1.5, digits: 2 },
  CHF: { perEur: 0.95, digits: 2 },
  NOK: { perEur: 11.5, digits: 2 },
  SEK: { perEur: 11.3, digits: 2 },
  INR: { perEur: 92, digits: 2 },
  JPY: { perEur: 165, digits: 0 },
  ZAR: { perEur: 20, digits: 2 },
  NZD: { perEur: 1.8, digits: 2 },
  AUD: { perEur: 1.65, digits: 2 },
};

export const SUPPORTED_CURRENCIES = Object.keys(RATES);

/**
 * A minimum stake in EUR cents, in minor units of `currency`, rounded up so the converted
 * stake is never below the EUR one.
 */
export function convertMinBet(eurCents: number, currency: string | null | undefined): number {
  const code = (currency ?? 'EUR').toUpperCase();
  const rate = RATES[code];
  if (!rate) {
    throw new LobbyError('InvalidArgument', `Unsupported currency "${code.slice(0, 3)}".`, {
      reasons: ['UnsupportedCurrency'],
    });
  }
  if (code === 'EUR') return eurCents;
  const minor = (eurCents / 100) * rate.perEur * 10 ** rate.digits;
  // Rounded to 6 places first so 1.1 * 100 = 110.00000000000001 does not round up to 111.
  return Math.ceil(Math.round(minor * 1e6) / 1e6);
}
