import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Button } from '../../components/Button.tsx';
import { useSessionActors, useSessionPlayer } from '../session/use-session.ts';
import styles from './LoggedInLayout.module.css';
import { lazyWithMessages } from '../../i18n/lazy-with-messages.ts';

// The balance loads with the wallet, for players only.
const BalanceBadge = lazyWithMessages(() => import('../../features/cashier/BalanceBadge.tsx'));

/**
 * The signed-in player's balance, name and the sign-out button (a sign-out carries no logout
 * reason).
 */
export function SignOutButton() {
  const { session } = useSessionActors();
  const player = useSessionPlayer();
  return (
    <>
      <Suspense fallback={null}>
        <BalanceBadge />
      </Suspense>
      {player?.firstName && <span className={styles.playerName}>{player.firstName}</span>}
      <Button variant="secondary" onClick={() => session.send({ type: 'session.logout' })}>
        <Trans>Sign out</Trans>
      </Button>
    </>
  );
}
