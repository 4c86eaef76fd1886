import type { ReactNode } from 'react';
import styles from './Page.module.css';

/**
 * A page that says one thing: its title, a lead and the ways on (a page not found, a signed-in
 * player on a sign-in or registration page).
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
