// Programme settings stored as JSON per brand and country, with a '*' row for every other
// country (jackpot_settings, raffle_settings; migrations 012 and 013): one read and one write.
import type { Queryable } from '../db/store.ts';

export type SettingsTable = 'jackpot_settings' | 'raffle_settings';

/** The country's settings, else the brand's '*' row; null when the brand has none. */
export async function readBrandSettings<T>(
  db: Queryable,
  table: SettingsTable,
  brand: string,
  countryCode: string,
): Promise<T | null> {
  const { rows } = await db.query<{ settings: T }>(
    `select settings from ${table}
     where brand = $1 and country_code in ($2, '*')
     order by country_code = '*' limit 1`,
    [brand, countryCode.toUpperCase()],
  );
  return rows[0]?.settings ?? null;
}

export async function saveBrandSettings(
  db: Queryable,
  table: SettingsTable,
  brand: string,
  countryCode: string,
  settings: unknown,
): Promise<void> {
  await db.query(
    `insert into ${table} (brand, country_code, settings) values ($1, $2, $3::jsonb)
     on conflict (brand, country_code) do update set settings = excluded.settings,
       updated_at = now()`,
    [brand, countryCode, JSON.stringify(settings)],
  );
}
