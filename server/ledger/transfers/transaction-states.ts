// The allowed status changes of deposits and withdrawals (the spec lists the statuses, not the
// transitions; decision 0019). Pure: the ledger asks it before every change and moves the money
// the row names, in the same database transaction as the status update.

export const TRANSACTION_TYPES = ['Deposit', 'Withdrawal'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const TRANSACTION_STATUSES = [
  'Initialized',
  'Completed',
  'CancelInitialized',
  'Cancelled',
  'RollbackInitialized',
  'RolledBacked',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/**
 * Where the money goes on a change. Deposits move nothing until the provider confirms; a
 * withdrawal reserves the amount when it starts, so the player cannot bet it while it is paid out.
 */
export type MoneyMovement =
  'none' | 'clearingToPlayer' | 'playerToPending' | 'pendingToClearing' | 'pendingToPlayer';

export interface Transition {
  type: TransactionType;
  from: TransactionStatus | null;
  to: TransactionStatus;
  money: MoneyMovement;
  /** Why the change exists, for the decision record and QA. */
  why: string;
}

export const TRANSITIONS: readonly Transition[] = [
  // Deposits
  { type: 'Deposit', from: null, to: 'Initialized', money: 'none', why: 'player starts a deposit' },
  {
    type: 'Deposit',
    from: 'Initialized',
    to: 'Completed',
    money: 'clearingToPlayer',
    why: 'provider confirms the payment',
  },
  {
    type: 'Deposit',
    from: 'Initialized',
    to: 'Cancelled',
    money: 'none',
    why: 'player or provider declines',
  },
  {
    type: 'Deposit',
    from: 'Initialized',
    to: 'RollbackInitialized',
    money: 'none',
    why: 'no answer in time: the provider is asked to void',
  },
  {
    type: 'Deposit',
    from: 'RollbackInitialized',
    to: 'RolledBacked',
    money: 'none',
    why: 'the provider confirms the void',
  },
  {
    type: 'Deposit',
    from: 'RollbackInitialized',
    to: 'Completed',
    money: 'clearingToPlayer',
    why: 'the provider had already taken the money: it is credited, never lost',
  },
  // Withdrawals
  {
    type: 'Withdrawal',
    from: null,
    to: 'Initialized',
    money: 'playerToPending',
    why: 'player asks for a payout: the amount is reserved',
  },
  {
    type: 'Withdrawal',
    from: 'Initialized',
    to: 'Completed',
    money: 'pendingToClearing',
    why: 'provider pays out',
  },
  {
    type: 'Withdrawal',
    from: 'Initialized',
    to: 'CancelInitialized',
    money: 'none',
    why: 'player cancels with a reason',
  },
  {
    type: 'Withdrawal',
    from: 'CancelInitialized',
    to: 'Cancelled',
    money: 'pendingToPlayer',
    why: 'the provider stops the payout: the reserve returns',
  },
  {
    type: 'Withdrawal',
    from: 'CancelInitialized',
    to: 'Completed',
    money: 'pendingToClearing',
    why: 'the payout had already left when the cancel arrived',
  },
  {
    type: 'Withdrawal',
    from: 'Initialized',
    to: 'RollbackInitialized',
    money: 'none',
    why: 'the payout failed at the provider',
  },
  {
    type: 'Withdrawal',
    from: 'RollbackInitialized',
    to: 'RolledBacked',
    money: 'pendingToPlayer',
    why: 'the failed payout is returned to the player',
  },
];

/** The row for a change, or undefined when the change is not allowed. */
export function findTransition(
  type: TransactionType,
  from: TransactionStatus | null,
  to: TransactionStatus,
): Transition | undefined {
  return TRANSITIONS.find((row) => row.type === type && row.from === from && row.to === to);
}

/** Statuses nothing leaves. */
export function isFinal(type: TransactionType, status: TransactionStatus): boolean {
  return !TRANSITIONS.some((row) => row.type === type && row.from === status);
}
