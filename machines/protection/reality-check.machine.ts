// The reality check (mga): every `periodMs` of the session the overlay
// shows time played, wagered, won and net, with Continue and Log out. The ticker is anchored to
// the SERVER's session start, not to when this tab loaded: check n is due at
// startedAt + n·period whatever happened in between, so a reload neither postpones nor repeats a
// check, and a reload long after a check was due shows it at once. Which checks were answered is
// the server's (`realityChecksAcknowledged`): every tab computes the same due time, and when one
// tab answers, the others close their dialog (`rc.acknowledgedElsewhere`), so the player answers
// one dialog, not one per tab. A tab that was away for several periods shows only the latest
// check due, not every one it missed.
//
// Only the dialog is decided here: the game behind keeps running. The calls are the app's
// (`acknowledge`, `logOut`); the session end (sign-out, SessionDestroyed) ends the machine.
// `reportDialog` says when the dialog is due and when it is not any more (the protection
// machine, its parent, opens and closes the page's dialog with it).
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { msUntil } from './timers.ts';

export interface RealityCheckInput {
  /** Epoch ms: the server's session start (CurrentSession.startedAt). */
  startedAt: number;
  /** Null: the player has no reality check. */
  periodMs: number | null;
  /** Checks of this session answered with Continue (CurrentSession.realityChecksAcknowledged). */
  acknowledged: number;
  /** Epoch ms; the app passes Date.now, tests a simulated clock. */
  now: () => number;
}

export interface RealityCheckContext {
  startedAt: number;
  periodMs: number | null;
  acknowledged: number;
  /** The check due or shown, 1-based. */
  index: number;
  now: () => number;
}

export type RealityCheckEvent =
  | { type: 'rc.continue' }
  | { type: 'rc.logOut' }
  /** Another tab answered check `index`. */
  | { type: 'rc.acknowledgedElsewhere'; index: number }
  /** The period changed, or fresh data from the server. */
  | { type: 'rc.configure'; startedAt: number; periodMs: number | null; acknowledged: number }
  | { type: 'rc.sessionEnded' };

type Timing = Pick<RealityCheckContext, 'startedAt' | 'periodMs' | 'acknowledged'>;

/** When the next unanswered check is due (epoch ms); null without a period. */
export function nextCheckAt(timing: Timing): number | null {
  return timing.periodMs === null
    ? null
    : timing.startedAt + (timing.acknowledged + 1) * timing.periodMs;
}

/**
 * The check to show at `now`: the latest one due, and never one already answered (at 2.5
 * periods with one answered: check 2; at 5.5 periods with one answered: check 5).
 */
export function dueIndex(timing: Timing, now: number): number {
  const elapsed =
    timing.periodMs === null ? 0 : Math.floor((now - timing.startedAt) / timing.periodMs);
  return Math.max(timing.acknowledged + 1, elapsed);
}

/** Milliseconds played in this session at `now`. */
export function sessionPlayedMs(context: Pick<RealityCheckContext, 'startedAt'>, now: number) {
  return Math.max(0, now - context.startedAt);
}

export const realityCheckMachine = setup({
  types: {
    context: {} as RealityCheckContext,
    events: {} as RealityCheckEvent,
    input: {} as RealityCheckInput,
  },
  actors: {
    /** acknowledgeRealityCheck(index): the server counts the answer (and tells other tabs). */
    acknowledge: fromPromise<void, { index: number }>(async () => {
      throw new Error('acknowledge is provided by the app');
    }),
    /** Ends the session (Log out in the dialog). */
    logOut: fromPromise<void>(async () => {
      throw new Error('logOut is provided by the app');
    }),
  },
  actions: {
    /** The dialog is due (check `index`) or not any more. */
    reportDialog: (_, _params: { shown: boolean }) => {},
    configure: assign(({ context, event }) => {
      if (event.type !== 'rc.configure') return {};
      // The same session: an answer this tab already counted is not taken back by older data.
      const acknowledged =
        event.startedAt === context.startedAt
          ? Math.max(context.acknowledged, event.acknowledged)
          : event.acknowledged;
      return { startedAt: event.startedAt, periodMs: event.periodMs, acknowledged };
    }),
    showDueCheck: assign(({ context }) => ({ index: dueIndex(context, context.now()) })),
    awaitNextCheck: assign(({ context }) => ({ index: context.acknowledged + 1 })),
    adoptElsewhere: assign(({ event }) =>
      event.type === 'rc.acknowledgedElsewhere' ? { acknowledged: event.index } : {},
    ),
  },
  guards: {
    off: ({ context }) => context.periodMs === null,
    checkDueNow: ({ context }) => {
      const at = nextCheckAt(context);
      return at !== null && at <= context.now();
    },
    answersThisCheck: ({ context, event }) =>
      event.type === 'rc.acknowledgedElsewhere' && event.index >= context.index,
  },
  delays: {
    /** Until startedAt + (acknowledged + 1)·period on the app's clock. */
    nextCheck: ({ context }) => {
      const at = nextCheckAt(context);
      return at === null ? 0 : msUntil(at, context.now());
    },
  },
}).createMachine({
  id: 'realityCheck',
  context: ({ input }) => ({
    startedAt: input.startedAt,
    periodMs: input.periodMs,
    acknowledged: input.acknowledged,
    index: input.acknowledged + 1,
    now: input.now,
  }),
  initial: 'routing',
  on: {
    'rc.sessionEnded': '.ended',
    'rc.configure': { target: '.routing', actions: 'configure' },
  },
  states: {
    /** Transient: off without a period, else waiting (which may find a check already due). */
    routing: {
      always: [{ guard: 'off', target: 'off' }, { target: 'waiting' }],
    },
    off: { entry: { type: 'reportDialog', params: { shown: false } } },
    waiting: {
      entry: ['awaitNextCheck', { type: 'reportDialog', params: { shown: false } }],
      // After a reload, or a period shortened: a check already due shows at once.
      always: { guard: 'checkDueNow', target: 'due', actions: 'showDueCheck' },
      after: {
        nextCheck: { target: 'due', actions: 'showDueCheck' },
      },
      on: {
        'rc.acknowledgedElsewhere': {
          guard: 'answersThisCheck',
          target: 'waiting',
          reenter: true,
          actions: 'adoptElsewhere',
        },
      },
    },
    /** The overlay shows check `index` (also while Continue or Log out runs). */
    due: {
      entry: { type: 'reportDialog', params: { shown: true } },
      on: {
        'rc.continue': 'acknowledging',
        'rc.logOut': 'loggingOut',
        'rc.acknowledgedElsewhere': {
          guard: 'answersThisCheck',
          target: 'waiting',
          actions: 'adoptElsewhere',
        },
      },
    },
    acknowledging: {
      invoke: {
        id: 'acknowledge',
        src: 'acknowledge',
        input: ({ context }) => ({ index: context.index }),
        onDone: {
          target: 'waiting',
          actions: assign(({ context }) => ({ acknowledged: context.index })),
        },
        // The dialog stays: Continue again.
        onError: 'due',
      },
      on: {
        'rc.acknowledgedElsewhere': {
          guard: 'answersThisCheck',
          target: 'waiting',
          actions: 'adoptElsewhere',
        },
      },
    },
    loggingOut: {
      on: { 'rc.configure': {} },
      invoke: {
        id: 'logOut',
        src: 'logOut',
        onDone: 'ended',
        // Still signed in: the dialog stays.
        onError: 'due',
      },
    },
    ended: { type: 'final', entry: { type: 'reportDialog', params: { shown: false } } },
  },
});

export type RealityCheckSnapshot = SnapshotFrom<typeof realityCheckMachine>;
