import { createElement, lazy, type ComponentType } from 'react';

// Every page is its own chunk. Pages whose content arrives with a later issue share the
// placeholder chunk, which shows their title and says so.
const LobbyPage = lazy(() => import('../../features/lobby/LobbyPage.tsx'));
const PlaceholderPage = lazy(() => import('../../features/pages/PlaceholderPage.tsx'));
const NotFoundPage = lazy(() => import('../../features/pages/NotFoundPage.tsx'));
const InternalPage = lazy(() => import('../../features/pages/InternalPage.tsx'));

const PAGES: Record<string, ComponentType> = {
  lobby: LobbyPage,
  internal: InternalPage,
  internalUnlocalised: InternalPage,
};

function pageFor(routeId: string | null): ComponentType {
  if (routeId === null) return NotFoundPage;
  return PAGES[routeId] ?? PlaceholderPage;
}

/** The page of a route id (null: not found). The components are module constants. */
export function RoutePage({ routeId }: { routeId: string | null }) {
  return createElement(pageFor(routeId));
}
