import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../adapters/when-idle.ts';
import { lazyWithMessages } from '../../i18n/lazy-with-messages.ts';

// Below the fold or brand-specific: not part of the first paint's JavaScript (the lobby route's
// budget, decision 0006). The footer reserves its height so nothing jumps when it arrives.
const Footer = lazy(() =>
  import('./SiteFooter.tsx').then((module) => ({ default: module.SiteFooter })),
);
const Clock = lazy(() =>
  import('./SessionClock.tsx').then((module) => ({ default: module.SessionClock })),
);

/** True from the first idle period after the first screen on. */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let live = true;
    void whenIdle().then(() => live && setIdle(true));
    return () => {
      live = false;
    };
  }, []);
  return idle;
}

export function LazySiteFooter() {
  // Loaded in an idle period after the first screen (decision 0047: blocking time).
  const idle = useIdle();
  const placeholder = <div style={{ minHeight: '8rem' }} />;
  return idle ? (
    <Suspense fallback={placeholder}>
      <Footer />
    </Suspense>
  ) : (
    placeholder
  );
}

export function LazySessionClock() {
  return (
    <Suspense fallback={null}>
      <Clock />
    </Suspense>
  );
}

// The compliance banners: loaded after the first paint with their actors.
const Banners = lazyWithMessages(() => import('../../features/compliance-live/BannersHost.tsx'));

export function LazyBanners() {
  return (
    <Suspense fallback={null}>
      <Banners />
    </Suspense>
  );
}

// The account menu: players only, with the wallet; a box of its size holds the place
// until it arrives so the header does not move.
const Account = lazyWithMessages(() =>
  import('./AccountMenu.tsx').then((module) => ({ default: module.AccountMenu })),
);

export function LazyAccountMenu() {
  return (
    <Suspense fallback={<div style={{ minWidth: '12rem', minHeight: '2.25rem' }} />}>
      <Account />
    </Suspense>
  );
}

// The visitors' phone menu: after the first paint, in a box of its size.
const Site = lazy(() => import('./SiteMenu.tsx').then((module) => ({ default: module.SiteMenu })));

export function LazySiteMenu() {
  return (
    <Suspense fallback={<div style={{ width: '2.25rem', height: '2.25rem' }} />}>
      <Site />
    </Suspense>
  );
}

// The help button floats in a corner out of the page's flow: it arrives in an idle period after
// the first screen, like the footer.
const Help = lazyWithMessages(() =>
  import('../../features/support/HelpWidget.tsx').then((module) => ({
    default: module.HelpWidget,
  })),
);

export function LazyHelpWidget() {
  const idle = useIdle();
  return idle ? (
    <Suspense fallback={null}>
      <Help />
    </Suspense>
  ) : null;
}
