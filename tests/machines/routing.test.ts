import { describe, expect, it } from 'vitest';
import { chooseLayout } from '../../machines/routing/layout.ts';
import {
  localisePath,
  resolveLocation,
  type LocationResolution,
} from '../../machines/routing/resolve-location.ts';
import { FIXED_GAME_LISTS, PROFILE_SUB_PAGES, ROUTES } from '../../machines/routing/routes.ts';
import { findLocale } from '../../machines/locale/locales.ts';

const at = (
  pathname: string,
  extra: Partial<Parameters<typeof resolveLocation>[0]> = {},
): LocationResolution => resolveLocation({ pathname, search: '', ...extra });

const routeId = (resolution: LocationResolution) =>
  resolution.kind === 'route' ? resolution.route.id : resolution.kind;

// The route list of platform-core §2, row by row: path after the locale → route id.
const ROUTE_ROWS: [string, string][] = [
  ['/en/', 'lobby'],
  ['/en/sports/', 'sports'],
  ['/en/login/', 'login'],
  ['/en/login-handler/', 'loginHandler'],
  ['/en/keycloak-login-handler/', 'keycloakLoginHandler'],
  ['/en/piq-login/', 'piqLogin'],
  ['/en/piq-login-handler/', 'piqLoginHandler'],
  ['/en/trustly-login/', 'trustlyLogin'],
  ['/en/trustly-login-handler/', 'trustlyLoginHandler'],
  ['/en/krofort-login/', 'krofortLogin'],
  ['/en/krofort-login-handler/', 'krofortLoginHandler'],
  ['/en/finshark-login/', 'finsharkLogin'],
  ['/en/finshark-login-handler/', 'finsharkLoginHandler'],
  ['/en/redirection-handler/', 'redirectionHandler'],
  ['/en/register/', 'register'],
  ['/en/enter-code/', 'enterCode'],
  ['/en/resend-code/', 'resendCode'],
  ['/en/verify-email/', 'verifyEmail'],
  ['/en/quick-deposit-sign-in/', 'quickDepositSignIn'],
  ['/en/phone-verification/', 'phoneVerification'],
  ['/en/deposit/', 'deposit'],
  ['/en/withdraw/', 'withdraw'],
  ['/en/source-of-wealth/', 'sourceOfWealth'],
  ['/en/additional-information/', 'additionalInformation'],
  ['/en/profile/', 'profile'],
  ...PROFILE_SUB_PAGES.map((sub): [string, string] => [`/en/profile/${sub}/`, `profile.${sub}`]),
  ['/en/games/', 'games'],
  ['/en/games/starlight-reels/', 'game'],
  ['/en/game-category/', 'gameCategories'],
  ['/en/game-category/classics/', 'gameCategory'],
  ['/en/game-list/', 'gameLists'],
  ['/en/game-list/weekend-picks/', 'gameList'],
  ...FIXED_GAME_LISTS.map((slug): [string, string] => [`/en/${slug}/`, `fixedList.${slug}`]),
  ['/en/game-studio/', 'gameStudios'],
  ['/en/game-studio/northern-lights/', 'gameStudio'],
  ['/en/jackpot/', 'jackpot'],
  ['/en/raffle/', 'raffle'],
  ['/en/loyalty-program/', 'loyaltyProgram'],
  ['/en/tournaments/', 'tournaments'],
  ['/en/missions/', 'missions'],
  ['/en/rewards/', 'rewards'],
  ['/en/rewards-shop/', 'rewardsShop'],
  ['/en/cashback/', 'cashback'],
  ['/en/promotions/', 'promotions'],
  ['/en/christmas-2024/', 'countdownCalendar'],
  ['/en/more-casinos/', 'moreCasinos'],
  ['/en/bonus-terms-and-conditions/', 'bonusTerms'],
  ['/en/terms-and-conditions/', 'terms'],
  ['/en/privacy-policy/', 'privacyPolicy'],
  ['/en/internal/overlays/', 'internal'],
  ['/en/internal-cookie/', 'internalCookie'],
  ['/verifyEmail/', 'verifyEmailLink'],
  ['/internal/overlays/', 'internalUnlocalised'],
];

describe('route list (platform-core §2)', () => {
  it.each(ROUTE_ROWS)('%s → %s', (path, id) => {
    expect(routeId(at(path))).toBe(id);
  });

  it('covers every route of the table', () => {
    const reached = new Set(ROUTE_ROWS.map(([path]) => routeId(at(path))));
    for (const route of ROUTES) expect(reached, route.id).toContain(route.id);
  });

  it('reads the slug parameter', () => {
    const resolution = at('/fi/games/starlight-reels/');
    expect(resolution.kind === 'route' && resolution.params).toEqual({ slug: 'starlight-reels' });
    expect(resolution.kind === 'route' && resolution.locale.code).toBe('fi_FI');
  });
});

describe('locale prefix and normalisation', () => {
  it('redirects the root to the localised home with the default locale', () => {
    expect(at('/')).toEqual({ kind: 'redirect', to: '/en/', reason: 'root' });
  });
  it("uses the brand's default locale for the root", () => {
    expect(at('/', { brandDefaultLocale: 'fi_FI' })).toMatchObject({ to: '/fi/' });
  });
  it('uses ?locale, then the stored locale, for the root', () => {
    expect(at('/', { search: '?locale=de_AT', storedLocale: 'ja' })).toMatchObject({
      to: '/de-at/?locale=de_AT',
    });
    expect(at('/', { storedLocale: 'ja', brandDefaultLocale: 'fi_FI' })).toMatchObject({
      to: '/ja/',
    });
  });
  it('adds the trailing slash', () => {
    expect(at('/en/games')).toEqual({ kind: 'redirect', to: '/en/games/', reason: 'canonical' });
  });
  it('collapses repeated slashes', () => {
    expect(at('/en//games//')).toMatchObject({ kind: 'redirect', to: '/en/games/' });
  });
  it('keeps the query on redirects', () => {
    expect(at('/en/games', { search: '?productMode=casino' })).toMatchObject({
      to: '/en/games/?productMode=casino',
    });
  });
  it('prefixes a path without a locale with the resolved locale', () => {
    expect(at('/games/', { storedLocale: 'fi' })).toEqual({
      kind: 'redirect',
      to: '/fi/games/',
      reason: 'add-locale',
    });
    expect(at('/promotions', { search: '?locale=de' })).toMatchObject({
      to: '/de/promotions/?locale=de',
    });
  });
  it('the route locale wins over ?locale and the stored one', () => {
    const resolution = at('/ja/', { search: '?locale=fi', storedLocale: 'de' });
    expect(resolution.kind === 'route' && resolution.locale.code).toBe('ja_JP');
  });
  it('canonicalises the spelling of a known locale', () => {
    expect(at('/EN/games/')).toMatchObject({ kind: 'redirect', to: '/en/games/' });
    expect(at('/de_AT/games/')).toMatchObject({ kind: 'redirect', to: '/de-at/games/' });
  });
  it.each(['/sv/', '/xx/games/', '/en-us/games/'])(
    'an unknown locale %s redirects to the root',
    (path) => {
      expect(at(path)).toEqual({ kind: 'redirect', to: '/', reason: 'unknown-locale' });
    },
  );
  it('serves /verifyEmail without a locale, normalising the slash and keeping the query', () => {
    expect(at('/verifyEmail', { search: '?token=abc' })).toMatchObject({
      to: '/verifyEmail/?token=abc',
    });
    expect(routeId(at('/verifyEmail/', { search: '?token=abc' }))).toBe('verifyEmailLink');
  });
});

describe('matching with the trailing part removed', () => {
  it('retries without the last segment and redirects there', () => {
    expect(at('/en/games/starlight-reels/extra/')).toEqual({
      kind: 'redirect',
      to: '/en/games/starlight-reels/',
      reason: 'trimmed',
    });
    expect(at('/en/promotions/summer/')).toMatchObject({ to: '/en/promotions/' });
  });
  it('never falls back to the home page for an unknown page', () => {
    expect(at('/en/no-such-page/')).toMatchObject({ kind: 'not-found' });
  });
  it('gives not-found when the shorter path does not match either', () => {
    expect(at('/en/nope/deeper/')).toMatchObject({ kind: 'not-found' });
  });
});

describe('bad paths end on not-found, never a crash', () => {
  it.each([
    '/en/games/a%2Fb/',
    '/en/games/..%2F..%2Fetc/',
    '/en/%E0%A4%A/',
    `/en/${'x'.repeat(5000)}/`,
    '/en/games/<script>/',
    '/en/game-studio/%00/',
  ])('%s', (path) => {
    expect(at(path).kind).toBe('not-found');
  });
});

describe('layout assignment (platform-core §2)', () => {
  const layoutOf = (path: string, refreshable: boolean) => {
    const resolution = at(path);
    const rule = resolution.kind === 'route' ? resolution.route.layout : 'not-found';
    return chooseLayout(rule, { refreshable });
  };
  const basicNoPrompt = { layout: 'basic', signInPrompt: false };

  it.each(['/en/enter-code/', '/en/quick-deposit-sign-in/', '/en/resend-code/', '/en/login/'])(
    '%s: basic layout, sign-in prompt suppressed',
    (path) => {
      expect(layoutOf(path, false)).toEqual(basicNoPrompt);
      expect(layoutOf(path, true)).toEqual(basicNoPrompt);
    },
  );
  it.each([
    '/en/privacy-policy/',
    '/en/terms-and-conditions/',
    '/en/verify-email/',
    '/verifyEmail/',
  ])('%s: basic layout, prompt unless refreshable', (path) => {
    expect(layoutOf(path, false)).toEqual({ layout: 'basic', signInPrompt: true });
    expect(layoutOf(path, true)).toEqual(basicNoPrompt);
  });
  it.each([
    '/en/piq-login-handler/',
    '/en/krofort-login-handler/',
    '/en/finshark-login-handler/',
    '/en/redirection-handler/',
    '/en/login-handler/',
    '/en/trustly-login-handler/',
    '/en/keycloak-login-handler/',
  ])('%s: main layout', (path) => {
    expect(layoutOf(path, false).layout).toBe('main');
  });
  it.each(['/en/sports/', '/en/more-casinos/'])(
    '%s: logged-in when refreshable, else basic with a prompt',
    (path) => {
      expect(layoutOf(path, true)).toEqual({ layout: 'logged-in', signInPrompt: false });
      expect(layoutOf(path, false)).toEqual({ layout: 'basic', signInPrompt: true });
    },
  );
  it.each([
    '/en/profile/',
    ...PROFILE_SUB_PAGES.map((sub) => `/en/profile/${sub}/`),
    '/en/additional-information/',
    '/en/cashback/',
    '/en/christmas-2024/',
    '/en/deposit/',
    '/en/games/starlight-reels/',
    '/en/game-category/classics/',
    '/en/game-list/weekend-picks/',
    '/en/games/',
    '/en/game-studio/northern-lights/',
    '/en/game-studio/',
    '/en/internal-cookie/',
    '/en/jackpot/',
    '/en/',
    '/en/loyalty-program/',
    '/en/piq-login/',
    '/en/promotions/',
    '/en/raffle/',
    '/en/rewards/',
    '/en/rewards-shop/',
    '/en/source-of-wealth/',
    '/en/tournaments/',
    '/en/missions/',
    '/en/trustly-login/',
    '/en/withdraw/',
  ])('%s: logged-in layout', (path) => {
    expect(layoutOf(path, false).layout).toBe('logged-in');
  });
  it('shows not-found in the basic layout', () => {
    expect(layoutOf('/en/nope/', false)).toEqual(basicNoPrompt);
  });
});

describe('localisePath', () => {
  const fi = findLocale('fi')!;
  it('strips a leading language segment before re-prefixing', () => {
    expect(localisePath('/de/games/', fi)).toBe('/fi/games/');
    expect(localisePath('/en-ca/promotions/?x=1', fi)).toBe('/fi/promotions/?x=1');
    expect(localisePath('/games', fi)).toBe('/fi/games/');
    expect(localisePath('/', fi)).toBe('/fi/');
  });
  it('leaves unlocalised routes, external links, and everything when localisation is off', () => {
    expect(localisePath('/verifyEmail', fi)).toBe('/verifyEmail/');
    expect(localisePath('https://example.com/x', fi)).toBe('https://example.com/x');
    expect(localisePath('/en/games/', fi, false)).toBe('/games/');
  });
});
