-- Brands: one row per site. The host name picks the brand (hostnames), the brand key is also
-- the identity realm (/realms/{brand}). Settings the SPA reads live in the JSON columns.
create table brands (
  brand text primary key check (brand ~ '^[a-z][a-z0-9-]{0,31}$'),
  is_default boolean not null default false,
  hostnames text[] not null default '{}',
  site_data_name text not null,
  title text not null,
  operator text not null,
  license text not null check (license in ('anj', 'cos', 'crc', 'est', 'mga')),
  default_currency text not null check (default_currency ~ '^[A-Z]{3}$'),
  default_locale text not null check (default_locale ~ '^[a-z]{2}_[A-Z]{2}$'),
  lobby_layout text not null default 'default' check (lobby_layout in ('default', 'layout1', 'layout2')),
  feature_toggles jsonb not null default '{}' check (jsonb_typeof(feature_toggles) = 'object'),
  ab_tests jsonb not null default '[]' check (jsonb_typeof(ab_tests) = 'array'),
  theme jsonb not null check (jsonb_typeof(theme) = 'object'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- At most one default brand: the one served for unknown host names.
create unique index brands_single_default on brands (is_default) where is_default;
