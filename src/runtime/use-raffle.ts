// Hooks over the raffle actors (src/runtime/raffle.ts). They never suspend: the lobby's raffle
// card renders at first paint and turns live once the countdown has drops.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useAppActors } from './app-actors.ts';
import type { LiveValue } from './jackpot.ts';
import type { RaffleActors } from './raffle.ts';

/** The raffle actors (started by the first caller), or null until they are loaded. */
export function useRaffleActorsOrNull(): RaffleActors | null {
  const { raffle } = useAppActors();
  const [actors, setActors] = useState<RaffleActors | null>(null);
  useEffect(() => {
    let current = true;
    void raffle.actors().then((loaded) => current && setActors(loaded));
    return () => {
      current = false;
    };
  }, [raffle]);
  return actors;
}

/** A live value's current value; `fallback` without one. */
export function useLiveValue<T>(value: LiveValue<T> | null | undefined, fallback: T): T {
  const subscribe = useCallback(
    (onChange: () => void) => value?.subscribe(onChange) ?? (() => {}),
    [value],
  );
  return useSyncExternalStore(subscribe, () => (value ? value.get() : fallback));
}
