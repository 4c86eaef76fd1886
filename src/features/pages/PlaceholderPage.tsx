import { Trans } from '@lingui/react/macro';
import { useShell } from '../../runtime/shell-context.ts';
import { NOT_FOUND_TITLE, PAGE_TITLES } from '../../runtime/page-titles.ts';
import { LinkButton } from '../../components/LinkButton.tsx';
import styles from '../../components/Page.module.css';
import { usePageTitle } from '../../runtime/use-page-title.ts';

/**
 * A page whose content arrives with a later issue: it shows its title in the right layout and
 * says plainly that it is not available yet, rather than pretending to work.
 */
export default function PlaceholderPage() {
  const { route } = useShell();
  const title = usePageTitle((route && PAGE_TITLES[route.id]) ?? NOT_FOUND_TITLE);
  return (
    <article className={styles.page} data-placeholder="true">
      <h1>{title}</h1>
      <p className={styles.lead}>
        <Trans>This page is coming soon. It is not available yet.</Trans>
      </p>
      <div className={styles.actions}>
        <LinkButton to="/" variant="secondary">
          <Trans>Back to the lobby</Trans>
        </LinkButton>
      </div>
    </article>
  );
}
