// Operator texts by key (query ts) for a brand and locale: the exact locale first, then its
// language alone (fi-FI, then fi). Unknown keys are left out so the client keeps its default.
import type { Queryable } from '../db/store.ts';
import { LobbyError } from '../errors.ts';

export const MAX_TRANSLATION_KEYS = 200;

// Intl.getCanonicalLocales is slow next to a page query; the tags seen are few.
const canonicalTags = new Map<string, string>();
const MAX_CACHED_TAGS = 500;

/** "fi_FI" or "fi-fi" → "fi-FI" (BCP 47); anything else is refused. */
export function normaliseLocale(locale: string): string {
  const cached = canonicalTags.get(locale);
  if (cached) return cached;
  const tag = locale.trim().replace(/_/g, '-');
  if (/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(tag)) {
    const [canonical] = Intl.getCanonicalLocales(tag);
    if (canonical) {
      if (canonicalTags.size < MAX_CACHED_TAGS) canonicalTags.set(locale, canonical);
      return canonical;
    }
  }
  throw new LobbyError('InvalidArgument', 'locale must be a BCP 47 language tag such as fi-FI.', {
    reasons: ['InvalidLocale'],
  });
}

export function localeChain(locale: string): string[] {
  const language = locale.split('-')[0];
  return language && language !== locale ? [locale, language] : [locale];
}

export async function loadTranslations(
  db: Queryable,
  brand: string,
  locale: string,
  keys: readonly string[],
): Promise<{ key: string; value: string }[]> {
  if (keys.length > MAX_TRANSLATION_KEYS) {
    throw new LobbyError('InvalidArgument', `At most ${MAX_TRANSLATION_KEYS} keys per request.`, {
      reasons: ['TooManyKeys'],
    });
  }
  const unique = [...new Set(keys)];
  if (unique.length === 0) return [];
  const chain = localeChain(locale);
  const { rows } = await db.query<{ key: string; value: string }>(
    `select distinct on (key) key, value from translations
      where brand = $1 and locale = any($2::text[]) and key = any($3::text[])
      order by key, array_position($2::text[], locale)`,
    [brand, chain, unique],
  );
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  return unique.flatMap((key) => {
    const value = byKey.get(key);
    return value === undefined ? [] : [{ key, value }];
  });
}
