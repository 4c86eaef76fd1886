import type { FeatureToggle } from '../../machines/lobby-settings/settings.ts';
import { useShell } from './shell-context.ts';

/** The brand's feature toggles (platform-core §3), one typed accessor; unknown → off. */
export function useFeatureToggle(toggle: FeatureToggle): boolean {
  return useShell().settings.featureToggles[toggle] === true;
}
