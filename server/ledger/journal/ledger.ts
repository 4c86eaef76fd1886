// The one way money moves: an idempotent journal entry. In one database transaction it claims the
// idempotency key (a replay waits for the original, then reads its result), locks the player
// accounts it touches in ascending id order (no deadlocks between concurrent entries), checks
// that none goes negative or past the ceiling of money (minor-units.ts), writes balances, postings
// and the result together, and commits.
import type { Queryable, Store } from '../../db/store.ts';
import type { Json } from '../../pubsub/pubsub.ts';
import { walletError } from '../errors.ts';
import {
  ceilingExceeded,
  isCeilingViolation,
  MAX_MINOR_UNITS,
  readMinorUnits,
} from '../minor-units.ts';

export interface Posting {
  accountId: number;
  /** Minor units: positive credits, negative debits. */
  amount: number;
}

export interface EntryRequest {
  /** Unique across the ledger; callers namespace it (e.g. `casino:{playerId}:{key}`). */
  key: string;
  /** The operation and its parameters, canonical: a replay must carry the same. */
  request: string;
  playerId: string | null;
  moneyType: string;
}

export interface EntryScope {
  tx: Queryable;
  entryId: number;
  /** Locks player accounts (ascending id) and returns their balances; call before posting. */
  lock(accountIds: readonly number[]): Promise<ReadonlyMap<number, number>>;
}

export interface EntryPlan<R extends Json> {
  postings: Posting[];
  currency: string;
  /** The result to store and return, from the locked balances after the postings. */
  result(balancesAfter: ReadonlyMap<number, number>): R;
}

export interface EntryOutcome<R> {
  result: R;
  /** True when the key had been used before: nothing was written this time. */
  replayed: boolean;
}

async function claim(tx: Queryable, entry: EntryRequest): Promise<number | undefined> {
  const { rows } = await tx.query<{ id: number }>(
    `insert into ledger_entries (idempotency_key, request, player_id, money_type)
     values ($1, $2, $3, $4) on conflict (idempotency_key) do nothing returning id`,
    [entry.key, entry.request, entry.playerId, entry.moneyType],
  );
  return rows[0] ? Number(rows[0].id) : undefined;
}

async function original<R>(tx: Queryable, entry: EntryRequest): Promise<R> {
  const { rows } = await tx.query<{ request: string; result: R }>(
    'select request, result from ledger_entries where idempotency_key = $1',
    [entry.key],
  );
  const row = rows[0];
  if (!row) throw new Error(`ledger entry ${entry.key} vanished`);
  if (row.request !== entry.request) {
    throw walletError(
      'IdempotencyKeyReused',
      'This idempotency key was used for another operation.',
    );
  }
  return row.result;
}

export async function runEntry<R extends Json>(
  store: Store,
  entry: EntryRequest,
  plan: (scope: EntryScope) => Promise<EntryPlan<R>>,
): Promise<EntryOutcome<R>> {
  try {
    return await writeEntry(store, entry, plan);
  } catch (error) {
    // A round's or bonus's total past the ceiling: migration 008's CHECK refused the write.
    if (isCeilingViolation(error)) throw ceilingExceeded();
    throw error;
  }
}

async function writeEntry<R extends Json>(
  store: Store,
  entry: EntryRequest,
  plan: (scope: EntryScope) => Promise<EntryPlan<R>>,
): Promise<EntryOutcome<R>> {
  return store.transaction(async (tx) => {
    const entryId = await claim(tx, entry);
    if (entryId === undefined) return { result: await original<R>(tx, entry), replayed: true };

    const locked = new Map<number, number>();
    const scope: EntryScope = {
      tx,
      entryId,
      async lock(accountIds) {
        const ids = [...new Set(accountIds)].sort((a, b) => a - b);
        const { rows } = await tx.query<{ id: number; balance: number }>(
          'select id, balance from ledger_accounts where id = any($1::bigint[]) order by id for update',
          [ids],
        );
        for (const row of rows) {
          const id = Number(row.id);
          locked.set(id, readMinorUnits(row.balance, `balance of ledger account ${id}`));
        }
        return locked;
      },
    };
    const { postings, currency, result } = await plan(scope);

    if (postings.reduce((sum, p) => sum + p.amount, 0) !== 0) {
      throw new Error(`ledger entry ${entry.key} does not balance`);
    }
    const after = new Map(locked);
    for (const posting of postings) {
      const balance = after.get(posting.accountId);
      // Unlocked accounts are house or clearing: their balance is the sum of their postings.
      if (balance !== undefined) after.set(posting.accountId, balance + posting.amount);
    }
    for (const [id, balance] of after) {
      if (balance < 0) {
        throw walletError('InsufficientFunds', 'The balance is too low for this amount.', {
          accountId: id,
        });
      }
      // Exact: balances and postings stay within the ceiling, so their sum is below 2^53.
      if (balance > MAX_MINOR_UNITS) throw ceilingExceeded({ accountId: id });
    }
    const changed = [...after].filter(([id, balance]) => locked.get(id) !== balance);
    const value = result(after);
    await tx.query(
      `with balances as (
         update ledger_accounts a set balance = d.balance
         from unnest($2::bigint[], $3::bigint[]) as d(id, balance) where a.id = d.id
         returning a.id
       ), postings as (
         insert into ledger_postings (entry_id, account_id, currency, amount)
         select $1, p.account_id, $4, p.amount
         from unnest($5::bigint[], $6::bigint[]) as p(account_id, amount)
         returning id
       )
       update ledger_entries set result = $7::jsonb where id = $1`,
      [
        entryId,
        changed.map(([id]) => id),
        changed.map(([, balance]) => balance),
        currency,
        postings.map((p) => p.accountId),
        postings.map((p) => p.amount),
        JSON.stringify(value),
      ],
    );
    return { result: value, replayed: false };
  });
}
