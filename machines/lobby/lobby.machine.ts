// The lobby's root actor (systemId 'lobby'): the actor system every actor of the page joins, so
// that the inspector shows the lobby as one tree and the wiring between actors is transitions.
//
// - Always: the player's `session` (machines/session) and its `tokenRefresh`, each invoked with
//   its systemId. The session's snapshots say whether a player is signed in: the lobby raises
//   `lobby.signedIn` when the session is in `loggedIn` and `lobby.signedOut` when it is not.
// - `visitor` ⇄ `player`. While `player`, the `playerEvents` actor (systemId 'playerEvents') is
//   the player's ONE live connection (graphql-ws): it reports every event of platform-core §7's
//   player subscriptions (player-events.ts). It starts when the player signs in and stops, with
//   its socket, when the session leaves `loggedIn`.
// - `player.connecting` until the connection is open (`live`), `offline` while it is down: the
//   wallet reads the balance once the connection is live (or could not open), so a balance
//   change between its read and the subscription cannot be missed.
// - Routing is structure: SessionDestroyed and PlayerUpdated's account closing go to the
//   session; balance, reward, player and pop-up events are emitted for the actors that follow
//   them (the wallet, the reward list, compliance), each of which reads only its own.
import { emit, fromCallback, raise, sendTo, setup } from 'xstate';
import type { ActorRefFrom } from 'xstate';
import { sessionMachine } from '../session/session.machine.ts';
import { tokenRefreshMachine } from '../token-refresh/token-refresh.machine.ts';
import type { FollowedPlayerEvent, PlayerEvent } from './player-events.ts';

export type LobbyEvent =
  /** Raised from the session's snapshot: it is in `loggedIn`. */
  | { type: 'lobby.signedIn' }
  /** Raised from the session's snapshot: it is not (loading, logging out, a visitor). */
  | { type: 'lobby.signedOut' }
  | PlayerEvent;

export const lobbyMachine = setup({
  types: {
    events: {} as LobbyEvent,
    emitted: {} as FollowedPlayerEvent,
    children: {} as {
      session: 'session';
      tokenRefresh: 'tokenRefresh';
      playerEvents: 'playerEvents';
    },
  },
  actors: {
    session: sessionMachine,
    tokenRefresh: tokenRefreshMachine,
    /** The signed-in player's live connection: sends PlayerEvents back, closes when stopped. */
    playerEvents: fromCallback<PlayerEvent>(() => {
      throw new Error('playerEvents is provided by src/app');
    }),
  },
}).createMachine({
  id: 'lobby',
  invoke: [
    { id: 'tokenRefresh', systemId: 'tokenRefresh', src: 'tokenRefresh' },
    {
      id: 'session',
      systemId: 'session',
      src: 'session',
      onSnapshot: {
        actions: raise(({ event }) =>
          event.snapshot.matches('loggedIn')
            ? { type: 'lobby.signedIn' as const }
            : { type: 'lobby.signedOut' as const },
        ),
      },
    },
  ],
  initial: 'visitor',
  states: {
    visitor: {
      on: { 'lobby.signedIn': 'player' },
    },
    player: {
      invoke: { id: 'playerEvents', systemId: 'playerEvents', src: 'playerEvents' },
      initial: 'connecting',
      states: {
        connecting: {
          on: { 'player.connected': 'live', 'player.disconnected': 'offline' },
        },
        live: { on: { 'player.disconnected': 'offline' } },
        offline: { on: { 'player.connected': 'live' } },
      },
      on: {
        'lobby.signedOut': 'visitor',
        'player.sessionDestroyed': {
          actions: sendTo('session', ({ event }) => ({
            type: 'session.destroyed' as const,
            sessionId: event.sessionId,
            reason: event.reason,
          })),
        },
        'player.updated': {
          actions: [
            sendTo('session', ({ event }) => ({
              type: 'session.playerUpdated' as const,
              isAccountClosed: event.isAccountClosed,
            })),
            emit(({ event }) => event),
          ],
        },
        'player.balanceUpdated': { actions: emit(({ event }) => event) },
        'player.rewardUpdated': { actions: emit(({ event }) => event) },
        'player.popUpAdded': { actions: emit(({ event }) => event) },
      },
    },
  },
});

export type LobbyActor = ActorRefFrom<typeof lobbyMachine>;
