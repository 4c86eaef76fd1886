// The signed-in player's balance on the game toolbar, live from the wallet machine:
// with the header out of sight (full screen, or scrolled on a phone) the player still sees it.
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '../../components/format.ts';
import { useStreamingBalances } from '../../runtime/use-wallet.ts';
import styles from './GamePage.module.css';

/** '…' until the wallet streams: render only for a signed-in player. */
export function GameBalance() {
  const { t, i18n } = useLingui();
  const balances = useStreamingBalances();
  return (
    <span className={styles.balance} data-testid="game-balance">
      <span className={styles.balanceLabel}>{t`Balance`}</span>{' '}
      <span className={styles.balanceValue}>
        {balances ? formatMoney(balances.balance, balances.currency, i18n.locale) : '…'}
      </span>
    </span>
  );
}
