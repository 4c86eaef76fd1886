// Where a logout lands (platform-core §4 "Session end"): in casino mode the login page, in
// sports mode the sports page, keeping the current query and adding `logoutReason` when the
// session ended for a reason (not for the player's own sign-out).
import { stripParams } from '../routing/query.ts';
import type { ProductMode } from '../product-mode/product-mode.ts';
import type { LogoutReason } from './session.machine.ts';

export function logoutRedirect(input: {
  /** The locale's path segment (`en`, `fi`…), or '' for an unprefixed path. */
  localeSlug: string;
  productMode: ProductMode;
  /** The current search, with or without `?`. */
  search: string;
  reason: LogoutReason | null;
}): string {
  // The query is kept as it was written; only an old logoutReason is replaced.
  const kept = stripParams(input.search, ['logoutReason']).replace(/^\?/, '');
  const reason = input.reason ? `logoutReason=${input.reason}` : '';
  const query = [kept, reason].filter(Boolean).join('&');
  const page = input.productMode === 'SPORTS' ? 'sports' : 'login';
  const prefix = input.localeSlug ? `/${input.localeSlug}` : '';
  return `${prefix}/${page}/${query ? `?${query}` : ''}`;
}
