// Path prefixes owned by server APIs: never answered with the SPA's index.html, so a wrong
// API URL is a clear 404 instead of a 200 HTML page. Mirrors the Vite dev proxy list.
export const API_PATH_PREFIXES = [
  '/api',
  '/lobby-graphql',
  '/realms',
  '/v1',
  '/healthz',
  '/demo-games',
  '/payments',
  '/sandbox-pay',
  '/internal-api',
  '/operator',
  '/brands',
  '/thumbnails',
  '/jackpot-api',
] as const;

export function isApiPath(pathname: string): boolean {
  return API_PATH_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}
