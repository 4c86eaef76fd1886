// The frame of the account pages (the protection tools and the compliance pages): the page's
// title and lead, the links between the feature's pages (the current one marked), the
// player-only body, and the error state with a retry. Each feature passes its own links and the
// nav's label; the page attribute (`data-protection-page`, `data-compliance-page`) names the
// feature in the DOM.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PAGE_TITLES } from '../runtime/page-titles.ts';
import { usePageTitle } from '../runtime/use-page-title.ts';
import styles from './AccountPage.module.css';
import { Button } from './Button.tsx';
import { LocalLink } from './LocalLink.tsx';
import { PlayerOnly } from './PlayerOnly.tsx';

/** One link of the frame's nav: the route (its title is the link's text) and its path. */
export interface AccountLink {
  routeId: string;
  to: string;
}

/** What a feature's frame takes from its page: the route (the title), the lead and the body. */
export interface AccountPageProps {
  routeId: string;
  lead?: ReactNode;
  children: ReactNode;
}

export function AccountFrame({
  routeId,
  pageAttribute,
  lead,
  navLabel,
  links,
  children,
}: AccountPageProps & {
  /** The data attribute on the article that carries the route id. */
  pageAttribute: `data-${string}-page`;
  navLabel: string;
  links: readonly AccountLink[];
}) {
  const { i18n } = useLingui();
  const title = usePageTitle(PAGE_TITLES[routeId] ?? PAGE_TITLES.profile!);
  return (
    <article className={styles.page} {...{ [pageAttribute]: routeId }}>
      <header className={styles.section}>
        <h1>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </header>
      <nav aria-label={navLabel}>
        <ul className={styles.links}>
          {links.map((page) => (
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
