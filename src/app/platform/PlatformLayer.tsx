// Page-wide UI that is not part of the first paint (decision 0015): the dialog, toasts, the
// consent banner and the consent-gated cookies. Loaded lazily with the platform actors.
// The app composes the features here: the dialog's quick-deposit body is the cashier's panel.
import { Suspense, lazy } from 'react';
import { QuickDepositAutoOpen } from '../../features/cashier/QuickDepositAutoOpen.tsx';
import { PendingToast } from '../../features/notifications/PendingToast.tsx';
import { ConsentBanner } from '../../features/consent/ConsentBanner.tsx';
import { ConsentedPreferences } from '../../features/consent/ConsentedPreferences.tsx';
import { ToastHost } from '../../features/notifications/ToastHost.tsx';
import { OverlayHost } from '../../features/overlays/OverlayHost.tsx';
import { SearchShortcut } from '../../features/search/SearchShortcut.tsx';
import { usePlatformActors } from '../../runtime/use-platform.ts';
import { lazyWithMessages } from '../../i18n/lazy-with-messages.ts';

const LowFundsPrompt = lazyWithMessages(() => import('../../features/cashier/LowFundsPrompt.tsx'));
const SessionLimitNotice = lazyWithMessages(
  () => import('../../features/protection/live/SessionLimitNotice.tsx'),
);

// The cashier and the reality check's figures load with the dialog, for signed-in players only.
const OVERLAY_BODIES = {
  quickDeposit: lazy(() => import('../../features/cashier/QuickDepositPanel.tsx')),
  realityCheck: lazyWithMessages(
    () => import('../../features/protection/live/RealityCheckBody.tsx'),
  ),
  // The operator's pop-ups.
  contentAccept: lazyWithMessages(() => import('../../features/compliance-live/PopUpBody.tsx')),
  sourceOfWealth: lazyWithMessages(() => import('../../features/compliance/SowOverlayBody.tsx')),
  // The game search; its texts are in the main catalogue (the header's button).
  search: lazy(() => import('../../features/search/SearchOverlayBody.tsx')),
};

export default function PlatformLayer() {
  const { overlays, notifications, consent, guards } = usePlatformActors();
  return (
    <>
      <OverlayHost overlays={overlays} bodies={OVERLAY_BODIES} />
      <SearchShortcut overlays={overlays} />
      <ToastHost notifications={notifications} />
      <ConsentBanner consent={consent} />
      <ConsentedPreferences consent={consent} />
      <QuickDepositAutoOpen overlays={overlays} guards={guards} />
      <PendingToast notifications={notifications} />
      {/* Players only: suspends (renders nothing) until a player signs in. */}
      <Suspense fallback={null}>
        <LowFundsPrompt />
      </Suspense>
      {/* Players only: the daily session limit's notice. */}
      <Suspense fallback={null}>
        <SessionLimitNotice />
      </Suspense>
    </>
  );
}
