import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Button } from '../../components/Button.tsx';
import { useSessionActors, useSessionPlayer } from '../../runtime/use-session.ts';
import styles from './LoggedInLayout.module.css';
import { lazyWithMessages } from '../../i18n/lazy-with-messages.ts';

// The balance loads with the wallet, for players only.
const BalanceBadge = lazyWithMessages(() => import('../../features/cashier/BalanceBadge.tsx'));

/**
 * The signed-in player's balance, name and the sign-out button (a sign-out carries no logout
 * reason). On phones the name is left out and the sign-out button shows an icon only; its
 * text stays as the button's accessible name.
 */
export function SignOutButton() {
  const { session } = useSessionActors();
  const player = useSessionPlayer();
  return (
    <div className={styles.account}>
      <Suspense fallback={null}>
        <BalanceBadge />
      </Suspense>
      {player?.firstName && <span className={styles.playerName}>{player.firstName}</span>}
      <Button variant="secondary" onClick={() => session.send({ type: 'session.logout' })}>
        <span className={styles.signOutIcon} aria-hidden="true" />
        <span className={styles.signOutText}>
          <Trans>Sign out</Trans>
        </span>
      </Button>
    </div>
  );
}
