import { Trans } from '@lingui/react/macro';
import { NOT_FOUND_TITLE } from '../runtime/page-titles.ts';
import { LinkButton } from './LinkButton.tsx';
import styles from './Page.module.css';
import { usePageTitle } from '../runtime/use-page-title.ts';

export default function NotFoundPage() {
  const title = usePageTitle(NOT_FOUND_TITLE);
  return (
    <article className={styles.page} data-testid="not-found">
      <p className={styles.code}>404</p>
      <h1>{title}</h1>
      <p className={styles.lead}>
        <Trans>
          We could not find the page you were looking for. It may have moved, or the link may be
          wrong.
        </Trans>
      </p>
      <div className={styles.actions}>
        <LinkButton to="/">
          <Trans>Go to the lobby</Trans>
        </LinkButton>
      </div>
    </article>
  );
}
