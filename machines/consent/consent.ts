// Consent categories and the stored consent value. platform-core §3 "Consent categories"
// (necessary, preferences, analytics, marketing, uncategorized) and §9 (consent is kept in
// session storage under `cookiehubConsent`). Pure: the app reads and writes the storage.

export const CONSENT_STORAGE_KEY = 'cookiehubConsent';

/** In the order the settings dialog lists them. */
export const CONSENT_CATEGORIES = [
  'necessary',
  'preferences',
  'analytics',
  'marketing',
  'uncategorized',
] as const;

export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** The categories a player can refuse (`necessary` is always allowed). */
export const OPTIONAL_CONSENT_CATEGORIES: readonly ConsentCategory[] = CONSENT_CATEGORIES.filter(
  (category) => category !== 'necessary',
);

/** What `persistConsent` writes (as JSON) and what a valid stored value parses to. */
export interface StoredConsent {
  /** Allowed categories in canonical order; always includes `necessary`. */
  categories: ConsentCategory[];
}

export const isConsentCategory = (value: unknown): value is ConsentCategory =>
  (CONSENT_CATEGORIES as readonly unknown[]).includes(value);

/**
 * `necessary` plus every known category named in `names`, deduplicated, in canonical order.
 * Unknown names and non-strings are dropped.
 */
export function normalizeCategories(names: readonly unknown[]): ConsentCategory[] {
  const allowed = new Set<unknown>(names);
  return CONSENT_CATEGORIES.filter((category) => category === 'necessary' || allowed.has(category));
}

/** True when every category is allowed. */
export const allowsAll = (categories: readonly ConsentCategory[]): boolean =>
  CONSENT_CATEGORIES.every((category) => categories.includes(category));

/**
 * The consent in a stored value (the parsed JSON of `cookiehubConsent`), or null when there
 * is none or it is not a consent answer: anything but an object whose `categories` is an
 * array. Unknown category names are dropped; `necessary` is always added.
 */
export function parseStoredConsent(value: unknown): StoredConsent | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const categories: unknown = (value as { categories?: unknown }).categories;
  if (!Array.isArray(categories)) return null;
  return { categories: normalizeCategories(categories) };
}
