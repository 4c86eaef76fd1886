import { Trans } from '@lingui/react/macro';
import { Button } from '../../components/Button.tsx';
import { useSessionActors, useSessionPlayer } from '../session/use-session.ts';
import styles from './LoggedInLayout.module.css';

/** The signed-in player's name and the sign-out button (a sign-out carries no logout reason). */
export function SignOutButton() {
  const { session } = useSessionActors();
  const player = useSessionPlayer();
  return (
    <>
      {player?.firstName && <span className={styles.playerName}>{player.firstName}</span>}
      <Button variant="secondary" onClick={() => session.send({ type: 'session.logout' })}>
        <Trans>Sign out</Trans>
      </Button>
    </>
  );
}
