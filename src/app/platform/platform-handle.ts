// The platform actors as the first paint holds them (src/runtime/use-platform.ts reads the
// handle): the lobby's root spawns them once their logic has loaded, after the first screen
// (platform-logic.ts); the feature flags are read then too.
import { waitFor } from 'xstate';
import type { LobbyActor } from '../../../machines/lobby/lobby.machine.ts';
import type { PlatformActors } from '../../runtime/platform-actors.ts';

export async function platformReady(
  lobby: LobbyActor,
  /** Whether the server runs in development (feature-flag query overrides). */
  development: () => boolean,
): Promise<PlatformActors> {
  const { context } = await waitFor(lobby, (snapshot) => snapshot.context.platform !== null, {
    timeout: Infinity,
  });
  const { readFeatureFlags } = await import('./feature-flags.ts');
  return { ...context.platform!, featureFlags: readFeatureFlags(development()) };
}
