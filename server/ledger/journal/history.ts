// Transaction and game-round history for the profile pages: keyset pagination on (sort time,
// id). The cursor's time is ISO 8601 text written by PostgreSQL, so it keeps its microseconds,
// and read back only through the strict date-time reading (decision 0059).
import type { Queryable } from '../../db/store.ts';
import {
  cursorPayload,
  encodeCursor,
  foreignCursor,
  malformedCursor,
  pageOf,
  type Page,
} from '../../graphql/cursor-pages.ts';
import { LobbyError } from '../../errors.ts';
import { parseDateTime } from '../../http/input-dates.ts';
import { playerAccount } from './accounts.ts';
import { readMinorUnits } from '../minor-units.ts';
import type { TransactionStatus, TransactionType } from '../transfers/transaction-states.ts';
import type { CancelReason } from '../transfers/transactions.ts';

const MAX_PAGE = 100;
const MAX_CURSOR_LENGTH = 300;

export interface TransactionView {
  id: string;
  type: TransactionType;
  status: TransactionStatus;
  amount: number;
  currency: string;
  provider: string;
  paymentMethod: string;
  cancelReason: CancelReason | null;
  createdAt: string;
  processedAt: string | null;
}

/** A wallet_transactions row as TRANSACTION_COLUMNS selects it. */
interface TransactionRow {
  id: string;
  type: TransactionType;
  status: TransactionStatus;
  amount: number;
  currency: string;
  provider: string;
  payment_method: string;
  cancel_reason: CancelReason | null;
  created_at: Date;
  processed_at: Date | null;
}

const TRANSACTION_COLUMNS = `id, type, status, amount, currency, provider, payment_method,
  cancel_reason, created_at, processed_at`;

function transactionView(row: TransactionRow): TransactionView {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    amount: readMinorUnits(row.amount, `amount of transaction ${row.id}`),
    currency: row.currency,
    provider: row.provider,
    paymentMethod: row.payment_method,
    cancelReason: row.cancel_reason,
    createdAt: iso(row.created_at)!,
    processedAt: iso(row.processed_at),
  };
}

export interface RoundView {
  id: string;
  gameSlug: string;
  gameName: string;
  currency: string;
  bet: number;
  win: number;
  status: 'open' | 'settled' | 'rolledBack';
  createdAt: string;
  updatedAt: string;
}

interface CursorPayload {
  s: string;
  k: string;
  i: string;
}

const TRANSACTION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** game_rounds.id's own check. */
const ROUND_ID = /^.{1,100}$/su;

/** The sort time as a cursor holds it: UTC with microseconds, readable by parseDateTime. */
const sortKey = (column: string) =>
  `to_char((${column}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function decode(cursor: string, sequence: string, id: RegExp): CursorPayload {
  const p = cursorPayload(cursor, MAX_CURSOR_LENGTH);
  if (typeof p?.k !== 'string' || typeof p.i !== 'string' || typeof p.s !== 'string') {
    throw malformedCursor();
  }
  // Both go to the database as they are: a time or an id it cannot read is not our cursor.
  if (!parseDateTime(p.k) || !id.test(p.i)) throw malformedCursor();
  if (p.s !== sequence) throw foreignCursor();
  return p as unknown as CursorPayload;
}

function pageSize(first: number): number {
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE) {
    throw new LobbyError('InvalidArgument', `first must be from 1 to ${MAX_PAGE}.`, {
      reasons: ['InvalidPageSize'],
    });
  }
  return first;
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

export interface TransactionQuery {
  type?: TransactionType | null;
  sortBy: 'createdAt' | 'processedAt';
  ascending: boolean;
  first: number;
  after?: string | null;
}

export async function transactionHistory(
  db: Queryable,
  playerId: string,
  query: TransactionQuery,
): Promise<Page<TransactionView>> {
  const limit = pageSize(query.first);
  const sequence = `tx:${query.type ?? 'all'}:${query.sortBy}:${query.ascending ? 'asc' : 'desc'}`;
  const cursor = query.after ? decode(query.after, sequence, TRANSACTION_ID) : undefined;
  // Pending ones have no processedAt yet: they sort by when they started.
  const key = query.sortBy === 'processedAt' ? 'coalesce(processed_at, created_at)' : 'created_at';
  const direction = query.ascending ? 'asc' : 'desc';
  const comparison = query.ascending ? '>' : '<';
  const params: unknown[] = [playerId, query.type ?? null, limit + 1];
  let after = '';
  if (cursor) {
    params.push(cursor.k, cursor.i);
    after = `and (${key}, id) ${comparison} ($4::timestamptz, $5::uuid)`;
  }
  const { rows } = await db.query<TransactionRow & { sort_key: string }>(
    `select ${TRANSACTION_COLUMNS}, ${sortKey(key)} as sort_key
     from wallet_transactions
     where player_id = $1 and ($2::text is null or type = $2) ${after}
     order by ${key} ${direction}, id ${direction} limit $3`,
    params,
  );
  return pageOf(rows, limit, (row) => ({
    cursor: encodeCursor({ s: sequence, k: row.sort_key, i: row.id }),
    node: transactionView(row),
  }));
}

export async function roundHistory(
  db: Queryable,
  playerId: string,
  first: number,
  afterCursor?: string | null,
): Promise<Page<RoundView>> {
  const limit = pageSize(first);
  const sequence = 'rounds';
  const cursor = afterCursor ? decode(afterCursor, sequence, ROUND_ID) : undefined;
  const params: unknown[] = [playerId, limit + 1];
  let after = '';
  if (cursor) {
    params.push(cursor.k, cursor.i);
    after = 'and (r.created_at, r.id) < ($3::timestamptz, $4::text)';
  }
  const { rows } = await db.query<{
    id: string;
    game_slug: string;
    game_name: string | null;
    currency: string;
    bet: number;
    win: number;
    status: RoundView['status'];
    created_at: Date;
    updated_at: Date;
    sort_key: string;
  }>(
    // The game's name for the history page (names, not slugs); a left join, so a
    // round of a game that has left the catalogue still lists (under its slug).
    `select r.id, r.game_slug, g.name as game_name, r.currency, r.bet, r.win, r.status,
       r.created_at, r.updated_at, ${sortKey('r.created_at')} as sort_key
     from game_rounds r left join games g on g.slug = r.game_slug
     where r.player_id = $1 and r.bet > 0 ${after}
     order by r.created_at desc, r.id desc limit $2`,
    params,
  );
  return pageOf(rows, limit, (row) => ({
    cursor: encodeCursor({ s: sequence, k: row.sort_key, i: row.id }),
    node: {
      id: row.id,
      gameSlug: row.game_slug,
      gameName: row.game_name ?? row.game_slug,
      currency: row.currency,
      bet: readMinorUnits(row.bet, `bet of round ${row.id}`),
      win: readMinorUnits(row.win, `win of round ${row.id}`),
      status: row.status,
      createdAt: iso(row.created_at)!,
      updatedAt: iso(row.updated_at)!,
    },
  }));
}

export async function lastCompletedDeposit(
  db: Queryable,
  playerId: string,
): Promise<{ provider: string; payload: string } | null> {
  const { rows } = await db.query<{ provider: string; payload: unknown }>(
    `select provider, payload from wallet_transactions
     where player_id = $1 and type = 'Deposit' and status = 'Completed'
     order by processed_at desc, id desc limit 1`,
    [playerId],
  );
  const row = rows[0];
  return row ? { provider: row.provider, payload: JSON.stringify(row.payload) } : null;
}

/**
 * The accounts this player completed deposits from with a payment method (payload.debtor.account,
 * as the provider reported it), newest first: what a last-used-account deposit may name.
 */
export async function depositAccounts(
  db: Queryable,
  playerId: string,
  paymentMethod: string,
): Promise<string[]> {
  const { rows } = await db.query<{ account: string }>(
    `select payload->'debtor'->>'account' as account from wallet_transactions
     where player_id = $1 and type = 'Deposit' and status = 'Completed' and payment_method = $2
       and payload->'debtor'->>'account' is not null
     order by processed_at desc, id desc limit 50`,
    [playerId, paymentMethod],
  );
  return rows.map((row) => row.account);
}

/** The wallet's balances in a currency (zero before the first deposit). */
export async function balancesOf(
  db: Queryable,
  playerId: string,
  currency: string,
): Promise<{ balance: number; bonusBalance: number }> {
  const real = playerAccount(playerId, 'real', currency);
  const bonus = playerAccount(playerId, 'bonus', currency);
  const { rows } = await db.query<{ key: string; balance: number }>(
    'select key, balance from ledger_accounts where key = any($1::text[])',
    [[real.key, bonus.key]],
  );
  const find = (key: string) =>
    readMinorUnits(rows.find((row) => row.key === key)?.balance ?? 0, `balance of ${key}`);
  return { balance: find(real.key), bonusBalance: find(bonus.key) };
}

export async function findTransactionView(
  db: Queryable,
  id: string,
): Promise<TransactionView | undefined> {
  const { rows } = await db.query<TransactionRow>(
    `select ${TRANSACTION_COLUMNS} from wallet_transactions where id = $1`,
    [id],
  );
  const row = rows[0];
  return row ? transactionView(row) : undefined;
}
