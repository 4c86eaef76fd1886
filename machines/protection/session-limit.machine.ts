// The daily session limit on the client (sessionLimits: mga). The server counts the
// play time and ends the session when the limit is reached (SessionDestroyed SESSION_LIMIT);
// this machine only tells the player in time: a notice five minutes before ("x minutes left"),
// then "the limit is reached". The count starts from what the server said at load
// (playedSeconds today, every session of the day) and runs on the app's clock from then. If the
// server's end of the session does not arrive (a lost socket), the client logs out 30 s after
// the limit as a backstop.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { msUntil } from './timers.ts';

/** The notice shows when this much play time is left. */
export const SESSION_LIMIT_WARNING_SECONDS = 5 * 60;
/** The backstop: after the limit is reached, the client logs out itself this much later. */
export const SESSION_LIMIT_GRACE_MS = 30_000;

export interface SessionLimitInput {
  /** Today's limit; null: none. */
  limitSeconds: number | null;
  /** Played today at load (CurrentSession.playedTodaySeconds). */
  playedSeconds: number;
  /** Epoch ms; the app passes Date.now, tests a simulated clock. */
  now: () => number;
}

export interface SessionLimitContext {
  limitSeconds: number | null;
  playedSeconds: number;
  /** Epoch ms when playedSeconds was read. */
  loadedAt: number;
  now: () => number;
}

export type SessionLimitEvent =
  | { type: 'sl.configure'; limitSeconds: number | null; playedSeconds: number }
  | { type: 'sl.sessionEnded' };

type Count = Pick<SessionLimitContext, 'limitSeconds' | 'playedSeconds' | 'loadedAt'>;

/** Play time left today at `now`, seconds (never negative); null without a limit. */
export function secondsLeft(context: Count, now: number): number | null {
  if (context.limitSeconds === null) return null;
  const played = context.playedSeconds + Math.max(0, now - context.loadedAt) / 1000;
  return Math.max(0, context.limitSeconds - played);
}

/** Epoch ms when the limit is reached; null without a limit. */
export function reachedAt(context: Count): number | null {
  return context.limitSeconds === null
    ? null
    : context.loadedAt + (context.limitSeconds - context.playedSeconds) * 1000;
}

const left = (context: SessionLimitContext) => secondsLeft(context, context.now()) ?? Infinity;

export const sessionLimitMachine = setup({
  types: {
    context: {} as SessionLimitContext,
    events: {} as SessionLimitEvent,
    input: {} as SessionLimitInput,
  },
  actors: {
    /** Ends the session when the server did not. */
    logOut: fromPromise<void>(async () => {
      throw new Error('logOut is provided by the app');
    }),
  },
  guards: {
    unlimited: ({ context }) => context.limitSeconds === null,
    reached: ({ context }) => left(context) <= 0,
    withinWarning: ({ context }) => left(context) <= SESSION_LIMIT_WARNING_SECONDS,
  },
  delays: {
    /** Until SESSION_LIMIT_WARNING_SECONDS are left. */
    warnAt: ({ context }) =>
      msUntil((reachedAt(context) ?? 0) - SESSION_LIMIT_WARNING_SECONDS * 1000, context.now()),
    /** Until nothing is left. */
    reachAt: ({ context }) => msUntil(reachedAt(context) ?? 0, context.now()),
    graceAfterReach: SESSION_LIMIT_GRACE_MS,
  },
}).createMachine({
  id: 'sessionLimit',
  context: ({ input }) => ({
    limitSeconds: input.limitSeconds,
    playedSeconds: input.playedSeconds,
    loadedAt: input.now(),
    now: input.now,
  }),
  initial: 'routing',
  on: {
    'sl.sessionEnded': '.ended',
    'sl.configure': {
      target: '.routing',
      actions: assign(({ context, event }) => ({
        limitSeconds: event.limitSeconds,
        playedSeconds: event.playedSeconds,
        loadedAt: context.now(),
      })),
    },
  },
  states: {
    /** Transient: the state that fits the time left now. */
    routing: {
      always: [
        { guard: 'unlimited', target: 'unlimited' },
        { guard: 'reached', target: 'reached' },
        { guard: 'withinWarning', target: 'warning' },
        { target: 'counting' },
      ],
    },
    unlimited: {},
    counting: {
      after: { warnAt: 'warning' },
    },
    /** The notice: "x minutes left" (secondsLeft). */
    warning: {
      after: { reachAt: 'reached' },
    },
    /** The notice says the limit is reached; the server ends the session. */
    reached: {
      after: { graceAfterReach: 'loggingOut' },
    },
    loggingOut: {
      on: { 'sl.configure': {} },
      invoke: {
        id: 'logOut',
        src: 'logOut',
        onDone: 'ended',
        // Try again after the grace period.
        onError: 'reached',
      },
    },
    ended: { type: 'final' },
  },
});

export type SessionLimitSnapshot = SnapshotFrom<typeof sessionLimitMachine>;
