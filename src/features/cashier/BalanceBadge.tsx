// The signed-in player's balance in the header, live from the wallet machine, and the
// Deposit button that opens the quick-deposit dialog.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { use } from 'react';
import { walletStatus } from '../../../machines/wallet/wallet.machine.ts';
import { useSessionActors } from '../../runtime/use-session.ts';
import { Button } from '../../components/Button.tsx';
import { formatMoney } from '../../components/format.ts';
import styles from './Cashier.module.css';

export default function BalanceBadge() {
  const { t, i18n } = useLingui();
  const { wallet, openQuickDeposit } = use(useSessionActors().wallet);
  const status = useSelector(wallet, walletStatus);
  const balances = useSelector(wallet, (snapshot) => snapshot.context.wallet);
  return (
    <>
      <span className={styles.balance} aria-label={t`Balance`} data-testid="wallet-balance">
        {status === 'STREAMING' && balances
          ? formatMoney(balances.balance, balances.currency, i18n.locale)
          : '…'}
      </span>
      <Button onClick={openQuickDeposit}>
        <Trans>Deposit</Trans>
      </Button>
    </>
  );
}
