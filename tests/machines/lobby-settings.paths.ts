// Fixtures that reach every state and transition of the lobby-settings machine; shared by its
// path test and by `npm run paths -- lobby-settings`.
import { lobbySettingsMachine } from '../../machines/lobby-settings/lobby-settings.machine.ts';
import { machinePathEntry } from '../support/machine-paths/registry-entry.ts';
import { demoSettings } from './fixtures/lobby-settings.ts';

export const lobbySettingsFromServer = machinePathEntry(
  'Brand settings fetched from /api/lobby-settings (no inline JSON): retries, invalid payload, manual retry',
  lobbySettingsMachine,
  {
    input: { inline: null },
    outputs: { fetchSettings: [demoSettings, { brand: 'broken' }] },
    errors: { fetchSettings: ['HTTP 503'] },
    compareContext: (context) => ({
      attempts: context.attempts,
      errorCode: context.errorCode,
      brand: context.settings?.brand,
    }),
  },
);

export const lobbySettingsInline = machinePathEntry(
  'Brand settings inlined into index.html by the server: ready before first render',
  lobbySettingsMachine,
  { input: { inline: demoSettings } },
);
