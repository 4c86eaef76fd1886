// EnablePhoneVerification (decision 0055): a player whose phone number is not verified
// yet neither plays nor deposits until it is. While the compliance guard for it is active (the
// brand's toggle, an unverified number: machines/compliance/requirements.ts), a game page or the
// deposit page takes the player to /phone-verification/, which brings them back after. The rest
// of the account (withdrawals, limits, history) stays open.
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { COMPLIANCE_GUARDS } from '../../../machines/compliance/guard-ids.ts';
import { useLocalNavigate } from '../../runtime/navigation.ts';
import { useShell } from '../../runtime/shell-context.ts';
import { usePlatformActorsOrNull } from '../../runtime/use-platform.ts';

const GATED_ROUTES = new Set(['game', 'deposit']);

/** Whether the phone verification guard is active now (false until the guards are loaded). */
export function usePhoneVerificationGuardActive(): boolean {
  const guards = usePlatformActorsOrNull()?.guards;
  return useSyncExternalStore(
    (onChange) => {
      const subscription = guards?.subscribe(onChange);
      return () => subscription?.unsubscribe();
    },
    () =>
      guards?.getSnapshot().context.entries[COMPLIANCE_GUARDS.phoneVerification]?.status ===
      'active',
  );
}

export function PhoneVerificationGate() {
  const { route, settings } = useShell();
  const navigate = useLocalNavigate();
  const { pathname, search } = useLocation();
  const active =
    usePhoneVerificationGuardActive() && settings.featureToggles.EnablePhoneVerification;
  const routeId = route?.id ?? '';
  useEffect(() => {
    if (!active || !GATED_ROUTES.has(routeId)) return;
    const returnTo = `${pathname}${search}`;
    navigate(`/phone-verification/?returnTo=${encodeURIComponent(returnTo)}`, { replace: true });
    // navigate is a new function each render; the route and the guard decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, routeId]);
  return null;
}
