// The countries of the country select, named in the player's language and sorted by name: every
// region Intl can name, without the codes nobody lives in (as the identity provider's page).
const NOT_COUNTRIES = /^(AA|Q[M-Z]|X[A-JL-Z]|ZZ|EU|EZ|UN)$/;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

const cache = new Map<string, { code: string; name: string }[]>();

export function countryOptions(locale: string): { code: string; name: string }[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'none' });
  const english = new Intl.DisplayNames(['en'], { type: 'region' });
  const options = [...LETTERS]
    .flatMap((a) => [...LETTERS].map((b) => a + b))
    // Intl echoes unknown codes back in English with fallback 'code'.
    .filter((code) => !NOT_COUNTRIES.test(code) && english.of(code) !== code)
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  cache.set(locale, options);
  return options;
}
