// The header's search button: opens the `search` overlay. Rendered at first paint;
// until the platform actors (the dialog) have loaded, a press waits for them.
import { useLingui } from '@lingui/react/macro';
import { useAppActors } from '../../runtime/app-actors.ts';
import styles from './Search.module.css';

export function SearchButton() {
  const { t } = useLingui();
  const { platform } = useAppActors();
  return (
    <button
      type="button"
      className={styles.trigger}
      // Not "Search games": the /games/ page's own search field has that name.
      aria-label={t`Open game search`}
      aria-keyshortcuts="/"
      title={t`Open game search (/)`}
      data-search-button
      onClick={() => {
        void platform.ready.then(({ overlays }) =>
          overlays.send({ type: 'overlay.open', variant: 'search' }),
        );
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
