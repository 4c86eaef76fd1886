// The player's wallet (platform-core §4 "Wallet status", "Wallet money-type effects").
//
// - `notAvailable`: no access token (a visitor) — NOT_AVAILABLE.
// - `available.loading` / `available.retrying`: the named actor `loadWallet` fetches the
//   wallet (LOADING); a failure waits WALLET_RETRY_MS and tries again.
// - `available.streaming`: a wallet is present, from the first load or from a live update
//   (STREAMING). While available, `wallet.balanceUpdated` (the lobby forwards the player's
//   `balanceUpdated`, machines/lobby) is applied at once, so an update that arrives before the
//   first load finishes is not lost.
//
// Money-type effects of a live update: Deposit and Withdrawal show a success toast with the
// amount (`showMoneyToast`), InitWithdrawal is stored for a toast after the reload the cashier
// makes (`rememberToastForReload`), CasinoBet remembers the bet as the last amount and asks
// the low-funds rule (`checkLowFunds`); every other update tells that rule the new balance
// (`followLowFunds`), so a bet is judged on the balance after its round's win.
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';

export const WALLET_RETRY_MS = 2_000;

/** Money types that change what the player sees (others just update the balance). */
export type MoneyType = 'Deposit' | 'Withdrawal' | 'InitWithdrawal' | 'CasinoBet' | (string & {});

export interface WalletBalance {
  /** Minor units. */
  balance: number;
  bonusBalance: number;
  currency: string;
  /** From the Wallet query (live updates keep the last known ones). */
  minDepositAmount?: number;
  minWithdrawalAmount?: number;
}

export interface BalanceUpdate extends WalletBalance {
  /** Minor units moved by the transaction behind the update. */
  amount: number;
  moneyType: MoneyType;
  wageringProgress: number | null;
}

export interface WalletContext {
  wallet: WalletBalance | null;
  /** The last bet (minor units), for the low-funds rule. */
  lastBet: number | null;
}

export type WalletEvent =
  | { type: 'wallet.tokenAvailable' }
  | { type: 'wallet.tokenCleared' }
  | ({ type: 'wallet.balanceUpdated' } & BalanceUpdate);

export interface MoneyToast {
  messageId: 'SUCCESS_DEPOSIT_OF' | 'SUCCESS_WITHDRAWN_OF';
  amount: number;
  currency: string;
}

const TOASTS: Partial<Record<string, MoneyToast['messageId']>> = {
  Deposit: 'SUCCESS_DEPOSIT_OF',
  Withdrawal: 'SUCCESS_WITHDRAWN_OF',
};

export const walletMachine = setup({
  types: {
    context: {} as WalletContext,
    events: {} as WalletEvent,
    // Every live update, for other actors of the session (`wallet.on('wallet.balanceUpdated')`):
    // the rewards page's wagering progress reads it instead of subscribing a second time.
    emitted: {} as Extract<WalletEvent, { type: 'wallet.balanceUpdated' }>,
  },
  actors: {
    loadWallet: fromPromise<WalletBalance>(async () => {
      throw new Error('loadWallet is provided by src/app');
    }),
  },
  actions: {
    showMoneyToast: (_, _toast: MoneyToast) => {
      throw new Error('showMoneyToast is provided by src/app');
    },
    /** Stores `showToast=InitWithdrawal` for the page after the next reload. */
    rememberToastForReload: () => {
      throw new Error('rememberToastForReload is provided by src/app');
    },
    checkLowFunds: (_, _params: { wallet: WalletBalance; lastBet: number }) => {
      throw new Error('checkLowFunds is provided by src/app');
    },
    /** Any other update: the low-funds rule judges a bet on the balance after its round. */
    followLowFunds: (_, _params: { wallet: WalletBalance; moneyType: MoneyType }) => {
      throw new Error('followLowFunds is provided by src/app');
    },
    applyUpdate: assign(({ context, event }) => {
      if (event.type !== 'wallet.balanceUpdated') return {};
      const { balance, bonusBalance, currency } = event;
      return {
        wallet: { ...context.wallet, balance, bonusBalance, currency },
        lastBet: event.moneyType === 'CasinoBet' ? event.amount : context.lastBet,
      };
    }),
  },
  delays: { walletRetry: WALLET_RETRY_MS },
}).createMachine({
  id: 'wallet',
  context: { wallet: null, lastBet: null },
  initial: 'notAvailable',
  on: {
    'wallet.tokenCleared': {
      target: '.notAvailable',
      actions: assign({ wallet: null, lastBet: null }),
    },
  },
  states: {
    notAvailable: {
      on: { 'wallet.tokenAvailable': 'available' },
    },
    available: {
      initial: 'loading',
      on: {
        // A live update is a wallet too: it ends LOADING, whatever the first load does.
        'wallet.balanceUpdated': {
          target: '.streaming',
          actions: enqueueActions(({ event, enqueue }) => {
            enqueue('applyUpdate');
            enqueue.emit(event);
            const messageId = TOASTS[event.moneyType];
            if (messageId)
              enqueue({
                type: 'showMoneyToast',
                params: { messageId, amount: event.amount, currency: event.currency },
              });
            if (event.moneyType === 'InitWithdrawal') enqueue('rememberToastForReload');
            if (event.moneyType === 'CasinoBet')
              enqueue({
                type: 'checkLowFunds',
                params: {
                  wallet: {
                    balance: event.balance,
                    bonusBalance: event.bonusBalance,
                    currency: event.currency,
                  },
                  lastBet: event.amount,
                },
              });
            else
              enqueue({
                type: 'followLowFunds',
                params: {
                  wallet: {
                    balance: event.balance,
                    bonusBalance: event.bonusBalance,
                    currency: event.currency,
                  },
                  moneyType: event.moneyType,
                },
              });
          }),
        },
      },
      states: {
        loading: {
          invoke: {
            id: 'loadWallet',
            src: 'loadWallet',
            onDone: {
              target: 'streaming',
              actions: assign({ wallet: ({ event }) => event.output }),
            },
            onError: 'retrying',
          },
        },
        retrying: {
          after: { walletRetry: 'loading' },
        },
        streaming: {},
      },
    },
  },
});

export type WalletSnapshot = SnapshotFrom<typeof walletMachine>;

export { holdsBonusMoney, walletStatus, type WalletStatus } from './wallet.selectors.ts';
