// The lobby's root actor (machines/lobby) with the session's real effects: the session and
// token-refresh machines as its children, and the signed-in player's live connection. What the
// first paint needs is here: the machines, the stored-token check and the clock. Everything a
// signed-in player needs (restore, refresh, sign-in/out, the live connection) is in
// session-effects.ts and player-events.ts, loaded on first use — a visitor never downloads them.
import { createActor, fromCallback, fromPromise } from 'xstate';
import { lobbyMachine } from '../../../machines/lobby/lobby.machine.ts';
import { DEPOSIT_DIALOG_FLAG_COOKIE } from '../../../machines/low-funds/deposit-dialog-flag.ts';
import { sessionMachine } from '../../../machines/session/session.machine.ts';
import {
  TOKEN_CHECK_INTERVAL_MS,
  TOKEN_REFRESH_LEAD_MS,
  tokenRefreshMachine,
  type TokenRefreshEvent,
} from '../../../machines/token-refresh/token-refresh.machine.ts';
import type { PlayerEvent } from '../../../machines/lobby/player-events.ts';
import { readStoredTokens } from '../../adapters/auth/token-storage.ts';
import { readCookie } from '../../adapters/cookie-reader.ts';
import type { SessionActors } from '../../runtime/session-actors.ts';
import type { PlatformHandle } from '../../runtime/platform-actors.ts';
import { whenIdle } from '../../adapters/when-idle.ts';
import { platformReady } from '../platform/platform-handle.ts';
import type { SessionEffects } from './session-effects.ts';
import type { WalletEffects } from './wallet-effects.ts';
import type { SessionActorRefs, SessionOptions, SessionState } from './session-types.ts';

export function startSessionActors(
  options: SessionOptions,
): SessionActors & { platform: PlatformHandle } {
  const state: SessionState = { current: null };
  // The lobby's platform actors, once spawned (a task later: the lobby is created below).
  const platform: PlatformHandle = {
    ready: Promise.resolve().then(() => platformReady(lobby, options.development)),
  };
  const page = { leaving: false };
  window.addEventListener('pagehide', () => (page.leaving = true));
  // Back from the back-forward cache: the page lives on.
  window.addEventListener('pageshow', () => (page.leaving = false));
  const refs = (): SessionActorRefs => {
    const { session, tokenRefresh } = lobby.getSnapshot().children;
    return { session: session!, tokenRefresh: tokenRefresh!, lobby };
  };
  let loaded: Promise<SessionEffects> | null = null;
  const effects = (): Promise<SessionEffects> =>
    (loaded ??= import('./session-effects.ts').then(({ sessionEffects }) =>
      sessionEffects(options, state, refs),
    ));
  // The wallet's and the low-funds prompt's effects: with the first signed-in player.
  let walletLoaded: Promise<WalletEffects> | null = null;
  const wallet = (): Promise<WalletEffects> =>
    (walletLoaded ??= import('./wallet-effects.ts').then(({ walletEffects }) =>
      walletEffects({ api: options.api, platform }),
    ));

  // What the player's lazily loaded actors need (player-logic.ts).
  const logicOptions = {
    api: options.api,
    brand: options.brand,
    defaultCurrency: options.defaultCurrency,
    licence: options.licence,
    phoneVerification: options.phoneVerification,
    createSocket: options.createSocket,
    accessToken: () => state.current?.accessToken ?? null,
    sessionId: () => state.current?.info.sessionId ?? null,
    platform,
    overlays: async () => (await platform.ready).overlays,
    guards: async () => (await platform.ready).guards,
  };

  const session = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise(async () => {
        const stored = readStoredTokens();
        // A visitor: nothing to restore, nothing more to load.
        return stored ? (await effects()).restore(stored, TOKEN_REFRESH_LEAD_MS) : null;
      }),
      endSession: fromPromise(async () => (await effects()).endSession()),
      readRestriction: fromPromise(async () => (await effects()).readRestriction()),
    },
    actions: {
      scheduleTokenRefresh: () => {
        const { tokenRefresh } = refs();
        if (state.current && !tokenRefresh.getSnapshot().matches('scheduled'))
          tokenRefresh.send({ type: 'token.updated', expiresAt: state.current.info.expiresAt });
      },
      clearTokenRefresh: () => refs().tokenRefresh.send({ type: 'token.cleared' }),
      clearStoredSession: () => {
        state.current = null;
        void effects().then((loadedEffects) => loadedEffects.clear());
      },
      redirectAfterLogout: (_, { reason }) =>
        void effects().then((loadedEffects) => loadedEffects.redirect(reason)),
    },
  });

  const tokenRefresh = tokenRefreshMachine.provide({
    actors: {
      clock: fromCallback<TokenRefreshEvent>(({ sendBack }) => {
        const timer = setInterval(
          () => sendBack({ type: 'clock.tick', now: Date.now() }),
          TOKEN_CHECK_INTERVAL_MS,
        );
        return () => clearInterval(timer);
      }),
      // A refresh cut off because the page is going away (a reload, a full navigation) is not
      // a refused one: signing out then would clear the stored tokens the next page restores
      // from. It never settles; the next page refreshes within the server's retry grace.
      refreshTokens: fromPromise(async () => {
        try {
          return await (await effects()).refreshTokens();
        } catch (error) {
          if (page.leaving) return new Promise<number>(() => {});
          throw error;
        }
      }),
    },
    actions: {
      // QA hook: the access token expires within 60 s.
      notifyExpiring: () => {
        document.body.dataset.tokenExpiring = '';
      },
      reportFailure: (_, { reason }) => refs().session.send({ type: 'session.logout', reason }),
    },
  });

  const lobby = createActor(
    lobbyMachine.provide({
      actors: {
        session,
        tokenRefresh,
        // The player's one live connection, open while signed in (player-events.ts).
        // The logic of the player's other actors, loaded with the first sign-in.
        loadPlayerLogic: fromPromise(async () =>
          (await import('./player-logic.ts')).playerLogic(logicOptions),
        ),
        // After the first screen, in an idle period (decision 0047): nothing on it needs them.
        loadPlatformLogic: fromPromise(async () => {
          await whenIdle();
          const { platformLogic } = await import('../platform/platform-logic.ts');
          return platformLogic({ navigation: options.navigation });
        }),
        loadComplianceLogic: fromPromise(async () =>
          (await import('../compliance/compliance-logic.ts')).complianceLogic(logicOptions),
        ),
        loadRaffleLogic: fromPromise(async () =>
          (await import('../raffle/raffle-logic.ts')).raffleLogic(logicOptions),
        ),
        playerEvents: fromCallback<PlayerEvent>(({ sendBack }) => {
          let close: (() => void) | null = null;
          let stopped = false;
          void import('./player-events.ts').then(({ openPlayerEvents }) => {
            if (stopped) return;
            close = openPlayerEvents(
              {
                socketUrl: options.socketUrl,
                accessToken: () => state.current?.accessToken ?? null,
                sessionId: () => state.current?.info.sessionId ?? null,
              },
              sendBack,
            );
          });
          return () => {
            stopped = true;
            close?.();
          };
        }),
      },
      actions: {
        syncRecentlyPlayed: () => void wallet().then((effects) => effects.syncRecentlyPlayed()),
      },
      guards: {
        depositDialogFlagSet: () => readCookie(DEPOSIT_DIALOG_FLAG_COOKIE) === 'true',
      },
    }),
    { systemId: 'lobby', inspect: options.inspect },
  );

  lobby.start();
  const { session: sessionRef, tokenRefresh: tokenRefreshRef } = refs();
  // QA hook: any change of the refresh schedule ends the expiry notice.
  tokenRefreshRef.subscribe(() => delete document.body.dataset.tokenExpiring);

  return {
    lobby,
    session: sessionRef,
    tokenRefresh: tokenRefreshRef,
    accessToken: () => state.current?.accessToken ?? null,
    refreshAfterAuthFailure: async () =>
      state.current ? (await effects()).refreshAfterAuthFailure() : false,
    signIn: async (tokens) => (await effects()).signIn(tokens),
    platform,
  };
}
