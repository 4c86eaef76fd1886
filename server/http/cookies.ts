// Reads one cookie of a request's Cookie header (Fastify's cookie plugin is not registered: the
// server reads a few cookies and sets none of its own through it).

/** The cookie's decoded value; undefined when absent or not decodable. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}
