// URLs the game page builds for the served demo games.

function withParam(url: string, name: string, value: string): string {
  const hash = url.indexOf('#');
  const [base, fragment] = hash === -1 ? [url, ''] : [url.slice(0, hash), url.slice(hash)];
  const params = new URLSearchParams({ [name]: value });
  return `${base}${base.includes('?') ? '&' : '?'}${params.toString()}${fragment}`;
}

/**
 * The game speaks the lobby's language and formats money like it: the launch URL gets
 * `&locale=<i18n.locale>` (e.g. `fi-FI`); the game validates it and falls back to English.
 */
export function withLocale(url: string, locale: string): string {
  return withParam(url, 'locale', locale);
}

/** The game's rules and paytable page, served by its engine without a session. */
export function rulesUrl(slug: string, locale: string): string {
  return withLocale(`/demo-games/${encodeURIComponent(slug)}/rules/`, locale);
}
