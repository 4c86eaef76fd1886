// Keeps the player's access token fresh (platform-core §4 "Token refresh", §9 timing).
//
// - `idle`: no token (visitor). `token.updated` with the access token's expiry starts the
//   schedule; `token.cleared` (sign-out) always returns here.
// - `scheduled`: the named actor `clock` sends `clock.tick` with the current time at most every
//   5 s (TOKEN_CHECK_INTERVAL_MS). A tick within 60 s of expiry announces it once
//   (`notifyExpiring`); a tick within 30 s of expiry starts the refresh.
// - `refreshing`: the named actor `refreshTokens` refreshes — for the custom flow the
//   RefreshAccessToken mutation, for the identity provider a silent renewal. src/app runs it
//   under `navigator.locks` and re-reads storage first, so only one tab rotates the refresh
//   token and the others pick up its result (no `invalid_grant`). It returns the new expiry.
//   `token.refreshNow` (the GraphQL client's 401 path) starts a refresh early; while one is
//   running it joins it (single flight).
// - `failed`: the refresh was refused. `reportFailure` tells the session which logout reason
//   applies (platform-core §8): InvalidTokenFailure → SESSION_EXPIRED, anything else →
//   JWT_EXPIRED.
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';

export const TOKEN_REFRESH_LEAD_MS = 30_000;
export const TOKEN_EXPIRING_NOTICE_MS = 60_000;
export const TOKEN_CHECK_INTERVAL_MS = 5_000;

export type RefreshFailureReason = 'SESSION_EXPIRED' | 'JWT_EXPIRED';

export interface TokenRefreshContext {
  /** Expiry of the current access token (epoch ms); null while idle. */
  expiresAt: number | null;
  /** Whether the expiring notice was sent for this token. */
  noticeSent: boolean;
  /** Why the last refresh failed. */
  failure: RefreshFailureReason | null;
}

export type TokenRefreshEvent =
  | { type: 'token.updated'; expiresAt: number }
  | { type: 'token.cleared' }
  | { type: 'token.refreshNow' }
  | { type: 'clock.tick'; now: number };

/** What `refreshTokens` rejects with when the server said InvalidTokenFailure. */
export class InvalidTokenFailure extends Error {
  override name = 'InvalidTokenFailure';
}

/** platform-core §8: InvalidTokenFailure → SESSION_EXPIRED; any other failure → JWT_EXPIRED. */
export function refreshFailureReason(error: unknown): RefreshFailureReason {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'InvalidTokenFailure' ? 'SESSION_EXPIRED' : 'JWT_EXPIRED';
}

const tickTime = (event: TokenRefreshEvent) => (event.type === 'clock.tick' ? event.now : 0);

export const tokenRefreshMachine = setup({
  types: {
    context: {} as TokenRefreshContext,
    events: {} as TokenRefreshEvent,
  },
  actors: {
    /** Sends `clock.tick` with Date.now() every TOKEN_CHECK_INTERVAL_MS. */
    clock: fromCallback<TokenRefreshEvent>(() => {
      throw new Error('clock is provided by src/app');
    }),
    /** Refreshes the tokens; resolves with the new access token's expiry (epoch ms). */
    refreshTokens: fromPromise<number>(async () => {
      throw new Error('refreshTokens is provided by src/app');
    }),
  },
  actions: {
    /** The access token expires within 60 s (for the UI or analytics). */
    notifyExpiring: () => {
      throw new Error('notifyExpiring is provided by src/app');
    },
    /** Tells the session why the refresh failed. */
    reportFailure: (_, _params: { reason: RefreshFailureReason }) => {
      throw new Error('reportFailure is provided by src/app');
    },
    schedule: assign(({ event }) =>
      event.type === 'token.updated'
        ? { expiresAt: event.expiresAt, noticeSent: false, failure: null }
        : {},
    ),
  },
  guards: {
    refreshDue: ({ context, event }) =>
      context.expiresAt !== null && tickTime(event) >= context.expiresAt - TOKEN_REFRESH_LEAD_MS,
    noticeDue: ({ context, event }) =>
      !context.noticeSent &&
      context.expiresAt !== null &&
      tickTime(event) >= context.expiresAt - TOKEN_EXPIRING_NOTICE_MS,
    validExpiry: ({ event }) =>
      event.type === 'token.updated' && Number.isFinite(event.expiresAt) && event.expiresAt > 0,
  },
}).createMachine({
  id: 'tokenRefresh',
  context: { expiresAt: null, noticeSent: false, failure: null },
  initial: 'idle',
  on: {
    'token.cleared': {
      target: '.idle',
      actions: assign({ expiresAt: null, noticeSent: false, failure: null }),
    },
  },
  states: {
    idle: {
      on: { 'token.updated': { guard: 'validExpiry', target: 'scheduled', actions: 'schedule' } },
    },
    scheduled: {
      invoke: { id: 'clock', src: 'clock' },
      on: {
        'clock.tick': [
          { guard: 'refreshDue', target: 'refreshing' },
          {
            guard: 'noticeDue',
            actions: ['notifyExpiring', assign({ noticeSent: true })],
          },
        ],
        'token.refreshNow': 'refreshing',
        // Another tab refreshed, or the player signed in again.
        'token.updated': {
          guard: 'validExpiry',
          target: 'scheduled',
          reenter: true,
          actions: 'schedule',
        },
      },
    },
    refreshing: {
      invoke: {
        id: 'refreshTokens',
        src: 'refreshTokens',
        onDone: {
          target: 'scheduled',
          actions: assign({
            expiresAt: ({ event }) => event.output,
            noticeSent: false,
          }),
        },
        onError: {
          target: 'failed',
          actions: [
            assign({ failure: ({ event }) => refreshFailureReason(event.error) }),
            {
              type: 'reportFailure',
              params: ({ event }) => ({ reason: refreshFailureReason(event.error) }),
            },
          ],
        },
      },
    },
    failed: {
      on: { 'token.updated': { guard: 'validExpiry', target: 'scheduled', actions: 'schedule' } },
    },
  },
});

export type TokenRefreshSnapshot = SnapshotFrom<typeof tokenRefreshMachine>;
export const isRefreshing = (snapshot: TokenRefreshSnapshot) => snapshot.matches('refreshing');
