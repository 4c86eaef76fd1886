import { useSelector } from '@xstate/react';
import { Suspense, useEffect, useLayoutEffect, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { deviceTypeFromUserAgent } from '../../machines/device/device-type.ts';
import type { LobbySettings } from '../../machines/lobby-settings/settings.ts';
import { resolveProductMode } from '../../machines/product-mode/product-mode.ts';
import { chooseLayout } from '../../machines/routing/layout.ts';
import { resolveLocation } from '../../machines/routing/resolve-location.ts';
import { queryParam } from '../../machines/routing/query.ts';
import { readCookie } from '../adapters/cookie-reader.ts';
import { Splash } from '../components/Splash.tsx';
import { useAppActors } from '../runtime/app-actors.ts';
import { LayoutFrame } from './layouts/LayoutFrame.tsx';
import { RenderErrorBoundary } from './RenderErrorBoundary.tsx';
import { RoutePage } from './routes/pages.tsx';
import { FirstPaintHandOver } from './FirstPaintHandOver.tsx';
import { selectActiveLocale } from './selectors.ts';
import { usePlayerStatus } from '../runtime/use-session.ts';
import type { ShellContext } from '../runtime/shell-context.ts';
import { ShellContextProvider } from '../runtime/shell-context.ts';
import { lazyWithMessages } from '../i18n/lazy-with-messages.ts';
import { useOnBreak } from './protection/use-on-break.ts';
import { localeMemory } from './remembered-locale.ts';

const rememberedLocale = localeMemory();

// Dialogs, toasts and consent: after the first paint (decision 0015).
const PlatformLayer = lazyWithMessages(() => import('./platform/PlatformLayer.tsx'));
// A player on a break sees only the restricted view: loaded for them only.
const RestrictedFrame = lazyWithMessages(() => import('./protection/RestrictedFrame.tsx'));

const deviceType = deviceTypeFromUserAgent(navigator.userAgent, navigator.maxTouchPoints);

export function Shell({ settings }: { settings: LobbySettings }) {
  // The router's location; its search keeps the leading `?` ('' when there is none).
  const { pathname, search } = useLocation();
  const status = usePlayerStatus();
  const resolution = useMemo(
    () =>
      resolveLocation({
        pathname,
        search,
        storedLocale: readCookie('locale'),
        brandDefaultLocale: settings.defaultLocale,
      }),
    [pathname, search, settings.defaultLocale],
  );
  // Keyed by target: Navigate navigates when it mounts, and a chain of redirects
  // (/sv/ → / → /en/) renders one in the same place twice.
  if (resolution.kind === 'redirect')
    return <Navigate key={resolution.to} to={resolution.to} replace />;

  const route = resolution.kind === 'route' ? resolution.route : null;
  const shell: ShellContext = {
    settings,
    locale: resolution.locale,
    route,
    params: resolution.kind === 'route' ? resolution.params : {},
    productMode: resolveProductMode({
      route,
      query: queryParam(search, 'productMode'),
      saved: readCookie('productMode'),
    }),
    layout: chooseLayout(route?.layout ?? 'not-found', { refreshable: status === 'LOGGED_IN' }),
    deviceType,
  };
  return <ResolvedPage shell={shell} pathname={pathname} search={search} />;
}

function ResolvedPage({
  shell,
  pathname,
  search,
}: {
  shell: ShellContext;
  pathname: string;
  search: string;
}) {
  const { localeCatalog, session } = useAppActors();
  const { lobby } = session;
  const activeLocale = useSelector(localeCatalog, selectActiveLocale);
  const { locale, route, productMode, layout, settings } = shell;

  // The route decides the locale; the catalog machine loads it (a no-op when already active).
  useEffect(() => {
    localeCatalog.send({ type: 'locale.requested', locale: locale.tag });
    if (route && !route.unlocalised) rememberedLocale.show(locale.slug);
  }, [localeCatalog, locale, route]);

  // QA hooks on <body> and the document language follow what is on screen.
  useLayoutEffect(() => {
    const body = document.body.dataset;
    body.layout = layout.layout;
    body.productMode = productMode.mode;
    lobby.send({ type: 'page.productModeChanged', sports: productMode.mode === 'SPORTS' });
    body.license = settings.license;
    body.lobbyLayout = settings.lobbyLayout;
    body.device = shell.deviceType;
    body.route = route?.id ?? 'not-found';
    if (activeLocale) document.documentElement.lang = activeLocale;
  }, [
    layout.layout,
    productMode.mode,
    lobby,
    settings.license,
    settings.lobbyLayout,
    shell.deviceType,
    route,
    activeLocale,
  ]);

  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  const quiet = queryParam(search, 'autoSignIn') !== null;
  // On a break, every logged-in page is the restricted view (sign-in, handlers and terms stay).
  const restricted = useOnBreak() && layout.layout === 'logged-in';
  return (
    <ShellContextProvider value={shell}>
      {restricted ? (
        <Suspense fallback={<Splash />}>
          <RestrictedFrame routeId={route?.id ?? null} />
          <FirstPaintHandOver />
        </Suspense>
      ) : (
        <LayoutFrame>
          <RenderErrorBoundary resetKey={pathname}>
            <Suspense fallback={quiet ? null : <Splash inline />}>
              <RoutePage routeId={route?.id ?? null} />
              <FirstPaintHandOver />
            </Suspense>
          </RenderErrorBoundary>
        </LayoutFrame>
      )}
      <Suspense fallback={null}>
        <PlatformLayer />
      </Suspense>
    </ShellContextProvider>
  );
}
