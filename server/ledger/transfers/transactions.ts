// Deposits and withdrawals in the ledger: starting one and changing its status, each change a
// journal entry keyed by the transaction and target status, so it happens at most once however
// often a callback, a retry or a worker asks for it.
import { randomUUID } from 'node:crypto';
import type { Queryable, Store } from '../../db/store.ts';
import type { Json } from '../../pubsub/pubsub.ts';
import { clearingAccount, type AccountDirectory } from '../journal/accounts.ts';
import {
  balanceChange,
  playerAccountIds,
  type BalanceChange,
  type MoneyType,
  type PlayerAccountIds,
} from '../journal/balance-change.ts';
import { recordedLegs } from './closed-loop.ts';
import { walletError } from '../errors.ts';
import { runEntry, type Posting } from '../journal/ledger.ts';
import {
  findTransition,
  type MoneyMovement,
  type TransactionStatus,
  type TransactionType,
} from './transaction-states.ts';

export const CANCEL_REASONS = [
  'AccountIssues',
  'InsufficientGameChoices',
  'NotEnoughBonusesOrPromotions',
  'PaymentIssues',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export interface LedgerDeps {
  store: Store;
  accounts: AccountDirectory;
}

export interface NewTransaction {
  playerId: string;
  brand: string;
  type: TransactionType;
  amount: number;
  currency: string;
  provider: string;
  paymentMethod: string;
  payload: Json;
}

export type TransactionOutcome = {
  transactionId: string;
  status: TransactionStatus;
  /** The player's balances after the change, when it moved money or must be announced. */
  change: BalanceChange | null;
};

function postingsFor(
  movement: MoneyMovement,
  amount: number,
  player: PlayerAccountIds,
  clearing: number,
): Posting[] {
  const move = (from: number, to: number): Posting[] => [
    { accountId: from, amount: -amount },
    { accountId: to, amount },
  ];
  switch (movement) {
    case 'clearingToPlayer':
      return move(clearing, player.real);
    case 'playerToPending':
      return move(player.real, player.pending);
    case 'pendingToClearing':
      return move(player.pending, clearing);
    case 'pendingToPlayer':
      return move(player.pending, player.real);
    default:
      return [];
  }
}

/** The money type a change announces through balanceUpdated, if any. */
function announced(type: TransactionType, to: TransactionStatus): MoneyType | undefined {
  if (type === 'Deposit') return to === 'Completed' ? 'Deposit' : undefined;
  if (to === 'Initialized') return 'InitWithdrawal';
  if (to === 'Completed') return 'Withdrawal';
  if (to === 'Cancelled' || to === 'RolledBacked') return 'CancelWithdrawal';
  return undefined;
}

/**
 * Starts a deposit or withdrawal (Initialized). `alongside` runs in the same database
 * transaction (the payment provider's own record), so neither exists without the other.
 */
export async function startTransaction(
  deps: LedgerDeps,
  input: NewTransaction,
  idempotencyKey: string,
  alongside?: (tx: Queryable, transactionId: string) => Promise<void>,
  /** Runs with the player's accounts locked, before anything is written (deposit limits). */
  guard?: (tx: Queryable) => Promise<void>,
): Promise<{ outcome: TransactionOutcome; replayed: boolean }> {
  const transition = findTransition(input.type, null, 'Initialized');
  if (!transition) throw new Error(`no initial status for ${input.type}`);
  const player = await playerAccountIds(deps.accounts, deps.store, input.playerId, input.currency);
  const [clearing] = await deps.accounts.ids(deps.store, [
    clearingAccount(input.provider, input.currency),
  ]);
  const moneyType = announced(input.type, 'Initialized');
  const { result, replayed } = await runEntry<TransactionOutcome>(
    deps.store,
    {
      key: startKey(input.playerId, idempotencyKey),
      request: JSON.stringify({ op: `start${input.type}`, ...input }),
      playerId: input.playerId,
      moneyType: moneyType ?? `Init${input.type}`,
    },
    async ({ tx, lock }) => {
      await lock([player.real, player.bonus, player.pending]);
      if (guard) await guard(tx);
      const id = randomUUID();
      await tx.query(
        // created_at after the accounts' lock (clock_timestamp): deposit-limit windows see the
        // player's transactions in the order the lock served them.
        `insert into wallet_transactions (id, player_id, brand, type, status, amount, currency,
           provider, payment_method, payload, created_at)
         values ($1, $2, $3, $4, 'Initialized', $5, $6, $7, $8, $9::jsonb, clock_timestamp())`,
        [
          id,
          input.playerId,
          input.brand,
          input.type,
          input.amount,
          input.currency,
          input.provider,
          input.paymentMethod,
          JSON.stringify(input.payload),
        ],
      );
      if (alongside) await alongside(tx, id);
      return {
        postings: postingsFor(transition.money, input.amount, player, clearing!),
        currency: input.currency,
        result: (balances) => ({
          transactionId: id,
          status: 'Initialized',
          change: moneyType
            ? balanceChange(
                input.playerId,
                input.currency,
                player,
                balances,
                input.amount,
                moneyType,
              )
            : null,
        }),
      };
    },
  );
  return { outcome: result, replayed };
}

const startKey = (playerId: string, idempotencyKey: string) =>
  `player:${playerId}:${idempotencyKey}`;

/**
 * The provider, method and payload a withdrawal started with under this key, if one did: the
 * route its replay must carry (startTransaction compares the whole request).
 */
export async function startedWithdrawal(
  db: Queryable,
  playerId: string,
  idempotencyKey: string,
): Promise<Pick<NewTransaction, 'provider' | 'paymentMethod' | 'payload'> | undefined> {
  const { rows } = await db.query<{ request: string }>(
    'select request from ledger_entries where idempotency_key = $1',
    [startKey(playerId, idempotencyKey)],
  );
  if (!rows[0]) return undefined;
  const request = JSON.parse(rows[0].request) as { op?: string } & Partial<NewTransaction>;
  if (request.op !== 'startWithdrawal') return undefined;
  return {
    provider: request.provider!,
    paymentMethod: request.paymentMethod!,
    payload: request.payload ?? {},
  };
}

interface TransactionRow {
  player_id: string;
  type: TransactionType;
  status: TransactionStatus;
  amount: number;
  currency: string;
  provider: string;
  payload: Json;
}

export interface StatusChange {
  to: TransactionStatus;
  cancelReason?: CancelReason;
  /** Merged into the payload (e.g. the debtor account the provider reports). */
  payload?: Json;
}

/**
 * Moves a transaction to `to` if the state table allows it, with its postings. Asking again for
 * the status it already reached by this change is a replay: the first result, nothing written.
 */
export async function changeTransactionStatus(
  deps: LedgerDeps,
  transactionId: string,
  change: StatusChange,
): Promise<{ outcome: TransactionOutcome; replayed: boolean }> {
  const found = await deps.store.query<TransactionRow>(
    `select player_id, type, status, amount, currency, provider, payload
     from wallet_transactions where id = $1`,
    [transactionId],
  );
  const row = found.rows[0];
  if (!row) throw walletError('TransactionNotFound', 'There is no such transaction.');
  const player = await playerAccountIds(deps.accounts, deps.store, row.player_id, row.currency);
  const [clearing] = await deps.accounts.ids(deps.store, [
    clearingAccount(row.provider, row.currency),
  ]);
  // A closed-loop withdrawal (closed-loop.ts) pays each leg through its own provider: each
  // provider's clearing account gets what it paid out, not the whole amount the first one.
  const legs = row.type === 'Withdrawal' ? recordedLegs(row.payload, row.amount) : undefined;
  const legClearing = legs
    ? await deps.accounts.ids(
        deps.store,
        legs.map((leg) => clearingAccount(leg.provider, row.currency)),
      )
    : undefined;
  const { result, replayed } = await runEntry<TransactionOutcome>(
    deps.store,
    {
      key: `transaction:${transactionId}:${change.to}`,
      request: JSON.stringify({ op: 'transition', transactionId, to: change.to }),
      playerId: row.player_id,
      moneyType: announced(row.type, change.to) ?? change.to,
    },
    async ({ tx, lock }) => {
      const { rows } = await tx.query<{ status: TransactionStatus }>(
        'select status from wallet_transactions where id = $1 for update',
        [transactionId],
      );
      const from = rows[0]!.status;
      const transition = findTransition(row.type, from, change.to);
      if (!transition) {
        throw walletError(
          'InvalidTransactionTransition',
          `A ${row.type} cannot go from ${from} to ${change.to}.`,
          { from, to: change.to },
        );
      }
      await tx.query(
        `update wallet_transactions set status = $2, updated_at = now(),
           processed_at = case when $2 in ('Completed', 'Cancelled', 'RolledBacked') then now()
                          else processed_at end,
           cancel_reason = coalesce($3, cancel_reason),
           payload = payload || $4::jsonb
         where id = $1`,
        [
          transactionId,
          change.to,
          change.cancelReason ?? null,
          JSON.stringify(change.payload ?? {}),
        ],
      );
      await lock([player.real, player.bonus, player.pending]);
      const moneyType = announced(row.type, change.to);
      const postings =
        legs && legClearing && transition.money === 'pendingToClearing'
          ? [
              { accountId: player.pending, amount: -row.amount },
              ...legs.map((leg, i) => ({ accountId: legClearing[i]!, amount: leg.amount })),
            ]
          : postingsFor(transition.money, row.amount, player, clearing!);
      return {
        postings,
        currency: row.currency,
        result: (balances) => ({
          transactionId,
          status: change.to,
          change: moneyType
            ? balanceChange(row.player_id, row.currency, player, balances, row.amount, moneyType)
            : null,
        }),
      };
    },
  );
  return { outcome: result, replayed };
}
