// The player's session (platform-core §4 "Player status", "Session end").
//
// - `loading`: the named actor `restoreSession` reads what storage holds (custom tokens or the
//   identity provider's user) and asks the server who that is (GetPlayerInfo). It returns the
//   session, or null for a visitor; a failure counts as a visitor.
// - `loggedIn`: player data present and a refreshable token (LOGGED_IN). `session.signedIn`
//   from either sign-in path enters it; `session.playerUpdated` applies PlayerUpdated. Entering
//   it schedules the token refresh (`scheduleTokenRefresh`). The player's actors are the lobby's
//   (machines/lobby): it runs them while this machine is in `loggedIn`.
// - `loggingOut`: `endSession` tells the server (Logout mutation / identity-provider
//   end-session), best effort: a session that was already ended elsewhere cannot be ended twice.
//   Then `clearStoredSession` removes access token, refresh token, keycloak token and reality
//   check, and `redirectAfterLogout` navigates with the reason (logout-redirect.ts).
// - `loggedOut`: a visitor (LOGGED_OUT); entering it clears the token schedule
//   (`clearTokenRefresh`).
//
// Why a session ends (platform-core §4, §8): the player signing out (no reason),
// SESSION_EXPIRED, JWT_EXPIRED (token-refresh failures), LOGGED_IN_FROM_ANOTHER_DEVICE (the
// SessionDestroyed subscription or the session_destroyed_error message for this session), and
// for responsible gambling SESSION_LIMIT (the daily session limit ran out), TIMEOUT
// and SELF_EXCLUSION (the player started a break, in this tab or anywhere else), and
// ACCOUNT_CLOSED (the operator closed the account).
//
// A player on a break (time-out or self-exclusion) may still sign in, into a
// restricted state that only allows a withdrawal: `player.restriction` says so, read at sign-in
// with the player and kept up to date by `session.restrictionUpdated` (a lift was asked for).
// While signed in, `loggedIn.breakEnd` waits for the moment the break changes by itself (a
// time-out's end, a requested lift; named delay `breakEnd`, a second after it) and reads it
// again (`readRestriction`; a failed read is tried again a minute later). `isRestricted` is what
// the shell asks.
import { assign, fromPromise, setup } from 'xstate';
import { msUntil } from '../protection/timers.ts';
import type { SnapshotFrom } from 'xstate';

export const LOGOUT_REASONS = [
  'SESSION_EXPIRED',
  'JWT_EXPIRED',
  'LOGGED_IN_FROM_ANOTHER_DEVICE',
  'SESSION_LIMIT',
  'TIMEOUT',
  'SELF_EXCLUSION',
  'ACCOUNT_CLOSED',
] as const;
export type LogoutReason = (typeof LOGOUT_REASONS)[number];

export const isLogoutReason = (value: unknown): value is LogoutReason =>
  (LOGOUT_REASONS as readonly unknown[]).includes(value);

/** The two sign-in paths of platform-core §1. */
export type SignInFlow = 'custom' | 'identityProvider';

/** platform-core §3 "Customer": the blocks that restrict what the player may do. */
export interface SessionCustomer {
  isDepositsBlocked: boolean;
  isRewardsBlocked: boolean;
  popUpsNeeded: string[];
}

/**
 * A time-out or self-exclusion in force, or ended but not lifted yet (a self-exclusion lifts
 * only when asked for): the signed-in player may only withdraw.
 */
export interface PlayerRestriction {
  kind: 'Timeout' | 'SelfExclusion';
  /** ISO time; null: indefinite. */
  endsAt: string | null;
  /** The end date has passed and no lift was asked for yet. */
  canRequestLift: boolean;
  /** ISO time a requested lift applies; null when none was asked for. */
  liftsAt: string | null;
}

/** GetPlayerInfo and GetCustomerInfo, as the session keeps them. */
export interface SessionPlayer {
  id: string;
  firstName: string | null;
  currency: string;
  isAccountClosed: boolean;
  customer: SessionCustomer;
  /** The break in force; null or absent when none. */
  restriction?: PlayerRestriction | null;
}

export interface RestoredSession {
  player: SessionPlayer;
  flow: SignInFlow;
  sessionId: string;
}

export interface SessionContext {
  player: SessionPlayer | null;
  flow: SignInFlow | null;
  sessionId: string | null;
  /** Why the last session ended; null for a player's own sign-out (and before any). */
  logoutReason: LogoutReason | null;
}

export type SessionEvent =
  | ({ type: 'session.signedIn' } & RestoredSession)
  | { type: 'session.playerUpdated'; isAccountClosed: boolean }
  /** The break was read again (a lift was asked for, or it ended): null when none is left. */
  | { type: 'session.restrictionUpdated'; restriction: PlayerRestriction | null }
  /** The player signs out (no reason), or the token refresh gave up (with its reason). */
  | { type: 'session.logout'; reason?: LogoutReason }
  /** SessionDestroyed / session_destroyed_error for `sessionId`. */
  | { type: 'session.destroyed'; sessionId: string; reason?: string };

const EMPTY = { player: null, flow: null, sessionId: null } as const;

/**
 * When the break may change by itself: a requested lift applies, or a time-out ends. Null: it
 * changes only when the player acts (an unended or indefinite self-exclusion).
 */
export const breakMoment = (restriction: PlayerRestriction | null | undefined): string | null =>
  restriction?.liftsAt ?? (restriction?.kind === 'Timeout' ? restriction.endsAt : null);

/** The break is read this long after its moment (the server has moved on by then). */
const BREAK_READ_LAG_MS = 1_000;
/** A failed read of the break is tried again after this long. */
const BREAK_READ_RETRY_MS = 60_000;

/** The server's SessionEndReasons that the login page names as they are. */
const NAMED_END_REASONS: readonly string[] = [
  'LOGGED_IN_FROM_ANOTHER_DEVICE',
  'SESSION_LIMIT',
  'TIMEOUT',
  'SELF_EXCLUSION',
  'ACCOUNT_CLOSED',
] satisfies readonly LogoutReason[];

/**
 * The logout reason for the server's SessionEndReason: a sign-in elsewhere, the daily session
 * limit, a time-out, a self-exclusion and the account's closing say so; a sign-out
 * (from another tab) needs no reason; anything else (token reuse, expiry) is SESSION_EXPIRED.
 */
export function destroyedReason(reason: string | undefined): LogoutReason | null {
  if (reason !== undefined && NAMED_END_REASONS.includes(reason)) return reason as LogoutReason;
  if (reason === 'LOGOUT') return null;
  return 'SESSION_EXPIRED';
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    restoreSession: fromPromise<RestoredSession | null>(async () => {
      throw new Error('restoreSession is provided by src/app');
    }),
    endSession: fromPromise<void, { flow: SignInFlow | null; reason: LogoutReason | null }>(
      async () => {
        throw new Error('endSession is provided by src/app');
      },
    ),
    /** The player's break, read again. */
    readRestriction: fromPromise<PlayerRestriction | null>(async () => {
      throw new Error('readRestriction is provided by src/app');
    }),
  },
  actions: {
    /** Tells the token-refresh actor the stored token's expiry (unless a refresh is scheduled). */
    scheduleTokenRefresh: () => {
      throw new Error('scheduleTokenRefresh is provided by src/app');
    },
    /** Tells the token-refresh actor there is no token any more. */
    clearTokenRefresh: () => {
      throw new Error('clearTokenRefresh is provided by src/app');
    },
    /** Removes access token, refresh token, keycloak token and reality check from storage. */
    clearStoredSession: () => {
      throw new Error('clearStoredSession is provided by src/app');
    },
    /** Navigates after a logout (logout-redirect.ts decides where). */
    redirectAfterLogout: (_, _params: { reason: LogoutReason | null }) => {
      throw new Error('redirectAfterLogout is provided by src/app');
    },
    signIn: assign(({ event }) =>
      event.type === 'session.signedIn'
        ? {
            player: event.player,
            flow: event.flow,
            sessionId: event.sessionId,
            logoutReason: null,
          }
        : {},
    ),
  },
  delays: {
    /** A second after the break's moment (a later one is waited for in steps: msUntil). */
    breakEnd: ({ context }) => {
      const moment = breakMoment(context.player?.restriction);
      return moment === null ? 0 : msUntil(Date.parse(moment) + BREAK_READ_LAG_MS, Date.now());
    },
    breakReadRetry: BREAK_READ_RETRY_MS,
  },
  guards: {
    /** The break will change by itself later (a read then shows how it stands). */
    breakChangesLater: ({ context }) => {
      const moment = breakMoment(context.player?.restriction);
      return moment !== null && Date.parse(moment) > Date.now();
    },
    restored: ({ event }) => 'output' in event && event.output !== null,
    isThisSession: ({ context, event }) =>
      event.type === 'session.destroyed' && event.sessionId === context.sessionId,
  },
}).createMachine({
  id: 'session',
  context: { ...EMPTY, logoutReason: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          {
            guard: 'restored',
            target: 'loggedIn',
            actions: assign(({ event }) => ({ ...event.output! })),
          },
          { target: 'loggedOut' },
        ],
        // Storage unreadable or the server unreachable: a visitor, with nothing stale kept.
        onError: { target: 'loggedOut', actions: 'clearStoredSession' },
      },
    },
    loggedIn: {
      entry: 'scheduleTokenRefresh',
      initial: 'breakEnd',
      states: {
        // Player protection: nothing to wait for, or the moment the break changes by itself.
        breakEnd: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [{ guard: 'breakChangesLater', target: 'waiting' }, { target: 'none' }],
            },
            none: {},
            waiting: { after: { breakEnd: 'reading' } },
            reading: {
              invoke: {
                id: 'readRestriction',
                src: 'readRestriction',
                onDone: {
                  target: 'deciding',
                  actions: assign({
                    player: ({ context, event }) =>
                      context.player && { ...context.player, restriction: event.output },
                  }),
                },
                onError: 'retrying',
              },
            },
            retrying: { after: { breakReadRetry: 'reading' } },
          },
        },
      },
      on: {
        'session.signedIn': { target: '.breakEnd', actions: 'signIn' },
        'session.playerUpdated': {
          actions: assign({
            player: ({ context, event }) =>
              context.player && { ...context.player, isAccountClosed: event.isAccountClosed },
          }),
        },
        'session.restrictionUpdated': {
          target: '.breakEnd',
          actions: assign({
            player: ({ context, event }) =>
              context.player && { ...context.player, restriction: event.restriction },
          }),
        },
        'session.logout': {
          target: 'loggingOut',
          actions: assign({ logoutReason: ({ event }) => event.reason ?? null }),
        },
        'session.destroyed': {
          guard: 'isThisSession',
          target: 'loggingOut',
          actions: assign({ logoutReason: ({ event }) => destroyedReason(event.reason) }),
        },
      },
    },
    loggingOut: {
      invoke: {
        id: 'endSession',
        src: 'endSession',
        input: ({ context }) => ({ flow: context.flow, reason: context.logoutReason }),
        onDone: 'loggedOut',
        onError: 'loggedOut',
      },
      exit: [
        'clearStoredSession',
        {
          type: 'redirectAfterLogout',
          params: ({ context }) => ({ reason: context.logoutReason }),
        },
        assign({ ...EMPTY }),
      ],
    },
    loggedOut: {
      entry: 'clearTokenRefresh',
      on: { 'session.signedIn': { target: 'loggedIn', actions: 'signIn' } },
    },
  },
});

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** platform-core §4: LOADING, LOGGED_IN, LOGGED_OUT (logging out still counts as logged in). */
export type PlayerStatus = 'LOADING' | 'LOGGED_IN' | 'LOGGED_OUT';
export function playerStatus(snapshot: SessionSnapshot): PlayerStatus {
  if (snapshot.matches('loading')) return 'LOADING';
  if (snapshot.matches('loggedOut')) return 'LOGGED_OUT';
  return 'LOGGED_IN';
}

/**
 * True while the signed-in player is on a break: the shell shows only the
 * restricted view (when it ends, the balance, withdraw, sign out). A time-out whose end has
 * passed no longer restricts, though the server may not have said so yet; a self-exclusion
 * restricts until it is lifted.
 */
export function isRestricted(player: SessionPlayer | null, now: number): boolean {
  const restriction = player?.restriction;
  if (!restriction) return false;
  if (restriction.kind === 'SelfExclusion' || restriction.endsAt === null) return true;
  return Date.parse(restriction.endsAt) > now;
}
