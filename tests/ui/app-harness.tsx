// The whole SPA in jsdom: <App> with the actors src/main.tsx starts (settings, locale catalog,
// session, platform, jackpot, navigation) at a given address, the brand's
// settings given by the test and the lobby GraphQL answered by a fake client (by operation name,
// every call recorded). What the router, the shell and the layouts decide is then the product's
// own code, as in the browser, without a server.
import { render } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import { lobbySettingsMachine } from '../../machines/lobby-settings/lobby-settings.machine.ts';
import type { LobbySettings } from '../../machines/lobby-settings/settings.ts';
import { localeCatalogMachine } from '../../machines/locale-catalog/locale-catalog.machine.ts';
import { createCatalogueChanges } from '../../src/adapters/graphql/catalogue-changes.ts';
import { App } from '../../src/app/App.tsx';
import { jackpotServices } from '../../src/app/jackpot/jackpot-services.ts';
import { createNavigationPort } from '../../src/app/navigation-port.ts';
import { startSessionActors } from '../../src/app/session/session-actors.ts';
import { loadCatalog } from '../../src/i18n/i18n.ts';
import type { AppActors } from '../../src/runtime/app-actors.ts';
import { servicesOver } from './test-app-actors.ts';
import { fakeApi } from './rewards-harness.tsx';

type Handler = (variables: Record<string, unknown>) => unknown;

/** The app's data services over the fake client: the cache-first reads as createApiServices. */
function fakeServices(handlers: Record<string, Handler>) {
  const fake = fakeApi(handlers);
  return { services: servicesOver(fake.api), calls: fake.calls };
}

/** Starts the app's actors at `path` (a visitor: no stored session) and renders <App>. */
export function renderApp(
  path: string,
  options: { settings: LobbySettings; handlers: Record<string, Handler> },
) {
  window.history.replaceState(null, '', path);
  const brand = () => options.settings.brand;
  const lobbySettings = createActor(
    lobbySettingsMachine.provide({
      actors: { fetchSettings: fromPromise(async (): Promise<unknown> => options.settings) },
    }),
    { input: { inline: null } },
  ).start();
  const localeCatalog = createActor(
    localeCatalogMachine.provide({
      actors: { loadCatalog: fromPromise(({ input }) => loadCatalog(input.locale)) },
    }),
    { input: { locale: 'en-GB' } },
  ).start();
  const { services, calls } = fakeServices(options.handlers);
  const api = () => services.api;
  const catalogueChanges = createCatalogueChanges({
    url: 'ws://localhost/lobby-graphql',
    accessToken: () => null,
  });
  const navigation = createNavigationPort();
  const session = startSessionActors({
    api,
    brand,
    defaultCurrency: () => 'EUR',
    licence: () => 'mga',
    phoneVerification: () => ({ enabled: false, skipped: false }),
    development: () => false,
    socketUrl: 'ws://localhost/lobby-graphql',
    navigation,
    inspect: undefined,
  });
  const actors: AppActors = {
    lobbySettings,
    localeCatalog,
    inspect: undefined,
    services,
    catalogueChanges,
    platform: session.platform,
    session,
    jackpot: jackpotServices(() => session.accessToken()),
    navigation,
  };
  return { ...render(<App actors={actors} />), actors, calls };
}
