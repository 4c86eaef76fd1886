// The platform actors for components (decision 0015): a promise for those that can wait (under
// Suspense) and a non-blocking read for those that render at first paint (the header).
import { use, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useAppActors } from './app-actors.ts';
import type { PlatformActors } from './platform-actors.ts';

/** The platform actors; suspends until they are loaded. */
export function usePlatformActors(): PlatformActors {
  return use(useAppActors().platform.ready);
}

/** The platform actors, or null while they load (for components that render at first paint). */
export function usePlatformActorsOrNull(): PlatformActors | null {
  const { ready } = useAppActors().platform;
  const [actors, setActors] = useState<PlatformActors | null>(null);
  useEffect(() => {
    let live = true;
    void ready.then((loaded) => live && setActors(loaded));
    return () => {
      live = false;
    };
  }, [ready]);
  return actors;
}

/** "Is any guard active" (platform-core §4): false until the guards are loaded. */
export function useAnyGuardActive(): boolean {
  const guards = usePlatformActorsOrNull()?.guards;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = guards?.subscribe(onChange);
      return () => subscription?.unsubscribe();
    },
    [guards],
  );
  // Same rule as isAnyGuardActive (machines/guards); importing it would pull the machine
  // definition into the first paint.
  return useSyncExternalStore(subscribe, () => guards?.getSnapshot().matches('guarded') ?? false);
}
