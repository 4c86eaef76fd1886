// The session and token-refresh machines (machines/session, machines/token-refresh) with their
// real effects. What the first paint needs is here: the machines, the stored-token check and
// the clock. Everything a signed-in player needs (restore, refresh, sign-in/out, live events)
// is in session-effects.ts, loaded on first use — a visitor never downloads it.
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { ActorOptions, AnyActorLogic } from 'xstate';
import { sessionMachine, type SignInFlow } from '../../../machines/session/session.machine.ts';
import {
  TOKEN_CHECK_INTERVAL_MS,
  TOKEN_REFRESH_LEAD_MS,
  tokenRefreshMachine,
  type TokenRefreshEvent,
} from '../../../machines/token-refresh/token-refresh.machine.ts';
import {
  jwtClaims,
  readStoredTokens,
  type StoredTokens,
} from '../../adapters/auth/token-storage.ts';
import type { GraphQLClient } from '../../adapters/graphql/client.ts';
import type { PlatformHandle } from '../platform/platform-handle.ts';
import type { SessionEffects } from './session-effects.ts';
import type { WalletActors } from './wallet-actors.ts';

type Inspect = ActorOptions<AnyActorLogic>['inspect'];

export interface SessionOptions {
  api: () => GraphQLClient;
  brand: () => string;
  /** The lobby GraphQL WebSocket (ws:// or wss://…/lobby-graphql). */
  socketUrl: string;
  /** Toasts and the quick-deposit dialog, for the wallet's effects. */
  platform: PlatformHandle;
  inspect: Inspect;
}

/** The tokens this tab uses; null for a visitor. Shared with the lazily loaded effects. */
export interface SessionState {
  current: StoredTokens | null;
}

export interface TokenPairResult {
  accessToken: string;
  refreshToken: string;
  accessTokenExpiresAt: string;
}

/** What a sign-in page hands over once the server has issued tokens. */
export interface SignedInTokens {
  flow: SignInFlow;
  accessToken: string;
  /** Custom flow only. */
  refreshToken: string | null;
  /** Epoch ms. */
  expiresAt: number;
  /** The session id: the `sid` claim of the lobby JWT or of the identity provider's ID token. */
  sessionId: string;
}

export function startSessionActors(options: SessionOptions) {
  const state: SessionState = { current: null };
  // The wallet starts with the first sign-in (session-effects.ts); pages wait for it.
  let walletStarted!: (actors: WalletActors) => void;
  const wallet = new Promise<WalletActors>((resolve) => (walletStarted = resolve));
  let loaded: Promise<SessionEffects> | null = null;
  const effects = () =>
    (loaded ??= import('./session-effects.ts').then(({ sessionEffects }) =>
      sessionEffects(options, state, () => ({ session, tokenRefresh }), walletStarted),
    ));

  const session = createActor(
    sessionMachine.provide({
      actors: {
        restoreSession: fromPromise(async () => {
          const stored = readStoredTokens();
          // A visitor: nothing to restore, nothing more to load.
          return stored ? (await effects()).restore(stored, TOKEN_REFRESH_LEAD_MS) : null;
        }),
        endSession: fromPromise(async () => (await effects()).endSession()),
      },
      actions: {
        clearStoredSession: () => {
          state.current = null;
          void effects().then((loadedEffects) => loadedEffects.clear());
        },
        redirectAfterLogout: (_, { reason }) =>
          void effects().then((loadedEffects) => loadedEffects.redirect(reason)),
      },
    }),
    { systemId: 'session', inspect: options.inspect },
  );

  const tokenRefresh = createActor(
    tokenRefreshMachine.provide({
      actors: {
        clock: fromCallback<TokenRefreshEvent>(({ sendBack }) => {
          const timer = setInterval(
            () => sendBack({ type: 'clock.tick', now: Date.now() }),
            TOKEN_CHECK_INTERVAL_MS,
          );
          return () => clearInterval(timer);
        }),
        refreshTokens: fromPromise(async () => (await effects()).refreshTokens()),
      },
      actions: {
        // QA hook: the access token expires within 60 s.
        notifyExpiring: () => {
          document.body.dataset.tokenExpiring = '';
        },
        reportFailure: (_, { reason }) => session.send({ type: 'session.logout', reason }),
      },
    }),
    { systemId: 'tokenRefresh', inspect: options.inspect },
  );

  // The token schedule and the live session events follow the session.
  let signedIn = false;
  session.subscribe((snapshot) => {
    const nowSignedIn = snapshot.matches('loggedIn');
    if (nowSignedIn && state.current && !tokenRefresh.getSnapshot().matches('scheduled'))
      tokenRefresh.send({ type: 'token.updated', expiresAt: state.current.info.expiresAt });
    if (snapshot.matches('loggedOut')) tokenRefresh.send({ type: 'token.cleared' });
    if (nowSignedIn !== signedIn) {
      signedIn = nowSignedIn;
      void effects().then((loadedEffects) => loadedEffects.followEvents(nowSignedIn));
    }
  });
  tokenRefresh.subscribe(() => delete document.body.dataset.tokenExpiring);

  tokenRefresh.start();
  session.start();

  return {
    session,
    tokenRefresh,
    /** The bearer for API requests and the subscription socket. */
    accessToken: () => state.current?.accessToken ?? null,
    /** The GraphQL client's 401 path: refresh once (joining a running refresh); true if it did. */
    refreshAfterAuthFailure: async () =>
      state.current ? (await effects()).refreshAfterAuthFailure() : false,
    /** The wallet and low-funds actors; resolves when a player first signs in. */
    wallet,
    /** After a sign-in page got tokens: store them, load the player, enter LOGGED_IN. */
    signIn: async (tokens: SignedInTokens) => (await effects()).signIn(tokens),
  };
}

export type SessionActors = ReturnType<typeof startSessionActors>;
export type SessionActorRefs = Pick<SessionActors, 'session' | 'tokenRefresh'>;

/** The session id (`sid`) and expiry of a lobby access token (JWT). */
export function customTokens(pair: TokenPairResult): SignedInTokens {
  const sid = jwtClaims(pair.accessToken)?.sid;
  return {
    flow: 'custom',
    accessToken: pair.accessToken,
    refreshToken: pair.refreshToken,
    expiresAt: Date.parse(pair.accessTokenExpiresAt),
    sessionId: typeof sid === 'string' ? sid : '',
  };
}
