// What the protection pages share: the page frame (title, lead, the links between the tools the
// licence has), the player-only body, and the loading and error states.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { policyFor } from '../../../machines/responsible-gaming/policy.ts';
import { Button } from '../../components/Button.tsx';
import { PlayerOnly } from '../../components/PlayerOnly.tsx';
import { LocalLink } from '../../components/LocalLink.tsx';
import { PAGE_TITLES } from '../../runtime/page-titles.ts';
import { useShell } from '../../runtime/shell-context.ts';
import { usePageTitle } from '../../runtime/use-page-title.ts';
import styles from './Protection.module.css';

/** The profile pages of the player's protection tools, in the order the links show them. */
export const PROTECTION_LINKS = [
  { routeId: 'profile.dashboard', to: '/profile/dashboard/' },
  { routeId: 'profile.limits', to: '/profile/limits/' },
  { routeId: 'profile.global-limits', to: '/profile/global-limits/' },
  { routeId: 'profile.self-exclusion', to: '/profile/self-exclusion/' },
  { routeId: 'profile.session-history', to: '/profile/session-history/' },
  // Issue #17: the account's documents (src/features/compliance).
  { routeId: 'profile.documents', to: '/profile/documents/' },
] as const;

/** Whether the licence offers anything on a page (global limits exist only where it has them). */
export function pageOffered(routeId: string, licence: string | null | undefined): boolean {
  if (routeId === 'profile.global-limits')
    return policyFor(licence).moneyLimits.GlobalLoss !== undefined;
  return true;
}

export function ProtectionFrame({
  routeId,
  lead,
  children,
}: {
  routeId: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const { settings } = useShell();
  const title = usePageTitle(PAGE_TITLES[routeId] ?? PAGE_TITLES.profile!);
  return (
    <article className={styles.page} data-protection-page={routeId}>
      <header className={styles.section}>
        <h1>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </header>
      <nav aria-label={t`Your account and safer play`}>
        <ul className={styles.links}>
          {PROTECTION_LINKS.filter((page) => pageOffered(page.routeId, settings.license)).map(
            (page) => (
              <li key={page.routeId}>
                <LocalLink
                  to={page.to}
                  aria-current={page.routeId === routeId ? 'page' : undefined}
                >
                  {i18n._(PAGE_TITLES[page.routeId]!)}
                </LocalLink>
              </li>
            ),
          )}
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
