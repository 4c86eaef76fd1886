// The platform actors (dialogs, toasts, consent, guards) load after start-up, in their own
// chunk (decision 0015); the handle is what the first paint holds (src/runtime/use-platform.ts
// reads it).
import type { Inspect, PlatformHandle } from '../../runtime/platform-actors.ts';

export function loadPlatformActors(
  inspect: Inspect,
  development: () => boolean = () => false,
): PlatformHandle {
  return {
    ready: import('./platform-actors.ts').then(({ startPlatformActors }) =>
      startPlatformActors({ inspect, development: development() }),
    ),
  };
}
