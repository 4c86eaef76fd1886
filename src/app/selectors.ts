// Named selectors: components read machines only through these.
import type { SnapshotFrom } from 'xstate';
import type { lobbySettingsMachine } from '../../machines/lobby-settings/lobby-settings.machine.ts';
import type { localeCatalogMachine } from '../../machines/locale-catalog/locale-catalog.machine.ts';

type SettingsSnapshot = SnapshotFrom<typeof lobbySettingsMachine>;
type CatalogSnapshot = SnapshotFrom<typeof localeCatalogMachine>;

export const selectSettings = (s: SettingsSnapshot) =>
  s.matches('ready') ? s.context.settings : null;
export const selectSettingsFailed = (s: SettingsSnapshot) => s.matches('failed');
export const selectActiveLocale = (s: CatalogSnapshot) => s.context.active;
export const selectCatalogFailed = (s: CatalogSnapshot) =>
  s.matches('failed') && s.context.active === null;
export const selectCatalogLoading = (s: CatalogSnapshot) =>
  !s.matches('ready') && !s.matches('failed');
