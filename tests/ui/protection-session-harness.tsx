// What the live responsible-gambling UI tests share: the lobby's real root (test-lobby.ts) with
// a restored player (on a break or not), the real overlays machine, the session's live
// protection spawned by the root with its real effects (src/app/protection) over a fake GraphQL
// client, and the providers the components read.
import type { ReactNode } from 'react';
import { createActor, waitFor } from 'xstate';
import { overlaysMachine } from '../../machines/overlays/overlays.machine.ts';
import {
  playerStatus,
  type PlayerRestriction,
  type SessionPlayer,
} from '../../machines/session/session.machine.ts';
import type { AppActors } from '../../src/runtime/app-actors.ts';
import { fakeApi } from './rewards-harness.tsx';
import { startTestLobby, TEST_PLAYER } from './test-lobby.ts';
import { renderInApp } from './render-in-app.tsx';
import { testAppActors } from './test-app-actors.ts';

type Handler = (variables: Record<string, unknown>) => unknown;

export const SESSION_ID = 's-1';

export function currentSession(overrides: Record<string, unknown> = {}) {
  return {
    id: SESSION_ID,
    startedAt: new Date(Date.now() - 75_000).toISOString(),
    currency: 'EUR',
    wagered: 12_50,
    won: 4_00,
    net: -8_50,
    realityChecksAcknowledged: 0,
    playedTodaySeconds: 75,
    ...overrides,
  };
}

/** ProtectionLive's answer: a reality check every `periodSeconds`, and the Session limit. */
export function protectionLive(
  periodSeconds: number | null,
  options: { session?: Record<string, unknown>; sessionLimitMinutes?: number | null } = {},
) {
  const limit = options.sessionLimitMinutes ?? null;
  return {
    viewer: {
      responsibleGaming: {
        realityCheck: { periodSeconds },
        limits: [
          { kind: 'Deposit', period: 'Day', amount: null, used: 0 },
          { kind: 'Session', period: 'Day', amount: limit, used: 1 },
        ],
        currentSession: currentSession(options.session),
      },
    },
  };
}

export const PLAYER: SessionPlayer = { ...TEST_PLAYER, id: 'p-1', restriction: null };

/**
 * The lobby's real root, its session restored as PLAYER (with `restriction`) and a wallet of
 * €42.00; the session's logouts are recorded.
 */
export async function signedInSession(restriction: PlayerRestriction | null = null) {
  const { lobby, session, redirects } = startTestLobby({
    player: PLAYER,
    restriction,
    wallet: {
      balance: 42_00,
      bonusBalance: 0,
      currency: 'EUR',
      minDepositAmount: 10_00,
      minWithdrawalAmount: 5_00,
    },
  });
  await waitFor(session, (snapshot) => playerStatus(snapshot) === 'LOGGED_IN');
  const { wallet } = (await waitFor(lobby, (snapshot) => snapshot.context.wallet !== null)).context;
  await waitFor(wallet!, (snapshot) => snapshot.matches({ available: 'streaming' }));
  return { session, lobby, redirects };
}

export function overlaysActor() {
  return createActor(overlaysMachine.provide({ actions: { stripQueryParams: () => {} } })).start();
}

/**
 * One tab of a signed-in player (PLAYER, session s-1) whose lobby runs the session's live
 * protection over `handlers`, on its own overlays actor; resolves once protection runs.
 */
export async function protectionTab(handlers: Record<string, Handler>) {
  const api = fakeApi(handlers);
  const overlays = overlaysActor();
  const { lobby, session, redirects } = startTestLobby({
    player: PLAYER,
    api: () => api.api,
    overlays,
  });
  await waitFor(lobby, (snapshot) => snapshot.context.protection !== null);
  const { actors } = testAppActors({ api: api.api, session: { lobby, session } });
  return {
    api,
    overlays,
    lobby,
    session,
    redirects,
    actors,
    /** The session's reality check, once its settings are read (undefined while signed out). */
    realityCheck: () => lobby.getSnapshot().context.protection?.getSnapshot().children.realityCheck,
    sessionLimit: () => lobby.getSnapshot().context.protection?.getSnapshot().children.sessionLimit,
  };
}

/** Renders `ui` with the router at `path`, messages, the app's actors and a desktop shell. */
export const renderLive = (ui: ReactNode, actors: AppActors, path = '/en/') =>
  renderInApp(ui, actors, { path });

/** jsdom's <dialog> has no modal behaviour; open/close are enough here. */
export function stubDialog() {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
}
