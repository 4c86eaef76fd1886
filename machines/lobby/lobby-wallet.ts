// The wallet as the lobby runs it (machines/wallet): its low-funds actions report to the lobby,
// which asks the low-funds rule with the page's facts. In a module of its own: the lobby's root
// is in the first paint, the wallet loads with the player's other actors.
import { sendParent } from 'xstate';
import { walletMachine, type MoneyType, type WalletBalance } from '../wallet/wallet.machine.ts';
import type { WalletReport } from './lobby.machine.ts';

/** src/app provides its effects (the balance read, toasts) on this logic, keeping these. */
export const lobbyWalletMachine = walletMachine.provide({
  actions: {
    checkLowFunds: sendParent(
      (_, params: { wallet: WalletBalance; lastBet: number }): WalletReport => ({
        type: 'wallet.bet',
        ...params,
      }),
    ),
    followLowFunds: sendParent(
      (_, params: { wallet: WalletBalance; moneyType: MoneyType }): WalletReport => ({
        type: 'wallet.credit',
        ...params,
      }),
    ),
  },
});
