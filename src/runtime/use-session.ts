import { useSelector } from '@xstate/react';
import { playerStatus, type SessionPlayer } from '../../machines/session/session.machine.ts';
import { useAppActors } from './app-actors.ts';

/** LOADING | LOGGED_IN | LOGGED_OUT (platform-core §4). */
export function usePlayerStatus() {
  return useSelector(useAppActors().session.session, playerStatus);
}

export function useSessionPlayer(): SessionPlayer | null {
  return useSelector(useAppActors().session.session, (snapshot) => snapshot.context.player);
}

/** The session actors (sign-in pages hand over tokens; the header signs out). */
export const useSessionActors = () => useAppActors().session;
