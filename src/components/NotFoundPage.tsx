import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { NOT_FOUND_TITLE } from '../runtime/page-titles.ts';
import { LinkButton } from './LinkButton.tsx';
import styles from './Page.module.css';
import { usePageTitle } from '../runtime/use-page-title.ts';

export default function NotFoundPage() {
  const title = usePageTitle(NOT_FOUND_TITLE);
  return (
    <MessagePage
      testId="not-found"
      code="404"
      title={title}
      lead={
        <Trans>
          We could not find the page you were looking for. It may have moved, or the link may be
          wrong.
        </Trans>
      }
      actions={
        <LinkButton to="/">
          <Trans>Go to the lobby</Trans>
        </LinkButton>
      }
    />
  );
}

/**
 * A page that says one thing: its title, a lead and the ways on (a page not found, a signed-in
 * player on a sign-in or registration page). Here, with the not-found page, so that the pages
 * sharing it load no chunk of its own.
 */
export function MessagePage({
  title,
  lead,
  actions,
  code,
  testId,
}: {
  title: ReactNode;
  lead: ReactNode;
  actions: ReactNode;
  /** Above the title (the HTTP status). */
  code?: string;
  testId?: string;
}) {
  return (
    <article className={styles.page} data-testid={testId}>
      {code && <p className={styles.code}>{code}</p>}
      <h1>{title}</h1>
      <p className={styles.lead}>{lead}</p>
      <div className={styles.actions}>{actions}</div>
    </article>
  );
}
