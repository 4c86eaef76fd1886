import { describe, expect, it } from 'vitest';
import { parseLobbySettings } from '../../machines/lobby-settings/parse-settings.ts';
import { describeMachinePaths } from '../support/paths.ts';
import { demoSettings } from './fixtures/lobby-settings.ts';
import { lobbySettingsFromServer, lobbySettingsInline } from './lobby-settings.paths.ts';

// The machine's input decides its first step, so each input gets its own run; between them
// they take every transition, and each names what the other covers.
const byInline = 'taken with inline settings (the inline run)';
const byFetch = 'taken without inline settings (the fetched run)';

describeMachinePaths('lobby settings, fetched', lobbySettingsFromServer.machine, {
  ...lobbySettingsFromServer.options,
  exclude: { transitions: { 'lobbySettings.checking on always [0]': byInline } },
});
describeMachinePaths('lobby settings, inline', lobbySettingsInline.machine, {
  ...lobbySettingsInline.options,
  exclude: {
    states: {
      'lobbySettings.fetching': byFetch,
      'lobbySettings.waitingToRetry': byFetch,
      'lobbySettings.failed': byFetch,
    },
    transitions: {
      'lobbySettings.checking on always [1]': byFetch,
      'lobbySettings.fetching on xstate.done.actor.fetchSettings [0]': byFetch,
      'lobbySettings.fetching on xstate.done.actor.fetchSettings [1]': byFetch,
      'lobbySettings.fetching on xstate.error.actor.fetchSettings [0]': byFetch,
      'lobbySettings.fetching on xstate.error.actor.fetchSettings [1]': byFetch,
      'lobbySettings.waitingToRetry on xstate.after.settingsRetry.lobbySettings.waitingToRetry [0]':
        byFetch,
      'lobbySettings.failed on settings.retry [0]': byFetch,
    },
  },
});

describe('parseLobbySettings', () => {
  it('accepts complete settings', () =>
    expect(parseLobbySettings(demoSettings)).toEqual(demoSettings));
  it.each([
    ['null', null],
    ['a string', 'aurora'],
    ['an unknown licence', { ...demoSettings, license: 'xyz' }],
    ['an unknown layout', { ...demoSettings, lobbyLayout: 'layout9' }],
    ['a missing toggle', { ...demoSettings, featureToggles: { Sportsbook: true } }],
    ['no theme colours', { ...demoSettings, theme: { ...demoSettings.theme, colors: null } }],
    ['an empty brand', { ...demoSettings, brand: '' }],
  ])('refuses %s', (_name, value) => expect(parseLobbySettings(value)).toBeNull());
});
