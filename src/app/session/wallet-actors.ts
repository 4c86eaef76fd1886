// The wallet, the low-funds prompt and their effects (machines/wallet, machines/low-funds),
// started when a player signs in (session-effects.ts) — visitors never load them.
//
// - loadWallet: the Wallet query; balanceUpdates: `balanceUpdated` from the player's live
//   connection, as the lobby emits it (machines/lobby).
// - Money toasts go to the notifications machine; InitWithdrawal is remembered in session
//   storage for the toast after the cashier's reload (pending-toast.ts shows it).
// - A casino bet asks the low-funds rule with what the page knows: the deposit dialog flag
//   (cookie `displayWantToDepositDialog`), whether a dialog is open, the sports path, and
//   whether the game on screen takes bonus money (the currentGame actor); the round's win and
//   other updates follow, so the rule judges the balance after the round.
// - Balance changes also drive the recently-played sync (recently-played-sync.ts).
import { createActor, fromCallback, fromPromise } from 'xstate';
import { lowFundsMachine } from '../../../machines/low-funds/low-funds.machine.ts';
import {
  walletMachine,
  type WalletBalance,
  type WalletEvent,
} from '../../../machines/wallet/wallet.machine.ts';
import { readCookie } from '../../adapters/cookie-reader.ts';
import type { GraphQLClient } from '../../adapters/graphql/client.ts';
import { WalletDocument } from '../../adapters/graphql/generated-session/graphql.ts';
import { formatMoney } from '../../components/format.ts';
import { i18n } from '../../i18n/i18n.ts';
import type { LobbyActor } from '../../../machines/lobby/lobby.machine.ts';
import { gameHasBonus } from '../../../machines/current-game/current-game.machine.ts';
import type { PlatformHandle, Inspect } from '../../runtime/platform-actors.ts';
import type { WalletActors } from '../../runtime/session-actors.ts';
import { rememberPendingToast } from '../../adapters/pending-toast.ts';
import { recentlyPlayedSync } from './recently-played-sync.ts';

export const DEPOSIT_DIALOG_FLAG_COOKIE = 'displayWantToDepositDialog';

export function startWalletActors(options: {
  api: () => GraphQLClient;
  /** The lobby's root actor: it emits the player's live events. */
  events: Pick<LobbyActor, 'on'>;
  platform: PlatformHandle;
  inspect: Inspect;
}): WalletActors {
  const openQuickDeposit = () =>
    void options.platform.ready.then(({ overlays }) =>
      overlays.send({
        type: 'overlay.open',
        variant: 'quick-deposit',
        payload: { mode: 'deposit' },
      }),
    );

  const syncRecentlyPlayed = recentlyPlayedSync(options.api, options.platform);

  const lowFunds = createActor(
    lowFundsMachine.provide({
      actions: {
        openQuickDeposit,
        setDepositDialogFlag: () =>
          void import('../../adapters/cookies.ts').then(({ writeCookie }) =>
            writeCookie(DEPOSIT_DIALOG_FLAG_COOKIE, 'true'),
          ),
      },
    }),
    { systemId: 'lowFunds', inspect: options.inspect },
  ).start();

  const wallet = createActor(
    walletMachine.provide({
      actors: {
        loadWallet: fromPromise(async (): Promise<WalletBalance> => {
          const { viewer } = await options.api().request(WalletDocument, {});
          const { balance, bonusBalance, currency, minDepositAmount, minWithdrawalAmount } =
            viewer.wallet;
          return { balance, bonusBalance, currency, minDepositAmount, minWithdrawalAmount };
        }),
        balanceUpdates: fromCallback<WalletEvent>(({ sendBack }) => {
          const subscription = options.events.on('player.balanceUpdated', (update) => {
            sendBack({ ...update, type: 'wallet.balanceUpdated' });
            void syncRecentlyPlayed();
          });
          return () => subscription.unsubscribe();
        }),
      },
      actions: {
        showMoneyToast: (_, { messageId, amount, currency }) =>
          void options.platform.ready.then(({ notifications }) =>
            notifications.send({
              type: 'notifications.show',
              kind: 'success',
              messageId,
              values: { amount: formatMoney(amount, currency, i18n.locale) },
            }),
          ),
        rememberToastForReload: () => rememberPendingToast('InitWithdrawal'),
        checkLowFunds: (_, { wallet: balances, lastBet }) =>
          void options.platform.ready.then(({ overlays, currentGame }) =>
            lowFunds.send({
              type: 'lowFunds.check',
              balance: balances.balance,
              bonusBalance: balances.bonusBalance,
              lastBet,
              gameHasBonus: gameHasBonus(currentGame.getSnapshot()),
              depositDialogFlag: readCookie(DEPOSIT_DIALOG_FLAG_COOKIE) === 'true',
              dialogOpen: overlays.getSnapshot().context.variant !== null,
              sportsPath: document.body.dataset.productMode === 'SPORTS',
            }),
          ),
        // The round's win (or rollback) settles the bet's check; other credits update it.
        // Through the same promise as checkLowFunds, so a win never overtakes its bet.
        followLowFunds: (_, { wallet: balances, moneyType }) =>
          void options.platform.ready.then(() =>
            lowFunds.send({
              type: 'lowFunds.balance',
              balance: balances.balance,
              bonusBalance: balances.bonusBalance,
              settlesRound: moneyType === 'CasinoWin' || moneyType === 'CasinoRollback',
            }),
          ),
      },
    }),
    { systemId: 'wallet', inspect: options.inspect },
  ).start();

  return { wallet, lowFunds, openQuickDeposit };
}
