// The protection tools' GraphQL side (schema section "Responsible gambling"): the player's
// limits, break, reality check and sessions, the changes they make, and the Player and Customer
// fields of platform-core §3 that read them (realityCheckPeriod, selfExclusionDetails,
// timeouts, marketing suppression during a break, isIncreaseDepositLimitBlocked).
import type { License, Resolvers } from '../graphql/generated/resolvers-types.ts';
import { LobbyError } from '../errors.ts';
import { restrictionsOf } from '../ledger/limits/restrictions.ts';
import type { Queryable } from '../db/store.ts';
import { activeBreakOf, type PlayerBreak } from '../players/breaks.ts';
import { requirePlayer } from '../players/require.ts';
import { protectionChanges } from '../players/protection-audit.ts';
import type { BreakView, CurrentSessionView, LimitView, Overview, Protection } from './service.ts';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

const limitOut = (limit: LimitView) => ({
  kind: limit.kind,
  period: limit.period,
  amount: limit.amount,
  currency: limit.currency,
  pending: limit.pending
    ? {
        amount: limit.pending.amount,
        requestedAt: limit.pending.requestedAt.toISOString(),
        effectiveAt: limit.pending.effectiveAt.toISOString(),
      }
    : null,
  used: limit.used,
  remaining: limit.remaining,
  resetsAt: iso(limit.resetsAt),
});

const breakOut = (value: BreakView) => ({
  kind: value.kind,
  duration: value.duration,
  startedAt: value.startedAt.toISOString(),
  endsAt: iso(value.endsAt),
  liftRequestedAt: iso(value.liftRequestedAt),
  liftsAt: iso(value.liftsAt),
  canRequestLift: value.canRequestLift,
});

const sessionOut = (session: CurrentSessionView) => ({
  ...session,
  startedAt: session.startedAt.toISOString(),
});

const overviewOut = (overview: Overview) => ({
  licence: overview.licence as License,
  limits: overview.limits.map(limitOut),
  realityCheck: overview.realityCheck,
  activeBreak: overview.activeBreak ? breakOut(overview.activeBreak) : null,
  timeoutOptions: overview.timeoutOptions,
  selfExclusionOptions: overview.selfExclusionOptions,
  currentSession: overview.currentSession ? sessionOut(overview.currentSession) : null,
  limitPromptNeeded: overview.limitPromptNeeded,
  limitPromptMandatory: overview.limitPromptMandatory,
});

function boundedFirst(first: number, max: number): number {
  if (!Number.isInteger(first) || first < 1 || first > max) {
    throw new LobbyError('InvalidArgument', `first must be from 1 to ${max}.`);
  }
  return first;
}

/** The break in force of a resolved player, read once however many of its fields ask. */
const breaks = new WeakMap<object, Promise<PlayerBreak | null>>();
function breakOf(parent: { id: string }, store: Queryable): Promise<PlayerBreak | null> {
  let found = breaks.get(parent);
  if (!found) {
    found = activeBreakOf(store, parent.id);
    breaks.set(parent, found);
  }
  return found;
}

export function protectionResolvers(protection: Protection): Resolvers {
  return {
    Viewer: {
      responsibleGaming: async (parent, _args, context) => {
        const viewer = requirePlayer(context);
        return overviewOut(await protection.overview(parent.player.id, viewer.sessionId));
      },
      sessionHistory: async (parent, args) => {
        const sessions = await protection.sessionHistory(
          parent.player.id,
          boundedFirst(args.first, 100),
        );
        return sessions.map((session) => ({
          ...session,
          startedAt: session.startedAt.toISOString(),
          endedAt: iso(session.endedAt),
          endReason: session.endReason as 'LOGOUT' | null,
        }));
      },
      protectionChanges: async (parent, args, context) => {
        const changes = await protectionChanges(
          context.store,
          parent.player.id,
          boundedFirst(args.first, 200),
        );
        return changes.map((change) => ({
          id: change.id,
          actor: change.actor.startsWith('operator') ? 'operator' : change.actor,
          action: change.action,
          kind: change.kind ?? null,
          period: (change.period as 'Day' | null) ?? null,
          oldValue: change.oldValue === null ? null : JSON.stringify(change.oldValue),
          newValue: change.newValue === null ? null : JSON.stringify(change.newValue),
          requestedAt: change.requestedAt.toISOString(),
          effectiveAt: iso(change.effectiveAt),
        }));
      },
    },
    // Four fields of one player read the same break: one read per player and request.
    Player: {
      selfExclusionDetails: async (parent, _args, context) => {
        const found = await breakOf(parent, context.store);
        return found?.kind === 'SelfExclusion' ? { exclusionEndsAt: iso(found.endsAt) } : null;
      },
      timeouts: async (parent, _args, context) => {
        const found = await breakOf(parent, context.store);
        return found?.kind === 'Timeout' ? { timeoutEndsAt: iso(found.endsAt) } : null;
      },
      // No marketing reaches a player on a break (decision 0043).
      marketingPreferences: async (parent, _args, context) => ({
        marketingBlocked: (await breakOf(parent, context.store)) !== null,
      }),
      isSuppressedInAnyCommunicationGroup: async (parent, _args, context) =>
        (await breakOf(parent, context.store)) !== null,
    },
    Customer: {
      isIncreaseDepositLimitBlocked: async (parent, _args, context) =>
        (await restrictionsOf(context.store, parent.id)).increaseDepositLimitBlocked,
    },
    Mutation: {
      setLimit: async (_parent, { input }, context) => {
        const viewer = requirePlayer(context);
        const amount = input.amount ?? null;
        const limit = await protection.setLimit(viewer.playerId, {
          kind: input.kind,
          period: input.period,
          amount,
          currency: input.currency ?? null,
        });
        return limitOut(limit);
      },
      cancelPendingLimit: async (_parent, args, context) => {
        const viewer = requirePlayer(context);
        return limitOut(
          await protection.cancelPendingLimit(viewer.playerId, args.kind, args.period),
        );
      },
      dismissLimitPrompt: async (_parent, _args, context) => {
        const viewer = requirePlayer(context);
        await protection.dismissLimitPrompt(viewer.playerId);
        return overviewOut(await protection.overview(viewer.playerId, viewer.sessionId));
      },
      setRealityCheckPeriod: async (_parent, args, context) => {
        const viewer = requirePlayer(context);
        return protection.setRealityCheckPeriod(viewer.playerId, args.seconds ?? null);
      },
      acknowledgeRealityCheck: async (_parent, args, context) => {
        const viewer = requirePlayer(context);
        await protection.acknowledgeRealityCheck(viewer.playerId, viewer.sessionId, args.index);
        const session = await protection.currentSession(viewer.playerId, viewer.sessionId);
        if (!session) throw new LobbyError('AuthenticationFailure', 'The session has ended.');
        return sessionOut(session);
      },
      startBreak: async (_parent, args, context) => {
        const viewer = requirePlayer(context);
        return breakOut(await protection.startBreak(viewer.playerId, args.kind, args.duration));
      },
      requestBreakLift: async (_parent, _args, context) => {
        const viewer = requirePlayer(context);
        return breakOut(await protection.requestBreakLift(viewer.playerId));
      },
    },
  };
}
