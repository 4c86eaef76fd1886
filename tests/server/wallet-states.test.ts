// The transaction state table row by row (every type × from × to), the ledger refusing what the
// table refuses, and the seamless wallet's rounds: bet beyond the balance, rollback of an unknown
// round, replays and reused keys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findTransition,
  isFinal,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type MoneyMovement,
  type TransactionStatus,
  type TransactionType,
} from '../../server/ledger/transfers/transaction-states.ts';
import type { Wallet } from '../../server/ledger/wallet.ts';
import { openMigratedStore, type TestStore } from './helpers/catalogue.ts';
import { balanceOf, createTestPlayer, fund, ledgerSnapshot, testWallet } from './helpers/wallet.ts';

/** The table as decision 0019 states it, written out independently of the code. */
const ALLOWED: Record<string, MoneyMovement> = {
  'Deposit: (new) -> Initialized': 'none',
  'Deposit: Initialized -> Completed': 'clearingToPlayer',
  'Deposit: Initialized -> Cancelled': 'none',
  'Deposit: Initialized -> RollbackInitialized': 'none',
  'Deposit: RollbackInitialized -> RolledBacked': 'none',
  'Deposit: RollbackInitialized -> Completed': 'clearingToPlayer',
  'Withdrawal: (new) -> Initialized': 'playerToPending',
  'Withdrawal: Initialized -> Completed': 'pendingToClearing',
  'Withdrawal: Initialized -> CancelInitialized': 'none',
  'Withdrawal: CancelInitialized -> Cancelled': 'pendingToPlayer',
  'Withdrawal: CancelInitialized -> Completed': 'pendingToClearing',
  'Withdrawal: Initialized -> RollbackInitialized': 'none',
  'Withdrawal: RollbackInitialized -> RolledBacked': 'pendingToPlayer',
};

const rows: [TransactionType, TransactionStatus | null, TransactionStatus][] = [];
for (const type of TRANSACTION_TYPES) {
  for (const from of [null, ...TRANSACTION_STATUSES]) {
    for (const to of TRANSACTION_STATUSES) rows.push([type, from, to]);
  }
}

describe('transaction state table', () => {
  it.each(rows)('%s: %s -> %s', (type, from, to) => {
    const expected = ALLOWED[`${type}: ${from ?? '(new)'} -> ${to}`];
    const row = findTransition(type, from, to);
    expect(row?.money).toBe(expected);
  });

  it('ends, among the statuses a type can reach, in Completed, Cancelled and RolledBacked only', () => {
    for (const type of TRANSACTION_TYPES) {
      const reachable = TRANSACTION_STATUSES.filter((status) =>
        rows.some(([t, from, to]) => t === type && to === status && findTransition(t, from, to)),
      );
      const finals = reachable.filter((status) => isFinal(type, status));
      expect(finals).toEqual(['Completed', 'Cancelled', 'RolledBacked']);
    }
  });
});

describe('the ledger follows the table (PGlite)', () => {
  let opened: TestStore;
  let wallet: Wallet;
  let player: string;

  beforeAll(async () => {
    opened = await openMigratedStore('pglite', 'states');
    wallet = testWallet(opened.store, { payoutDelayMs: 3_600_000 }).wallet;
    player = await createTestPlayer(opened.store);
    await fund(wallet, player, 10_000);
  });
  afterAll(() => opened?.cleanup());

  const ref = (roundId: string) => ({
    playerId: player,
    roundId,
    gameSlug: 'slot',
    currency: 'EUR',
  });

  it('refuses a change the table does not allow, writing nothing', async () => {
    const started = await wallet.startDeposit(player, {
      amount: 2000,
      currency: 'EUR',
      provider: 'Trustly',
      paymentMethod: 'trustly',
      payload: {},
      idempotencyKey: 'states-1',
    });
    await wallet.changeStatus(started.transactionId, { to: 'Cancelled' });
    const before = await ledgerSnapshot(opened.store);
    for (const to of ['Completed', 'CancelInitialized', 'RolledBacked', 'Initialized'] as const) {
      await expect(wallet.changeStatus(started.transactionId, { to })).rejects.toMatchObject({
        type: 'InvalidTransactionTransition',
      });
    }
    expect(await ledgerSnapshot(opened.store)).toBe(before);
  });

  it('moves money with the change: a withdrawal reserved, rolled back after a failed payout', async () => {
    const start = await balanceOf(opened.store, player);
    const started = await wallet.startWithdrawal(player, 1500, 'EUR', 'states-w1');
    expect(await balanceOf(opened.store, player)).toBe(start - 1500);
    await wallet.changeStatus(started.transactionId, { to: 'RollbackInitialized' });
    expect(await balanceOf(opened.store, player)).toBe(start - 1500);
    await wallet.changeStatus(started.transactionId, { to: 'RolledBacked' });
    expect(await balanceOf(opened.store, player)).toBe(start);
  });

  it('refuses a bet larger than the balance with InsufficientFunds, writing nothing', async () => {
    const before = await ledgerSnapshot(opened.store);
    const balance = await balanceOf(opened.store, player);
    await expect(wallet.bet(ref('big'), balance + 1, 'big-bet')).rejects.toMatchObject({
      type: 'InsufficientFunds',
    });
    expect(await ledgerSnapshot(opened.store)).toBe(before);
  });

  it('replays a bet by its key, and refuses the key with other parameters', async () => {
    const start = await balanceOf(opened.store, player);
    const first = await wallet.bet(ref('r-replay'), 100, 'bet-replay');
    const again = await wallet.bet(ref('r-replay'), 100, 'bet-replay');
    expect(again).toEqual({ outcome: first.outcome, replayed: true });
    expect(await balanceOf(opened.store, player)).toBe(start - 100);
    await expect(wallet.bet(ref('r-replay'), 200, 'bet-replay')).rejects.toMatchObject({
      type: 'IdempotencyKeyReused',
    });
  });

  it('rolls back a round once; an unknown round is a recorded no-op that refuses late bets', async () => {
    const start = await balanceOf(opened.store, player);
    await wallet.bet(ref('r-rb'), 300, 'rb-bet');
    const rolled = await wallet.rollback(ref('r-rb'), 'rb-1');
    expect(rolled.outcome.status).toBe('rolledBack');
    expect(await balanceOf(opened.store, player)).toBe(start);
    expect((await wallet.rollback(ref('r-rb'), 'rb-1')).replayed).toBe(true);
    expect((await wallet.rollback(ref('r-rb'), 'rb-2')).outcome.status).toBe('alreadyRolledBack');
    expect(await balanceOf(opened.store, player)).toBe(start);

    const unknown = await wallet.rollback(ref('r-never'), 'rb-unknown');
    expect(unknown.outcome).toMatchObject({ status: 'unknownRound', change: { amount: 0 } });
    const { rows: entries } = await opened.store.query(
      `select 1 from ledger_entries where idempotency_key = $1`,
      [`casino:${player}:rb-unknown`],
    );
    expect(entries).toHaveLength(1);
    await expect(wallet.bet(ref('r-never'), 100, 'late-bet')).rejects.toMatchObject({
      type: 'RoundClosed',
    });
    expect(await balanceOf(opened.store, player)).toBe(start);
  });

  it('credits a win to an open round, refuses a win for an unknown round', async () => {
    const start = await balanceOf(opened.store, player);
    await wallet.bet(ref('r-win'), 500, 'win-bet');
    await wallet.win(ref('r-win'), 1200, 'win-1');
    expect(await balanceOf(opened.store, player)).toBe(start + 700);
    await expect(wallet.win(ref('r-missing'), 100, 'win-2')).rejects.toMatchObject({
      type: 'RoundNotFound',
    });
    await expect(wallet.rollback(ref('r-win'), 'rb-settled')).rejects.toMatchObject({
      type: 'RoundClosed',
    });
  });
});
