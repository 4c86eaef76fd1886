// The games information message (EnableGamesInformationMessage): a short note over the
// game about its rules, its return to player and playing within limits, with the rules one click
// away. The player may close it; it stays closed for the browser session (every game page).
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styles from './GamesInformationMessage.module.css';

const DISMISSED_KEY = 'gamesInformationMessageDismissed';

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === 'true';
  } catch {
    return false; // Storage blocked: the note shows again, which is harmless.
  }
}

export function GamesInformationMessage({ onShowRules }: { onShowRules: () => void }) {
  const { t } = useLingui();
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (dismissed) return null;
  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, 'true');
    } catch {
      // Closed for this page only.
    }
    setDismissed(true);
  };
  return (
    <aside
      className={styles.message}
      aria-label={t`Game information`}
      data-testid="games-information-message"
    >
      <p className={styles.text}>
        <Trans>
          Every round is random and independent of the last. The rules and the return to player
          (RTP) are in the game&apos;s rules. Play for fun, set yourself limits and take a break
          when you need one.
        </Trans>{' '}
        <button
          type="button"
          className={styles.rules}
          onClick={onShowRules}
          data-testid="games-information-rules"
        >
          <Trans>Read the rules</Trans>
        </button>
      </p>
      <button
        type="button"
        className={styles.close}
        onClick={dismiss}
        aria-label={t`Close the game information`}
        data-testid="games-information-close"
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
