// Reading a cookie, on its own: the first paint reads the stored locale and product mode,
// while writing (cookies.ts: names, lifetimes, parent domain, Secure) loads later with the
// code that writes. Keeps the lobby route's initial JavaScript small (decision 0006).

export interface CookieSource {
  cookie: string;
}

/** Any cookie's value by name; null when absent or when its encoding is corrupt. */
export function readCookie(name: string, doc: CookieSource = document): string | null {
  for (const part of doc.cookie.split(';')) {
    const separator = part.indexOf('=');
    const key = (separator === -1 ? part : part.slice(0, separator)).trim();
    if (key !== name) continue;
    const raw = separator === -1 ? '' : part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return null;
    }
  }
  return null;
}
