// What the reward pages share: the page frame with its title and the links between them, the
// player-only body (the sign-in prompt for visitors; the promotions show to everyone), and the
// loading and empty states.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PAGE_TITLES } from '../../runtime/page-titles.ts';
import { Button } from '../../components/Button.tsx';
import { LocalLink } from '../../components/LocalLink.tsx';
import { PlayerOnly } from '../../components/PlayerOnly.tsx';
import { usePageTitle } from '../../runtime/use-page-title.ts';
import styles from './Rewards.module.css';

const LINKS: { routeId: string; to: string }[] = [
  { routeId: 'rewards', to: '/rewards/' },
  { routeId: 'cashback', to: '/cashback/' },
  { routeId: 'rewardsShop', to: '/rewards-shop/' },
  { routeId: 'profile.rewards-history', to: '/profile/rewards-history/' },
  { routeId: 'promotions', to: '/promotions/' },
];

export function RewardsFrame({
  routeId,
  lead,
  aside,
  playerOnly = false,
  children,
}: {
  routeId: string;
  lead?: ReactNode;
  aside?: ReactNode;
  /** The body for players only: visitors get the sign-in prompt. */
  playerOnly?: boolean;
  children: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const title = usePageTitle(PAGE_TITLES[routeId]!);
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <div className={styles.section}>
          <h1>{title}</h1>
          {lead && <p className={styles.lead}>{lead}</p>}
        </div>
        {aside}
      </header>
      <nav aria-label={t`Rewards pages`}>
        <ul className={styles.links}>
          {LINKS.filter((link) => link.routeId !== routeId).map((link) => (
            <li key={link.routeId}>
              <LocalLink to={link.to}>{i18n._(PAGE_TITLES[link.routeId]!)}</LocalLink>
            </li>
          ))}
        </ul>
      </nav>
      {playerOnly ? <PlayerOnly>{children}</PlayerOnly> : children}
    </article>
  );
}

export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className={styles.empty}>
      <p role="alert">{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      )}
    </div>
  );
}

export function Empty({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p>{children}</p>
      {action}
    </div>
  );
}
