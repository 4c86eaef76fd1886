// The site origin of a request (scheme + Host), which names the identity provider's issuer and
// the lobby's token issuer. The identity provider only serves hosts that belong to a brand
// (and, in development, any localhost name), so a forged Host cannot mint issuers at will.
import type { IncomingHttpHeaders } from 'node:http';
import type { Brand, Environment } from '../brands/brand.ts';
import { findBrandByHost, normalizeHost } from '../brands/resolve-brand.ts';

const HOST = /^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/;

/** http(s)://host[:port] from the Host header; undefined for a missing or malformed one. */
export function requestOrigin(headers: IncomingHttpHeaders, encrypted = false): string | undefined {
  const host = headers.host?.trim().toLowerCase();
  if (!host || host.length > 255 || !HOST.test(host)) return undefined;
  return `${encrypted ? 'https' : 'http'}://${host}`;
}

const DEVELOPMENT_HOST = /^(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)$/;

export function isIdentityHost(
  host: string | undefined,
  brands: readonly Brand[],
  environment: Environment,
): boolean {
  const name = normalizeHost(host);
  if (name === undefined) return false;
  if (environment === 'development' && DEVELOPMENT_HOST.test(name)) return true;
  return findBrandByHost(brands, host) !== undefined;
}
