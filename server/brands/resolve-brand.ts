// Which brand a request is for: the `brand` header when it names a known brand (API calls),
// else the host name (platform-core §2), else the default brand. Never throws on bad input.
import type { Brand } from './brand.ts';

const STRIPPED_PREFIXES = ['lobby.', 'www.', 'proxy.'];
const MAX_HOST_LENGTH = 255;

/**
 * Lower-cases, drops the port and a trailing dot, and strips leading lobby./www./proxy.
 * labels (repeatedly). Returns undefined for a missing or malformed host.
 */
export function normalizeHost(host: string | undefined): string | undefined {
  if (typeof host !== 'string') return undefined;
  let name = host.trim().toLowerCase();
  if (name.length === 0 || name.length > MAX_HOST_LENGTH) return undefined;

  if (name.startsWith('[')) {
    // IPv6 literal: [::1]:3000
    const end = name.indexOf(']');
    if (end < 0) return undefined;
    name = name.slice(0, end + 1);
    return /^\[[0-9a-f:.]+\]$/.test(name) ? name : undefined;
  }
  const colon = name.indexOf(':');
  if (colon >= 0) {
    if (!/^\d{1,5}$/.test(name.slice(colon + 1))) return undefined;
    name = name.slice(0, colon);
  }
  if (name.endsWith('.')) name = name.slice(0, -1);
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(name)) return undefined;

  for (let stripped = true; stripped;) {
    stripped = false;
    for (const prefix of STRIPPED_PREFIXES) {
      if (name.startsWith(prefix) && name.length > prefix.length) {
        name = name.slice(prefix.length);
        stripped = true;
      }
    }
  }
  return name;
}

export interface BrandHints {
  /** The `brand` request header. */
  brandHeader?: string | string[] | undefined;
  /** The Host header. */
  host?: string | undefined;
}

export function findBrandByKey(brands: readonly Brand[], key: unknown): Brand | undefined {
  if (typeof key !== 'string') return undefined;
  const wanted = key.trim().toLowerCase();
  return brands.find((brand) => brand.key === wanted);
}

export function findBrandByHost(
  brands: readonly Brand[],
  host: string | undefined,
): Brand | undefined {
  const name = normalizeHost(host);
  if (name === undefined) return undefined;
  const listed = brands.find((brand) => brand.hostnames.some((h) => normalizeHost(h) === name));
  if (listed) return listed;
  // `<brand>.localhost` works for every brand, listed or not: handy for new brands in development.
  const match = /^([a-z0-9-]+)\.localhost$/.exec(name);
  return match ? findBrandByKey(brands, match[1]) : undefined;
}

export function defaultBrand(brands: readonly Brand[]): Brand | undefined {
  return brands.find((brand) => brand.isDefault) ?? brands[0];
}

/** The brand for a request; undefined only when there are no brands at all. */
export function resolveBrand(brands: readonly Brand[], hints: BrandHints): Brand | undefined {
  const header = Array.isArray(hints.brandHeader) ? hints.brandHeader[0] : hints.brandHeader;
  return (
    findBrandByKey(brands, header) ?? findBrandByHost(brands, hints.host) ?? defaultBrand(brands)
  );
}
