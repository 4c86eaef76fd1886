// The app's actors for UI tests that render a part of the app, type-checked whole (no casts):
// what a test names is its own (the API, the lobby's root, a handle), everything else is the
// real thing at rest — the platform actors started with their real machines (the events sent
// to them recorded, so a test can say which dialog or toast was asked for), a visitor's lobby,
// handles whose actors never arrive, the demo settings, the English catalog.
import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate';
import { lobbySettingsMachine } from '../../machines/lobby-settings/lobby-settings.machine.ts';
import { localeCatalogMachine } from '../../machines/locale-catalog/locale-catalog.machine.ts';
import type { LobbyActor } from '../../machines/lobby/lobby.machine.ts';
import type { GraphQLClient } from '../../src/adapters/graphql/client.ts';
import { createCatalogueChanges } from '../../src/adapters/graphql/catalogue-changes.ts';
import { cacheFirstServices } from '../../src/app/api-services.ts';
import { createNavigationPort } from '../../src/app/navigation-port.ts';
import { readFeatureFlags } from '../../src/app/platform/feature-flags.ts';
import type { ApiServices } from '../../src/runtime/api-services.ts';
import type { AppActors } from '../../src/runtime/app-actors.ts';
import type { PlatformActors } from '../../src/runtime/platform-actors.ts';
import type { JackpotServices } from '../../src/runtime/jackpot.ts';
import type { SessionActors } from '../../src/runtime/session-actors.ts';
import type { NavigationPort } from '../../src/runtime/navigation.ts';
import { demoSettings } from '../machines/fixtures/lobby-settings.ts';
import { startTestLobby } from './test-lobby.ts';

export interface TestAppParts {
  /** Where every request and read goes (default: a client that answers nothing). */
  api?: GraphQLClient;
  /** Cache-first reads (default: the app's cache over `api`). */
  read?: ApiServices['read'];
  /** The lobby's root (startTestLobby, signedInSession); default: a visitor's. */
  session?: {
    lobby: LobbyActor;
    session: SessionActors['session'];
    /** The port its platform actors navigate through (startTestLobby's). */
    navigation?: NavigationPort;
  };
  /** After a sign-in page got tokens (default: nothing happens). */
  signIn?: SessionActors['signIn'];
  /** The bearer (default: a fixed token). */
  accessToken?: SessionActors['accessToken'];
  /** The 401 path (default: no refresh). */
  refreshAfterAuthFailure?: SessionActors['refreshAfterAuthFailure'];
  /** Platform actors of the test's own (the others are started with their real machines). */
  platform?: Partial<Omit<PlatformActors, 'featureFlags'>>;
  jackpot?: JackpotServices;
}

/** The events sent to the platform actors, by actor. */
export type PlatformEvents = Record<
  'overlays' | 'notifications' | 'consent' | 'guards',
  AnyEventObject[]
>;

const never = <T>() => new Promise<T>(() => {});

/** A client that answers nothing (a test that reads names its own). */
const SILENT_API: GraphQLClient = {
  request: () => Promise.reject(new Error('This test answers no requests')),
};

/** The app's cache-first reads over `api` (no inlined first page). */
export const servicesOver = (api: GraphQLClient): ApiServices =>
  cacheFirstServices(api, { take: () => undefined });

export function testAppActors(parts: TestAppParts = {}) {
  const api = parts.api ?? SILENT_API;
  const services = servicesOver(api);
  const { lobby, session } = parts.session ?? startTestLobby({ player: null });
  const navigation = parts.session?.navigation ?? createNavigationPort();
  const platformEvents: PlatformEvents = {
    overlays: [],
    notifications: [],
    consent: [],
    guards: [],
  };
  // The lobby's platform actors (spawned a task after it starts), with the test's own instead.
  const platformOf = (): PlatformActors => {
    const spawned = lobby.getSnapshot().context.platform;
    if (!spawned) throw new Error('The platform actors are not spawned yet: await platform.ready');
    return { ...spawned, featureFlags: readFeatureFlags(false), ...parts.platform };
  };
  // What the page sent them (not what they tell themselves).
  lobby.system.inspect((event) => {
    const spawned = lobby.getSnapshot().context.platform;
    if (!spawned || event.type !== '@xstate.event' || event.sourceRef !== undefined) return;
    for (const name of ['overlays', 'notifications', 'consent', 'guards'] as const)
      if (event.actorRef === spawned[name]) platformEvents[name].push(event.event);
  });
  const platform: PlatformActors = {
    get overlays() {
      return platformOf().overlays;
    },
    get notifications() {
      return platformOf().notifications;
    },
    get consent() {
      return platformOf().consent;
    },
    get guards() {
      return platformOf().guards;
    },
    get featureFlags() {
      return platformOf().featureFlags;
    },
  };
  const ready = waitFor(lobby, (snapshot) => snapshot.context.platform !== null).then(platformOf);
  const actors: AppActors = {
    lobbySettings: createActor(
      lobbySettingsMachine.provide({
        actors: { fetchSettings: fromPromise(async (): Promise<unknown> => demoSettings) },
      }),
      { input: { inline: null } },
    ),
    localeCatalog: createActor(localeCatalogMachine, { input: { locale: 'en-GB' } }),
    inspect: undefined,
    services: parts.read ? { ...services, read: parts.read } : services,
    catalogueChanges: createCatalogueChanges({
      url: 'ws://localhost/lobby-graphql',
      accessToken: () => null,
    }),
    session: {
      lobby,
      session,
      tokenRefresh: lobby.getSnapshot().children.tokenRefresh!,
      accessToken: parts.accessToken ?? (() => 'test-access-token'),
      refreshAfterAuthFailure: parts.refreshAfterAuthFailure ?? (async () => false),
      signIn: parts.signIn ?? (async () => {}),
    },
    platform: { ready },
    jackpot: parts.jackpot ?? { currencyRates: never, instance: never },
    navigation,
  };
  return { actors, platform, platformEvents };
}
