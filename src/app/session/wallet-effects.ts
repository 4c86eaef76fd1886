// The wallet's and the low-funds prompt's effects (machines/wallet, machines/low-funds), which
// the lobby's root runs while a player is signed in (machines/lobby). Loaded with the first
// signed-in effect — visitors never download them.
//
// - The Wallet query; money toasts go to the notifications machine; InitWithdrawal is
//   remembered in session storage for the toast after the cashier's reload (pending-toast.ts).
// - The prompt's Yes opens the quick-deposit dialog; Go back sets the deposit dialog flag
//   (cookie `displayWantToDepositDialog`).
// - Balance changes also drive the recently-played sync (recently-played-sync.ts).
import { DEPOSIT_DIALOG_FLAG_COOKIE } from '../../../machines/low-funds/low-funds.machine.ts';
import type { MoneyToast, WalletBalance } from '../../../machines/wallet/wallet.machine.ts';
import type { GraphQLClient } from '../../adapters/graphql/client.ts';
import { WalletDocument } from '../../adapters/graphql/generated-session/graphql.ts';
import { rememberPendingToast } from '../../adapters/pending-toast.ts';
import { formatMoney } from '../../components/format.ts';
import { i18n } from '../../i18n/i18n.ts';
import type { PlatformHandle } from '../../runtime/platform-actors.ts';
import { recentlyPlayedSync } from './recently-played-sync.ts';

export function walletEffects(options: { api: () => GraphQLClient; platform: PlatformHandle }) {
  return {
    async loadWallet(): Promise<WalletBalance> {
      const { viewer } = await options.api().request(WalletDocument, {});
      const { balance, bonusBalance, currency, minDepositAmount, minWithdrawalAmount } =
        viewer.wallet;
      return { balance, bonusBalance, currency, minDepositAmount, minWithdrawalAmount };
    },
    showMoneyToast: ({ messageId, amount, currency }: MoneyToast) =>
      void options.platform.ready.then(({ notifications }) =>
        notifications.send({
          type: 'notifications.show',
          kind: 'success',
          messageId,
          values: { amount: formatMoney(amount, currency, i18n.locale) },
        }),
      ),
    rememberToastForReload: () => rememberPendingToast('InitWithdrawal'),
    openQuickDeposit: () =>
      void options.platform.ready.then(({ overlays }) =>
        overlays.send({
          type: 'overlay.open',
          variant: 'quick-deposit',
          payload: { mode: 'deposit' },
        }),
      ),
    setDepositDialogFlag: () =>
      void import('../../adapters/cookies.ts').then(({ writeCookie }) =>
        writeCookie(DEPOSIT_DIALOG_FLAG_COOKIE, 'true'),
      ),
    syncRecentlyPlayed: recentlyPlayedSync(options.api),
  };
}

export type WalletEffects = ReturnType<typeof walletEffects>;
