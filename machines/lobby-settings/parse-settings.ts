// Checks that a value from the page or the network has the shape of LobbySettings, so that a
// broken payload becomes a clear error code instead of a crash deep in a component.

import { FEATURE_TOGGLES, LICENCES, LOBBY_LAYOUTS, type LobbySettings } from './settings.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

export function parseLobbySettings(value: unknown): LobbySettings | null {
  if (!isRecord(value)) return null;
  const {
    brand,
    siteDataName,
    license,
    defaultCurrency,
    defaultLocale,
    featureToggles,
    abTests,
    lobbyLayout,
    theme,
  } = value;
  if (![brand, siteDataName, defaultCurrency, defaultLocale].every(isString)) return null;
  if (!LICENCES.includes(license as never)) return null;
  if (!LOBBY_LAYOUTS.includes(lobbyLayout as never)) return null;
  if (
    !isRecord(featureToggles) ||
    !FEATURE_TOGGLES.every((key) => typeof featureToggles[key] === 'boolean')
  )
    return null;
  if (!Array.isArray(abTests) || !isRecord(theme) || !isRecord(theme.colors)) return null;
  return value as unknown as LobbySettings;
}
