// The spec's locale map (platform-core §1): en → en_GB, fi → fi_FI, no → no_NO, de → de_DE,
// ja → ja_JP, plus the regional locales. `code` is the spec's spelling; `tag` is BCP 47 for
// Intl and Lingui (Intl rejects underscores); `slug` is the URL's leading path segment.

export interface LocaleDefinition {
  code: string;
  tag: string;
  slug: string;
  /** The locale flagged default when the brand names none. */
  isDefault?: boolean;
}

export const LOCALES: readonly LocaleDefinition[] = [
  { code: 'en_GB', tag: 'en-GB', slug: 'en', isDefault: true },
  { code: 'fi_FI', tag: 'fi-FI', slug: 'fi' },
  { code: 'no_NO', tag: 'no-NO', slug: 'no' },
  { code: 'de_DE', tag: 'de-DE', slug: 'de' },
  { code: 'de_AT', tag: 'de-AT', slug: 'de-at' },
  { code: 'en_CA', tag: 'en-CA', slug: 'en-ca' },
  { code: 'fr_CA', tag: 'fr-CA', slug: 'fr-ca' },
  { code: 'en_IN', tag: 'en-IN', slug: 'en-in' },
  { code: 'en_NZ', tag: 'en-NZ', slug: 'en-nz' },
  { code: 'en_ZA', tag: 'en-ZA', slug: 'en-za' },
  { code: 'ja_JP', tag: 'ja-JP', slug: 'ja' },
];

/** A leading two-letter language segment, optionally with a region: `en`, `de-at`, `en_GB`. */
const LOCALE_SHAPED = /^[a-z]{2}(?:[-_][a-z]{2})?$/i;

export function isLocaleShaped(segment: string): boolean {
  return LOCALE_SHAPED.test(segment);
}

/**
 * Finds the locale a URL segment, query value or stored value names. Accepts the slug (`de-at`),
 * the spec code (`de_AT`) and the BCP 47 tag (`de-AT`), case-insensitively.
 */
export function findLocale(value: string | null | undefined): LocaleDefinition | undefined {
  if (!value) return undefined;
  const wanted = value.trim().toLowerCase().replace('_', '-');
  return LOCALES.find(
    (l) =>
      l.slug === wanted ||
      l.tag.toLowerCase() === wanted ||
      l.code.toLowerCase().replace('_', '-') === wanted,
  );
}

/** The brand's default locale when it names a known one, otherwise the one flagged default (en). */
export function defaultLocale(brandDefault?: string | null): LocaleDefinition {
  const flagged = LOCALES.find((l) => l.isDefault) ?? LOCALES[0];
  return findLocale(brandDefault) ?? (flagged as LocaleDefinition);
}

export interface LocaleSources {
  /** The locale segment of the route, when the path has one. */
  route?: string | null;
  /** The `locale` query parameter. */
  query?: string | null;
  /** The stored locale (the `locale` cookie). */
  stored?: string | null;
  /** The brand's default locale code. */
  brandDefault?: string | null;
}

/** Resolution order of the spec: route → query parameter `locale` → stored → default. */
export function resolveLocale(sources: LocaleSources): LocaleDefinition {
  return (
    findLocale(sources.route) ??
    findLocale(sources.query) ??
    findLocale(sources.stored) ??
    defaultLocale(sources.brandDefault)
  );
}
