// What the composition root (src/app) provides to everything below it: the started actors and
// services, through one React context. Features and components read it with the hooks of this
// folder; only src/app creates it.
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { lobbySettingsMachine } from '../../machines/lobby-settings/lobby-settings.machine.ts';
import type { localeCatalogMachine } from '../../machines/locale-catalog/locale-catalog.machine.ts';
import type { CatalogueChanges } from '../adapters/graphql/catalogue-changes.ts';
import type { ApiServices } from './api-services.ts';
import type { JackpotServices } from './jackpot.ts';
import type { NavigationPort } from './navigation.ts';
import type { Inspect, PlatformHandle } from './platform-actors.ts';
import type { SessionActors } from './session-actors.ts';

export interface AppActors {
  lobbySettings: ActorRefFrom<typeof lobbySettingsMachine>;
  localeCatalog: ActorRefFrom<typeof localeCatalogMachine>;
  /** Passed to actors that components start (game lists…), so the inspector sees them too. */
  inspect: Inspect;
  services: ApiServices;
  catalogueChanges: CatalogueChanges;
  /** The player's session and token refresh (machines/session, machines/token-refresh). */
  session: SessionActors;
  /** Dialogs, toasts, consent and guards: loaded right after start-up, not before first paint. */
  platform: PlatformHandle;
  /** The jackpot's REST reads (the player's socket is the lobby's `jackpot` actor). */
  jackpot: JackpotServices;
  /** How actors' effects navigate: through the router (src/runtime/navigation.ts). */
  navigation: NavigationPort;
}

export const AppActorsContext = createContext<AppActors | null>(null);

export function useAppActors(): AppActors {
  const actors = useContext(AppActorsContext);
  if (!actors) throw new Error('useAppActors was used outside of its Provider');
  return actors;
}

/** The GraphQL client and query cache of the app. */
export function useApiServices(): ApiServices {
  return useAppActors().services;
}
