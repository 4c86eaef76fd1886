// Fixtures that reach every state and transition of the lobby's root: signing in and out (as
// the session's snapshots raise them) and each kind of player event while signed in. The
// children (session, token refresh, the player's connection) are stubs here; lobby.test.ts runs
// the root with the real session machine.
import { createMachine, fromCallback } from 'xstate';
import { lobbyMachine } from '../../machines/lobby/lobby.machine.ts';
import type { sessionMachine } from '../../machines/session/session.machine.ts';
import { tokenRefreshMachine } from '../../machines/token-refresh/token-refresh.machine.ts';
import type { PlayerEvent } from '../../machines/lobby/player-events.ts';
import { machinePathEntry } from '../support/machine-paths/registry-entry.ts';

/** A €1 bet's balance update. */
export const BET_UPDATE: Extract<PlayerEvent, { type: 'player.balanceUpdated' }> = {
  type: 'player.balanceUpdated',
  balance: 9_900,
  bonusBalance: 0,
  currency: 'EUR',
  amount: 100,
  moneyType: 'CasinoBet',
  wageringProgress: null,
};

/** PlayerUpdated: the operator closed the account. */
export const ACCOUNT_CLOSED: Extract<PlayerEvent, { type: 'player.updated' }> = {
  type: 'player.updated',
  changed: ['accountStatus'],
  isAccountClosed: true,
  accountStatus: { status: 'Closed', cause: 'MultipleAccounts', reopenByCustomerAllowed: false },
};

export const lobbyPaths = machinePathEntry(
  "Lobby root: visitor ⇄ player from the session's state; the player's events routed",
  lobbyMachine,
  {
    events: {
      'player.sessionDestroyed': [
        {
          type: 'player.sessionDestroyed',
          sessionId: 's-1',
          reason: 'LOGGED_IN_FROM_ANOTHER_DEVICE',
        },
      ],
      'player.updated': [ACCOUNT_CLOSED],
      'player.balanceUpdated': [BET_UPDATE],
      'player.rewardUpdated': [
        {
          type: 'player.rewardUpdated',
          update: {
            assignationId: 'a-1',
            status: 'Unclaimed',
            reward: {
              rewardId: 'r-1',
              startsAt: '2025-01-02T10:00:00.000Z',
              claimType: 'manual',
              payload: { name: 'Money drop' },
            },
          },
        },
      ],
      'player.popUpAdded': [{ type: 'player.popUpAdded', popUpIds: ['pu-1'] }],
    },
    // The session's snapshots carry a whole session snapshot: the paths drive the events they
    // raise (lobby.signedIn / lobby.signedOut) instead, and lobby.test.ts signs the real session
    // in, out and in again.
    // Here the session is a stand-in: loading at first (the lobby stays a visitor), signed in
    // once the lobby tells it anything (a session destroyed elsewhere, an account closed), so its
    // snapshots leave the lobby where the path's own events put it.
    filterEvents: (_, event) => !event.type.startsWith('xstate.snapshot.'),
    provide: {
      actors: {
        session: createMachine({
          id: 'session',
          initial: 'loading',
          states: { loading: { on: { '*': 'loggedIn' } }, loggedIn: {} },
        }) as unknown as typeof sessionMachine,
        tokenRefresh: tokenRefreshMachine,
        playerEvents: fromCallback<PlayerEvent>(() => {}),
      },
    },
    kinds: ['shortest', 'transition'],
  },
);
