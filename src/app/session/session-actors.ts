// The session and token-refresh machines (machines/session, machines/token-refresh) with their
// real effects. What the first paint needs is here: the machines, the stored-token check and
// the clock. Everything a signed-in player needs (restore, refresh, sign-in/out, live events)
// is in session-effects.ts, loaded on first use — a visitor never downloads it.
import { createActor, fromCallback, fromPromise } from 'xstate';
import { sessionMachine } from '../../../machines/session/session.machine.ts';
import {
  TOKEN_CHECK_INTERVAL_MS,
  TOKEN_REFRESH_LEAD_MS,
  tokenRefreshMachine,
  type TokenRefreshEvent,
} from '../../../machines/token-refresh/token-refresh.machine.ts';
import { readStoredTokens } from '../../adapters/auth/token-storage.ts';
import type { ProtectionActors } from '../../runtime/protection-live.ts';
import type { RewardListActors } from '../../runtime/reward-list.ts';
import type { SessionActors, WalletActors } from '../../runtime/session-actors.ts';
import type { SessionEffects } from './session-effects.ts';
import type { SessionOptions, SessionState, SignedInStarted } from './session-types.ts';

export function startSessionActors(options: SessionOptions): SessionActors {
  const state: SessionState = { current: null };
  // The wallet, the reward list and the reality check / session limit start with the first
  // sign-in (session-effects.ts); pages wait for them.
  const started = {} as SignedInStarted;
  const wallet = new Promise<WalletActors>((resolve) => (started.wallet = resolve));
  const rewards = new Promise<RewardListActors>((resolve) => (started.rewards = resolve));
  const protection = new Promise<ProtectionActors>((resolve) => (started.protection = resolve));
  let loaded: Promise<SessionEffects> | null = null;
  const effects = (): Promise<SessionEffects> =>
    (loaded ??= import('./session-effects.ts').then(({ sessionEffects }) =>
      sessionEffects(options, state, () => ({ session, tokenRefresh }), started),
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
        readRestriction: fromPromise(async () => (await effects()).readRestriction()),
        // Wallet, reward list and the live session events while signed in; all of it ends
        // with the session (the socket closes).
        signedInActors: fromCallback(() => {
          void effects().then((loadedEffects) => loadedEffects.followEvents(true));
          return () => void effects().then((loadedEffects) => loadedEffects.followEvents(false));
        }),
      },
      actions: {
        scheduleTokenRefresh: () => {
          if (state.current && !tokenRefresh.getSnapshot().matches('scheduled'))
            tokenRefresh.send({ type: 'token.updated', expiresAt: state.current.info.expiresAt });
        },
        clearTokenRefresh: () => tokenRefresh.send({ type: 'token.cleared' }),
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

  // QA hook: any change of the refresh schedule ends the expiry notice.
  tokenRefresh.subscribe(() => delete document.body.dataset.tokenExpiring);

  tokenRefresh.start();
  session.start();

  return {
    session,
    tokenRefresh,
    accessToken: () => state.current?.accessToken ?? null,
    refreshAfterAuthFailure: async () =>
      state.current ? (await effects()).refreshAfterAuthFailure() : false,
    wallet,
    rewards,
    protection,
    signIn: async (tokens) => (await effects()).signIn(tokens),
  };
}
