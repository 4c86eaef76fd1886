// Player limits (decision 0043) where money moves: reading what is in force, how much
// of a window is used, refusing a deposit or a bet that would pass a limit, and changing a limit.
// Every check runs in the money's own transaction after the player's accounts are locked, and
// every change locks the same account first, so a limit change and a deposit or bet of the same
// player are serialised: each transaction sees the limit in force when it ran. GlobalLoss limits
// belong to the person (the lower-cased e-mail, any brand): their checks and changes also take
// the person's advisory lock, so bets on two brands cannot pass the limit together.
import type { Queryable } from '../../db/store.ts';
import { LobbyError } from '../../errors.ts';
import type { Json } from '../../pubsub/pubsub.ts';
import { activeBreakOf, playerOnBreak } from '../../players/breaks.ts';
import { PERIOD_MS, policyFor, type LimitPeriod } from '../../../machines/protection/policy.ts';

export type LimitKind = 'Deposit' | 'Loss' | 'GlobalLoss' | 'Session';

export interface PendingChange {
  /** Null: the limit is removed at effectiveAt. */
  amount: number | null;
  requestedAt: Date;
  effectiveAt: Date;
}

/** A limit row with what is in force at the time it was read (pending changes due applied). */
export interface LimitState {
  kind: LimitKind;
  period: LimitPeriod;
  amount: number | null;
  currency: string | null;
  pending: PendingChange | null;
}

interface LimitRow {
  player_id: string;
  kind: LimitKind;
  period: LimitPeriod;
  amount: number | null;
  currency: string | null;
  pending: boolean;
  pending_amount: number | null;
  pending_requested_at: Date | null;
  pending_effective_at: Date | null;
  person_key: string;
}

const LIMIT_COLUMNS = `player_id, kind, period, amount, currency, pending, pending_amount,
  pending_requested_at, pending_effective_at, person_key`;

const num = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/** The row as it stands at `at`: a pending change whose time has come is in force. */
function stateAt(row: LimitRow, at: Date): LimitState {
  const due = row.pending && row.pending_effective_at !== null && row.pending_effective_at <= at;
  return {
    kind: row.kind,
    period: row.period,
    amount: due ? num(row.pending_amount) : num(row.amount),
    currency: row.currency,
    pending:
      row.pending && !due
        ? {
            amount: num(row.pending_amount),
            requestedAt: row.pending_requested_at!,
            effectiveAt: row.pending_effective_at!,
          }
        : null,
  };
}

/** A limit as the protection audit stores it (old and new values). */
export const limitStateJson = (state: LimitState | null): Json =>
  state
    ? {
        amount: state.amount,
        currency: state.currency,
        pending: state.pending
          ? { amount: state.pending.amount, effectiveAt: state.pending.effectiveAt.toISOString() }
          : null,
      }
    : null;

/** The person a player is across brands: the lower-cased e-mail (decision 0043). */
export async function personKeyOf(db: Queryable, playerId: string): Promise<string> {
  const { rows } = await db.query<{ key: string }>(
    'select lower(email) as key from players where id = $1',
    [playerId],
  );
  if (!rows[0]) throw new LobbyError('InvalidArgument', 'There is no such player.');
  return rows[0].key;
}

/**
 * The database's clock now (clock_timestamp, not the transaction's start): read after the
 * player's lock, it orders checks and changes as the lock serialised them.
 */
export async function databaseNow(db: Queryable): Promise<Date> {
  return (await preciseNow(db)).at;
}

/** The database's clock with its exact text (microseconds), for times that are stored. */
async function preciseNow(db: Queryable): Promise<{ at: Date; text: string }> {
  const { rows } = await db.query<{ at: Date; text: string }>(
    'select c as at, c::text as text from clock_timestamp() c',
  );
  return rows[0]!;
}

/**
 * The player's limits: their own Deposit, Loss and Session rows and the GlobalLoss rows of
 * their person (one per period, whichever brand set it).
 */
export async function limitsOf(db: Queryable, playerId: string, at: Date): Promise<LimitState[]> {
  const { rows } = await db.query<LimitRow>(
    `select ${LIMIT_COLUMNS} from player_limits
     where (player_id = $1 and kind <> 'GlobalLoss')
        or (kind = 'GlobalLoss' and person_key = (select lower(email) from players where id = $1))`,
    [playerId],
  );
  return rows.map((row) => stateAt(row, at));
}

export interface WindowUse {
  /** Deposits or net losses in the window, minor units (never below 0). */
  used: number;
  /** When the oldest counted item leaves the window; null when nothing is counted. */
  resetsAt: Date | null;
}

/**
 * Deposits started (Initialized) or completed in the rolling window ending at `at`; later ones
 * count too (a concurrent deposit that committed first may have started after this one).
 */
export async function depositsInWindow(
  db: Queryable,
  playerId: string,
  period: LimitPeriod,
  at: Date,
): Promise<WindowUse> {
  const since = new Date(at.getTime() - PERIOD_MS[period]);
  const { rows } = await db.query<{ used: number | null; oldest: Date | null }>(
    `select coalesce(sum(amount), 0) as used, min(created_at) as oldest from wallet_transactions
     where player_id = $1 and type = 'Deposit' and status in ('Initialized', 'Completed')
       and created_at > $2`,
    [playerId, since],
  );
  const oldest = rows[0]?.oldest ?? null;
  return {
    used: Number(rows[0]?.used ?? 0),
    resetsAt: oldest ? new Date(oldest.getTime() + PERIOD_MS[period]) : null,
  };
}

/**
 * Net casino losses (bets less wins, rolled-back rounds left out) of the rounds opened in the
 * rolling window ending at `at`: of the player, or of every account of the person (GlobalLoss).
 */
export async function lossesInWindow(
  db: Queryable,
  scope: { playerId: string } | { personKey: string },
  period: LimitPeriod,
  at: Date,
): Promise<WindowUse> {
  const since = new Date(at.getTime() - PERIOD_MS[period]);
  const players =
    'playerId' in scope
      ? 'player_id = $1'
      : 'player_id in (select id from players where lower(email) = $1)';
  const { rows } = await db.query<{ net: number | null; oldest: Date | null }>(
    `select coalesce(sum(bet - win), 0) as net, min(created_at) as oldest from game_rounds
     where ${players} and status <> 'rolledBack' and created_at > $2`,
    ['playerId' in scope ? scope.playerId : scope.personKey, since],
  );
  const oldest = rows[0]?.oldest ?? null;
  return {
    used: Math.max(0, Number(rows[0]?.net ?? 0)),
    resetsAt: oldest ? new Date(oldest.getTime() + PERIOD_MS[period]) : null,
  };
}

/** Locks the player's money (the real account, first in every entry's lock order). */
export async function lockPlayerMoney(tx: Queryable, realAccountId: number): Promise<void> {
  await tx.query('select id from ledger_accounts where id = $1 for update', [realAccountId]);
}

/** Serialises the GlobalLoss checks of one person's bets across brands (the full bet plan). */
export async function lockPerson(tx: Queryable, personKey: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`person:${personKey}`]);
}

/**
 * A GlobalLoss change: the real accounts of every account of the person (ascending ids, as
 * every entry locks), then the person's lock — ordered with every deposit and bet of the person.
 */
export async function lockPersonMoney(tx: Queryable, personKey: string): Promise<void> {
  await tx.query(
    `select id from ledger_accounts where kind = 'real'
       and player_id in (select id from players where lower(email) = $1)
     order by id for update`,
    [personKey],
  );
  await lockPerson(tx, personKey);
}

/**
 * From now on the bets of these players take the full bet plan, which checks loss limits and
 * breaks: the flag casino_bet reads on the real account it locks (migration 014). Never
 * cleared: the full plan is right for everyone, only slower.
 */
export async function requireProtectionChecks(
  tx: Queryable,
  who: { playerId: string } | { personKey: string },
): Promise<void> {
  await tx.query(
    'playerId' in who
      ? `update ledger_accounts set protection_checks = true
         where kind = 'real' and player_id = $1 and not protection_checks`
      : `update ledger_accounts set protection_checks = true
         where kind = 'real' and not protection_checks
           and player_id in (select id from players where lower(email) = $1)`,
    ['playerId' in who ? who.playerId : who.personKey],
  );
}

function limitExceeded(
  type: 'DepositLimitExceeded' | 'LossLimitExceeded',
  limit: LimitState,
  use: WindowUse,
  currency: string,
): LobbyError {
  const remaining = Math.max(0, (limit.amount ?? 0) - use.used);
  const what = type === 'DepositLimitExceeded' ? 'deposit' : 'loss';
  return new LobbyError(
    type,
    `This would pass your ${limit.period.toLowerCase()} ${what} limit: ${remaining} (minor units) left until ${use.resetsAt?.toISOString() ?? 'the window moves on'}.`,
    {
      details: {
        kind: limit.kind,
        period: limit.period,
        limit: limit.amount,
        remaining,
        resetsAt: use.resetsAt?.toISOString() ?? null,
        currency,
      },
    },
  );
}

/**
 * What every money check starts with, in the locked transaction: the time (the lock's order),
 * PlayerOnBreak while a break runs, and the limits of `kinds` in force at that time.
 */
async function limitsToCheck(
  tx: Queryable,
  playerId: string,
  kinds: readonly LimitKind[],
): Promise<{ at: Date; limits: (LimitState & { amount: number })[] }> {
  const at = await databaseNow(tx);
  const onBreak = await activeBreakOf(tx, playerId, at);
  if (onBreak) throw playerOnBreak(onBreak);
  const limits = (await limitsOf(tx, playerId, at)).filter(
    (limit): limit is LimitState & { amount: number } =>
      kinds.includes(limit.kind) && limit.amount !== null,
  );
  return { at, limits };
}

/**
 * Refuses a deposit while a break runs, or when it would take the deposits of any window past
 * the Deposit limit in force (the lowest applies: each is checked). Call with the accounts locked.
 */
export async function guardDeposit(
  tx: Queryable,
  playerId: string,
  amount: number,
  currency: string,
): Promise<void> {
  const { at, limits } = await limitsToCheck(tx, playerId, ['Deposit']);
  for (const limit of limits) {
    const use = await depositsInWindow(tx, playerId, limit.period, at);
    if (use.used + amount > limit.amount) {
      throw limitExceeded('DepositLimitExceeded', limit, use, currency);
    }
  }
}

/**
 * Refuses a bet while a break runs, or when losing it would take the net losses of any window
 * past a Loss or GlobalLoss limit in force. Call with the accounts locked, after the bet was
 * added to its round (game_rounds already counts it).
 */
export async function guardBet(
  tx: Queryable,
  playerId: string,
  amount: number,
  currency: string,
): Promise<void> {
  const { at, limits } = await limitsToCheck(tx, playerId, ['Loss', 'GlobalLoss']);
  if (limits.length === 0) return;
  const personKey = await personKeyOf(tx, playerId);
  if (limits.some((limit) => limit.kind === 'GlobalLoss')) await lockPerson(tx, personKey);
  for (const limit of limits) {
    const scope = limit.kind === 'GlobalLoss' ? { personKey } : { playerId };
    const withBet = await lossesInWindow(tx, scope, limit.period, at);
    if (withBet.used > limit.amount) {
      const before = { ...withBet, used: Math.max(0, withBet.used - amount) };
      throw limitExceeded('LossLimitExceeded', limit, before, currency);
    }
  }
}

/**
 * Whether the limit prompt before the first deposit still stands (decision 0043): never
 * answered, no deposit yet and no limit set. Where it is mandatory only a deposit limit answers
 * it. The protection overview's limitPromptNeeded and the deposit's own check read this, so the
 * cashier shows the prompt exactly when the deposit would be refused.
 */
export async function limitPromptStands(
  db: Queryable,
  playerId: string,
  mandatory: boolean,
): Promise<boolean> {
  const { rows } = await db.query<{ stands: boolean }>(
    `select p.limit_prompt_answered_at is null
       and not exists (select 1 from wallet_transactions t
                       where t.player_id = p.id and t.type = 'Deposit')
       and not exists (select 1 from player_limits l
                       where l.player_id = p.id and l.amount is not null
                         and (not $2::boolean or l.kind = 'Deposit')) as stands
     from players p where p.id = $1`,
    [playerId, mandatory],
  );
  return rows[0]?.stands ?? false;
}

export function depositLimitRequired(): LobbyError {
  return new LobbyError(
    'DepositLimitRequired',
    'Set a deposit limit before your first deposit: it is required here.',
    { details: { kind: 'Deposit' } },
  );
}

/**
 * Refuses a deposit while the mandatory limit prompt stands (the licence's limitPromptMandatory,
 * mga): the browser's prompt is not the only guard. Call in the deposit's transaction with the
 * accounts locked: a limit set concurrently (setLimit locks the same account) is seen or waited
 * for.
 */
export async function guardLimitPrompt(tx: Queryable, playerId: string): Promise<void> {
  const { rows } = await tx.query<{ license: string | null }>(
    'select b.license from players p left join brands b on b.brand = p.brand where p.id = $1',
    [playerId],
  );
  if (!policyFor(rows[0]?.license).limitPromptMandatory) return;
  if (await limitPromptStands(tx, playerId, true)) throw depositLimitRequired();
}

export interface LimitChange {
  playerId: string;
  kind: LimitKind;
  period: LimitPeriod;
  /** Null removes the limit. Minor units or minutes (Session). */
  amount: number | null;
  currency: string | null;
  /** The cooling-off of an increase or a removal. */
  delayMs: number;
  /** isIncreaseDepositLimitBlocked: an increase or a removal is refused (IncreaseBlocked). */
  forbidLoosening?: boolean;
}

export interface ChangeOutcome {
  effect: 'unchanged' | 'applied' | 'pending';
  before: LimitState | null;
  after: LimitState;
  /** When the change was made and when it applies: exact database times, for the audit. */
  requestedAt: string;
  effectiveAt: string;
}

async function lockedRow(
  tx: Queryable,
  playerId: string,
  kind: LimitKind,
  period: LimitPeriod,
  personKey: string,
): Promise<LimitRow | undefined> {
  const { rows } = await tx.query<LimitRow>(
    kind === 'GlobalLoss'
      ? `select ${LIMIT_COLUMNS} from player_limits
         where kind = 'GlobalLoss' and period = $1 and person_key = $2 for update`
      : `select ${LIMIT_COLUMNS} from player_limits
         where player_id = $1 and kind = $3 and period = $2 for update`,
    kind === 'GlobalLoss' ? [period, personKey] : [playerId, period, kind],
  );
  return rows[0];
}

/**
 * Sets, lowers, raises or removes a limit, in `tx` after lockPlayerMoney (and lockPerson for
 * GlobalLoss). A first limit or a decrease applies at once (and drops a pending change); an
 * increase or a removal becomes the pending change, effective after the cooling-off; asking for
 * what is already in force or already pending changes nothing.
 */
export async function changeLimit(tx: Queryable, change: LimitChange): Promise<ChangeOutcome> {
  const now = await preciseNow(tx);
  const at = now.at;
  const personKey = await personKeyOf(tx, change.playerId);
  const row = await lockedRow(tx, change.playerId, change.kind, change.period, personKey);
  const before = row ? stateAt(row, at) : null;
  const current = before?.amount ?? null;
  const state = (amount: number | null, pending: PendingChange | null): LimitState => ({
    kind: change.kind,
    period: change.period,
    amount,
    currency: change.currency,
    pending,
  });
  const write = async (
    amount: number | null,
    pending: { amount: number | null; at: string } | null,
  ) => {
    await tx.query(
      `insert into player_limits (${LIMIT_COLUMNS}, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8::timestamptz, $9::timestamptz, $10, now())
       on conflict (player_id, kind, period) do update set amount = excluded.amount,
         currency = excluded.currency, pending = excluded.pending,
         pending_amount = excluded.pending_amount,
         pending_requested_at = excluded.pending_requested_at,
         pending_effective_at = excluded.pending_effective_at, updated_at = now()`,
      [
        row?.player_id ?? change.playerId,
        change.kind,
        change.period,
        amount,
        change.currency,
        pending !== null,
        pending?.amount ?? null,
        pending ? now.text : null,
        pending?.at ?? null,
        personKey,
      ],
    );
  };
  // Loss limits are checked in the full bet plan: this player's (or person's) bets go there.
  if (change.kind === 'Loss') await requireProtectionChecks(tx, { playerId: change.playerId });
  if (change.kind === 'GlobalLoss') await requireProtectionChecks(tx, { personKey });
  const immediate = { requestedAt: now.text, effectiveAt: now.text };
  const target = change.amount;
  if (target === current && before?.pending === null) {
    return { effect: 'unchanged', before, after: before, ...immediate };
  }
  if (before?.pending && before.pending.amount === target) {
    return { effect: 'unchanged', before, after: before, ...immediate };
  }
  // A first limit or a decrease applies at once; so does going back to what is in force (the
  // pending change is dropped).
  if (target !== null && (current === null || target <= current)) {
    await write(target, null);
    return { effect: 'applied', before, after: state(target, null), ...immediate };
  }
  if (change.forbidLoosening) {
    throw new LobbyError(
      'IncreaseBlocked',
      'Raising or removing this limit is blocked on your account; you can still lower it.',
    );
  }
  // Exactly the cooling-off after the request, computed by the database (no rounding).
  const { rows } = await tx.query<{ at: Date; text: string }>(
    `select e as at, e::text as text
     from (select $1::timestamptz + make_interval(secs => $2::float8 / 1000) as e) d`,
    [now.text, change.delayMs],
  );
  const due = rows[0]!;
  await write(current, { amount: target, at: due.text });
  return {
    effect: 'pending',
    before,
    after: state(current, { amount: target, requestedAt: at, effectiveAt: due.at }),
    requestedAt: now.text,
    effectiveAt: due.text,
  };
}

/** Drops the pending change of a limit (in `tx`, after lockPlayerMoney); false: none pending. */
export async function cancelPendingLimit(
  tx: Queryable,
  playerId: string,
  kind: LimitKind,
  period: LimitPeriod,
): Promise<{ before: LimitState; after: LimitState } | null> {
  const at = await databaseNow(tx);
  const personKey = await personKeyOf(tx, playerId);
  const row = await lockedRow(tx, playerId, kind, period, personKey);
  if (!row) return null;
  const before = stateAt(row, at);
  if (!before.pending) return null;
  await tx.query(
    `update player_limits set pending = false, pending_amount = null, pending_requested_at = null,
       pending_effective_at = null, updated_at = now()
     where player_id = $1 and kind = $2 and period = $3`,
    [row.player_id, kind, period],
  );
  return { before, after: { ...before, pending: null } };
}
