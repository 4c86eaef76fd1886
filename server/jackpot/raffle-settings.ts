// Raffle settings per brand and country (programmes §3 "Raffle settings"), stored as JSON per
// brand with a '*' row for every other country (migration 013), like the jackpot's.
import type { Queryable } from '../db/store.ts';

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
export async function raffleSettingsFor(
  db: Queryable,
  brand: string,
  countryCode: string,
): Promise<StoredRaffleSettings | null> {
  const { rows } = await db.query<{ settings: StoredRaffleSettings }>(
    `select settings from raffle_settings
     where brand = $1 and country_code in ($2, '*')
     order by country_code = '*' limit 1`,
    [brand, countryCode.toUpperCase()],
  );
  return rows[0]?.settings ?? null;
}

export async function saveRaffleSettings(
  db: Queryable,
  brand: string,
  countryCode: string,
  settings: StoredRaffleSettings,
): Promise<void> {
  await db.query(
    `insert into raffle_settings (brand, country_code, settings) values ($1, $2, $3::jsonb)
     on conflict (brand, country_code) do update set settings = excluded.settings,
       updated_at = now()`,
    [brand, countryCode, JSON.stringify(settings)],
  );
}
