// The platform actors (dialogs, toasts, consent, guards) load after start-up, in their own
// chunk (decision 0015); the handle is what the first paint holds (src/runtime/use-platform.ts
// reads it).
import { whenIdle } from '../../adapters/when-idle.ts';
import type { PageEvent } from '../../../machines/lobby/lobby.machine.ts';
import type { NavigationPort } from '../../runtime/navigation.ts';
import type { Inspect, PlatformHandle } from '../../runtime/platform-actors.ts';

export function loadPlatformActors(options: {
  inspect: Inspect;
  navigation: NavigationPort;
  /** Whether the server runs in development (read when the actors start). */
  development?: () => boolean;
  /** Tells the lobby's root a fact of the page (a dialog open or closed). */
  tellLobby: (event: PageEvent) => void;
}): PlatformHandle {
  return {
    // After the first screen, in an idle period (decision 0047): nothing on it needs them.
    ready: whenIdle()
      .then(() => import('./platform-actors.ts'))
      .then(({ startPlatformActors }) =>
        startPlatformActors({
          inspect: options.inspect,
          navigation: options.navigation,
          development: options.development?.() ?? false,
          tellLobby: options.tellLobby,
        }),
      ),
  };
}
