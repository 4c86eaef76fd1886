// The signed-in player's balance on the game toolbar, live from the wallet machine:
// with the header out of sight (full screen, or scrolled on a phone) the player still sees it.
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { use } from 'react';
import { walletStatus } from '../../../machines/wallet/wallet.machine.ts';
import { formatMoney } from '../../components/format.ts';
import { useSessionActors } from '../../runtime/use-session.ts';
import styles from './GamePage.module.css';

/** Suspends until the wallet actors exist: render only for a signed-in player. */
export function GameBalance() {
  const { t, i18n } = useLingui();
  const { wallet } = use(useSessionActors().wallet);
  const status = useSelector(wallet, walletStatus);
  const balances = useSelector(wallet, (snapshot) => snapshot.context.wallet);
  return (
    <span className={styles.balance} data-testid="game-balance">
      <span className={styles.balanceLabel}>{t`Balance`}</span>{' '}
      <span className={styles.balanceValue}>
        {status === 'STREAMING' && balances
          ? formatMoney(balances.balance, balances.currency, i18n.locale)
          : '…'}
      </span>
    </span>
  );
}
