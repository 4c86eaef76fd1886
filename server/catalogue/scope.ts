// Which licence and country a catalogue query is answered for, and the page-size rule.
import type { Licence } from '../../machines/lobby-settings/settings.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { LobbyError } from '../errors.ts';
import type { AvailabilityScope } from './models.ts';

export interface ScopeArgs {
  license?: Licence | null;
  ipCountryCode?: string | null;
  subDivision?: string | null;
}

export const MAX_PAGE_SIZE = 100;

/**
 * The licence argument if given, else the brand's; the country (and subdivision) from the
 * arguments if given, else the request's IP country. The request's subdivision applies only
 * to its own country.
 */
export function resolveScope(context: GraphQLContext, args: ScopeArgs): AvailabilityScope {
  const license = args.license ?? context.brand.license;
  const fromArgs = args.ipCountryCode != null && args.ipCountryCode !== '';
  const countryCode = normaliseCountry(
    fromArgs ? args.ipCountryCode! : context.country.ipCountryCode,
  );
  let subDivision: string | null = null;
  if (args.subDivision != null && args.subDivision !== '') {
    subDivision = normaliseSubDivision(args.subDivision, countryCode);
  } else if (countryCode === context.country.ipCountryCode.toUpperCase()) {
    subDivision = context.country.subDivision
      ? normaliseSubDivision(context.country.subDivision, countryCode)
      : null;
  }
  return { license, countryCode, subDivision };
}

function normaliseCountry(value: string): string {
  const code = value.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) {
    throw new LobbyError('InvalidArgument', 'ipCountryCode must be an ISO 3166-1 alpha-2 code.', {
      reasons: ['InvalidCountryCode'],
    });
  }
  return code;
}

/** Accepts "ON", "on" or "CA-ON"; returns "ON". */
function normaliseSubDivision(value: string, countryCode: string): string {
  let code = value.trim().toUpperCase();
  if (code.startsWith(`${countryCode}-`)) code = code.slice(countryCode.length + 1);
  if (!/^[A-Z0-9]{1,3}$/.test(code)) {
    throw new LobbyError('InvalidArgument', 'subDivision must be an ISO 3166-2 subdivision code.', {
      reasons: ['InvalidSubDivision'],
    });
  }
  return code;
}

/** `first` of every connection: 1 to 100. */
export function checkPageSize(first: number): number {
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) {
    throw new LobbyError('InvalidArgument', `first must be from 1 to ${MAX_PAGE_SIZE}.`, {
      reasons: ['InvalidPageSize'],
    });
  }
  return first;
}
