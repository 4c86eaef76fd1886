// The brand's lobby settings: the contract between the server (GET /api/lobby-settings,
// and the JSON it inlines into index.html) and the SPA. Pure data, no runtime dependencies.

export const LICENCES = ['anj', 'cos', 'crc', 'est', 'mga'] as const;
export type Licence = (typeof LICENCES)[number];

/** platform-core §3 "Feature toggles", spelt as the spec spells them. */
export const FEATURE_TOGGLES = [
  'BasicEnterCode',
  'DarkCashierLayout',
  'DefaultConsentRegistration',
  'DisablePhoneVerificationForRewards',
  'DisableWeekendWithdrawalMessages',
  'EnableCashierIBAwardAnnouncement',
  'EnableFinancialHistory',
  'EnableGamesInformationMessage',
  'EnableKrofortQuickDepositWithLastUsedAccount',
  'EnablePhoneVerification',
  'EnableWelcomeMessage',
  'Keycloak',
  'OverlaySourceOfWealth',
  'QuickMenu',
  'ShowRTP',
  'Sportsbook',
  'enableZendeskWebWidget',
] as const;
export type FeatureToggle = (typeof FEATURE_TOGGLES)[number];
export type FeatureToggles = Record<FeatureToggle, boolean>;

/** programmes §9: lobby, game list, thumbnail and game container layouts. */
export const LOBBY_LAYOUTS = ['default', 'layout1', 'layout2'] as const;
export type LobbyLayout = (typeof LOBBY_LAYOUTS)[number];

export interface AbTestVariant {
  name: string;
  weight: number;
}
export interface AbTest {
  name: string;
  variants: AbTestVariant[];
}

/** programmes §3 "Theme settings". Colours are CSS colour strings. */
export interface ThemeSettings {
  logo: string;
  logoDesktop: string;
  favicons: { href: string; sizes: string; type: string }[];
  appleTouchIcon: string;
  fontsUrl: string | null;
  colors: {
    primary: string;
    primaryContrast: string;
    background: string;
    surface: string;
    text: string;
    textMuted: string;
    accent: string;
  };
  fonts: { body: string; heading: string };
  /** Corner radius of cards and buttons, a CSS length. */
  roundness: string;
}

export interface LobbySettings {
  /** Brand key: also the identity realm name (/realms/{brand}). */
  brand: string;
  siteDataName: string;
  title: string;
  operator: string;
  environment: 'development' | 'production';
  license: Licence;
  /** ISO 4217 code. */
  defaultCurrency: string;
  /** Locale code of the spec (en_GB): the one flagged default for this brand. */
  defaultLocale: string;
  featureToggles: FeatureToggles;
  abTests: AbTest[];
  lobbyLayout: LobbyLayout;
  theme: ThemeSettings;
}

/** The id of the inline JSON script the server writes into index.html. */
export const INLINE_SETTINGS_ELEMENT_ID = 'lobby-settings';
