// A brand's public origin: the scheme://host[:port] players reach it at, which every link in its
// emails is built from. Never the request's Host or X-Forwarded-Host: whoever sends the request
// chooses those (decision 0029). In order: the server's setting (PUBLIC_ORIGIN_<BRAND>,
// PUBLIC_ORIGINS), the brand's stored public_origin, and in development only
// http://{first hostname}:{port}. Production has no default: links are not guessed there.
import type { Brand, Environment } from './brand.ts';

export interface PublicOriginOptions {
  environment: Environment;
  /** Brand key → origin, from the server's configuration; wins over the stored one. */
  overrides?: Readonly<Record<string, string>>;
  /** The port of the development default (PUBLIC_PORT, else PORT, else the listening port). */
  developmentPort?: () => number | undefined;
}

/** The brand's public origin, or undefined when none is configured (production only). */
export type PublicOriginOf = (
  brand: Pick<Brand, 'key' | 'hostnames' | 'publicOrigin'>,
) => string | undefined;

/**
 * `value` as an origin (lower-case host, no default port, no trailing slash); undefined unless
 * it is http(s)://host[:port] with at most a "/" after it.
 */
export function parseOrigin(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  const plain =
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.username === '' &&
    url.password === '' &&
    url.pathname === '/' &&
    url.search === '' &&
    url.hash === '' &&
    !value.trim().endsWith('?') &&
    !value.trim().endsWith('#');
  return plain ? url.origin : undefined;
}

/** PUBLIC_ORIGIN_<BRAND> of a brand key: upper case, dashes as underscores. */
export function publicOriginVariable(brandKey: string): string {
  return `PUBLIC_ORIGIN_${brandKey.toUpperCase().replace(/-/g, '_')}`;
}

export function createPublicOriginOf(options: PublicOriginOptions): PublicOriginOf {
  const production = options.environment === 'production';
  const usable = (value: string | null | undefined) => {
    const origin = value ? parseOrigin(value) : undefined;
    // Links in production mails are https or nothing.
    return origin && (!production || origin.startsWith('https://')) ? origin : undefined;
  };
  return (brand) => {
    const configured = usable(options.overrides?.[brand.key]) ?? usable(brand.publicOrigin);
    if (configured || production) return configured;
    const port = options.developmentPort?.();
    const host = brand.hostnames[0]?.toLowerCase() ?? `${brand.key}.localhost`;
    return (
      parseOrigin(`http://${host}${port ? `:${port}` : ''}`) ??
      `http://${brand.key}.localhost${port ? `:${port}` : ''}`
    );
  };
}

/** Brands whose emails would carry no link: the production start-up check lists them. */
export function brandsWithoutPublicOrigin<
  T extends Pick<Brand, 'key' | 'hostnames' | 'publicOrigin'>,
>(brands: readonly T[], publicOriginOf: PublicOriginOf): T[] {
  return brands.filter((brand) => publicOriginOf(brand) === undefined);
}

/** The start-up refusal of a production server with brands that have no public origin. */
export function missingPublicOriginsMessage(brands: readonly Pick<Brand, 'key'>[]): string {
  const variables = brands.map((brand) => publicOriginVariable(brand.key));
  return (
    `No public origin for the brand${brands.length === 1 ? '' : 's'} ` +
    `${brands.map((brand) => brand.key).join(', ')}: their emails would carry guessed links. ` +
    `Set ${variables.join(', ')} (or PUBLIC_ORIGINS, a JSON map of brand to origin) to ` +
    "https:// origins, or store them in the brands' public_origin."
  );
}
