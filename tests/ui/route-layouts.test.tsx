// Every row of the route table (machines/routing/routes.ts) rendered by the whole SPA in jsdom,
// for a visitor: the page's title is its heading, inside the layout the spec assigns
// (chooseLayout: <body data-layout> and the layout's own chrome), in the locale of the URL
// (<html lang>, the heading's translation); /deposit/ and /withdraw/ go back to the lobby with
// the cashier open over it, and /profile/ replaces itself with the dashboard. The locales rotate over the table so each is
// exercised across it; the unlocalised routes take the brand's default locale. What the browser
// adds (the server's pages, real chunks, a real history) is e2e/routes.spec.ts's journey.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { cleanup, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LobbySettings } from '../../machines/lobby-settings/settings.ts';
import { findLocale } from '../../machines/locale/locales.ts';
import { chooseLayout, type LayoutName } from '../../machines/routing/layout.ts';
import { ROUTES, UNLOCALISED_ROUTES, type RouteDefinition } from '../../machines/routing/routes.ts';
import { ROUTE_TOGGLES } from '../../machines/routing/switched-off-routes.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { PAGE_TITLES } from '../../src/runtime/page-titles.ts';
import { demoSettings } from '../machines/fixtures/lobby-settings.ts';
import { renderApp } from './app-harness.tsx';
import { leaderboard, SETTINGS as JACKPOT } from './jackpot-harness.tsx';
import { RAFFLE_SETTINGS } from './raffle-harness.tsx';

// The brand: every toggled route switched on (off, they are not found: cashier-toggles.test.tsx),
// German by default so an unlocalised page shows whose locale it took.
const SETTINGS: LobbySettings = {
  ...demoSettings,
  defaultLocale: 'de_DE',
  featureToggles: {
    ...demoSettings.featureToggles,
    ...Object.fromEntries(Object.values(ROUTE_TOGGLES).map((toggle) => [toggle, true])),
  },
};

// The catalogue's answers: one of each thing the `:slug` routes name, titled by its data.
const NO_GAMES = { totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] };
const GAME = {
  id: 'g1',
  slug: 'example-slug',
  name: 'Example Reels',
  rtp: 96,
  isBonusEnabled: true,
  isLiveCasinoGame: false,
  isJackpotGame: false,
  minBet: 10,
  studio: { slug: 'example-studio', name: 'Example Studio' },
  relatedGames: [],
};
const CATEGORY = { id: 'c1', slug: 'example-slug', name: 'Example Category' };
const LIST = { id: 'l1', slug: 'example-slug', name: 'Example List', requiresBonus: false };
const STUDIO = {
  id: 's1',
  slug: 'example-slug',
  name: 'Example Studio',
  imageUrl: '/studios/example.png',
  gameCount: 0,
};
/** Answers that never come: the page shows its heading and waits (a game session, here). */
const pending = () => new Promise<never>(() => {});

const HANDLERS: Record<string, (variables: Record<string, unknown>) => unknown> = {
  SiteBanners: () => ({
    siteBanners: [],
    countryContext: { countryCode: 'MT', subDivision: null, ipCountryCode: 'MT' },
  }),
  FlowSettings: () => ({
    flowSettings: {
      countryCode: 'MT',
      loginFlow: 'Keycloak',
      registrationFormType: 'DINO',
      isDefault: true,
    },
  }),
  VerifyEmail: () => ({ verifyEmail: { verified: false, email: null } }),
  Lobby: () => ({ lobby: { items: [] } }),
  SearchGames: () => ({ searchGames: NO_GAMES }),
  GameDetails: () => ({ game: GAME }),
  StartGameSession: pending,
  GameCategories: () => ({ gameCategories: [CATEGORY] }),
  GameCategory: () => ({ gameCategory: { ...CATEGORY, games: NO_GAMES } }),
  ListsOfGames: () => ({ listsOfGames: [LIST] }),
  ListOfGamesSlice: ({ listOfGamesSlug }) => ({
    listOfGames: { ...LIST, slug: listOfGamesSlug, games: NO_GAMES },
  }),
  GameStudios: () => ({ gameStudios: [STUDIO] }),
  GameStudio: () => ({ gameStudio: { ...STUDIO, games: NO_GAMES } }),
  // No socket: the page's heading does not wait for the pots.
  JackpotSettings: () => ({ jackpotSettings: { ...JACKPOT, websocketUrl: null } }),
  JackpotLeaderboard: () => leaderboard(0),
  Raffle: () => ({ raffleSettings: RAFFLE_SETTINGS, jackpotSettings: { operatorId: null } }),
  RaffleWinners: () => ({ raffleWinners: { edges: [] } }),
  Promotions: () => ({ promotions: [] }),
};

/** The address of a route, as a visitor types it: `:slug` is example-slug, `*` is tools. */
const pathOf = (route: RouteDefinition, locale: string) => {
  const segments = route.path.map((segment) =>
    segment === '*' ? 'tools' : segment.startsWith(':') ? 'example-slug' : segment,
  );
  const prefix = route.unlocalised ? [] : [locale];
  return `/${[...prefix, ...segments].join('/')}/`.replace(/\/+/g, '/');
};

/** Routes the spec sends elsewhere: /deposit/ and /withdraw/ open the cashier over the lobby. */
const REDIRECTED_TO_LOBBY = new Set(['deposit', 'withdraw']);
/** The profile root replaces itself with the dashboard. */
const REPLACED_BY: Readonly<Record<string, { id: string; path: string }>> = {
  profile: { id: 'profile.dashboard', path: 'profile/dashboard/' },
};

const LOCALES = [
  { slug: 'en', lang: 'en-GB' },
  { slug: 'fi', lang: 'fi-FI' },
  { slug: 'de', lang: 'de-DE' },
];
const BRAND_LOCALE = findLocale(SETTINGS.defaultLocale)!.tag;

/** The heading a page shows: its title in the route table's words, or its data's name. */
function headingOf(routeId: string): string {
  const brand = SETTINGS.siteDataName;
  const fromData: Record<string, string | MessageDescriptor> = {
    lobby: msg`Welcome to ${brand}`,
    game: GAME.name,
    gameCategory: CATEGORY.name,
    gameList: LIST.name,
    gameStudio: STUDIO.name,
    // The brand's jackpot names itself: its first two title rows.
    jackpot: JACKPOT.titleRows.slice(0, 2).join(''),
  };
  const title = fromData[routeId] ?? PAGE_TITLES[routeId];
  if (title === undefined) throw new Error(`No title for ${routeId}`);
  return typeof title === 'string' ? title : i18n._(title);
}

/** What tells the three layouts apart on screen, beyond <body data-layout>. */
function layoutChrome() {
  const main = document.getElementById('main');
  const siteHeader = [...document.querySelectorAll('header')].some(
    (header) => !main?.contains(header),
  );
  // The primary navigation, by its accessible name (an attribute: ByRole is slow on a page).
  const primaryNav = [...document.querySelectorAll('nav')].some(
    (nav) => nav.getAttribute('aria-label') === i18n._(msg`Main`),
  );
  return { siteHeader, primaryNav };
}
const CHROME: Record<LayoutName, ReturnType<typeof layoutChrome>> = {
  main: { siteHeader: false, primaryNav: false },
  basic: { siteHeader: true, primaryNav: false },
  'logged-in': { siteHeader: true, primaryNav: true },
};

/** The page's heading: one <h1>, in the layout's <main>, not hidden from anyone. */
function heading() {
  const headings = document.querySelectorAll('h1');
  expect(headings).toHaveLength(1);
  const h1 = headings[0]!;
  expect(document.getElementById('main')?.contains(h1)).toBe(true);
  expect(h1.closest('[hidden], [aria-hidden="true"], [inert]')).toBeNull();
  return h1.textContent;
}

beforeAll(() => {
  // jsdom has no scrolling (the shell scrolls to the top on every address) and its <dialog> no
  // modal behaviour (the cashier opens as one): open and close are enough here.
  window.scrollTo = () => {};
  // No jackpot or raffle REST service behind the pages: their pots and drops stay loading.
  vi.stubGlobal('fetch', () => new Promise<never>(() => {}));
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterAll(() => vi.unstubAllGlobals());
afterEach(() => {
  cleanup();
  // The locale cookie a page wrote: each address starts as a first visit.
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

const ROWS = [...ROUTES, ...UNLOCALISED_ROUTES].map((route, index) => ({
  route,
  // Rotate through locales so each is exercised across the table.
  locale: LOCALES[index % LOCALES.length]!,
}));

describe('every route renders in its layout and locale (a visitor)', () => {
  for (const { route, locale } of ROWS) {
    const path = pathOf(route, locale.slug);
    const redirected = REDIRECTED_TO_LOBBY.has(route.id);
    const replacement = REPLACED_BY[route.id];
    const shownId = redirected ? 'lobby' : (replacement?.id ?? route.id);
    const rule = redirected ? ROUTES.find((entry) => entry.id === 'lobby')!.layout : route.layout;
    const expected = chooseLayout(rule, { refreshable: false }).layout;
    const finalPath = redirected
      ? `/${locale.slug}/`
      : replacement
        ? `/${locale.slug}/${replacement.path}`
        : path;
    const lang = route.unlocalised ? BRAND_LOCALE : locale.lang;

    it(`${route.id} ${path} → ${redirected ? 'the lobby' : expected}`, async () => {
      const { actors, calls } = renderApp(path, { settings: SETTINGS, handlers: HANDLERS });
      await waitFor(() => {
        expect(document.body.dataset.route).toBe(shownId);
        expect(document.documentElement.lang).toBe(lang);
        expect(i18n.locale).toBe(lang);
        expect(heading()).toBe(headingOf(shownId));
      });
      expect(window.location.pathname).toBe(finalPath);
      expect(document.body.dataset.layout).toBe(expected);
      expect(layoutChrome()).toEqual(CHROME[expected]);
      if (redirected)
        // The cashier opens over the lobby.
        await waitFor(() =>
          expect(
            document.querySelector('dialog[data-variant="quick-deposit"][open]'),
          ).not.toBeNull(),
        );
      // Every read the page made had an answer (a missing one would show an error page).
      const answered = new Set(Object.keys(HANDLERS));
      expect(calls.filter((call) => !answered.has(call.operation))).toEqual([]);
      // The dialogs and toasts load after the first screen: not after this test's end.
      await actors.platform.ready;
    }, 20_000);
  }
});

// The basic layout's header: the Casino / Sports quick menu with the QuickMenu toggle, its Sports
// entry with the Sportsbook toggle (the toggle matrix's browser journey: e2e/feature-toggles.spec.ts).
describe('the quick menu of the basic layout (QuickMenu, Sportsbook)', () => {
  const productMenu = async (toggles: { QuickMenu: boolean; Sportsbook: boolean }) => {
    const settings: LobbySettings = {
      ...SETTINGS,
      featureToggles: { ...SETTINGS.featureToggles, ...toggles },
    };
    const { actors } = renderApp('/en/terms-and-conditions/', { settings, handlers: HANDLERS });
    await waitFor(() => expect(document.body.dataset.layout).toBe('basic'));
    await waitFor(() => expect(heading()).toBe(headingOf('terms')));
    await actors.platform.ready;
    const menu = document.querySelector('nav[aria-label="Product"]');
    return menu && [...menu.querySelectorAll('a')].map((link) => link.textContent);
  };

  it('QuickMenu on, Sportsbook on: Casino and Sports', async () => {
    expect(await productMenu({ QuickMenu: true, Sportsbook: true })).toEqual(['Casino', 'Sports']);
  });

  it('QuickMenu on, Sportsbook off: Casino only', async () => {
    expect(await productMenu({ QuickMenu: true, Sportsbook: false })).toEqual(['Casino']);
  });

  it('QuickMenu off: no quick menu', async () => {
    expect(await productMenu({ QuickMenu: false, Sportsbook: true })).toBeNull();
  });
});
