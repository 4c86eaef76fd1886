// The player-protection service (decision 0043): limits and their cooling-off, the
// limit prompt, the reality-check period and its answers, time-outs and self-exclusion, the
// session history and the daily session limit's sweep. What a licence offers comes from
// machines/protection/policy.ts; where money moves, the limits are enforced by the
// ledger (server/ledger/limits/protection-limits.ts) in the money's own transaction. Every change is
// written to the append-only audit in the change's transaction.
import type { BrandTime } from '../clock.ts';
import type { Store, Queryable } from '../db/store.ts';
import { LobbyError } from '../errors.ts';
import { playerAccount, type AccountDirectory } from '../ledger/journal/accounts.ts';
import {
  cancelPendingLimit,
  changeLimit,
  databaseNow,
  depositsInWindow,
  limitPromptStands,
  limitsOf,
  lockPersonMoney,
  lockPlayerMoney,
  lossesInWindow,
  personKeyOf,
  limitStateJson,
  requireProtectionChecks,
  type LimitKind,
  type LimitState,
} from '../ledger/limits/protection-limits.ts';
import { restrictionsOf } from '../ledger/limits/restrictions.ts';
import { brandLicence } from '../brands/brand-repository.ts';
import { breakOf, isInForce, type PlayerBreak } from '../players/breaks.ts';
import { COUNTED_END_SQL, dailyPlayOf } from '../players/daily-play.ts';
import { findPlayerById, markLimitPromptAnswered, type PlayerRecord } from '../players/players.ts';
import type { SessionEnder } from '../players/session-ender.ts';
import {
  BREAK_DURATIONS,
  breakEndsAt,
  LIMIT_PERIODS,
  MONEY_LIMIT_RANGE,
  policyFor,
  type BreakDuration,
  type BreakKind,
  type LimitPeriod,
  type ProtectionPolicy,
} from '../../machines/protection/policy.ts';
import { recordProtectionChange } from '../players/protection-audit.ts';

export interface ProtectionConfig {
  /** Development stand-in: an extra reality-check period of this many seconds (e2e tests). */
  devRealityCheckSeconds: number | null;
  /** Tests only: the cooling-off of increases instead of the licence's hours. */
  increaseDelayMs: number | null;
}

export interface ProtectionDeps {
  store: Store;
  accounts: AccountDirectory;
  sessions: SessionEnder;
  config?: Partial<ProtectionConfig>;
  /** The brands' time (server/clock.ts): the clock stand-in makes a reality check come due. */
  time?: BrandTime;
}

export interface LimitView extends LimitState {
  used: number;
  remaining: number | null;
  resetsAt: Date | null;
}

export interface BreakView extends PlayerBreak {
  canRequestLift: boolean;
}

export interface CurrentSessionView {
  id: string;
  startedAt: Date;
  currency: string;
  wagered: number;
  won: number;
  net: number;
  realityChecksAcknowledged: number;
  playedTodaySeconds: number;
}

export interface Overview {
  licence: string;
  limits: LimitView[];
  realityCheck: { periodSeconds: number | null; optionsSeconds: number[] } | null;
  activeBreak: BreakView | null;
  timeoutOptions: BreakDuration[];
  selfExclusionOptions: BreakDuration[];
  currentSession: CurrentSessionView | null;
  limitPromptNeeded: boolean;
  limitPromptMandatory: boolean;
}

export interface SessionRecordView {
  id: string;
  startedAt: Date;
  endedAt: Date | null;
  durationSeconds: number;
  currency: string;
  wagered: number;
  won: number;
  net: number;
  endReason: string | null;
  method: string;
}

export interface SetLimitInput {
  kind: LimitKind;
  period: LimitPeriod;
  amount: number | null;
  currency: string | null;
}

/** Who asks: the player themself, or an operator through the operator API. */
export type Actor = 'player' | `operator:${string}`;

const error = (type: string, message: string, details?: Record<string, unknown>) =>
  new LobbyError(type, message, details ? { details } : {});

interface Caller {
  player: PlayerRecord;
  licence: string;
  policy: ProtectionPolicy;
}

export interface Protection {
  overview(playerId: string, sessionId: string | null): Promise<Overview>;
  setLimit(playerId: string, input: SetLimitInput, actor?: Actor): Promise<LimitView>;
  cancelPendingLimit(playerId: string, kind: LimitKind, period: LimitPeriod): Promise<LimitView>;
  dismissLimitPrompt(playerId: string): Promise<void>;
  setRealityCheckPeriod(
    playerId: string,
    seconds: number | null,
  ): Promise<{ periodSeconds: number | null; optionsSeconds: number[] }>;
  acknowledgeRealityCheck(playerId: string, sessionId: string, index: number): Promise<void>;
  startBreak(playerId: string, kind: BreakKind, duration: BreakDuration): Promise<BreakView>;
  requestBreakLift(playerId: string): Promise<BreakView>;
  sessionHistory(playerId: string, first: number): Promise<SessionRecordView[]>;
  currentSession(playerId: string, sessionId: string): Promise<CurrentSessionView | null>;
  /** Ends the live sessions whose player used up today's session limit; returns how many. */
  sweepSessionLimits(): Promise<number>;
  /** Operator: sets isIncreaseDepositLimitBlocked. */
  setIncreaseBlocked(playerId: string, blocked: boolean, actor: Actor): Promise<void>;
  realityCheckOptions(licence: string): number[];
}

/** A break's view: whether the player may ask to lift it now. */
function breakView(value: PlayerBreak, at: Date): BreakView {
  return {
    ...value,
    canRequestLift:
      value.kind === 'SelfExclusion' &&
      value.endsAt !== null &&
      value.endsAt <= at &&
      value.liftRequestedAt === null,
  };
}

export function createProtection(deps: ProtectionDeps): Protection {
  const { store } = deps;
  const config: ProtectionConfig = {
    devRealityCheckSeconds: null,
    increaseDelayMs: null,
    ...deps.config,
  };

  async function caller(playerId: string): Promise<Caller> {
    const player = await findPlayerById(store, playerId);
    if (!player) throw error('InvalidArgument', 'There is no such player.');
    const licence = (await brandLicence(store, player.brand)) ?? 'cos';
    return { player, licence, policy: policyFor(licence) };
  }

  async function realAccountId(player: PlayerRecord): Promise<number> {
    const [id] = await deps.accounts.ids(store, [
      playerAccount(player.id, 'real', player.currency),
    ]);
    return id!;
  }

  function realityCheckOptions(licence: string): number[] {
    const minutes = policyFor(licence).realityCheckMinutes;
    if (!minutes) return [];
    const options = minutes.map((m) => m * 60);
    const dev = config.devRealityCheckSeconds;
    return dev && !options.includes(dev) ? [dev, ...options] : options;
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

  async function limitView(
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

  async function limitViews(c: Caller, at: Date): Promise<LimitView[]> {
    const stored = await limitsOf(store, c.player.id, at);
    const views: LimitView[] = [];
    for (const { kind, period } of offered(c.policy)) {
      const state = stored.find((s) => s.kind === kind && s.period === period) ?? {
        kind,
        period,
        amount: null,
        currency: kind === 'Session' ? null : c.player.currency,
        pending: null,
      };
      views.push(await limitView(store, c, state, at));
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

  async function sessionView(c: Caller, sessionId: string): Promise<CurrentSessionView | null> {
    const playerId = c.player.id;
    const { rows } = await store.query<{
      id: string;
      created_at: Date;
      acknowledged: number;
      wagered: number;
      won: number;
    }>(
      `select s.id, s.created_at, s.reality_checks_acknowledged as acknowledged,
         coalesce(r.wagered, 0) as wagered, coalesce(r.won, 0) as won
       from player_sessions s
       left join lateral (
         select sum(bet) as wagered, sum(win) as won from game_rounds
         where player_id = s.player_id and status <> 'rolledBack' and created_at >= s.created_at
       ) r on true
       where s.id = $1 and s.player_id = $2 and s.ended_at is null`,
      [sessionId, playerId],
    );
    const row = rows[0];
    if (!row) return null;
    const play = await dailyPlayOf(store, playerId, c.policy.timeZone);
    const wagered = Number(row.wagered);
    const won = Number(row.won);
    return {
      id: row.id,
      startedAt: row.created_at,
      currency: c.player.currency,
      wagered,
      won,
      net: won - wagered,
      realityChecksAcknowledged: row.acknowledged,
      playedTodaySeconds: play.playedSeconds,
    };
  }

  /** Runs a change with the player's money locked, so it is ordered with deposits and bets. */
  async function withPlayerLocked<T>(
    c: Caller,
    fn: (tx: Queryable) => Promise<T>,
    person = false,
  ): Promise<T> {
    const real = await realAccountId(c.player);
    return store.transaction(async (tx) => {
      // A person's lock takes every account of the person, this one included, in id order.
      if (person) await lockPersonMoney(tx, await personKeyOf(tx, c.player.id));
      else await lockPlayerMoney(tx, real);
      return fn(tx);
    });
  }

  const protection: Protection = {
    realityCheckOptions,
    currentSession: async (playerId, sessionId) => sessionView(await caller(playerId), sessionId),

    async overview(playerId, sessionId) {
      const c = await caller(playerId);
      const at = await databaseNow(store);
      const found = await breakOf(store, playerId);
      // The prompt stands before the first deposit, until answered or a limit is set; where it is
      // mandatory the deposit is refused while it stands (the same reading).
      const promptStands = await limitPromptStands(store, playerId, c.policy.limitPromptMandatory);
      return {
        licence: c.licence,
        limits: await limitViews(c, at),
        realityCheck: c.policy.realityCheckMinutes
          ? {
              periodSeconds: c.player.realityCheckSeconds,
              optionsSeconds: realityCheckOptions(c.licence),
            }
          : null,
        activeBreak: found && isInForce(found, at) ? breakView(found, at) : null,
        timeoutOptions: [...c.policy.timeouts],
        selfExclusionOptions: [...(c.policy.selfExclusions ?? [])],
        currentSession: sessionId ? await sessionView(c, sessionId) : null,
        limitPromptNeeded: promptStands,
        limitPromptMandatory: c.policy.limitPromptMandatory,
      };
    },

    async setLimit(playerId, input, actor = 'player') {
      const c = await caller(playerId);
      checkLimitInput(c, input);
      const blocked =
        input.kind === 'Deposit' &&
        actor === 'player' &&
        (await restrictionsOf(store, playerId)).increaseDepositLimitBlocked;
      const delayMs = config.increaseDelayMs ?? c.policy.increaseDelayHours * 3600_000;
      return withPlayerLocked(
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
    },

    async cancelPendingLimit(playerId, kind, period) {
      const c = await caller(playerId);
      if (!LIMIT_PERIODS.includes(period)) throw error('InvalidArgument', 'Unknown period.');
      return withPlayerLocked(
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
    },

    async dismissLimitPrompt(playerId) {
      const c = await caller(playerId);
      if (c.policy.limitPromptMandatory) {
        throw error(
          'LimitPromptMandatory',
          'Set a deposit limit before your first deposit: it is required here.',
        );
      }
      await store.transaction(async (tx) => {
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
    },

    async setRealityCheckPeriod(playerId, seconds) {
      const c = await caller(playerId);
      const options = realityCheckOptions(c.licence);
      if (options.length === 0) {
        throw error('LimitNotAvailable', 'This licence has no reality check.');
      }
      if (seconds !== null && !options.includes(seconds)) {
        throw error('InvalidRealityCheckPeriod', 'Choose one of the offered periods.', {
          options,
        });
      }
      await store.transaction(async (tx) => {
        const { rows } = await tx.query<{ old: number | null }>(
          'select reality_check_seconds as old from players where id = $1 for update',
          [playerId],
        );
        const old = rows[0]?.old ?? null;
        await tx.query('update players set reality_check_seconds = $2 where id = $1', [
          playerId,
          seconds,
        ]);
        if (old !== seconds) {
          await recordProtectionChange(tx, {
            playerId,
            actor: 'player',
            action: 'RealityCheckPeriodSet',
            oldValue: old,
            newValue: seconds,
            effectiveAt: await databaseNow(tx),
          });
        }
      });
      return { periodSeconds: seconds, optionsSeconds: options };
    },

    async acknowledgeRealityCheck(playerId, sessionId, index) {
      const c = await caller(playerId);
      // The database's time, moved by the brand's offset where the clock stand-in moved it.
      const offsetMs = deps.time?.offsets()[c.player.brand] ?? 0;
      const { rows } = await store.query<{ reality: number | null; elapsed: number }>(
        `select p.reality_check_seconds as reality,
           extract(epoch from now() + $3 * interval '1 millisecond' - s.created_at)::float8
             as elapsed
         from player_sessions s join players p on p.id = s.player_id
         where s.id = $1 and s.player_id = $2 and s.ended_at is null`,
        [sessionId, playerId, offsetMs],
      );
      const row = rows[0];
      if (!row || !c.policy.realityCheckMinutes || row.reality === null) {
        throw error('NoRealityCheck', 'No reality check runs on this session.');
      }
      // Only a check that has come due can be answered (a client clock cannot run ahead).
      const due = Math.floor(Number(row.elapsed) / row.reality);
      if (!Number.isSafeInteger(index) || index < 1 || index > due) {
        throw error('InvalidArgument', `Reality check ${index} is not due yet.`, { due });
      }
      await store.query(
        `update player_sessions set reality_checks_acknowledged =
           greatest(reality_checks_acknowledged, $2) where id = $1`,
        [sessionId, index],
      );
    },

    async startBreak(playerId, kind, duration) {
      const c = await caller(playerId);
      const options = kind === 'Timeout' ? c.policy.timeouts : (c.policy.selfExclusions ?? []);
      if (!BREAK_DURATIONS.includes(duration) || !options.includes(duration)) {
        throw error(
          'BreakNotAvailable',
          kind === 'SelfExclusion' && options.length === 0
            ? 'Self-exclusion is not offered under this licence.'
            : `Choose one of: ${options.join(', ')}.`,
          { options: [...options] },
        );
      }
      const result = await withPlayerLocked(c, async (tx) => {
        const at = await databaseNow(tx);
        const endsAtMs = breakEndsAt(duration, at.getTime());
        const endsAt = endsAtMs === null ? null : new Date(endsAtMs);
        const existing = await breakOf(tx, playerId);
        const running = existing && isInForce(existing, at) ? existing : null;
        if (running) {
          // Never shorter, and a self-exclusion is never turned into a time-out (which would
          // lift by itself).
          const shorter =
            running.endsAt === null ||
            (endsAt !== null && endsAt < running.endsAt) ||
            (running.kind === 'SelfExclusion' && kind === 'Timeout');
          if (shorter) {
            throw error(
              'BreakCannotBeShortened',
              'A running break can only be made longer, and a self-exclusion cannot become a time-out.',
              { endsAt: running.endsAt?.toISOString() ?? null, kind: running.kind },
            );
          }
        }
        // Bets check breaks in the full bet plan: this player's bets go there from now on.
        await requireProtectionChecks(tx, { playerId });
        await tx.query(
          `insert into player_breaks (player_id, kind, duration, started_at, ends_at,
             lift_requested_at, lifts_at)
           values ($1, $2, $3, $4, $5, null, null)
           on conflict (player_id) do update set kind = excluded.kind,
             duration = excluded.duration, started_at = excluded.started_at,
             ends_at = excluded.ends_at, lift_requested_at = null, lifts_at = null`,
          [playerId, kind, duration, at, endsAt],
        );
        await recordProtectionChange(tx, {
          playerId,
          actor: 'player',
          action: running ? 'BreakExtended' : 'BreakStarted',
          kind,
          oldValue: running
            ? { kind: running.kind, endsAt: running.endsAt?.toISOString() ?? null }
            : null,
          newValue: { kind, duration, endsAt: endsAt?.toISOString() ?? null },
          effectiveAt: at,
        });
        const started: PlayerBreak = {
          kind,
          duration,
          startedAt: at,
          endsAt,
          liftRequestedAt: null,
          liftsAt: null,
        };
        return breakView(started, at);
      });
      // After the commit: every session ends, live (sessionDestroyed on every process).
      await deps.sessions.endAllOf(playerId, kind === 'Timeout' ? 'TIMEOUT' : 'SELF_EXCLUSION');
      return result;
    },

    async requestBreakLift(playerId) {
      const c = await caller(playerId);
      return withPlayerLocked(c, async (tx) => {
        const at = await databaseNow(tx);
        const existing = await breakOf(tx, playerId);
        if (!existing || !isInForce(existing, at) || existing.kind !== 'SelfExclusion') {
          throw error('NoBreak', 'There is no self-exclusion to lift.');
        }
        if (existing.endsAt === null || existing.endsAt > at) {
          throw error('BreakNotEnded', 'A self-exclusion can only be lifted after it has ended.', {
            endsAt: existing.endsAt?.toISOString() ?? null,
          });
        }
        if (existing.liftRequestedAt !== null) return breakView(existing, at);
        const liftsAt = new Date(at.getTime() + c.policy.exclusionLiftDelayHours * 3600_000);
        await tx.query(
          'update player_breaks set lift_requested_at = $2, lifts_at = $3 where player_id = $1',
          [playerId, at, liftsAt],
        );
        await recordProtectionChange(tx, {
          playerId,
          actor: 'player',
          action: 'BreakLiftRequested',
          kind: existing.kind,
          oldValue: { endsAt: existing.endsAt.toISOString() },
          newValue: { liftsAt: liftsAt.toISOString() },
          effectiveAt: liftsAt,
        });
        return breakView({ ...existing, liftRequestedAt: at, liftsAt }, at);
      });
    },

    async sessionHistory(playerId, first) {
      const c = await caller(playerId);
      const { rows } = await store.query<{
        id: string;
        created_at: Date;
        ended_at: Date | null;
        seconds: number;
        end_reason: string | null;
        method: string;
        wagered: number;
        won: number;
      }>(
        `select s.id, s.created_at, s.ended_at, s.end_reason, s.method,
           greatest(0, extract(epoch from ${COUNTED_END_SQL} - s.created_at))::float8 as seconds,
           coalesce(r.wagered, 0) as wagered, coalesce(r.won, 0) as won
         from player_sessions s
         left join lateral (
           select sum(bet) as wagered, sum(win) as won from game_rounds g
           where g.player_id = s.player_id and g.status <> 'rolledBack'
             and g.created_at >= s.created_at and g.created_at < coalesce(s.ended_at, now())
         ) r on true
         where s.player_id = $1 order by s.created_at desc limit $2`,
        [playerId, first],
      );
      return rows.map((row) => ({
        id: row.id,
        startedAt: row.created_at,
        endedAt: row.ended_at,
        durationSeconds: Math.floor(Number(row.seconds)),
        currency: c.player.currency,
        wagered: Number(row.wagered),
        won: Number(row.won),
        net: Number(row.won) - Number(row.wagered),
        endReason: row.end_reason,
        method: row.method,
      }));
    },

    async sweepSessionLimits() {
      const { rows } = await store.query<{ player_id: string; license: string }>(
        `select distinct s.player_id, b.license from player_sessions s
         join players p on p.id = s.player_id join brands b on b.brand = p.brand
         where s.ended_at is null
           and exists (select 1 from player_limits l where l.player_id = s.player_id
             and l.kind = 'Session')`,
      );
      let ended = 0;
      for (const row of rows) {
        const play = await dailyPlayOf(store, row.player_id, policyFor(row.license).timeZone);
        if (play.limitSeconds !== null && play.playedSeconds >= play.limitSeconds) {
          await deps.sessions.endAllOf(row.player_id, 'SESSION_LIMIT');
          ended += 1;
        }
      }
      return ended;
    },

    async setIncreaseBlocked(playerId, blocked, actor) {
      await caller(playerId);
      await store.transaction(async (tx) => {
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
    },
  };
  return protection;
}
