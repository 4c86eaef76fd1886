// Feature flags (platform-core §9 "Feature flags and storage"): eight flags, each with a
// fixed list of variations, stored as a JSON object under `__@feature_flags` in local
// storage. An unknown or invalid value falls back to the flag's FIRST variation; corrupt
// JSON yields all first variations. In development a flag can be overridden from the query
// string with `ff_<flag>=<variation>` (e.g. `?ff_theme=theme2`).
//
// Pure: src/app reads storage and the query, calls parseFeatureFlags and console.warns the
// returned warnings (machines/ never logs).

export const FEATURE_FLAGS_STORAGE_KEY = '__@feature_flags';

/** Prefix of the development query overrides: `?ff_theme=theme2`. */
export const FEATURE_FLAG_QUERY_PREFIX = 'ff_';

/** Every flag with its variations; the first one is the default. */
export const FEATURE_FLAGS = {
  button_variant: ['primary', 'secondary'],
  button_variant2: ['primary2', 'secondary2'],
  sga: ['disabled', 'enabled'],
  theme: ['theme1', 'theme2', 'theme3'],
  menu: ['menu1', 'menu2', 'menu3'],
  banner: ['banner1', 'banner2', 'banner3'],
  registration_form: ['regily', 'dino'],
  landing_registration: ['button', 'iframe'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

export type FeatureFlagName = keyof typeof FEATURE_FLAGS;
export type FeatureFlagVariation<F extends FeatureFlagName> = (typeof FEATURE_FLAGS)[F][number];
export type FeatureFlags = { [F in FeatureFlagName]: FeatureFlagVariation<F> };

export const FEATURE_FLAG_NAMES = Object.keys(FEATURE_FLAGS) as FeatureFlagName[];

/** Every flag at its first variation. */
export const DEFAULT_FEATURE_FLAGS: Readonly<FeatureFlags> = Object.freeze(
  Object.fromEntries(
    FEATURE_FLAG_NAMES.map((name) => [name, FEATURE_FLAGS[name][0]]),
  ) as FeatureFlags,
);

export const isFeatureFlagName = (value: string): value is FeatureFlagName =>
  Object.hasOwn(FEATURE_FLAGS, value);

export function isFeatureFlagVariation<F extends FeatureFlagName>(
  flag: F,
  value: unknown,
): value is FeatureFlagVariation<F> {
  return typeof value === 'string' && (FEATURE_FLAGS[flag] as readonly string[]).includes(value);
}

export interface ParsedFeatureFlags {
  flags: FeatureFlags;
  /** For the developer console (src/app warns them); empty when all was well. */
  warnings: string[];
}

export interface FeatureFlagOptions {
  /** Query overrides are honoured only in development. */
  development: boolean;
}

const describe = (value: unknown) => {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
};

/**
 * The full flag record from what is stored under FEATURE_FLAGS_STORAGE_KEY (null when
 * nothing is) and, in development, the `ff_<flag>` query parameters.
 *
 * - stored JSON that does not parse, or is not an object → all first variations + a warning;
 * - a stored value that is not one of the flag's variations → the first variation + a warning;
 * - a stored key that is not a flag → ignored + a warning;
 * - a query override with a valid variation wins over storage (development only); an invalid
 *   one, or one for an unknown flag, is ignored with a warning. Outside development `ff_`
 *   parameters are ignored silently.
 */
export function parseFeatureFlags(
  stored: string | null,
  query: Readonly<Record<string, string>> = {},
  { development }: FeatureFlagOptions = { development: false },
): ParsedFeatureFlags {
  const flags: FeatureFlags = { ...DEFAULT_FEATURE_FLAGS };
  const warnings: string[] = [];
  const set = (flag: FeatureFlagName, value: unknown) => {
    if (!isFeatureFlagVariation(flag, value)) return false;
    (flags as Record<FeatureFlagName, string>)[flag] = value;
    return true;
  };

  if (stored !== null && stored.trim() !== '') {
    let data: unknown;
    try {
      data = JSON.parse(stored);
    } catch {
      warnings.push(
        `${FEATURE_FLAGS_STORAGE_KEY}: corrupt JSON ignored, every flag uses its first variation`,
      );
    }
    if (data !== undefined && (typeof data !== 'object' || data === null || Array.isArray(data))) {
      warnings.push(
        `${FEATURE_FLAGS_STORAGE_KEY}: expected an object, got ${describe(data)}; every flag uses its first variation`,
      );
    } else if (data !== undefined) {
      for (const [key, value] of Object.entries(data)) {
        if (!isFeatureFlagName(key)) {
          warnings.push(`${FEATURE_FLAGS_STORAGE_KEY}: unknown flag "${key}" ignored`);
        } else if (!set(key, value)) {
          warnings.push(
            `${FEATURE_FLAGS_STORAGE_KEY}: ${key}=${describe(value)} is not one of ${FEATURE_FLAGS[key].join(', ')}; using ${FEATURE_FLAGS[key][0]}`,
          );
        }
      }
    }
  }

  if (development) {
    for (const [param, value] of Object.entries(query)) {
      if (!param.startsWith(FEATURE_FLAG_QUERY_PREFIX)) continue;
      const key = param.slice(FEATURE_FLAG_QUERY_PREFIX.length);
      if (!isFeatureFlagName(key)) {
        warnings.push(`?${param}: unknown flag "${key}" ignored`);
      } else if (!set(key, value)) {
        warnings.push(
          `?${param}=${value} is not one of ${FEATURE_FLAGS[key].join(', ')}; override ignored`,
        );
      }
    }
  }

  return { flags, warnings };
}

/** What to store under FEATURE_FLAGS_STORAGE_KEY for these flags. */
export const serializeFeatureFlags = (flags: FeatureFlags): string => JSON.stringify(flags);
