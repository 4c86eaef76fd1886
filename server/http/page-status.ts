// The HTTP status of a page navigation: the SPA answers every page with index.html,
// but a crawler, a monitor or a link checker reads the status line. The server resolves the path
// with the SPA's own route table (machines/routing), following the redirects the SPA would make:
// a path that ends on the not-found page answers 404, the error page 500, anything else 200.
import type { FeatureToggles } from '../../machines/lobby-settings/settings.ts';
import { pathSegments, resolveLocation } from '../../machines/routing/resolve-location.ts';
import { isRouteSwitchedOff } from '../../machines/routing/switched-off-routes.ts';

/** Enough for the SPA's chain (add locale → canonical → trimmed); a loop ends as not found. */
const REDIRECTS_FOLLOWED = 4;

/**
 * /internal/render-error/ (and its localised form) renders the SPA's error page on purpose, so
 * QA and the tests see what a render error produces: it answers as a failed page would.
 */
function isErrorPage(routeId: string, params: Record<string, string>): boolean {
  return (
    (routeId === 'internal' || routeId === 'internalUnlocalised') && params.rest === 'render-error'
  );
}

export type PageStatus = 200 | 404 | 500;

export function pageStatusOf(
  url: string,
  defaultLocale: string | null,
  /** The brand's toggles: a route they switch off is not found. */
  featureToggles?: Partial<FeatureToggles>,
): PageStatus {
  const [pathname = '/', query = ''] = url.split('?', 2);
  let location = { pathname, search: query ? `?${query}` : '' };
  // index.html itself is the SPA's entry, not an address of a page.
  if (pathname === '/index.html') return 200;
  for (let step = 0; step <= REDIRECTS_FOLLOWED; step++) {
    const resolution = resolveLocation({ ...location, brandDefaultLocale: defaultLocale });
    if (resolution.kind === 'not-found') return 404;
    if (resolution.kind === 'route') {
      if (featureToggles && isRouteSwitchedOff(resolution.route.id, featureToggles)) return 404;
      return isErrorPage(resolution.route.id, resolution.params) ? 500 : 200;
    }
    const [nextPath = '/', nextQuery = ''] = resolution.to.split('?', 2);
    location = { pathname: nextPath, search: nextQuery ? `?${nextQuery}` : '' };
  }
  return pathSegments(pathname).length === 0 ? 200 : 404;
}
