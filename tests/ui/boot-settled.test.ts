// main.tsx renders the app only once the settings and the first catalog are in (or failed), so
// its first render is the whole app inside a transition (decision 0047).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { lobbySettingsMachine } from '../../machines/lobby-settings/lobby-settings.machine.ts';
import { localeCatalogMachine } from '../../machines/locale-catalog/locale-catalog.machine.ts';
import { bootSettled } from '../../src/app/start-up/boot-settled.ts';
import { demoSettings } from '../machines/fixtures/lobby-settings.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

function startBoot(settings: Promise<unknown>, catalog: Promise<{ locale: string }>) {
  const lobbySettings = createActor(
    lobbySettingsMachine.provide({
      actors: { fetchSettings: fromPromise(() => settings) },
      delays: { settingsRetry: 0 },
    }),
    { input: { inline: null } },
  ).start();
  const localeCatalog = createActor(
    localeCatalogMachine.provide({
      actors: { loadCatalog: fromPromise(() => catalog) },
      delays: { catalogRetry: 0 },
    }),
    { input: { locale: 'en-GB' } },
  ).start();
  let settled = false;
  const done = bootSettled({ lobbySettings, localeCatalog }).then(() => (settled = true));
  return { isSettled: () => settled, done };
}

const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('bootSettled', () => {
  it('waits for both the settings and the first catalog', async () => {
    const settings = deferred<unknown>();
    const catalog = deferred<{ locale: string }>();
    const boot = startBoot(settings.promise, catalog.promise);
    settings.resolve(demoSettings);
    await turn();
    expect(boot.isSettled()).toBe(false);
    catalog.resolve({ locale: 'en-GB' });
    await boot.done;
    expect(boot.isSettled()).toBe(true);
  });

  it('settles when the settings fail, so the app can show the start-up failure', async () => {
    const catalog = deferred<{ locale: string }>();
    const boot = startBoot(Promise.resolve({ not: 'settings' }), catalog.promise);
    await turn();
    expect(boot.isSettled()).toBe(false);
    catalog.resolve({ locale: 'en-GB' });
    await boot.done;
    expect(boot.isSettled()).toBe(true);
  });

  it('settles when the catalog fails after its retries', async () => {
    const boot = startBoot(
      Promise.resolve(demoSettings),
      Promise.reject(new Error('catalog chunk unreachable')),
    );
    await boot.done;
    expect(boot.isSettled()).toBe(true);
  });
});
