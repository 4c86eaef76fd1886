// The platform actors (dialogs, toasts, consent, guards) load after start-up, in their own
// chunk (decision 0015). This handle is what the first paint holds: a promise for components
// that can wait (under Suspense) and a non-blocking read for those that cannot (the header).
import { use, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { ActorOptions, AnyActorLogic } from 'xstate';
import { useAppActors } from '../app-actors-context.ts';
import type { PlatformActors } from './platform-actors.ts';

export type { PlatformActors };

export interface PlatformHandle {
  ready: Promise<PlatformActors>;
}

export function loadPlatformActors(
  inspect: ActorOptions<AnyActorLogic>['inspect'],
  development: () => boolean = () => false,
): PlatformHandle {
  return {
    ready: import('./platform-actors.ts').then(({ startPlatformActors }) =>
      startPlatformActors({ inspect, development: development() }),
    ),
  };
}

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
