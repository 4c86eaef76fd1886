// Reads one query parameter. machines/ has no DOM or Node globals, so no URLSearchParams;
// this follows its rules for what we need: `+` is a space, bad escapes are kept as written.

/** One query component as URLSearchParams reads it; a bad escape is kept as written. */
export function decodeQueryComponent(value: string): string {
  const spaced = value.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

export function queryParam(search: string, name: string): string | null {
  const body = search.startsWith('?') ? search.slice(1) : search;
  for (const pair of body.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const key = decodeQueryComponent(eq === -1 ? pair : pair.slice(0, eq));
    if (key === name) return eq === -1 ? '' : decodeQueryComponent(pair.slice(eq + 1));
  }
  return null;
}

/**
 * Removes `params` from a query string, keeping the other parameters (and their encoding)
 * in order. Accepts the search with or without its leading `?`; returns `''` when nothing
 * is left, otherwise `?…` (as `location.search` spells it).
 */
export function stripParams(search: string, params: readonly string[]): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  const drop = new Set(params);
  const kept = query
    .split('&')
    .filter((part) => part !== '' && !drop.has(decodeQueryComponent(part.split('=')[0] ?? '')));
  return kept.length === 0 ? '' : `?${kept.join('&')}`;
}
