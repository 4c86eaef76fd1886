import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  shouldPromptLowFunds,
  type LowFundsCheck,
} from '../../machines/low-funds/low-funds.machine.ts';
import { walletMachine, walletStatus } from '../../machines/wallet/wallet.machine.ts';
import { describeMachinePaths } from '../support/paths.ts';
import { lowFundsPaths } from './low-funds.paths.ts';
import { walletPaths } from './wallet.paths.ts';

describeMachinePaths('wallet', walletPaths.machine, walletPaths.options);
describeMachinePaths('low funds', lowFundsPaths.machine, lowFundsPaths.options);

function startWallet() {
  const toasts: unknown[] = [];
  const lowFunds: unknown[] = [];
  const followed: unknown[] = [];
  const remembered = vi.fn();
  const actor = createActor(
    walletMachine.provide({
      actors: {
        loadWallet: fromPromise(async () => ({
          balance: 10_000,
          bonusBalance: 500,
          currency: 'EUR',
        })),
      },
      actions: {
        showMoneyToast: (_, toast) => toasts.push(toast),
        rememberToastForReload: remembered,
        checkLowFunds: (_, params) => lowFunds.push(params),
        followLowFunds: (_, params) => followed.push(params),
      },
    }),
  ).start();
  return { actor, toasts, lowFunds, followed, remembered };
}

const update = (moneyType: string, amount: number, balance: number) =>
  ({
    type: 'wallet.balanceUpdated',
    balance,
    bonusBalance: 500,
    currency: 'EUR',
    amount,
    moneyType,
    wageringProgress: null,
  }) as const;

describe('wallet money-type effects', () => {
  it('NOT_AVAILABLE without a token, LOADING, then STREAMING with the wallet', async () => {
    const { actor } = startWallet();
    expect(walletStatus(actor.getSnapshot())).toBe('NOT_AVAILABLE');
    actor.send({ type: 'wallet.tokenAvailable' });
    expect(walletStatus(actor.getSnapshot())).toBe('LOADING');
    await vi.waitFor(() => expect(walletStatus(actor.getSnapshot())).toBe('STREAMING'));
    expect(actor.getSnapshot().context.wallet?.balance).toBe(10_000);
    actor.send({ type: 'wallet.tokenCleared' });
    expect(walletStatus(actor.getSnapshot())).toBe('NOT_AVAILABLE');
    expect(actor.getSnapshot().context.wallet).toBeNull();
  });

  it('Deposit and Withdrawal toast the amount; InitWithdrawal waits for the reload; CasinoBet asks the low-funds rule, other updates follow it', () => {
    const { actor, toasts, lowFunds, followed, remembered } = startWallet();
    actor.send({ type: 'wallet.tokenAvailable' });
    actor.send(update('Deposit', 5_000, 15_000));
    actor.send(update('Withdrawal', 2_000, 13_000));
    actor.send(update('InitWithdrawal', 1_000, 12_000));
    actor.send(update('CasinoBet', 200, 11_800));
    actor.send(update('CasinoWin', 400, 12_200));
    expect(toasts).toEqual([
      { messageId: 'SUCCESS_DEPOSIT_OF', amount: 5_000, currency: 'EUR' },
      { messageId: 'SUCCESS_WITHDRAWN_OF', amount: 2_000, currency: 'EUR' },
    ]);
    expect(remembered).toHaveBeenCalledTimes(1);
    expect(lowFunds).toEqual([
      { wallet: { balance: 11_800, bonusBalance: 500, currency: 'EUR' }, lastBet: 200 },
    ]);
    expect(followed).toEqual(
      [
        ['Deposit', 15_000],
        ['Withdrawal', 13_000],
        ['InitWithdrawal', 12_000],
        ['CasinoWin', 12_200],
      ].map(([moneyType, balance]) => ({
        wallet: { balance, bonusBalance: 500, currency: 'EUR' },
        moneyType,
      })),
    );
    expect(actor.getSnapshot().context).toEqual({
      wallet: { balance: 12_200, bonusBalance: 500, currency: 'EUR' },
      lastBet: 200,
    });
  });
});

describe('wallet: balance updates for other actors', () => {
  it('emits every live update, so the rewards page reads the wagering progress without a second subscription', () => {
    const { actor } = startWallet();
    const seen: unknown[] = [];
    const subscription = actor.on('wallet.balanceUpdated', (event) =>
      seen.push([event.moneyType, event.balance]),
    );
    actor.send({ type: 'wallet.tokenAvailable' });
    actor.send(update('Deposit', 5_000, 15_000));
    actor.send(update('CasinoBet', 200, 14_800));
    subscription.unsubscribe();
    actor.send(update('CasinoWin', 400, 15_200));
    expect(seen).toEqual([
      ['Deposit', 15_000],
      ['CasinoBet', 14_800],
    ]);
  });
});

describe('low-funds skip rules (platform-core §4)', () => {
  const base: LowFundsCheck = {
    balance: 150,
    bonusBalance: 1_000,
    lastBet: 100,
    gameHasBonus: false,
    depositDialogFlag: false,
    dialogOpen: false,
    sportsPath: false,
  };
  it('prompts when the balance is at most twice the last bet', () => {
    expect(shouldPromptLowFunds(base)).toBe(true);
    expect(shouldPromptLowFunds({ ...base, balance: 200 })).toBe(true);
    expect(shouldPromptLowFunds({ ...base, balance: 201 })).toBe(false);
  });
  it('counts the bonus balance only when the game has bonus enabled', () => {
    expect(shouldPromptLowFunds({ ...base, gameHasBonus: true })).toBe(false);
  });
  it('skips with the deposit dialog flag, an open dialog, or on the sports path', () => {
    expect(shouldPromptLowFunds({ ...base, depositDialogFlag: true })).toBe(false);
    expect(shouldPromptLowFunds({ ...base, dialogOpen: true })).toBe(false);
    expect(shouldPromptLowFunds({ ...base, sportsPath: true })).toBe(false);
  });
});
