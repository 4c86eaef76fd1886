// Turns a browser location into what the shell shows: a redirect, a route, or not-found.
// Rules of platform-core §2: locale prefix on every path but the root, /verifyEmail and
// /internal/…; trailing slash normalised; an unknown locale goes to the root; a path without
// a locale is re-prefixed with the resolved one; a path that matches nothing is tried once
// more with its last segment removed.

import {
  findLocale,
  isLocaleShaped,
  resolveLocale,
  type LocaleDefinition,
} from '../locale/locales.ts';
import { isWellFormedSegment, matchRoute, type RouteMatch } from './match-route.ts';
import { queryParam } from './query.ts';
import { ROUTES, UNLOCALISED_ROUTES } from './routes.ts';

export interface LocationInput {
  pathname: string;
  /** The query string, with or without the leading `?`. */
  search: string;
  storedLocale?: string | null;
  brandDefaultLocale?: string | null;
}

export type RedirectReason = 'root' | 'add-locale' | 'unknown-locale' | 'canonical' | 'trimmed';

export type LocationResolution =
  | { kind: 'redirect'; to: string; reason: RedirectReason }
  | ({ kind: 'route'; locale: LocaleDefinition } & RouteMatch)
  | { kind: 'not-found'; locale: LocaleDefinition };

export function pathSegments(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

export function joinPath(segments: readonly string[]): string {
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`;
}

function withSearch(path: string, search: string): string {
  if (!search || search === '?') return path;
  return search.startsWith('?') ? `${path}${search}` : `${path}?${search}`;
}

export function resolveLocation(input: LocationInput): LocationResolution {
  const segments = pathSegments(input.pathname);
  const fallbackLocale = () =>
    resolveLocale({
      query: queryParam(input.search, 'locale'),
      stored: input.storedLocale,
      brandDefault: input.brandDefaultLocale,
    });
  const redirect = (to: string, reason: RedirectReason): LocationResolution => ({
    kind: 'redirect',
    to: withSearch(to, input.search),
    reason,
  });
  const isCanonical = (canonical: string) => input.pathname === canonical;

  if (segments.length === 0) return redirect(joinPath([fallbackLocale().slug]), 'root');

  const unlocalised = matchRoute(UNLOCALISED_ROUTES, segments);
  if (unlocalised) {
    const canonical = joinPath(segments);
    if (!isCanonical(canonical)) return redirect(canonical, 'canonical');
    return { kind: 'route', locale: fallbackLocale(), ...unlocalised };
  }

  const [first, ...rest] = segments as [string, ...string[]];
  if (!isLocaleShaped(first)) {
    return redirect(joinPath([fallbackLocale().slug, ...segments]), 'add-locale');
  }

  const locale = findLocale(first);
  if (!locale) return redirect('/', 'unknown-locale');

  const match = matchRoute(ROUTES, rest);
  if (match) {
    const canonical = joinPath([locale.slug, ...rest]);
    if (!isCanonical(canonical)) return redirect(canonical, 'canonical');
    return { kind: 'route', locale, ...match };
  }

  // Retry without the trailing segment, but never fall back to the bare home page (an unknown
  // top-level page is not-found, not the lobby) and never to hide a malformed segment.
  const last = rest[rest.length - 1] ?? '';
  if (rest.length >= 2 && isWellFormedSegment(last) && matchRoute(ROUTES, rest.slice(0, -1))) {
    return redirect(joinPath([locale.slug, ...rest.slice(0, -1)]), 'trimmed');
  }

  const canonical = joinPath([locale.slug, ...rest]);
  if (!isCanonical(canonical)) return redirect(canonical, 'canonical');
  return { kind: 'not-found', locale };
}

/**
 * Prefixes an app path with a locale: a leading language segment is stripped first, so
 * `/fi/games/` becomes `/de/games/` for German. Unlocalised routes and external URLs pass
 * through, as do all paths when localisation is switched off.
 */
export function localisePath(path: string, locale: LocaleDefinition, localisation = true): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const [pathname = '', ...searchParts] = path.split('?');
  const search = searchParts.length > 0 ? `?${searchParts.join('?')}` : '';
  let segments = pathSegments(pathname);
  if (segments[0] && isLocaleShaped(segments[0])) segments = segments.slice(1);
  if (!localisation || matchRoute(UNLOCALISED_ROUTES, segments))
    return `${joinPath(segments)}${search}`;
  return `${joinPath([locale.slug, ...segments])}${search}`;
}
