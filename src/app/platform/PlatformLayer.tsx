// Page-wide UI that is not part of the first paint (decision 0015): the dialog, toasts, the
// consent banner and the consent-gated cookies. Loaded lazily with the platform actors.
import { QuickDepositAutoOpen } from '../../features/cashier/QuickDepositAutoOpen.tsx';
import { ConsentBanner } from '../../features/consent/ConsentBanner.tsx';
import { ConsentedPreferences } from '../../features/consent/ConsentedPreferences.tsx';
import { ToastHost } from '../../features/notifications/ToastHost.tsx';
import { OverlayHost } from '../../features/overlays/OverlayHost.tsx';
import { usePlatformActors } from './platform-handle.ts';

export default function PlatformLayer() {
  const { overlays, notifications, consent, guards } = usePlatformActors();
  return (
    <>
      <OverlayHost overlays={overlays} />
      <ToastHost notifications={notifications} />
      <ConsentBanner consent={consent} />
      <ConsentedPreferences consent={consent} />
      <QuickDepositAutoOpen overlays={overlays} guards={guards} />
    </>
  );
}
