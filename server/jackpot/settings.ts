// Jackpot settings per brand and country (programmes §3 "Jackpot settings"): what the jackpot page
// shows and how the socket is reached. Stored as JSON per brand with a '*' row for every other
// country (migration 012); the instance-bound fields (instance id, contribution options, currency)
// come from the instance of the player's currency, not from here.
import type { Queryable } from '../db/store.ts';
import { readBrandSettings, saveBrandSettings } from './brand-settings.ts';

/** The site-wide source of events (programmes §7: the opt-in status's default source). */
export const SITE_SOURCE = 'site';

export interface JackpotColorPalette {
  highlight: string;
  background: string;
  darkBackground: string;
  detailsContentBackground: string;
  body: string;
  backgroundContrast: string;
  buttonBackground: string;
}

/** The stored part of the settings. */
export interface StoredJackpotSettings {
  enabled: boolean;
  operatorId: string;
  sourceId: string;
  colorPalette: JackpotColorPalette;
  enabledCommunity: boolean;
  logo: string | null;
  winnerNotificationImage: string | null;
  desktopImage: string | null;
  mobileImage: string | null;
  titleRows: string[];
  subtitle: string | null;
  text: string | null;
  termsAndConditions: string | null;
}

export interface JackpotSettingsStore {
  /** The country's settings, else the brand's '*' row; null when the brand has none. */
  forBrand(brand: string, countryCode: string): Promise<StoredJackpotSettings | null>;
}

export function createJackpotSettingsStore(db: Queryable): JackpotSettingsStore {
  return {
    forBrand: (brand, countryCode) =>
      readBrandSettings<StoredJackpotSettings>(db, 'jackpot_settings', brand, countryCode),
  };
}

export async function saveJackpotSettings(
  db: Queryable,
  brand: string,
  countryCode: string,
  settings: StoredJackpotSettings,
): Promise<void> {
  await saveBrandSettings(db, 'jackpot_settings', brand, countryCode, settings);
}
