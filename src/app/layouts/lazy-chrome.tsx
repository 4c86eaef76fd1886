import { lazy, Suspense } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages.ts';

// Below the fold or brand-specific: not part of the first paint's JavaScript (the lobby route's
// budget, decision 0006). The footer reserves its height so nothing jumps when it arrives.
const Footer = lazy(() =>
  import('./SiteFooter.tsx').then((module) => ({ default: module.SiteFooter })),
);
const Clock = lazy(() =>
  import('./SessionClock.tsx').then((module) => ({ default: module.SessionClock })),
);

export function LazySiteFooter() {
  return (
    <Suspense fallback={<div style={{ minHeight: '8rem' }} />}>
      <Footer />
    </Suspense>
  );
}

export function LazySessionClock() {
  return (
    <Suspense fallback={null}>
      <Clock />
    </Suspense>
  );
}

// The compliance banners (issue #17): loaded after the first paint with their actors.
const Banners = lazyWithMessages(() => import('../../features/compliance-live/BannersHost.tsx'));

export function LazyBanners() {
  return (
    <Suspense fallback={null}>
      <Banners />
    </Suspense>
  );
}
