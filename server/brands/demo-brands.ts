// The five demo brands, one per licence, upserted on every start (SEED_DEMO_DATA=0 skips it).
import {
  FEATURE_TOGGLES,
  type FeatureToggle,
  type FeatureToggles,
  type ThemeSettings,
} from '../../machines/lobby-settings/settings.ts';
import type { Brand } from './brand.ts';

const OPERATOR = 'Lobby Demo Ltd';

// System font stacks only: no external font host, so nothing to add to the CSP.
const FONT_STACKS = {
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  serif: 'Georgia, Cambria, "Times New Roman", Times, serif',
  humanist:
    'Seravek, "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", source-sans-pro, sans-serif',
  rounded:
    'ui-rounded, "Hiragino Maru Gothic ProN", Quicksand, Comfortaa, Manjari, "Arial Rounded MT", "Arial Rounded MT Bold", Calibri, source-sans-pro, sans-serif',
  geometric: 'Avenir, Montserrat, Corbel, "URW Gothic", source-sans-pro, sans-serif',
} as const;

function toggles(enabled: FeatureToggle[]): FeatureToggles {
  return Object.fromEntries(
    FEATURE_TOGGLES.map((toggle) => [toggle, enabled.includes(toggle)]),
  ) as FeatureToggles;
}

function brandTheme(
  key: string,
  colors: ThemeSettings['colors'],
  fonts: ThemeSettings['fonts'],
  roundness: string,
): ThemeSettings {
  return {
    logo: `/brands/${key}/logo.svg`,
    logoDesktop: `/brands/${key}/logo-desktop.svg`,
    favicons: [{ href: `/brands/${key}/favicon.svg`, sizes: 'any', type: 'image/svg+xml' }],
    appleTouchIcon: `/brands/${key}/apple-touch-icon.png`,
    fontsUrl: null,
    colors,
    fonts,
    roundness,
  };
}

export const DEMO_BRANDS: readonly Brand[] = [
  {
    key: 'aurora',
    isDefault: true,
    hostnames: ['localhost', '127.0.0.1', 'mga.localhost', 'aurora.localhost'],
    // In development http://{first hostname}:{port}; PUBLIC_ORIGIN_<BRAND> elsewhere.
    publicOrigin: null,
    siteDataName: 'Aurora Casino',
    title: 'Aurora Casino — Play online',
    operator: OPERATOR,
    license: 'mga',
    defaultCurrency: 'EUR',
    defaultLocale: 'en_GB',
    lobbyLayout: 'default',
    featureToggles: toggles([
      'Sportsbook',
      'QuickMenu',
      'ShowRTP',
      'Keycloak',
      'DefaultConsentRegistration',
      'EnableFinancialHistory',
      'EnableGamesInformationMessage',
      'EnableWelcomeMessage',
      'enableZendeskWebWidget',
    ]),
    abTests: [
      {
        name: 'lobby_hero',
        variants: [
          { name: 'control', weight: 50 },
          { name: 'carousel', weight: 50 },
        ],
      },
    ],
    // Dark navy and gold.
    theme: brandTheme(
      'aurora',
      {
        primary: '#d4a72c',
        primaryContrast: '#0b1633',
        background: '#0b1633',
        surface: '#16254b',
        text: '#f5f1e6',
        textMuted: '#a9b3cc',
        accent: '#f2c94c',
      },
      { body: FONT_STACKS.system, heading: FONT_STACKS.serif },
      '8px',
    ),
  },
  {
    key: 'nordlys',
    isDefault: false,
    hostnames: ['est.localhost', 'nordlys.localhost'],
    publicOrigin: null,
    siteDataName: 'Nordlys Kasino',
    title: 'Nordlys Kasino — Pelaa netissä',
    operator: OPERATOR,
    license: 'est',
    defaultCurrency: 'EUR',
    defaultLocale: 'fi_FI',
    lobbyLayout: 'layout1',
    featureToggles: toggles([
      'QuickMenu',
      'ShowRTP',
      'Keycloak',
      'EnablePhoneVerification',
      'BasicEnterCode',
      'DisableWeekendWithdrawalMessages',
      'EnableFinancialHistory',
      'EnableKrofortQuickDepositWithLastUsedAccount',
    ]),
    abTests: [
      {
        name: 'lobby_hero',
        variants: [
          { name: 'control', weight: 70 },
          { name: 'carousel', weight: 30 },
        ],
      },
      {
        name: 'quick_deposit_button',
        variants: [
          { name: 'control', weight: 50 },
          { name: 'compact', weight: 50 },
        ],
      },
    ],
    // Nordic blue on white: the one light theme.
    theme: brandTheme(
      'nordlys',
      {
        primary: '#1f5fa8',
        primaryContrast: '#ffffff',
        background: '#f4f8fc',
        surface: '#ffffff',
        text: '#14243a',
        textMuted: '#5b6b80',
        accent: '#3aa7d1',
      },
      { body: FONT_STACKS.humanist, heading: FONT_STACKS.humanist },
      '4px',
    ),
  },
  {
    key: 'kingfisher',
    isDefault: false,
    hostnames: ['anj.localhost', 'kingfisher.localhost'],
    publicOrigin: null,
    siteDataName: 'Kingfisher Play',
    title: 'Kingfisher Play — Play online',
    operator: OPERATOR,
    license: 'anj',
    defaultCurrency: 'EUR',
    defaultLocale: 'en_GB',
    lobbyLayout: 'layout2',
    featureToggles: toggles([
      'Sportsbook',
      'QuickMenu',
      'Keycloak',
      'DarkCashierLayout',
      'EnableCashierIBAwardAnnouncement',
      'EnableWelcomeMessage',
      'OverlaySourceOfWealth',
    ]),
    abTests: [
      {
        name: 'game_tile_size',
        variants: [
          { name: 'control', weight: 50 },
          { name: 'large', weight: 50 },
        ],
      },
    ],
    // Forest green and orange.
    theme: brandTheme(
      'kingfisher',
      {
        primary: '#f07f13',
        primaryContrast: '#10230f',
        background: '#0f2a1d',
        surface: '#18402d',
        text: '#eefaf1',
        textMuted: '#9dc2aa',
        accent: '#ffb347',
      },
      { body: FONT_STACKS.system, heading: FONT_STACKS.geometric },
      '12px',
    ),
  },
  {
    key: 'puravida',
    isDefault: false,
    hostnames: ['cos.localhost', 'puravida.localhost'],
    publicOrigin: null,
    siteDataName: 'Pura Vida Bets',
    title: 'Pura Vida Bets — Play online',
    operator: OPERATOR,
    license: 'cos',
    defaultCurrency: 'USD',
    defaultLocale: 'en_CA',
    lobbyLayout: 'default',
    featureToggles: toggles([
      'Sportsbook',
      'QuickMenu',
      'Keycloak',
      'DarkCashierLayout',
      'DisablePhoneVerificationForRewards',
      'EnableGamesInformationMessage',
      'enableZendeskWebWidget',
    ]),
    abTests: [
      {
        name: 'lobby_hero',
        variants: [
          { name: 'control', weight: 34 },
          { name: 'carousel', weight: 33 },
          { name: 'spotlight', weight: 33 },
        ],
      },
    ],
    // Sunset pink on deep purple.
    theme: brandTheme(
      'puravida',
      {
        primary: '#ff4f8b',
        primaryContrast: '#2a0f3d',
        background: '#2a0f3d',
        surface: '#3d1758',
        text: '#fff0f6',
        textMuted: '#d3a9d9',
        accent: '#ffb86b',
      },
      { body: FONT_STACKS.rounded, heading: FONT_STACKS.rounded },
      '20px',
    ),
  },
  {
    key: 'coralreef',
    isDefault: false,
    hostnames: ['crc.localhost', 'coralreef.localhost'],
    publicOrigin: null,
    siteDataName: 'Coral Reef Casino',
    title: 'Coral Reef Casino — Online spielen',
    operator: OPERATOR,
    license: 'crc',
    defaultCurrency: 'EUR',
    defaultLocale: 'de_DE',
    lobbyLayout: 'layout1',
    featureToggles: toggles([
      'Keycloak',
      'DefaultConsentRegistration',
      'EnableFinancialHistory',
      'EnableWelcomeMessage',
      'OverlaySourceOfWealth',
    ]),
    abTests: [
      {
        name: 'welcome_offer_banner',
        variants: [
          { name: 'control', weight: 80 },
          { name: 'animated', weight: 20 },
        ],
      },
    ],
    // Deep teal and coral.
    theme: brandTheme(
      'coralreef',
      {
        primary: '#ff6f61',
        primaryContrast: '#062f33',
        background: '#062f33',
        surface: '#0c474c',
        text: '#e8fbfa',
        textMuted: '#8fc3c1',
        accent: '#2ec4b6',
      },
      { body: FONT_STACKS.system, heading: FONT_STACKS.rounded },
      '16px',
    ),
  },
];
