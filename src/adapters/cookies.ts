// The named cookies of platform-core §9, in one place. Every cookie is written with
// path=/, SameSite=Lax, Secure (except on plain-http localhost, where the browser would drop
// it) and the parent domain (so www.brand.com and lobby.brand.com share it; no domain on
// localhost or IP hosts). Lifetimes: productMode, aff and gameCsp 7 days, the A/B cookies
// `ab_{name}` 30 days, the others last for the browser session. Values are URI-encoded;
// a value whose encoding is corrupt reads as null.

import { AB_COOKIE_DAYS, AB_COOKIE_PREFIX } from '../../machines/ab-tests/ab-tests.ts';

export const COOKIE_NAMES = [
  'displayWantToDepositDialog',
  'accessToken',
  'refreshToken',
  'gameInit',
  'sessionInfo',
  'sportsCoupon',
  'locale',
  'welcomeShownAt',
  'productMode',
  'aff',
  'internalTrackingId',
  'keycloakAccessToken',
  'skipOptionalPhoneNumberVerification',
  'userEmail',
  'gameCsp',
] as const;
export type CookieName = (typeof COOKIE_NAMES)[number];
/** An A/B test cookie (machines/ab-tests: abCookieName). */
export type AbCookieName = `ab_${string}`;
export type NamedCookie = CookieName | AbCookieName;

/** Lifetimes in days where platform-core §9 gives one; the others are session cookies. */
export const COOKIE_LIFETIME_DAYS: Readonly<Partial<Record<CookieName, number>>> = {
  productMode: 7,
  aff: 7,
  gameCsp: 7,
};

/** What the adapter needs of a document; `document` fits, tests pass a recorder. */
export interface CookieDocument {
  cookie: string;
  readonly location?: { readonly protocol: string; readonly hostname: string } | null;
}

export interface CookieOptions {
  /** Lifetime in days; omitted: the named cookie's lifetime, else a session cookie. */
  days?: number;
}

export interface CookieAttributes {
  /** The Domain attribute, or null for a host-only cookie. */
  domain: string | null;
  secure: boolean;
}

// RFC 6265 cookie-name token characters.
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

const isNamedCookie = (name: string): name is CookieName =>
  (COOKIE_NAMES as readonly string[]).includes(name);

export const isLoopbackHost = (hostname: string): boolean => {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    host === '::1' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  );
};

const isIpHost = (hostname: string) =>
  hostname.includes(':') || hostname.startsWith('[') || /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname);

// Second-level labels under which registrations sit (brand.co.uk, brand.com.au): the parent
// of brand.co.uk is not co.uk, which browsers refuse as a cookie domain.
const SECOND_LEVEL_LABELS = new Set(['co', 'com', 'net', 'org', 'gov', 'ac', 'edu', 'ltd']);

/**
 * The Domain attribute for a host: the host without its first label when it has three
 * labels or more (www.brand.com → brand.com, lobby.brand.co.uk → brand.co.uk), the host
 * itself with two (brand.com); null (host-only) for localhost, *.localhost, IP addresses
 * and single-label hosts.
 */
export function parentDomain(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === '' || isLoopbackHost(host) || isIpHost(host)) return null;
  const labels = host.split('.');
  if (labels.length < 2) return null;
  if (labels.length === 2) return host;
  const parent = labels.slice(1);
  if (parent.length === 2 && SECOND_LEVEL_LABELS.has(parent[0] ?? '')) return host;
  return parent.join('.');
}

export function cookieAttributes(
  location: { protocol: string; hostname: string } | null | undefined,
): CookieAttributes {
  if (!location) return { domain: null, secure: true };
  const plainHttpLoopback = location.protocol === 'http:' && isLoopbackHost(location.hostname);
  return { domain: parentDomain(location.hostname), secure: !plainHttpLoopback };
}

/** The `document.cookie` assignment for one cookie (maxAgeSeconds 0 deletes it). */
export function serializeCookie(
  name: string,
  value: string,
  attributes: CookieAttributes,
  maxAgeSeconds?: number,
): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'path=/'];
  if (attributes.domain !== null) parts.push(`domain=${attributes.domain}`);
  if (maxAgeSeconds !== undefined) parts.push(`max-age=${Math.max(0, Math.round(maxAgeSeconds))}`);
  parts.push('SameSite=Lax');
  if (attributes.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Lifetime in days of a named cookie, or undefined for a session cookie. */
export function cookieLifetimeDays(name: string): number | undefined {
  if (name.startsWith(AB_COOKIE_PREFIX)) return AB_COOKIE_DAYS;
  return isNamedCookie(name) ? COOKIE_LIFETIME_DAYS[name] : undefined;
}

const defaultDocument = (): CookieDocument => document;

// Reading lives in cookie-reader.ts (the first paint needs only that); re-exported here so
// callers have one adapter.
import { readCookie } from './cookie-reader.ts';

export { readCookie };

/**
 * Writes a cookie with the attributes above. Returns false (and writes nothing) for a name a
 * cookie cannot have, e.g. an A/B test named with spaces.
 */
export function writeCookie(
  name: string,
  value: string,
  options: CookieOptions = {},
  doc: CookieDocument = defaultDocument(),
): boolean {
  if (!COOKIE_NAME.test(name)) {
    console.warn(`cookies: "${name}" is not a valid cookie name; not written`);
    return false;
  }
  const days = options.days ?? cookieLifetimeDays(name);
  const maxAge = days === undefined ? undefined : days * 86_400;
  doc.cookie = serializeCookie(name, value, cookieAttributes(doc.location), maxAge);
  return true;
}

/** Removes a cookie, both the parent-domain one and a host-only one left by older code. */
export function deleteCookie(name: string, doc: CookieDocument = defaultDocument()): void {
  if (!COOKIE_NAME.test(name)) return;
  const attributes = cookieAttributes(doc.location);
  doc.cookie = serializeCookie(name, '', attributes, 0);
  if (attributes.domain !== null)
    doc.cookie = serializeCookie(name, '', { ...attributes, domain: null }, 0);
}

export const readNamedCookie = (name: NamedCookie, doc?: CookieDocument): string | null =>
  readCookie(name, doc);

export const writeNamedCookie = (name: NamedCookie, value: string, doc?: CookieDocument): boolean =>
  writeCookie(name, value, {}, doc);

export const deleteNamedCookie = (name: NamedCookie, doc?: CookieDocument): void =>
  deleteCookie(name, doc);
