import styles from './Splash.module.css';

/** A spinner with no text: it shows before any catalog is loaded. */
export function Splash({ inline = false }: { inline?: boolean }) {
  return (
    <div className={inline ? styles.inline : styles.splash} aria-busy="true">
      <span className={styles.spinner} />
    </div>
  );
}
