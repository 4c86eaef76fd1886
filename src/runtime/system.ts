// The lobby's actor system as components see it: `useSystemActor(id)` gives the root's child of
// that id (machines/lobby), typed by the root's `children`, or undefined while it does not run
// (a player's actors run only while a player is signed in). Re-renders when the child starts or
// stops, not on the child's own changes: select from it with useSelector.
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { lobbyMachine } from '../../machines/lobby/lobby.machine.ts';
import { useAppActors } from './app-actors.ts';

type LobbyChildren = SnapshotFrom<typeof lobbyMachine>['children'];

/** The ids of the root's actors. */
export type SystemActorId = keyof LobbyChildren;

export function useSystemActor<Id extends SystemActorId>(id: Id): LobbyChildren[Id] {
  const { lobby } = useAppActors().session;
  return useSelector(lobby, (snapshot) => snapshot.children[id]);
}
