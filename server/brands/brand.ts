// A brand as stored in the brands table, and its projection to the SPA's LobbySettings.
import {
  FEATURE_TOGGLES,
  type AbTest,
  type FeatureToggles,
  type Licence,
  type LobbyLayout,
  type LobbySettings,
  type ThemeSettings,
} from '../../machines/lobby-settings/settings.ts';

export interface Brand {
  /** Brand key: lower-case, also the identity realm name. */
  key: string;
  isDefault: boolean;
  /** Host names (without lobby./www./proxy. prefixes) that select this brand. */
  hostnames: string[];
  /**
   * scheme://host[:port] the links in the brand's emails point at (brands/public-origin.ts);
   * null when the server's configuration or the development default provides it.
   */
  publicOrigin: string | null;
  siteDataName: string;
  title: string;
  operator: string;
  license: Licence;
  defaultCurrency: string;
  defaultLocale: string;
  lobbyLayout: LobbyLayout;
  featureToggles: FeatureToggles;
  abTests: AbTest[];
  theme: ThemeSettings;
}

export type Environment = LobbySettings['environment'];

export function toLobbySettings(brand: Brand, environment: Environment): LobbySettings {
  return {
    brand: brand.key,
    siteDataName: brand.siteDataName,
    title: brand.title,
    operator: brand.operator,
    environment,
    license: brand.license,
    defaultCurrency: brand.defaultCurrency,
    defaultLocale: brand.defaultLocale,
    featureToggles: brand.featureToggles,
    abTests: brand.abTests,
    lobbyLayout: brand.lobbyLayout,
    theme: brand.theme,
  };
}

/**
 * Every toggle of the contract, false unless stored as true: a toggle added to the contract
 * later reads as off for brands saved before it existed, and unknown keys are dropped.
 */
export function completeFeatureToggles(stored: unknown): FeatureToggles {
  const source =
    typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  return Object.fromEntries(
    FEATURE_TOGGLES.map((toggle) => [toggle, source[toggle] === true]),
  ) as FeatureToggles;
}
