// Hooks over the signed-in player's jackpot (the lobby's `jackpot` actor: machines/jackpot, with
// its socket). They never suspend: the lobby's jackpot card renders at first paint with the
// query's pots and turns live once a signed-in player's socket has values for the instance.
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type {
  JackpotPlayerSettings,
  jackpotMachine,
} from '../../machines/jackpot/jackpot.machine.ts';
import type {
  JackpotPot,
  jackpotSocketMachine,
} from '../../machines/jackpot-socket/jackpot-socket.machine.ts';
import { useAppActors } from './app-actors.ts';
import type { JackpotServices } from './jackpot.ts';
import { useSystemActor } from './system.ts';

/** The signed-in player's live jackpot: its actor, its socket and the settings it follows. */
export interface JackpotActors {
  jackpot: ActorRefFrom<typeof jackpotMachine>;
  socket: ActorRefFrom<typeof jackpotSocketMachine>;
  settings: JackpotPlayerSettings;
}

export function useJackpotServices(): JackpotServices {
  return useAppActors().jackpot;
}

/** The player's live jackpot, or null for a visitor, before the settings are read, or none. */
export function useJackpotActorsOrNull(): JackpotActors | null {
  const jackpot = useSystemActor('jackpot');
  const settings = useSelector(jackpot, (snapshot) =>
    snapshot?.matches('live') ? snapshot.context.settings : null,
  );
  const socket = useSelector(jackpot, (snapshot) => snapshot?.children.jackpotSocket);
  return useMemo(
    () => (jackpot && socket && settings ? { jackpot, socket, settings } : null),
    [jackpot, socket, settings],
  );
}

const NO_POTS: readonly JackpotPot[] = [];

/** The socket's pots of an instance (empty before any update, or without a socket). */
export function useSocketPots(
  actors: JackpotActors | null,
  instanceId: string | null | undefined,
): readonly JackpotPot[] {
  return useSelector(actors?.socket, (snapshot) =>
    snapshot && instanceId ? (snapshot.context.pots[instanceId] ?? NO_POTS) : NO_POTS,
  );
}

export interface LivePot {
  id: string;
  amount: number;
  currency: string;
}

/**
 * The pots to show: the socket's values for the signed-in player's instance where it has them
 * (same pot id and currency), otherwise the given ones (the lobby query's, the REST call's).
 */
export function useLivePots<T extends LivePot>(pots: readonly T[]): readonly T[] {
  const actors = useJackpotActorsOrNull();
  const live = useSocketPots(actors, actors?.settings.instanceId);
  const settings = actors?.settings;
  if (!settings || live.length === 0) return pots;
  return pots.map((pot) => {
    const update = live.find((candidate) => candidate.id === pot.id);
    return update && pot.currency === settings.currency ? { ...pot, amount: update.amount } : pot;
  });
}
