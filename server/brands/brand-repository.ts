// Reads and writes the brands table.
import type {
  Licence,
  LobbyLayout,
  AbTest,
  ThemeSettings,
} from '../../machines/lobby-settings/settings.ts';
import type { Queryable } from '../db/store.ts';
import { completeFeatureToggles, type Brand } from './brand.ts';

interface BrandRow {
  brand: string;
  is_default: boolean;
  hostnames: string[];
  public_origin: string | null;
  site_data_name: string;
  title: string;
  operator: string;
  license: Licence;
  default_currency: string;
  default_locale: string;
  lobby_layout: LobbyLayout;
  feature_toggles: unknown;
  ab_tests: AbTest[];
  theme: ThemeSettings;
}

export async function loadBrands(db: Queryable): Promise<Brand[]> {
  const { rows } = await db.query<BrandRow>(
    `select brand, is_default, hostnames, public_origin, site_data_name, title, operator, license,
            default_currency, default_locale, lobby_layout, feature_toggles, ab_tests, theme
       from brands order by brand`,
  );
  return rows.map((row) => ({
    key: row.brand,
    isDefault: row.is_default,
    hostnames: row.hostnames,
    publicOrigin: row.public_origin,
    siteDataName: row.site_data_name,
    title: row.title,
    operator: row.operator,
    license: row.license,
    defaultCurrency: row.default_currency,
    defaultLocale: row.default_locale,
    lobbyLayout: row.lobby_layout,
    featureToggles: completeFeatureToggles(row.feature_toggles),
    abTests: row.ab_tests,
    theme: row.theme,
  }));
}

/** The licence a brand runs under; undefined for an unknown brand. */
export async function brandLicence(db: Queryable, brand: string): Promise<string | undefined> {
  const { rows } = await db.query<{ license: string }>(
    'select license from brands where brand = $1',
    [brand],
  );
  return rows[0]?.license;
}

/**
 * Inserts or updates a brand. updated_at moves only when a value actually changed, so the
 * seed that runs on every start leaves untouched rows untouched.
 */
export async function upsertBrand(db: Queryable, brand: Brand): Promise<void> {
  await db.query(
    `insert into brands (brand, is_default, hostnames, site_data_name, title, operator, license,
                         default_currency, default_locale, lobby_layout, feature_toggles,
                         ab_tests, theme, public_origin)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     on conflict (brand) do update set
       is_default = excluded.is_default, hostnames = excluded.hostnames,
       public_origin = excluded.public_origin,
       site_data_name = excluded.site_data_name, title = excluded.title,
       operator = excluded.operator, license = excluded.license,
       default_currency = excluded.default_currency, default_locale = excluded.default_locale,
       lobby_layout = excluded.lobby_layout, feature_toggles = excluded.feature_toggles,
       ab_tests = excluded.ab_tests, theme = excluded.theme, updated_at = now()
     where (brands.is_default, brands.hostnames, brands.site_data_name, brands.title,
            brands.operator, brands.license, brands.default_currency, brands.default_locale,
            brands.lobby_layout, brands.feature_toggles, brands.ab_tests, brands.theme,
            brands.public_origin)
       is distinct from
           (excluded.is_default, excluded.hostnames, excluded.site_data_name, excluded.title,
            excluded.operator, excluded.license, excluded.default_currency,
            excluded.default_locale, excluded.lobby_layout, excluded.feature_toggles,
            excluded.ab_tests, excluded.theme, excluded.public_origin)`,
    [
      brand.key,
      brand.isDefault,
      brand.hostnames,
      brand.siteDataName,
      brand.title,
      brand.operator,
      brand.license,
      brand.defaultCurrency,
      brand.defaultLocale,
      brand.lobbyLayout,
      JSON.stringify(brand.featureToggles),
      JSON.stringify(brand.abTests),
      JSON.stringify(brand.theme),
      brand.publicOrigin,
    ],
  );
}
