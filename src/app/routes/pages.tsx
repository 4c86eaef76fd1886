import { createElement, lazy, type ComponentType } from 'react';
import LobbyPage from '../../features/catalogue/lobby/LobbyPage.tsx';
import { lazyWithMessages } from '../../i18n/lazy-with-messages.ts';

// The lobby is the home route and most visits start there: it ships in the entry chunk, so
// its code and the modules it shares with other pages compress as one file (decision 0016).
// Every other page is its own chunk. Pages whose content arrives with a later issue share
// the placeholder chunk, which shows their title and says so.
const PlaceholderPage = lazy(() => import('../../features/pages/PlaceholderPage.tsx'));
const NotFoundPage = lazy(() => import('../../components/NotFoundPage.tsx'));
const InternalPage = lazy(() => import('../../features/pages/InternalPage.tsx'));
const GamesPage = lazy(() => import('../../features/catalogue/pages/GamesPage.tsx'));
const GameListPage = lazy(() => import('../../features/catalogue/pages/GameListPage.tsx'));
const GameListsPage = lazy(() => import('../../features/catalogue/pages/GameListsPage.tsx'));
const GameCategoryPage = lazy(() => import('../../features/catalogue/pages/GameCategoryPage.tsx'));
const GameCategoriesPage = lazy(
  () => import('../../features/catalogue/pages/GameCategoriesPage.tsx'),
);
const GameStudioPage = lazy(() => import('../../features/catalogue/pages/GameStudioPage.tsx'));
const GameStudiosPage = lazy(() => import('../../features/catalogue/pages/GameStudiosPage.tsx'));

const LoginPage = lazyWithMessages(() => import('../../features/session/pages/LoginPage.tsx'));
const EnterCodePage = lazyWithMessages(
  () => import('../../features/session/pages/EnterCodePage.tsx'),
);
const ResendCodePage = lazyWithMessages(
  () => import('../../features/session/pages/ResendCodePage.tsx'),
);
// Registration per country and phone verification.
const RegisterPage = lazyWithMessages(
  () => import('../../features/registration/RegistrationPage.tsx'),
);
const PhoneVerificationPage = lazyWithMessages(
  () => import('../../features/registration/PhoneVerificationPage.tsx'),
);
const VerifyEmailPage = lazyWithMessages(
  () => import('../../features/session/pages/VerifyEmailPage.tsx'),
);
const KeycloakLoginHandlerPage = lazyWithMessages(
  () => import('../../features/session/pages/KeycloakLoginHandlerPage.tsx'),
);
// Sign-in: the custom-token handlers and quick-deposit sign-in.
const SignInHandlerPage = lazyWithMessages(
  () => import('../../features/session/pages/SignInHandlerPage.tsx'),
);
const QuickDepositSignInPage = lazyWithMessages(
  () => import('../../features/session/pages/QuickDepositSignInPage.tsx'),
);

const CashierRedirectPage = lazyWithMessages(
  () => import('../../features/cashier/CashierRedirectPage.tsx'),
);

const GamePage = lazyWithMessages(() => import('../../features/games/GamePage.tsx'));
const HistoryPage = lazyWithMessages(() => import('../../features/cashier/HistoryPage.tsx'));

const PayNPlayPage = lazyWithMessages(() => import('../../features/cashier/PayNPlayPage.tsx'));

// The five reward pages: one chunk, the route id picks the page (src/features/rewards/pages.tsx).
const RewardPage = lazyWithMessages(() => import('../../features/rewards/pages.tsx'));

// The player-protection profile pages: one chunk, the route id picks the page.
const ProtectionPage = lazyWithMessages(() => import('../../features/protection/pages.tsx'));

// The account-compliance pages: one chunk, the route id picks the page.
const CompliancePage = lazyWithMessages(() => import('../../features/compliance/pages.tsx'));

const JackpotPage = lazyWithMessages(() => import('../../features/jackpot/JackpotPage.tsx'));
const RafflePage = lazyWithMessages(() => import('../../features/raffle/RafflePage.tsx'));

const PAGES: Record<string, ComponentType> = {
  jackpot: JackpotPage,
  raffle: RafflePage,
  trustlyLogin: PayNPlayPage,
  trustlyLoginHandler: PayNPlayPage,
  piqLogin: PayNPlayPage,
  piqLoginHandler: PayNPlayPage,
  krofortLogin: PayNPlayPage,
  krofortLoginHandler: PayNPlayPage,
  finsharkLogin: PayNPlayPage,
  finsharkLoginHandler: PayNPlayPage,
  game: GamePage,
  rewards: RewardPage,
  'profile.rewards-history': RewardPage,
  rewardsShop: RewardPage,
  cashback: RewardPage,
  promotions: RewardPage,
  'profile.game-history': HistoryPage,
  'profile.deposit-history': HistoryPage,
  'profile.withdrawal-history': HistoryPage,
  profile: ProtectionPage,
  'profile.dashboard': ProtectionPage,
  'profile.limits': ProtectionPage,
  'profile.global-limits': ProtectionPage,
  'profile.self-exclusion': ProtectionPage,
  'profile.session-history': ProtectionPage,
  'profile.documents': CompliancePage,
  sourceOfWealth: CompliancePage,
  additionalInformation: CompliancePage,
  deposit: CashierRedirectPage,
  withdraw: CashierRedirectPage,
  login: LoginPage,
  enterCode: EnterCodePage,
  resendCode: ResendCodePage,
  register: RegisterPage,
  phoneVerification: PhoneVerificationPage,
  verifyEmail: VerifyEmailPage,
  verifyEmailLink: VerifyEmailPage,
  keycloakLoginHandler: KeycloakLoginHandlerPage,
  loginHandler: SignInHandlerPage,
  redirectionHandler: SignInHandlerPage,
  quickDepositSignIn: QuickDepositSignInPage,
  lobby: LobbyPage,
  internal: InternalPage,
  internalUnlocalised: InternalPage,
  games: GamesPage,
  gameLists: GameListsPage,
  gameList: GameListPage,
  gameCategories: GameCategoriesPage,
  gameCategory: GameCategoryPage,
  gameStudios: GameStudiosPage,
  gameStudio: GameStudioPage,
};

/** Whether a route has its real page (not the placeholder): navigation offers only those. */
export function hasRealPage(routeId: string): boolean {
  return routeId.startsWith('fixedList.') || routeId in PAGES;
}

function pageFor(routeId: string | null): ComponentType {
  if (routeId === null) return NotFoundPage;
  if (routeId.startsWith('fixedList.')) return GameListPage;
  return PAGES[routeId] ?? PlaceholderPage;
}

/** The page of a route id (null: not found). The components are module constants. */
export function RoutePage({ routeId }: { routeId: string | null }) {
  return createElement(pageFor(routeId));
}
