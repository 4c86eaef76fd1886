// What the compliance pages share: the page frame (title, lead, the links between the three
// pages and back to the account), the player-only body, and the loading and error states.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../components/Button.tsx';
import { LocalLink } from '../../components/LocalLink.tsx';
import { PlayerOnly } from '../../components/PlayerOnly.tsx';
import { PAGE_TITLES } from '../../runtime/page-titles.ts';
import { usePageTitle } from '../../runtime/use-page-title.ts';
import styles from './Compliance.module.css';

/** The account pages these link to, in the order the links show them. */
export const COMPLIANCE_LINKS = [
  { routeId: 'profile.dashboard', to: '/profile/dashboard/' },
  { routeId: 'profile.documents', to: '/profile/documents/' },
  { routeId: 'sourceOfWealth', to: '/source-of-wealth/' },
  { routeId: 'additionalInformation', to: '/additional-information/' },
] as const;

export function ComplianceFrame({
  routeId,
  lead,
  children,
}: {
  routeId: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const title = usePageTitle(PAGE_TITLES[routeId] ?? PAGE_TITLES.profile!);
  return (
    <article className={styles.page} data-compliance-page={routeId}>
      <header className={styles.section}>
        <h1>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </header>
      <nav aria-label={t`Your account`}>
        <ul className={styles.links}>
          {COMPLIANCE_LINKS.map((page) => (
            <li key={page.routeId}>
              <LocalLink to={page.to} aria-current={page.routeId === routeId ? 'page' : undefined}>
                {i18n._(PAGE_TITLES[page.routeId]!)}
              </LocalLink>
            </li>
          ))}
        </ul>
      </nav>
      <PlayerOnly>{children}</PlayerOnly>
    </article>
  );
}

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.section}>
      <p role="alert">{message}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    </div>
  );
}
