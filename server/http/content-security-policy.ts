// The Content-Security-Policy, in one place. Later features extend it with extendCsp (e.g. a
// brand's font host or a payment provider's frame) instead of editing the base policy.

export type CspDirectives = Readonly<Record<string, readonly string[]>>;

export const BASE_CSP: CspDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // React's style attributes and CSS modules in development need inline styles.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  // ws:/wss: for GraphQL subscriptions and the jackpot socket (same host, any scheme).
  'connect-src': ["'self'", 'ws:', 'wss:'],
  // Demo games are same-origin iframes.
  'frame-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

/** Adds sources to directives (creating directives that are missing), without duplicates. */
export function extendCsp(base: CspDirectives, additions: CspDirectives): CspDirectives {
  const result: Record<string, readonly string[]> = { ...base };
  for (const [directive, sources] of Object.entries(additions)) {
    const current = (result[directive] ?? []).filter((s) => s !== "'none'");
    result[directive] = [...new Set([...current, ...sources])];
  }
  return result;
}

/** The header value, e.g. for a test or a <meta> tag. */
export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');
}
