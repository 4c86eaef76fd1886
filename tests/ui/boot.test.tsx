import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { lobbySettingsMachine } from '../../machines/lobby-settings/lobby-settings.machine.ts';
import { localeCatalogMachine } from '../../machines/locale-catalog/locale-catalog.machine.ts';
import type { AppActors } from '../../src/runtime/app-actors.ts';
import { createApiServices } from '../../src/app/api-services.ts';
import { createCatalogueChanges } from '../../src/adapters/graphql/catalogue-changes.ts';
import { App } from '../../src/app/App.tsx';
import { jackpotServices } from '../../src/app/jackpot/jackpot-services.ts';
import { createNavigationPort } from '../../src/app/navigation-port.ts';
import { startSessionActors } from '../../src/app/session/session-actors.ts';
import { loadCatalog } from '../../src/i18n/i18n.ts';
import { demoSettings } from '../machines/fixtures/lobby-settings.ts';

afterEach(cleanup);

function startActors(
  fetchSettings: () => Promise<unknown>,
  path = '/en/privacy-policy/',
): AppActors {
  window.history.replaceState(null, '', path);
  const lobbySettings = createActor(
    lobbySettingsMachine.provide({
      actors: { fetchSettings: fromPromise(fetchSettings) },
      delays: { settingsRetry: 0 },
    }),
    { input: { inline: null } },
  ).start();
  const localeCatalog = createActor(
    localeCatalogMachine.provide({
      actors: { loadCatalog: fromPromise(({ input }) => loadCatalog(input.locale)) },
    }),
    { input: { locale: 'en-GB' } },
  ).start();
  const services = createApiServices(() => 'aurora');
  const catalogueChanges = createCatalogueChanges({
    url: 'ws://localhost/lobby-graphql',
    accessToken: () => null,
  });
  const navigation = createNavigationPort();
  const session = startSessionActors({
    api: () => services.api,
    brand: () => 'aurora',
    defaultCurrency: () => 'EUR',
    licence: () => 'mga',
    phoneVerification: () => ({ enabled: false, skipped: false }),
    development: () => false,
    socketUrl: 'ws://localhost/lobby-graphql',
    navigation,
    inspect: undefined,
  });
  return {
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
}

describe('app start-up', () => {
  it('renders the page once settings and the catalog are in', async () => {
    render(<App actors={startActors(async () => demoSettings)} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
    expect(document.body.dataset.layout).toBe('basic');
    expect(document.body.dataset.license).toBe('mga');
    expect(document.documentElement.lang).toBe('en-GB');
  });

  it('shows a clear error with a working retry when the settings cannot be loaded', async () => {
    let calls = 0;
    const actors = startActors(async () => {
      calls += 1;
      if (calls <= 3) throw new Error('HTTP 503');
      return demoSettings;
    });
    render(<App actors={actors} />);
    expect(await screen.findByText('Something went wrong.')).toBeTruthy();
    expect(calls).toBe(3);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
  });

  it('refuses settings of the wrong shape instead of rendering a broken page', async () => {
    render(<App actors={startActors(async () => ({ brand: 'aurora' }))} />);
    expect(await screen.findByText('Something went wrong.')).toBeTruthy();
  });

  it('shows the visitor basic layout with the sign-in prompt on sports', async () => {
    render(<App actors={startActors(async () => demoSettings, '/en/sports/')} />);
    expect(await screen.findByRole('heading', { name: 'Sign in to continue' })).toBeTruthy();
    expect(document.body.dataset.layout).toBe('basic');
    expect(document.body.dataset.productMode).toBe('SPORTS');
  });
});

describe('data errors', () => {
  it('a failed catalogue read shows the error page inside the layout', async () => {
    // jsdom has no server behind /lobby-graphql: the lobby's read fails after its retry.
    render(<App actors={startActors(async () => demoSettings, '/en/')} />);
    expect(await screen.findByTestId('error-page', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Error' })).toBeTruthy();
    expect(document.body.dataset.layout).toBe('logged-in');
  });
});
