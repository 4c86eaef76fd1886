// Routes that exist only while a brand's feature toggle is on (decision 0054): with
// the toggle off they are not found, as any unknown address — the SPA shows its not-found page
// and the server answers the navigation 404.
import type { FeatureToggle, FeatureToggles } from '../lobby-settings/settings.ts';

export const ROUTE_TOGGLES: Readonly<Record<string, FeatureToggle>> = {
  'profile.deposit-history': 'EnableFinancialHistory',
  'profile.withdrawal-history': 'EnableFinancialHistory',
};

export function isRouteSwitchedOff(
  routeId: string,
  toggles: Partial<FeatureToggles> | undefined,
): boolean {
  const toggle = ROUTE_TOGGLES[routeId];
  return toggle !== undefined && toggles?.[toggle] !== true;
}
