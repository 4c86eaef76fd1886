// The lobby's actor system as components see it: `useSystemActor(id)` gives the root's actor of
// that id (machines/lobby): an invoked child, typed by the root's `children`, or one spawned from
// lazily loaded logic, kept in the root's context; undefined while it does not run
// (a player's actors run only while a player is signed in). Re-renders when the child starts or
// stops, not on the child's own changes: select from it with useSelector.
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { lobbyMachine } from '../../machines/lobby/lobby.machine.ts';
import { useAppActors } from './app-actors.ts';

type LobbySnapshot = SnapshotFrom<typeof lobbyMachine>;

/** The root's actors: invoked (children) and spawned from lazily loaded logic (context). */
type SystemActors = Pick<
  LobbySnapshot['children'],
  'session' | 'tokenRefresh' | 'playerEvents' | 'wallet' | 'lowFunds'
> & {
  rewardList: NonNullable<LobbySnapshot['context']['rewardList']> | undefined;
  protection: NonNullable<LobbySnapshot['context']['protection']> | undefined;
  jackpot: NonNullable<LobbySnapshot['context']['jackpot']> | undefined;
  raffle: NonNullable<LobbySnapshot['context']['raffle']> | undefined;
};

/** The ids of the root's actors. */
export type SystemActorId = keyof SystemActors;

function select<Id extends SystemActorId>(snapshot: LobbySnapshot, id: Id): SystemActors[Id] {
  const { session, tokenRefresh, playerEvents, wallet, lowFunds } = snapshot.children;
  const actors: SystemActors = {
    session,
    tokenRefresh,
    playerEvents,
    wallet,
    lowFunds,
    rewardList: snapshot.context.rewardList ?? undefined,
    protection: snapshot.context.protection ?? undefined,
    jackpot: snapshot.context.jackpot ?? undefined,
    raffle: snapshot.context.raffle ?? undefined,
  };
  return actors[id];
}

export function useSystemActor<Id extends SystemActorId>(id: Id): SystemActors[Id] {
  const { lobby } = useAppActors().session;
  return useSelector(lobby, (snapshot) => select(snapshot, id));
}
