// The player-protection service (decision 0043), composed of its parts: limits and the limit
// prompt (limits.ts), the reality check (reality-check.ts), time-outs and self-exclusion
// (breaks.ts), the session figures, history and the daily session limit's sweep (sessions.ts),
// on what they share (context.ts). What a licence offers comes from machines/protection/policy.ts;
// where money moves, the limits are enforced by the ledger (server/ledger/limits/) in the money's
// own transaction. Every change is written to the append-only audit in the change's transaction.
import { limitPromptStands, databaseNow } from '../ledger/limits/protection-limits.ts';
import { breakOf, isInForce } from '../players/breaks.ts';
import type { BreakDuration, BreakKind, LimitPeriod } from '../../machines/protection/policy.ts';
import type { LimitKind } from '../ledger/limits/protection-limits.ts';
import { requestBreakLift, startBreak } from './breaks.ts';
import {
  breakView,
  protectionContext,
  type Actor,
  type BreakView,
  type ProtectionContext,
  type ProtectionDeps,
} from './context.ts';
import {
  cancelLimitChange,
  dismissLimitPrompt,
  limitViews,
  setIncreaseBlocked,
  setLimit,
  type LimitView,
  type SetLimitInput,
} from './limits.ts';
import { acknowledgeRealityCheck, setRealityCheckPeriod } from './reality-check.ts';
import {
  sessionHistory,
  sessionView,
  sweepSessionLimits,
  type CurrentSessionView,
  type SessionRecordView,
} from './sessions.ts';

export type { ProtectionConfig, ProtectionDeps, Actor, BreakView } from './context.ts';
export type { LimitView, SetLimitInput } from './limits.ts';
export type { CurrentSessionView, SessionRecordView } from './sessions.ts';

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

export async function overview(
  ctx: ProtectionContext,
  playerId: string,
  sessionId: string | null,
): Promise<Overview> {
  const c = await ctx.caller(playerId);
  const at = await databaseNow(ctx.store);
  const found = await breakOf(ctx.store, playerId);
  // The prompt stands before the first deposit, until answered or a limit is set; where it is
  // mandatory the deposit is refused while it stands (the same reading).
  const promptStands = await limitPromptStands(ctx.store, playerId, c.policy.limitPromptMandatory);
  return {
    licence: c.licence,
    limits: await limitViews(ctx, c, at),
    realityCheck: c.policy.realityCheckMinutes
      ? {
          periodSeconds: c.player.realityCheckSeconds,
          optionsSeconds: ctx.realityCheckOptions(c.licence),
        }
      : null,
    activeBreak: found && isInForce(found, at) ? breakView(found, at) : null,
    timeoutOptions: [...c.policy.timeouts],
    selfExclusionOptions: [...(c.policy.selfExclusions ?? [])],
    currentSession: sessionId ? await sessionView(ctx, c, sessionId) : null,
    limitPromptNeeded: promptStands,
    limitPromptMandatory: c.policy.limitPromptMandatory,
  };
}

export function createProtection(deps: ProtectionDeps): Protection {
  const ctx = protectionContext(deps);
  return {
    realityCheckOptions: ctx.realityCheckOptions,
    overview: (playerId, sessionId) => overview(ctx, playerId, sessionId),
    currentSession: async (playerId, sessionId) =>
      sessionView(ctx, await ctx.caller(playerId), sessionId),
    setLimit: (playerId, input, actor) => setLimit(ctx, playerId, input, actor),
    cancelPendingLimit: (playerId, kind, period) => cancelLimitChange(ctx, playerId, kind, period),
    dismissLimitPrompt: (playerId) => dismissLimitPrompt(ctx, playerId),
    setRealityCheckPeriod: (playerId, seconds) => setRealityCheckPeriod(ctx, playerId, seconds),
    acknowledgeRealityCheck: (playerId, sessionId, index) =>
      acknowledgeRealityCheck(ctx, playerId, sessionId, index),
    startBreak: (playerId, kind, duration) => startBreak(ctx, playerId, kind, duration),
    requestBreakLift: (playerId) => requestBreakLift(ctx, playerId),
    sessionHistory: (playerId, first) => sessionHistory(ctx, playerId, first),
    sweepSessionLimits: () => sweepSessionLimits(ctx),
    setIncreaseBlocked: (playerId, blocked, actor) =>
      setIncreaseBlocked(ctx, playerId, blocked, actor),
  };
}
