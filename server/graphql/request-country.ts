// The country of a request: the edge's geo headers (`x-country-code`, `x-country-subdivision`),
// while the country-override stand-in is on (development) an override header
// `x-lobby-country: CA-ON` so every country path can be tried, else the default of the brand's
// licence.
import type { Licence } from '../../machines/lobby-settings/settings.ts';
import type { RequestCountry } from './context.ts';
import { LobbyError } from '../errors.ts';

export const COUNTRY_HEADER = 'x-country-code';
export const SUBDIVISION_HEADER = 'x-country-subdivision';
export const COUNTRY_OVERRIDE_HEADER = 'x-lobby-country';

interface CountryAndSubdivision {
  countryCode: string;
  subDivision: string | null;
}

/** Where a visitor of each licence most likely is (aurora → MT, …, puravida → CA-ON). */
const LICENCE_COUNTRY: Record<Licence, CountryAndSubdivision> = {
  mga: { countryCode: 'MT', subDivision: null },
  est: { countryCode: 'FI', subDivision: null },
  anj: { countryCode: 'IE', subDivision: null },
  cos: { countryCode: 'CA', subDivision: 'ON' },
  crc: { countryCode: 'DE', subDivision: null },
};

type HeaderValue = string | string[] | undefined;

/** Request headers, lower-cased names (Node's IncomingHttpHeaders). */
export type CountryHeaders = Readonly<Record<string, HeaderValue>>;

export function requestCountry(
  headers: CountryHeaders,
  licence: Licence,
  allowOverride: boolean,
): RequestCountry {
  const override = first(headers[COUNTRY_OVERRIDE_HEADER]);
  if (override !== undefined && override.trim() !== '') {
    if (!allowOverride) {
      throw new LobbyError(
        'CountryOverrideRefused',
        `The ${COUNTRY_OVERRIDE_HEADER} header is for development only (ENABLE_COUNTRY_OVERRIDE).`,
      );
    }
    const [country, subdivision] = override.trim().split('-', 2);
    const parsed = parseCountry(country, subdivision);
    if (!parsed) {
      throw new LobbyError(
        'BadRequest',
        `${COUNTRY_OVERRIDE_HEADER} must look like "FI" or "CA-ON", got "${override.slice(0, 20)}".`,
      );
    }
    return { ...parsed, ipCountryCode: parsed.countryCode };
  }
  // A malformed edge header is the edge's bug, not the player's: use the licence default.
  const edge = parseCountry(first(headers[COUNTRY_HEADER]), first(headers[SUBDIVISION_HEADER]));
  const chosen = edge ?? LICENCE_COUNTRY[licence] ?? LICENCE_COUNTRY.mga;
  return { ...chosen, ipCountryCode: chosen.countryCode };
}

function parseCountry(
  country: string | undefined,
  subdivision: string | undefined,
): CountryAndSubdivision | undefined {
  const code = country?.trim().toUpperCase();
  if (!code || !/^[A-Z]{2}$/.test(code)) return undefined;
  const sub = subdivision?.trim();
  const validSub = sub && /^[A-Za-z0-9]{1,3}$/.test(sub) ? sub : null;
  // The client upper-cases Canadian provinces only (platform-core §7); keep others as sent.
  return {
    countryCode: code,
    subDivision: validSub && code === 'CA' ? validSub.toUpperCase() : validSub,
  };
}

function first(value: HeaderValue): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
