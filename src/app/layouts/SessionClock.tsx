import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { isFeatureEnabled } from '../../../machines/licence-gating/licence-gating.ts';
import { useShell } from '../../runtime/shell-context.ts';
import styles from './SessionClock.module.css';

const STARTED_AT_KEY = 'lobby.sessionStartedAt';

/** When this browser session began (kept for the tab, so a reload does not reset it). */
function sessionStartedAt(): number {
  const stored = Number(sessionStorage.getItem(STARTED_AT_KEY));
  if (Number.isFinite(stored) && stored > 0 && stored <= Date.now()) return stored;
  const now = Date.now();
  sessionStorage.setItem(STARTED_AT_KEY, String(now));
  return now;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const formatSessionTime = (ms: number) => {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
};

/** The session clock the est licence requires (platform-core §6): time since the session began. */
export function SessionClock() {
  const { t } = useLingui();
  const { settings } = useShell();
  const enabled = isFeatureEnabled('sessionClock', settings.license);
  const [now, setNow] = useState(() => Date.now());
  const [startedAt] = useState(() => (enabled ? sessionStartedAt() : 0));
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [enabled]);
  if (!enabled) return null;
  const elapsed = formatSessionTime(now - startedAt);
  const label = t`Session ${elapsed}`;
  return (
    // Phones show the time alone (the one-row header); the name keeps the word.
    <span className={styles.clock} data-testid="session-clock" role="timer" aria-label={label}>
      <span className={styles.full} aria-hidden="true">
        {label}
      </span>
      <span className={styles.short} aria-hidden="true">
        {elapsed}
      </span>
    </span>
  );
}
