// The help widget (enableZendeskWebWidget, decision 0055): where a brand would load its
// Zendesk web widget, a local "Help" button at the bottom right corner opens a panel with the
// brand's support contact and the common help pages. No third-party script: the panel is this
// app's own code, loaded only when first opened, so the first paint carries just the button.
// Not on game pages, where the corner belongs to the game's controls.
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useRef, useState } from 'react';
import { useFeatureToggle } from '../../runtime/feature-toggles.ts';
import { useShell } from '../../runtime/shell-context.ts';
import styles from './HelpWidget.module.css';

const HelpPanel = lazy(() => import('./HelpPanel.tsx'));

export function HelpWidget() {
  const enabled = useFeatureToggle('enableZendeskWebWidget');
  const { route } = useShell();
  const [open, setOpen] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  if (!enabled || route?.id === 'game') return null;
  const close = () => {
    setOpen(false);
    launcher.current?.focus();
  };
  return (
    <div className={styles.widget}>
      {open && (
        <Suspense fallback={null}>
          <HelpPanel onClose={close} />
        </Suspense>
      )}
      <button
        ref={launcher}
        type="button"
        className={styles.launcher}
        aria-expanded={open}
        aria-controls="help-panel"
        onClick={() => (open ? close() : setOpen(true))}
        data-testid="help-launcher"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
          <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d="M9.2 9.3a2.9 2.9 0 0 1 5.6 1c0 1.9-2.8 2.4-2.8 4.2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
          <circle cx="12" cy="17.6" r="1.2" fill="currentColor" />
        </svg>
        <Trans>Help</Trans>
      </button>
    </div>
  );
}
