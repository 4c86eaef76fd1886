// The route list of platform-core §2, as data. Paths are the segments after the locale prefix;
// `:slug` matches one segment and `*` the rest of the path.

/**
 * How a route picks its layout (platform-core §2 "Layout assignment"):
 * - `basic-no-prompt`: basic layout, sign-in prompt suppressed;
 * - `basic`: basic layout, sign-in prompt unless the session is refreshable;
 * - `main`: main layout (the sign-in and payment handlers);
 * - `logged-in`: logged-in layout;
 * - `logged-in-if-refreshable`: logged-in layout when refreshable, else basic with a prompt.
 */
export type LayoutRule =
  'basic-no-prompt' | 'basic' | 'main' | 'logged-in' | 'logged-in-if-refreshable';

export type ProductModeHint = 'SPORTS' | 'CASINO';

export interface RouteDefinition {
  id: string;
  /** Segments after the locale prefix. */
  path: readonly string[];
  layout: LayoutRule;
  /** Product mode the path itself sets (platform-core §2 "Product mode"). */
  productMode?: ProductModeHint;
  /** Login, enter-code, quick-deposit-sign-in, resend-code and verify-email. */
  isAuthPage?: boolean;
  /** Served without a locale prefix (the root, /verifyEmail, /internal/…). */
  unlocalised?: boolean;
}

/** The fixed game lists of the route table, each a game list page of its own. */
export const FIXED_GAME_LISTS = [
  'blackjack',
  'bonus',
  'hot-games',
  'jackpots',
  'live-casino',
  'megaways',
  'new',
  'roulette',
  'slots',
  'table-games',
] as const;

export const PROFILE_SUB_PAGES = [
  'dashboard',
  'deposit-history',
  'documents',
  'game-history',
  'limits',
  'global-limits',
  'rewards-history',
  'self-exclusion',
  'session-history',
  'withdrawal-history',
] as const;

const r = (
  id: string,
  path: string,
  layout: LayoutRule,
  extra: Partial<Omit<RouteDefinition, 'id' | 'path' | 'layout'>> = {},
): RouteDefinition => ({ id, path: path.split('/').filter(Boolean), layout, ...extra });

const casino = { productMode: 'CASINO' } as const;
const auth = { isAuthPage: true } as const;

export const ROUTES: readonly RouteDefinition[] = [
  r('lobby', '', 'logged-in'),
  r('sports', 'sports', 'logged-in-if-refreshable', { productMode: 'SPORTS' }),

  // Sign-in: pages and the handlers the providers redirect back to.
  r('login', 'login', 'basic-no-prompt', auth),
  r('loginHandler', 'login-handler', 'main'),
  r('keycloakLoginHandler', 'keycloak-login-handler', 'main'),
  r('piqLogin', 'piq-login', 'logged-in'),
  r('piqLoginHandler', 'piq-login-handler', 'main'),
  r('trustlyLogin', 'trustly-login', 'logged-in'),
  r('trustlyLoginHandler', 'trustly-login-handler', 'main'),
  r('krofortLogin', 'krofort-login', 'logged-in'),
  r('krofortLoginHandler', 'krofort-login-handler', 'main'),
  r('finsharkLogin', 'finshark-login', 'logged-in'),
  r('finsharkLoginHandler', 'finshark-login-handler', 'main'),
  r('redirectionHandler', 'redirection-handler', 'main'),

  // Account creation and verification.
  r('register', 'register', 'basic-no-prompt'),
  r('enterCode', 'enter-code', 'basic-no-prompt', auth),
  r('resendCode', 'resend-code', 'basic-no-prompt', auth),
  r('verifyEmail', 'verify-email', 'basic', auth),
  r('quickDepositSignIn', 'quick-deposit-sign-in', 'basic-no-prompt', auth),
  r('phoneVerification', 'phone-verification', 'logged-in'),

  // Cashier and compliance.
  r('deposit', 'deposit', 'logged-in'),
  r('withdraw', 'withdraw', 'logged-in'),
  r('sourceOfWealth', 'source-of-wealth', 'logged-in'),
  r('additionalInformation', 'additional-information', 'logged-in'),

  // Profile and its sub-pages.
  r('profile', 'profile', 'logged-in'),
  ...PROFILE_SUB_PAGES.map((sub) => r(`profile.${sub}`, `profile/${sub}`, 'logged-in')),

  // Games and catalogue.
  r('games', 'games', 'logged-in', casino),
  r('game', 'games/:slug', 'logged-in', casino),
  r('gameCategories', 'game-category', 'logged-in', casino),
  r('gameCategory', 'game-category/:slug', 'logged-in', casino),
  r('gameLists', 'game-list', 'logged-in', casino),
  r('gameList', 'game-list/:slug', 'logged-in', casino),
  ...FIXED_GAME_LISTS.map((slug) => r(`fixedList.${slug}`, slug, 'logged-in', casino)),
  r('gameStudios', 'game-studio', 'logged-in', casino),
  r('gameStudio', 'game-studio/:slug', 'logged-in', casino),

  // Programmes and promotions.
  r('jackpot', 'jackpot', 'logged-in'),
  r('raffle', 'raffle', 'logged-in'),
  r('loyaltyProgram', 'loyalty-program', 'logged-in'),
  r('tournaments', 'tournaments', 'logged-in'),
  r('missions', 'missions', 'logged-in'),
  r('rewards', 'rewards', 'logged-in'),
  r('rewardsShop', 'rewards-shop', 'logged-in'),
  r('cashback', 'cashback', 'logged-in'),
  r('promotions', 'promotions', 'logged-in'),
  r('countdownCalendar', 'christmas-2024', 'logged-in'),
  r('moreCasinos', 'more-casinos', 'logged-in-if-refreshable'),

  // Terms.
  r('bonusTerms', 'bonus-terms-and-conditions', 'basic'),
  r('terms', 'terms-and-conditions', 'basic'),
  r('privacyPolicy', 'privacy-policy', 'basic'),

  // Internal (development gallery and cookie tools).
  r('internal', 'internal/*', 'basic'),
  r('internalCookie', 'internal-cookie', 'logged-in'),
];

/** Routes served without the locale prefix. The root only redirects, so it has no page. */
export const UNLOCALISED_ROUTES: readonly RouteDefinition[] = [
  r('verifyEmailLink', 'verifyEmail', 'basic', { ...auth, unlocalised: true }),
  r('internalUnlocalised', 'internal/*', 'basic', { unlocalised: true }),
];

export function findRouteById(id: string): RouteDefinition | undefined {
  return (
    ROUTES.find((route) => route.id === id) ?? UNLOCALISED_ROUTES.find((route) => route.id === id)
  );
}
