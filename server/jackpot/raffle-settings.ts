// Raffle settings per brand and country (programmes §3 "Raffle settings"), stored like the
// jackpot's (brand-settings.ts).
import type { Queryable } from '../db/store.ts';
import { readBrandSettings, saveBrandSettings } from './brand-settings.ts';

export interface StoredRaffleEntry {
  type: 'hourly' | 'daily' | 'weekly';
  title: string;
  description: string;
  gameStudio: { name: string; slug: string; raffleSpotlightImage: string | null };
}

export interface StoredRaffleSettings {
  enabled: boolean;
  raffles: StoredRaffleEntry[];
  pageMobileBackgroundImage: string | null;
  pageDesktopBackgroundImage: string | null;
  text: string | null;
  termsAndConditions: string | null;
}

/** The country's settings, else the brand's '*' row; null when the brand has none. */
export function raffleSettingsFor(
  db: Queryable,
  brand: string,
  countryCode: string,
): Promise<StoredRaffleSettings | null> {
  return readBrandSettings<StoredRaffleSettings>(db, 'raffle_settings', brand, countryCode);
}

export async function saveRaffleSettings(
  db: Queryable,
  brand: string,
  countryCode: string,
  settings: StoredRaffleSettings,
): Promise<void> {
  await saveBrandSettings(db, 'raffle_settings', brand, countryCode, settings);
}
