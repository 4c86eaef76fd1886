// Player limits as the protection service offers them (decision 0043): the views with what is
// used and left, setting a limit (a loosening waits out its cooling-off; the ledger enforces the
// limits where money moves), cancelling a pending change, the limit prompt and the operator's
// block on deposit-limit increases. Every change is audited in its own transaction.
import type { Queryable } from '../db/store.ts';
import {
  cancelPendingLimit,
  changeLimit,
  databaseNow,
  depositsInWindow,
  limitStateJson,
  limitsOf,
  lossesInWindow,
  personKeyOf,
  type LimitKind,
  type LimitState,
} from '../ledger/limits/protection-limits.ts';
import { restrictionsOf } from '../ledger/limits/restrictions.ts';
import { dailyPlayOf } from '../players/daily-play.ts';
import { markLimitPromptAnswered } from '../players/players.ts';
import { recordProtectionChange } from '../players/protection-audit.ts';
import {
  LIMIT_PERIODS,
  MONEY_LIMIT_RANGE,
  type LimitPeriod,
  type ProtectionPolicy,
} from '../../machines/protection/policy.ts';
import { error, type Actor, type Caller, type ProtectionContext } from './context.ts';

export interface LimitView extends LimitState {
  used: number;
  remaining: number | null;
  resetsAt: Date | null;
}

export interface SetLimitInput {
  kind: LimitKind;
  period: LimitPeriod;
  amount: number | null;
  currency: string | null;
}

/** The kinds and periods the licence offers, in display order. */
function offered(policy: ProtectionPolicy): { kind: LimitKind; period: LimitPeriod }[] {
  const out: { kind: LimitKind; period: LimitPeriod }[] = [];
  for (const kind of ['Deposit', 'Loss', 'GlobalLoss'] as const) {
    for (const period of policy.moneyLimits[kind]?.periods ?? []) out.push({ kind, period });
  }
  if (policy.sessionLimit) out.push({ kind: 'Session', period: 'Day' });
  return out;
}

export async function limitView(
  db: Queryable,
  c: Caller,
  state: LimitState,
  at: Date,
): Promise<LimitView> {
  let use: { used: number; resetsAt: Date | null };
  if (state.kind === 'Deposit') {
    use = await depositsInWindow(db, c.player.id, state.period, at);
  } else if (state.kind === 'Loss') {
    use = await lossesInWindow(db, { playerId: c.player.id }, state.period, at);
  } else if (state.kind === 'GlobalLoss') {
    use = await lossesInWindow(
      db,
      { personKey: await personKeyOf(db, c.player.id) },
      state.period,
      at,
    );
  } else {
    const play = await dailyPlayOf(db, c.player.id, c.policy.timeZone, at);
    use = { used: Math.floor(play.playedSeconds / 60), resetsAt: play.dayEndsAt };
  }
  return {
    ...state,
    used: use.used,
    remaining: state.amount === null ? null : Math.max(0, state.amount - use.used),
    resetsAt: use.resetsAt,
  };
}

export async function limitViews(
  ctx: ProtectionContext,
  c: Caller,
  at: Date,
): Promise<LimitView[]> {
  const stored = await limitsOf(ctx.store, c.player.id, at);
  const views: LimitView[] = [];
  for (const { kind, period } of offered(c.policy)) {
    const state = stored.find((s) => s.kind === kind && s.period === period) ?? {
      kind,
      period,
      amount: null,
      currency: kind === 'Session' ? null : c.player.currency,
      pending: null,
    };
    views.push(await limitView(ctx.store, c, state, at));
  }
  return views;
}

function checkLimitInput(c: Caller, input: SetLimitInput): void {
  const { kind, period, amount } = input;
  const offeredHere = offered(c.policy).some((o) => o.kind === kind && o.period === period);
  if (!offeredHere) {
    throw error(
      'LimitNotAvailable',
      `A ${period} ${kind} limit is not offered under this licence.`,
      { kind, period },
    );
  }
  if (kind === 'Session') {
    const range = c.policy.sessionLimit!;
    if (
      amount !== null &&
      (!Number.isSafeInteger(amount) || amount < range.minMinutes || amount > range.maxMinutes)
    ) {
      throw error(
        'InvalidLimit',
        `A daily session limit is a whole number of minutes from ${range.minMinutes} to ${range.maxMinutes}.`,
        { min: range.minMinutes, max: range.maxMinutes },
      );
    }
    return;
  }
  if (input.currency !== c.player.currency) {
    throw error(
      'CurrencyNotHeld',
      `Limits are set in the account's currency, ${c.player.currency}.`,
      { currency: c.player.currency },
    );
  }
  if (
    amount !== null &&
    (!Number.isSafeInteger(amount) ||
      amount < MONEY_LIMIT_RANGE.min ||
      amount > MONEY_LIMIT_RANGE.max)
  ) {
    throw error(
      'InvalidLimit',
      'A limit is a whole number of minor units within the allowed range.',
      { min: MONEY_LIMIT_RANGE.min, max: MONEY_LIMIT_RANGE.max },
    );
  }
}

export async function setLimit(
  ctx: ProtectionContext,
  playerId: string,
  input: SetLimitInput,
  actor: Actor = 'player',
): Promise<LimitView> {
  const c = await ctx.caller(playerId);
  checkLimitInput(c, input);
  const blocked =
    input.kind === 'Deposit' &&
    actor === 'player' &&
    (await restrictionsOf(ctx.store, playerId)).increaseDepositLimitBlocked;
  const delayMs = ctx.config.increaseDelayMs ?? c.policy.increaseDelayHours * 3600_000;
  return ctx.withPlayerLocked(
    c,
    async (tx) => {
      const outcome = await changeLimit(tx, {
        playerId,
        kind: input.kind,
        period: input.period,
        amount: input.amount,
        currency: input.kind === 'Session' ? null : c.player.currency,
        delayMs,
        forbidLoosening: blocked,
      });
      if (outcome.effect !== 'unchanged') {
        await recordProtectionChange(tx, {
          playerId,
          actor,
          action:
            outcome.effect === 'pending'
              ? input.amount === null
                ? 'LimitRemovalRequested'
                : 'LimitIncreaseRequested'
              : 'LimitSet',
          kind: input.kind,
          period: input.period,
          oldValue: limitStateJson(outcome.before),
          newValue: limitStateJson(outcome.after),
          requestedAt: outcome.requestedAt,
          effectiveAt: outcome.effectiveAt,
        });
      }
      // Where the prompt is mandatory only a deposit limit answers it.
      const answers =
        input.amount !== null && (input.kind === 'Deposit' || !c.policy.limitPromptMandatory);
      if (answers) await markLimitPromptAnswered(tx, playerId);
      return limitView(tx, c, outcome.after, await databaseNow(tx));
    },
    input.kind === 'GlobalLoss',
  );
}

export async function cancelLimitChange(
  ctx: ProtectionContext,
  playerId: string,
  kind: LimitKind,
  period: LimitPeriod,
): Promise<LimitView> {
  const c = await ctx.caller(playerId);
  if (!LIMIT_PERIODS.includes(period)) throw error('InvalidArgument', 'Unknown period.');
  return ctx.withPlayerLocked(
    c,
    async (tx) => {
      const cancelled = await cancelPendingLimit(tx, playerId, kind, period);
      if (!cancelled) {
        throw error('NoPendingChange', 'This limit has no pending change to cancel.', {
          kind,
          period,
        });
      }
      await recordProtectionChange(tx, {
        playerId,
        actor: 'player',
        action: 'PendingChangeCancelled',
        kind,
        period,
        oldValue: limitStateJson(cancelled.before),
        newValue: limitStateJson(cancelled.after),
        effectiveAt: await databaseNow(tx),
      });
      return limitView(tx, c, cancelled.after, await databaseNow(tx));
    },
    kind === 'GlobalLoss',
  );
}

export async function dismissLimitPrompt(ctx: ProtectionContext, playerId: string): Promise<void> {
  const c = await ctx.caller(playerId);
  if (c.policy.limitPromptMandatory) {
    throw error(
      'LimitPromptMandatory',
      'Set a deposit limit before your first deposit: it is required here.',
    );
  }
  await ctx.store.transaction(async (tx) => {
    if (await markLimitPromptAnswered(tx, playerId)) {
      await recordProtectionChange(tx, {
        playerId,
        actor: 'player',
        action: 'LimitPromptDismissed',
        oldValue: null,
        newValue: null,
        effectiveAt: await databaseNow(tx),
      });
    }
  });
}

export async function setIncreaseBlocked(
  ctx: ProtectionContext,
  playerId: string,
  blocked: boolean,
  actor: Actor,
): Promise<void> {
  await ctx.caller(playerId);
  await ctx.store.transaction(async (tx) => {
    const before = (await restrictionsOf(tx, playerId)).increaseDepositLimitBlocked;
    await tx.query(
      `insert into wallet_restrictions (player_id, increase_deposit_limit_blocked)
         values ($1, $2) on conflict (player_id) do update
           set increase_deposit_limit_blocked = excluded.increase_deposit_limit_blocked`,
      [playerId, blocked],
    );
    if (before !== blocked) {
      await recordProtectionChange(tx, {
        playerId,
        actor,
        action: 'IncreaseDepositLimitBlockSet',
        oldValue: before,
        newValue: blocked,
        effectiveAt: await databaseNow(tx),
      });
    }
  });
}
