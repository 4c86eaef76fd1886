import { useLingui } from '@lingui/react/macro';
import type { OverlayButton } from '../../../machines/overlays/overlays.machine.ts';

/** The labels of the overlay buttons (machines/overlays decides which a variant shows). */
export function useButtonLabels(): Record<OverlayButton, string> {
  const { t } = useLingui();
  return {
    dismiss: t`Cancel`,
    ok: t`OK`,
    close: t`Close`,
    backToGame: t`Back to game`,
  };
}
