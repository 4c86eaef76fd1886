// The identity-provider client (platform-core §4 "Auth client state", §5 sign-in response
// rules, §8 identity client errors). oidc-client-ts does the protocol inside injected actors;
// this machine is what the UI and the session can ask: loading, authenticated (user present
// and not expired), anonymous, error — and which navigator (redirect, silent…) is active.
//
// - `loading`: `initialise` processes a sign-in redirect when the URL carries `code` or
//   `error` with `state` (query or hash) — oidc-client-ts checks the state and reports the
//   spec's messages ('No matching state found in storage', 'State does not match'…) — and
//   otherwise reads the stored user. It resolves with the user or null.
// - The root invokes `userManagerEvents`, which forwards the library's user loaded / unloaded
//   / silent-renew-error events as `auth.userLoaded`, `auth.userUnloaded`, `auth.error`.
// - `auth.signIn` runs `startSignIn` (a redirect to the authorization endpoint, or to the
//   registrations path when `register` is set).
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';

/** The generic sign-in error of platform-core §8, when the library gives no message. */
export const LOGIN_FAILED = 'Login failed';

export interface AuthUser {
  subject: string;
  playerId: string | null;
  sessionId: string | null;
  /** oidc-client-ts User.expired at the time of the event. */
  expired: boolean;
}

export type AuthNavigator =
  | 'signinRedirect'
  | 'signinSilent'
  | 'signinPopup'
  | 'signoutRedirect'
  | 'signoutSilent'
  | 'signoutPopup';

export interface AuthClientContext {
  user: AuthUser | null;
  error: string | null;
  activeNavigator: AuthNavigator | null;
}

export type AuthClientEvent =
  | { type: 'auth.userLoaded'; user: AuthUser }
  | { type: 'auth.userUnloaded' }
  | { type: 'auth.navigatorInit'; navigator: AuthNavigator }
  | { type: 'auth.navigatorClose' }
  | { type: 'auth.error'; message: string }
  | { type: 'auth.signIn'; register?: boolean }
  | { type: 'auth.retry' };

/** The message of whatever the library threw, or LOGIN_FAILED. */
export const errorMessage = (error: unknown): string => {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : LOGIN_FAILED;
};

const usable = (user: AuthUser | null | undefined): user is AuthUser =>
  user !== null && user !== undefined && !user.expired;

export const authClientMachine = setup({
  types: {
    context: {} as AuthClientContext,
    events: {} as AuthClientEvent,
  },
  actors: {
    initialise: fromPromise<AuthUser | null>(async () => {
      throw new Error('initialise is provided by src/app');
    }),
    userManagerEvents: fromCallback<AuthClientEvent>(() => {
      throw new Error('userManagerEvents is provided by src/app');
    }),
  },
  actions: {
    startSignIn: (_, _params: { register: boolean }) => {
      throw new Error('startSignIn is provided by src/app');
    },
  },
  guards: {
    usableUser: ({ event }) =>
      ('output' in event && usable(event.output as AuthUser | null)) ||
      (event.type === 'auth.userLoaded' && usable(event.user)),
  },
}).createMachine({
  id: 'authClient',
  context: { user: null, error: null, activeNavigator: null },
  invoke: { id: 'userManagerEvents', src: 'userManagerEvents' },
  initial: 'loading',
  on: {
    'auth.navigatorInit': { actions: assign({ activeNavigator: ({ event }) => event.navigator }) },
    'auth.navigatorClose': { actions: assign({ activeNavigator: null }) },
  },
  states: {
    loading: {
      invoke: {
        id: 'initialise',
        src: 'initialise',
        onDone: [
          {
            guard: 'usableUser',
            target: 'authenticated',
            actions: assign({ user: ({ event }) => event.output, error: null }),
          },
          { target: 'anonymous', actions: assign({ user: null }) },
        ],
        onError: {
          target: 'error',
          actions: assign({ error: ({ event }) => errorMessage(event.error), user: null }),
        },
      },
    },
    authenticated: {
      on: {
        'auth.userLoaded': [
          { guard: 'usableUser', actions: assign({ user: ({ event }) => event.user }) },
          { target: 'anonymous', actions: assign({ user: null }) },
        ],
        'auth.userUnloaded': { target: 'anonymous', actions: assign({ user: null }) },
        'auth.error': {
          target: 'error',
          actions: assign({ error: ({ event }) => event.message || LOGIN_FAILED }),
        },
      },
    },
    anonymous: {
      on: {
        'auth.userLoaded': {
          guard: 'usableUser',
          target: 'authenticated',
          actions: assign({ user: ({ event }) => event.user, error: null }),
        },
        'auth.signIn': {
          actions: {
            type: 'startSignIn',
            params: ({ event }) => ({ register: event.register === true }),
          },
        },
        'auth.error': {
          target: 'error',
          actions: assign({ error: ({ event }) => event.message || LOGIN_FAILED }),
        },
      },
    },
    error: {
      on: {
        'auth.retry': { target: 'loading', actions: assign({ error: null }) },
        'auth.signIn': {
          target: 'anonymous',
          actions: [
            assign({ error: null }),
            {
              type: 'startSignIn',
              params: ({ event }) => ({ register: event.register === true }),
            },
          ],
        },
        'auth.userLoaded': {
          guard: 'usableUser',
          target: 'authenticated',
          actions: assign({ user: ({ event }) => event.user, error: null }),
        },
      },
    },
  },
});

export type AuthClientSnapshot = SnapshotFrom<typeof authClientMachine>;

/** platform-core §4: loading | authenticated | error | anonymous, plus the active navigator. */
export const authClientState = (snapshot: AuthClientSnapshot) =>
  snapshot.value as 'loading' | 'authenticated' | 'anonymous' | 'error';
