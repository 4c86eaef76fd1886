// The wallet as the API uses it: the player rules (currency held, blocks, minimums) in front of
// the ledger operations, and balanceUpdated published after each commit that changed a balance.
// Replays publish nothing: their change was announced the first time.
import type { Store } from '../db/store.ts';
import { findPlayerById, type PlayerRecord } from '../players/players.ts';
import type { Json, PubSub } from '../pubsub/pubsub.ts';
import { createAccountDirectory, type AccountDirectory } from './journal/accounts.ts';
import { minDepositAmount, minWithdrawalAmount, parseAmount } from './amounts.ts';
import type { BalanceChange, MoneyType } from './journal/balance-change.ts';
import { withdrawalRoute } from './transfers/closed-loop.ts';
import { wageringProgressOf } from './bonus/wagering.ts';
import { walletError } from './errors.ts';
import { isUuid } from './journal/idempotency.ts';
import type { JackpotListener } from './jackpot/jackpot-contributions.ts';
import type { PayoutQueue } from './transfers/payouts.ts';
import { guardDepositCompliance } from './limits/compliance-gate.ts';
import { guardDeposit, guardLimitPrompt } from './limits/protection-limits.ts';
import { restrictionsOf, type Restrictions } from './limits/restrictions.ts';
import * as rounds from './rounds/rounds.ts';
import type { DecidedOutcome } from './rounds/round-outcome.ts';
import {
  CANCEL_REASONS,
  changeTransactionStatus,
  startedWithdrawal,
  startTransaction,
  type CancelReason,
  type StatusChange,
  type TransactionOutcome,
} from './transfers/transactions.ts';
import type { Queryable } from '../db/store.ts';

/** Money types whose entries compute wageringProgress themselves (server/ledger/bonus/wagering.ts). */
const CASINO_OR_REWARD: ReadonlySet<MoneyType> = new Set<MoneyType>([
  'CasinoBet',
  'CasinoWin',
  'CasinoRollback',
  'RewardCredit',
  'BonusExpiry',
]);

export interface WalletConfig {
  /** The server's minimum deposit, minor units (MIN_DEPOSIT_AMOUNT); the §9 default may be higher. */
  minDepositAmount: number;
  /** The server's minimum withdrawal, minor units (MIN_WITHDRAWAL_AMOUNT). */
  minWithdrawalAmount: number;
  /** How long the sandbox takes to pay a withdrawal out (SANDBOX_PAYOUT_DELAY_MS). */
  payoutDelayMs: number;
}

export const DEFAULT_WALLET_CONFIG: WalletConfig = {
  minDepositAmount: 0,
  minWithdrawalAmount: 0,
  payoutDelayMs: 30_000,
};

export interface Holder {
  player: PlayerRecord;
  restrictions: Restrictions;
}

export interface DepositRequest {
  amount: unknown;
  currency: string;
  provider: string;
  paymentMethod: string;
  payload: Json;
  idempotencyKey: string;
}

export interface Wallet {
  store: Store;
  config: WalletConfig;
  accounts: AccountDirectory;
  holder(playerId: string): Promise<Holder>;
  minDeposit(currency: string): number;
  minWithdrawal(currency: string): number;
  startDeposit(
    playerId: string,
    request: DepositRequest,
    alongside?: (tx: Queryable, transactionId: string) => Promise<void>,
  ): Promise<TransactionOutcome>;
  changeStatus(
    transactionId: string,
    change: StatusChange,
  ): Promise<{ outcome: TransactionOutcome; replayed: boolean }>;
  startWithdrawal(
    playerId: string,
    amount: unknown,
    currency: string,
    idempotencyKey: string,
  ): Promise<TransactionOutcome>;
  cancelWithdrawal(
    playerId: string,
    transactionId: string,
    reason: string,
  ): Promise<TransactionOutcome>;
  bet(
    ref: rounds.RoundRef,
    amount: unknown,
    key: string,
    options?: rounds.BetOptions,
  ): Promise<rounds.RoundResult>;
  win(
    ref: rounds.RoundRef,
    amount: unknown,
    key: string,
    options?: rounds.SettleOptions,
  ): Promise<rounds.RoundResult>;
  rollback(
    ref: rounds.RoundRef,
    key: string,
    options?: rounds.SettleOptions,
  ): Promise<rounds.RoundResult>;
  /** An open round's decided outcome changed between bets (rounds.recordOutcome). */
  recordOutcome(
    ref: rounds.RoundRef,
    outcome: DecidedOutcome,
    alongside?: rounds.Alongside,
  ): Promise<void>;
}

export interface WalletDependencies {
  store: Store;
  pubsub: PubSub;
  config?: Partial<WalletConfig>;
  onPublishError?: (error: unknown) => void;
  /**
   * Schedules a withdrawal's payout (payments' outbox, wired in server/services.ts). Without
   * it the wallet takes no withdrawals (a benchmark of bets needs none).
   */
  payouts?: PayoutQueue;
  /** Told of each bet's jackpot contribution after it committed (the jackpot service). */
  jackpot?: JackpotListener;
  /**
   * Told of each deposit that completed, after the commit (account compliance's source-of-wealth
   * rule, wired in server/services.ts). Its failure is reported through onPublishError.
   */
  onDepositCompleted?: (playerId: string) => Promise<void>;
}

function payoutsOf(deps: WalletDependencies): PayoutQueue {
  if (!deps.payouts)
    throw new Error('This wallet was built without a payout queue: no withdrawals.');
  return deps.payouts;
}

export function createWallet(deps: WalletDependencies): Wallet {
  const { store, pubsub } = deps;
  const config = { ...DEFAULT_WALLET_CONFIG, ...deps.config };
  const accounts = createAccountDirectory();
  const ledger = { store, accounts };

  function announce(change: BalanceChange | null, replayed: boolean): void {
    if (!change || replayed) return;
    // Payments do not touch bonuses, so their entries do not know the wagering progress; the
    // event still carries it, or an open bonus's progress bar would drop to 0 on a deposit.
    const withProgress = CASINO_OR_REWARD.has(change.moneyType)
      ? Promise.resolve(change)
      : wageringProgressOf(store, change.playerId, change.currency).then((wageringProgress) => ({
          ...change,
          wageringProgress,
        }));
    withProgress
      .then((event) => pubsub.publish('balanceUpdated', event))
      .catch((error: unknown) => deps.onPublishError?.(error));
  }

  async function holder(playerId: string): Promise<Holder> {
    const player = await findPlayerById(store, playerId);
    if (!player) throw walletError('InvalidArgument', 'There is no such player.');
    return { player, restrictions: await restrictionsOf(store, playerId) };
  }

  function requireCurrency(player: PlayerRecord, currency: string): void {
    if (currency !== player.currency) {
      throw walletError(
        'CurrencyNotHeld',
        `The account holds ${player.currency}, not ${currency}.`,
      );
    }
  }

  const wallet: Wallet = {
    store,
    config,
    accounts,
    holder,
    minDeposit: (currency) => minDepositAmount(currency, config.minDepositAmount),
    minWithdrawal: (currency) => minWithdrawalAmount(currency, config.minWithdrawalAmount),

    async startDeposit(playerId, request, alongside) {
      const amount = parseAmount(request.amount, request.currency);
      const { player, restrictions } = await holder(playerId);
      requireCurrency(player, request.currency);
      if (restrictions.depositsBlocked) {
        throw walletError('DepositsBlocked', 'Deposits are blocked on this account.');
      }
      const minimum = wallet.minDeposit(player.currency);
      if (amount < minimum) {
        throw walletError('AmountBelowMinimum', 'The amount is below the minimum deposit.', {
          minimum,
          currency: player.currency,
        });
      }
      const { outcome } = await startTransaction(
        ledger,
        {
          playerId,
          brand: player.brand,
          type: 'Deposit',
          amount,
          currency: player.currency,
          provider: request.provider,
          paymentMethod: request.paymentMethod,
          payload: request.payload,
        },
        request.idempotencyKey,
        alongside,
        // Breaks and deposit limits (decision 0043), then account compliance, then
        // the mandatory limit prompt (decision 0043), with the accounts locked.
        async (tx) => {
          await guardDeposit(tx, playerId, amount, player.currency);
          await guardDepositCompliance(tx, playerId);
          await guardLimitPrompt(tx, playerId);
        },
      );
      return outcome;
    },

    async changeStatus(transactionId, change) {
      const result = await changeTransactionStatus(ledger, transactionId, change);
      announce(result.outcome.change, result.replayed);
      const completed = result.outcome.change;
      if (!result.replayed && completed?.moneyType === 'Deposit' && deps.onDepositCompleted) {
        await deps.onDepositCompleted(completed.playerId).catch((error: unknown) => {
          deps.onPublishError?.(error);
        });
      }
      return result;
    },

    async startWithdrawal(playerId, amountInput, currency, idempotencyKey) {
      const amount = parseAmount(amountInput, currency);
      const { player, restrictions } = await holder(playerId);
      requireCurrency(player, currency);
      if (restrictions.withdrawalsBlocked) {
        throw walletError('WithdrawalsBlocked', 'Withdrawals are blocked on this account.');
      }
      const minimum = wallet.minWithdrawal(player.currency);
      if (amount < minimum) {
        throw walletError('AmountBelowMinimum', 'The amount is below the minimum withdrawal.', {
          minimum,
          currency: player.currency,
        });
      }
      // Paid back the way the money came in (closed-loop.ts: in proportion to every method and
      // account deposited with on closedLoopPayments licences). A replay keeps the route chosen
      // the first time: a deposit completed since must not turn it into IdempotencyKeyReused.
      const route =
        (await startedWithdrawal(store, playerId, idempotencyKey)) ??
        (await withdrawalRoute(store, player, amount));
      const { outcome, replayed } = await startTransaction(
        ledger,
        {
          playerId,
          brand: player.brand,
          type: 'Withdrawal',
          amount,
          currency: player.currency,
          provider: route.provider,
          paymentMethod: route.paymentMethod,
          payload: route.payload,
        },
        idempotencyKey,
        (tx, transactionId) =>
          payoutsOf(deps).schedulePayout(tx, transactionId, config.payoutDelayMs),
      );
      announce(outcome.change, replayed);
      return outcome;
    },

    async cancelWithdrawal(playerId, transactionId, reason) {
      if (!(CANCEL_REASONS as readonly string[]).includes(reason)) {
        throw walletError('InvalidCancelReason', `Give one of ${CANCEL_REASONS.join(', ')}.`);
      }
      const { restrictions } = await holder(playerId);
      if (restrictions.cancelWithdrawalBlocked) {
        throw walletError('CancelWithdrawalBlocked', 'Withdrawals cannot be cancelled here.');
      }
      const { rows } = await store.query<{ player_id: string; type: string }>(
        'select player_id, type from wallet_transactions where id = $1',
        [isUuid(transactionId) ? transactionId : null],
      );
      if (rows[0]?.player_id !== playerId || rows[0].type !== 'Withdrawal') {
        throw walletError('TransactionNotFound', 'There is no such withdrawal.');
      }
      const cancelReason = reason as CancelReason;
      await wallet.changeStatus(transactionId, { to: 'CancelInitialized', cancelReason });
      // The sandbox stops the payout at once; a crash here leaves CancelInitialized for the
      // worker's sweep to finish.
      const { outcome } = await wallet.changeStatus(transactionId, { to: 'Cancelled' });
      return outcome;
    },

    async bet(ref, amount, key, options) {
      const result = await rounds.bet(ledger, ref, amount, key, options);
      announce(result.outcome.change, result.replayed);
      if (result.jackpot) deps.jackpot?.contributed(result.jackpot);
      return result;
    },
    async win(ref, amount, key, options) {
      const result = await rounds.win(ledger, ref, amount, key, options);
      if (result.outcome.change.amount > 0) announce(result.outcome.change, result.replayed);
      return result;
    },
    async rollback(ref, key, options) {
      const result = await rounds.rollback(ledger, ref, key, options);
      if (result.outcome.change.amount > 0) announce(result.outcome.change, result.replayed);
      return result;
    },
    recordOutcome: (ref, outcome, alongside) =>
      rounds.recordOutcome(ledger, ref, outcome, alongside),
  };
  return wallet;
}
