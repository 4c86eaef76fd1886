// Hooks over the jackpot actors (src/runtime/jackpot.ts). They never suspend: the lobby's
// jackpot card renders at first paint with the query's pots and turns live once a signed-in
// player's socket has values for the instance.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { JackpotPot } from '../../machines/jackpot-socket/jackpot-socket.machine.ts';
import { useAppActors } from './app-actors.ts';
import type { JackpotActors, JackpotServices, JackpotSettings } from './jackpot.ts';

export function useJackpotServices(): JackpotServices {
  return useAppActors().jackpot.services;
}

/** The jackpot actors, or null until a player has signed in. */
export function useJackpotActorsOrNull(): JackpotActors | null {
  const { live } = useAppActors().jackpot;
  const [actors, setActors] = useState<JackpotActors | null>(null);
  useEffect(() => {
    let current = true;
    void live.then((loaded) => current && setActors(loaded));
    return () => {
      current = false;
    };
  }, [live]);
  return actors;
}

const NO_POTS: readonly JackpotPot[] = [];

/** The socket's pots of an instance (empty before any update, or without a socket). */
export function useSocketPots(
  actors: JackpotActors | null,
  instanceId: string | null | undefined,
): readonly JackpotPot[] {
  const socket = actors?.socket;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = socket?.subscribe(onChange);
      return () => subscription?.unsubscribe();
    },
    [socket],
  );
  return useSyncExternalStore(subscribe, () =>
    socket && instanceId ? (socket.getSnapshot().context.pots[instanceId] ?? NO_POTS) : NO_POTS,
  );
}

/** The settings the signed-in player's socket follows (null for a visitor or none). */
export function useLiveJackpotSettings(actors: JackpotActors | null): JackpotSettings | null {
  const settings = actors?.settings;
  const subscribe = useCallback(
    (onChange: () => void) => settings?.subscribe(onChange) ?? (() => {}),
    [settings],
  );
  return useSyncExternalStore(subscribe, () => settings?.get() ?? null);
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
  const settings = useLiveJackpotSettings(actors);
  const live = useSocketPots(actors, settings?.instanceId);
  if (!settings || live.length === 0) return pots;
  return pots.map((pot) => {
    const update = live.find((candidate) => candidate.id === pot.id);
    return update && pot.currency === settings.currency ? { ...pot, amount: update.amount } : pot;
  });
}
