// Reading and writing the named cookies of platform-core §9: path /, SameSite Lax, Secure
// except on plain-http localhost (where browsers would drop a Secure cookie).

export interface CookieOptions {
  days?: number;
}

export function readCookie(name: string, doc: Document = document): string | null {
  for (const part of doc.cookie.split(';')) {
    const [rawKey, ...rest] = part.trim().split('=');
    if (rawKey === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function writeCookie(
  name: string,
  value: string,
  options: CookieOptions = {},
  doc: Document = document,
): void {
  const secure = doc.location?.protocol === 'https:';
  const parts = [`${name}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  if (options.days !== undefined) parts.push(`max-age=${Math.round(options.days * 86_400)}`);
  if (secure) parts.push('Secure');
  doc.cookie = parts.join('; ');
}
