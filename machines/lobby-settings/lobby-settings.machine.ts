// The brand's lobby settings: taken from the JSON the server inlines into index.html when it
// is there (no round trip before first render), otherwise fetched from /api/lobby-settings
// (the Vite dev server serves a bare index.html), with retries.

import { assign, fromPromise, setup } from 'xstate';
import { parseLobbySettings } from './parse-settings.ts';
import type { LobbySettings } from './settings.ts';

export const SETTINGS_MAX_ATTEMPTS = 3;

export interface LobbySettingsContext {
  settings: LobbySettings | null;
  attempts: number;
  errorCode: 'SETTINGS_UNAVAILABLE' | 'SETTINGS_INVALID' | null;
}

export const lobbySettingsMachine = setup({
  types: {
    context: {} as LobbySettingsContext,
    input: {} as { inline: unknown },
    events: {} as { type: 'settings.retry' },
  },
  actors: {
    fetchSettings: fromPromise<unknown>(async () => {
      throw new Error('fetchSettings is provided by src/app');
    }),
  },
  delays: {
    settingsRetry: ({ context }) => 1000 * 2 ** Math.max(0, context.attempts - 1),
  },
  guards: {
    hasInlineSettings: ({ context }) => context.settings !== null,
    canRetry: ({ context }) => context.attempts < SETTINGS_MAX_ATTEMPTS,
  },
}).createMachine({
  id: 'lobbySettings',
  context: ({ input }) => ({
    settings: parseLobbySettings(input.inline),
    attempts: 0,
    errorCode: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasInlineSettings', target: 'ready' }, { target: 'fetching' }],
    },
    fetching: {
      entry: assign({ attempts: ({ context }) => context.attempts + 1 }),
      invoke: {
        id: 'fetchSettings',
        src: 'fetchSettings',
        onDone: [
          {
            guard: ({ event }) => parseLobbySettings(event.output) !== null,
            target: 'ready',
            actions: assign({
              settings: ({ event }) => parseLobbySettings(event.output),
              errorCode: null,
            }),
          },
          { target: 'failed', actions: assign({ errorCode: 'SETTINGS_INVALID' }) },
        ],
        onError: [
          { guard: 'canRetry', target: 'waitingToRetry' },
          { target: 'failed', actions: assign({ errorCode: 'SETTINGS_UNAVAILABLE' }) },
        ],
      },
    },
    waitingToRetry: {
      after: { settingsRetry: 'fetching' },
    },
    ready: {},
    failed: {
      on: {
        'settings.retry': { target: 'fetching', actions: assign({ attempts: 0, errorCode: null }) },
      },
    },
  },
});
