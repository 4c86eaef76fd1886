import { Trans } from '@lingui/react/macro';
import styles from '../../components/Page.module.css';

/**
 * Shown when a page throws while rendering (platform-core §8 UI fallback: titled "Error" with
 * "Something went wrong."). A plain link, not a router link: the router may be what failed.
 */
export function ErrorPage() {
  return (
    <article className={styles.page} role="alert" data-testid="error-page">
      <h1>
        <Trans id="ERROR">Error</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans id="LOADING_PAGE_ERROR">Something went wrong.</Trans>
      </p>
      <div className={styles.actions}>
        <a href="/">
          <Trans>Go to the lobby</Trans>
        </a>
      </div>
    </article>
  );
}
