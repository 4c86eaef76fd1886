// The one place where the app's actors get their real effects. In a development build opened
// with ?inspect, every actor is attached to the Stately inspector.

import { createActor, fromPromise } from 'xstate';
import { lobbySettingsMachine } from '../../machines/lobby-settings/lobby-settings.machine.ts';
import { parseLobbySettings } from '../../machines/lobby-settings/parse-settings.ts';
import { localeCatalogMachine } from '../../machines/locale-catalog/locale-catalog.machine.ts';
import { resolveLocale } from '../../machines/locale/locales.ts';
import { pathSegments } from '../../machines/routing/resolve-location.ts';
import { readCookie } from '../adapters/cookie-reader.ts';
import { readInlineSettings } from '../adapters/inline-settings.ts';
import { fetchLobbySettings } from '../adapters/lobby-settings-api.ts';
import { createCatalogueChanges } from '../adapters/graphql/catalogue-changes.ts';
import { TranslationsDocument } from '../adapters/graphql/generated/graphql.ts';
import { loadCatalog } from '../i18n/i18n.ts';
import { keyedTextsFor } from '../i18n/keyed-texts.ts';
import type { AppActors } from '../runtime/app-actors.ts';
import type { Inspect } from '../runtime/platform-actors.ts';
import type { SessionActors } from '../runtime/session-actors.ts';
import { createApiServices } from './api-services.ts';
import { announceExternalHistoryWrites } from './history-writes.ts';
import { jackpotServices } from './jackpot/jackpot-services.ts';
import { createNavigationPort } from './navigation-port.ts';
import { startSessionActors } from './session/session-actors.ts';

async function developmentInspector(): Promise<Inspect | undefined> {
  // Both conditions are needed: DEV lets the bundler drop the import from production builds.
  if (!import.meta.env.DEV || !new URLSearchParams(window.location.search).has('inspect'))
    return undefined;
  const { startInspector } = await import('./inspector/start-inspector.ts');
  return startInspector();
}

/** The locale to load before the first render; the shell corrects it once the route resolves. */
function initialLocale(inline: unknown): string {
  const first = pathSegments(window.location.pathname)[0];
  return resolveLocale({
    route: first,
    query: new URLSearchParams(window.location.search).get('locale'),
    stored: readCookie('locale'),
    brandDefault: parseLobbySettings(inline)?.defaultLocale,
  }).tag;
}

export async function startAppActors(): Promise<AppActors> {
  const inspect = await developmentInspector();
  const inline = readInlineSettings();

  // Every actor gets the same `inspect` option, so the inspector sees all of them.
  // The brand is read when a request is made: in development the settings arrive later.
  const brand = () => lobbySettings.getSnapshot().context.settings?.brand ?? '';
  // The session starts after the services it uses; requests read its token when they run.
  const started: { session?: SessionActors } = {};
  const services = createApiServices(brand, {
    accessToken: () => started.session?.accessToken() ?? null,
    refreshAccessToken: () => started.session?.refreshAfterAuthFailure() ?? Promise.resolve(false),
  });
  const keyedTexts = (locale: string) => () =>
    brand()
      ? keyedTextsFor(
          locale,
          async (tag, keys) =>
            // Through the cache: the server inlines the start-up locale's texts (0038).
            (await services.read(TranslationsDocument, { keys, locale: tag })).ts,
        )
      : Promise.resolve({});
  const lobbySettings = createActor(
    lobbySettingsMachine.provide({
      actors: { fetchSettings: fromPromise(({ signal }) => fetchLobbySettings(signal)) },
    }),
    { systemId: 'lobbySettings', input: { inline }, inspect },
  ).start();
  const localeCatalog = createActor(
    localeCatalogMachine.provide({
      actors: {
        loadCatalog: fromPromise(({ input }) =>
          loadCatalog(input.locale, keyedTexts(input.locale)),
        ),
      },
    }),
    { systemId: 'localeCatalog', input: { locale: initialLocale(inline) }, inspect },
  ).start();
  // The settings and the catalog are on their way: let the browser run before the session,
  // platform and feature actors start, so start-up is two short tasks, not one long one
  // (decision 0047).
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
  const socketUrl = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/lobby-graphql`;
  announceExternalHistoryWrites();
  const navigation = createNavigationPort();
  const settings = () => lobbySettings.getSnapshot().context.settings;
  const session = startSessionActors({
    api: () => services.api,
    brand,
    defaultCurrency: () => settings()?.defaultCurrency ?? 'EUR',
    licence: () => settings()?.license ?? null,
    phoneVerification: () => ({
      enabled: settings()?.featureToggles.EnablePhoneVerification ?? false,
      skipped: readCookie('skipOptionalPhoneNumberVerification') !== null,
    }),
    development: () => settings()?.environment === 'development',
    socketUrl,
    navigation,
    inspect,
  });
  started.session = session;
  // A third short task for the feature actors' handles (decision 0047).
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
  const catalogueChanges = createCatalogueChanges({
    url: socketUrl,
    accessToken: () => session.accessToken(),
    // Catalogue reads are cheap to repeat; dropping them all keeps the rule simple and safe.
    beforeListeners: () => services.cache.invalidate((key) => !key.startsWith('Translations:')),
  });
  return {
    lobbySettings,
    localeCatalog,
    inspect,
    services,
    catalogueChanges,
    platform: session.platform,
    session,
    jackpot: jackpotServices(() => session.accessToken()),
    navigation,
  };
}
