import styles from './StartupFailure.module.css';

// Shown only when the brand settings or the first message catalog cannot load, so there is no
// catalog to translate with: this is the one screen with fixed English text.
export function StartupFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <main className={styles.failure} role="alert">
      <h1>Error</h1>
      <p>Something went wrong.</p>
      <button type="button" onClick={onRetry}>
        Try again
      </button>
    </main>
  );
}
