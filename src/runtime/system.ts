// The lobby's actor system as components see it: `useSystemActor(id)` gives the root's actor of
// that id (machines/lobby): an invoked child, typed by the root's `children`, or one spawned from
// lazily loaded logic, kept in the root's context; undefined while it does not run (a player's
// actors run only while a player is signed in). Re-renders when the actor starts or stops, not on
// its own changes: select from it with useSelector.
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { LobbyContext, lobbyMachine } from '../../machines/lobby/lobby.machine.ts';
import { useAppActors } from './app-actors.ts';

type LobbySnapshot = SnapshotFrom<typeof lobbyMachine>;

/** The root's actors: invoked (children) and spawned from lazily loaded logic (context). */
type SystemActors = Pick<LobbySnapshot['children'], 'session' | 'tokenRefresh' | 'playerEvents'> & {
  [Id in Spawned]: NonNullable<LobbyContext[Id]> | undefined;
};

type Spawned =
  'wallet' | 'lowFunds' | 'rewardList' | 'protection' | 'jackpot' | 'raffle' | 'compliance';

/** The ids of the root's actors. */
export type SystemActorId = keyof SystemActors;

function select<Id extends SystemActorId>(snapshot: LobbySnapshot, id: Id): SystemActors[Id] {
  const { children, context } = snapshot;
  const actors: SystemActors = {
    session: children.session,
    tokenRefresh: children.tokenRefresh,
    playerEvents: children.playerEvents,
    wallet: context.wallet ?? undefined,
    lowFunds: context.lowFunds ?? undefined,
    rewardList: context.rewardList ?? undefined,
    protection: context.protection ?? undefined,
    jackpot: context.jackpot ?? undefined,
    raffle: context.raffle ?? undefined,
    compliance: context.compliance ?? undefined,
  };
  return actors[id];
}

export function useSystemActor<Id extends SystemActorId>(id: Id): SystemActors[Id] {
  const { lobby } = useAppActors().session;
  return useSelector(lobby, (snapshot) => select(snapshot, id));
}
