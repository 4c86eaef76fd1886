import type { RouteDefinition } from './routes.ts';

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
}

// Slugs are ours (lower-case words and digits): anything else, such as an encoded slash or a
// dot segment, matches no route and ends on the not-found page rather than in a lookup.
const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

export function isWellFormedSegment(segment: string): boolean {
  return SLUG.test(segment);
}

function matchOne(route: RouteDefinition, segments: readonly string[]): RouteMatch | undefined {
  const params: Record<string, string> = {};
  for (let i = 0; i < route.path.length; i++) {
    const pattern = route.path[i] as string;
    if (pattern === '*') {
      params.rest = segments.slice(i).join('/');
      return { route, params };
    }
    const segment = segments[i];
    if (segment === undefined) return undefined;
    if (pattern.startsWith(':')) {
      if (!isWellFormedSegment(segment)) return undefined;
      params[pattern.slice(1)] = segment;
    } else if (pattern !== segment) {
      return undefined;
    }
  }
  return segments.length === route.path.length ? { route, params } : undefined;
}

/** The first route of the table whose path matches the segments exactly. */
export function matchRoute(
  routes: readonly RouteDefinition[],
  segments: readonly string[],
): RouteMatch | undefined {
  for (const route of routes) {
    const match = matchOne(route, segments);
    if (match) return match;
  }
  return undefined;
}
