// /games/{slug}/ in jsdom: the toolbar (name, studio, RTP with ShowRTP, balance for
// players), the launch URL with the lobby's locale, the frame sized to the viewport, full screen
// (API and fallback), the rules dialog (engine page when served, the catalogue's facts),
// related games and the responsible-gaming tools per licence.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '../../machines/locale/locales.ts';
import type { LobbySettings } from '../../machines/lobby-settings/settings.ts';
import GamePage from '../../src/features/games/GamePage.tsx';
import { fitHeight, MIN_FRAME_HEIGHT } from '../../src/features/games/use-fit-height.ts';
import { rulesUrl, withLocale } from '../../src/features/games/game-url.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { demoSettings } from '../machines/fixtures/lobby-settings.ts';
import { renderInApp } from './render-in-app.tsx';
import { EMPTY_WALLET, startTestLobby, TEST_PLAYER } from './test-lobby.ts';
import { fakeApi, loadMessages } from './rewards-harness.tsx';
import { testAppActors } from './test-app-actors.ts';

beforeAll(async () => {
  await loadMessages();
  // jsdom's <dialog> has no modal behaviour; open/close are enough here.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const related = (slug: string, name: string) => ({
  id: `id-${slug}`,
  slug,
  name,
  rtp: 96.1,
  studio: { name: 'Starling' },
  thumbnail: { url: `/thumbnails/${slug}-320.svg`, width: 320, height: 240 },
});

const GAME = {
  id: '7',
  slug: 'aurora-fruits',
  name: 'Aurora Fruits',
  rtp: 96.5,
  isBonusEnabled: true,
  isLiveCasinoGame: false,
  isJackpotGame: true,
  studio: { slug: 'starling', name: 'Starling' },
  relatedGames: [
    related('starling-gems', 'Starling Gems'),
    related('night-fruits', 'Night Fruits'),
  ],
};

async function renderGame(
  options: {
    signedIn?: boolean;
    game?: typeof GAME | null;
    settings?: Partial<LobbySettings>;
    showRtp?: boolean;
  } = {},
) {
  const signedIn = options.signedIn ?? false;
  const { lobby, session } = startTestLobby({
    player: signedIn ? TEST_PLAYER : null,
    wallet: { ...EMPTY_WALLET, balance: 1_234 },
  });
  const api = fakeApi({
    GameDetails: () => ({ game: options.game === undefined ? GAME : options.game }),
    StartGameSession: (variables) => ({
      startGameSession: {
        url: `/demo-games/${String(variables.slug)}/?session=abc`,
        mode: variables.mode,
        currency: 'EUR',
        expiresAt: '2030-01-01T00:00:00Z',
      },
    }),
  });
  const requests = api.calls;
  const { actors } = testAppActors({ api: api.api, session: { lobby, session } });
  const settings: LobbySettings = {
    ...demoSettings,
    ...options.settings,
    featureToggles: { ...demoSettings.featureToggles, ShowRTP: options.showRtp ?? true },
  };
  const result = await renderInApp(<GamePage />, actors, {
    shell: { settings, params: { slug: GAME.slug }, locale: LOCALES[0]! },
    path: `/en/games/${GAME.slug}/`,
  });
  return { ...result, requests, lobby };
}

const frame = () => document.querySelector<HTMLIFrameElement>('iframe[data-game-frame]');

describe('game page', () => {
  it('launches the game for fun with the lobby locale appended; no balance for visitors', async () => {
    const { requests, lobby } = await renderGame();
    expect(await screen.findByRole('heading', { level: 1, name: 'Aurora Fruits' })).toBeTruthy();
    await waitFor(() => expect(frame()).not.toBeNull());
    expect(frame()!.getAttribute('src')).toBe(
      `/demo-games/aurora-fruits/?session=abc&locale=${i18n.locale}`,
    );
    expect(frame()!.dataset.mode).toBe('FUN');
    expect(frame()!.getAttribute('sandbox')).toBe('allow-scripts');
    expect(requests.find((r) => r.operation === 'GameDetails')?.variables).toEqual({
      slug: 'aurora-fruits',
      thumbnailSize: 'W320',
    });
    expect(screen.queryByTestId('game-balance')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('You are playing for fun.');
    // The lobby knows the game on screen, and that it takes bonus money (the low-funds rule).
    expect(lobby.getSnapshot().context.game).toEqual({ slug: 'aurora-fruits', bonusEnabled: true });
    expect(document.title).toContain('Aurora Fruits');
  });

  it('shows a signed-in player the live balance and plays for real money', async () => {
    await renderGame({ signedIn: true });
    expect((await screen.findByTestId('game-balance')).textContent).toContain('€12.34');
    await waitFor(() => expect(frame()?.dataset.mode).toBe('REAL'));
  });

  it('shows the RTP only with the ShowRTP toggle', async () => {
    await renderGame({ showRtp: true });
    expect((await screen.findByTestId('game-rtp')).textContent).toBe('RTP 96.50%');
    cleanup();
    await renderGame({ showRtp: false });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('game-rtp')).toBeNull();
  });

  it('lists related games as links to their pages', async () => {
    await renderGame();
    const list = await screen.findByTestId('related-games');
    expect(screen.getByRole('heading', { name: 'More from Starling' })).toBeTruthy();
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/en/games/starling-gems/',
      '/en/games/night-fruits/',
    ]);
    expect(links[0]!.textContent).toContain('Starling Gems');
  });

  it('hides the related section when there are none', async () => {
    await renderGame({ game: { ...GAME, relatedGames: [] } });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('related-games')).toBeNull();
  });

  it("links the licence's responsible-gaming tools", async () => {
    await renderGame({ settings: { license: 'mga' } });
    const nav = await screen.findByRole('navigation', { name: 'Responsible gaming' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Deposit limits',
      'Session limits',
      'Reality check',
      'Self-exclusion',
      'Take a break',
      'Session history',
    ]);
    cleanup();
    await renderGame({ settings: { license: 'est' } });
    const est = await screen.findByRole('navigation', { name: 'Responsible gaming' });
    expect(within(est).getByRole('link', { name: 'Loss limits' }).getAttribute('href')).toBe(
      '/en/profile/limits/',
    );
    expect(within(est).queryByRole('link', { name: 'Reality check' })).toBeNull();
  });

  it('shows the not-found page for an unknown or unavailable game', async () => {
    await renderGame({ game: null });
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });
});

describe('rules', () => {
  it("opens the engine's rules page in the locale when the engine serves one", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(null, {
          status: 200,
          headers: { 'content-type': 'text/html; charset=utf-8' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await renderGame();
    fireEvent.click(await screen.findByRole('button', { name: 'Rules' }));
    const dialog = await screen.findByTestId('game-rules');
    await waitFor(() => expect(dialog.querySelector('iframe[data-rules-frame]')).not.toBeNull());
    const url = `/demo-games/aurora-fruits/rules/?locale=${i18n.locale}`;
    expect(dialog.querySelector('iframe')!.getAttribute('src')).toBe(url);
    expect(fetchMock).toHaveBeenCalledWith(url, { method: 'HEAD', credentials: 'omit' });
    expect(within(dialog).getByTestId('rules-rtp').textContent).toBe('96.50%');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('game-rules')).toBeNull();
  });

  it("shows the catalogue's facts when the engine has no rules page yet", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } }),
      ),
    );
    await renderGame({ showRtp: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Rules' }));
    const dialog = await screen.findByTestId('game-rules');
    expect(
      await within(dialog).findByText(
        "The full rules and the paytable are in the game's own menu.",
      ),
    ).toBeTruthy();
    expect(dialog.querySelector('iframe')).toBeNull();
    expect(within(dialog).getByText('Starling')).toBeTruthy();
    expect(within(dialog).getByText('Can be wagered on this game')).toBeTruthy();
    expect(within(dialog).getByText('Part of every bet goes to the jackpot.')).toBeTruthy();
    // No RTP without the toggle, in the dialog either.
    expect(within(dialog).queryByTestId('rules-rtp')).toBeNull();
  });
});

describe('fitting the viewport and full screen', () => {
  it('gives the frame the height the viewport leaves under it, never less than the minimum', () => {
    expect(fitHeight(720, 150)).toBe(562);
    expect(fitHeight(844, 130)).toBe(706);
    expect(fitHeight(400, 200)).toBe(MIN_FRAME_HEIGHT);
  });

  it('leaves the height of a bar fixed to the bottom (the cookie banner) free', () => {
    expect(fitHeight(720, 150, 110)).toBe(452);
    expect(fitHeight(720, 150, 0)).toBe(fitHeight(720, 150));
  });

  it('sizes the stage from the measured top', async () => {
    vi.stubGlobal('innerHeight', 700);
    await renderGame();
    const stage = await screen.findByTestId('game-stage');
    // jsdom lays nothing out: the stage's top is 0, so all but the bottom gap is the game's.
    await waitFor(() => expect(stage.style.height).toBe('692px'));
  });

  it('uses the Fullscreen API on the stage when there is one', async () => {
    const request = vi.fn(async function (this: HTMLElement) {
      Object.defineProperty(document, 'fullscreenElement', { value: this, configurable: true });
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    HTMLElement.prototype.requestFullscreen = request;
    const exit = vi.fn(async () => {
      Object.defineProperty(document, 'fullscreenElement', { value: null, configurable: true });
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    document.exitFullscreen = exit;
    try {
      await renderGame();
      const stage = await screen.findByTestId('game-stage');
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Full screen' })));
      expect(request.mock.contexts[0]).toBe(stage);
      expect(stage.closest('article')!.dataset.fullscreen).toBe('native');
      await act(async () =>
        fireEvent.click(screen.getByRole('button', { name: 'Exit full screen' })),
      );
      expect(exit).toHaveBeenCalled();
      expect(stage.closest('article')!.dataset.fullscreen).toBe('off');
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).requestFullscreen;
      delete (document as Partial<Document>).exitFullscreen;
      Object.defineProperty(document, 'fullscreenElement', { value: null, configurable: true });
    }
  });

  it('pins the stage over the window where there is no Fullscreen API; Escape leaves', async () => {
    await renderGame();
    const stage = await screen.findByTestId('game-stage');
    const article = stage.closest('article')!;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Full screen' })));
    expect(article.dataset.fullscreen).toBe('fallback');
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(stage.style.height).toBe('');
    await act(async () => fireEvent.keyDown(window, { key: 'Escape' }));
    expect(article.dataset.fullscreen).toBe('off');
    expect(document.documentElement.style.overflow).toBe('');
  });
});

describe('game URLs', () => {
  it('appends the locale before a fragment, after any query', () => {
    expect(withLocale('/demo-games/x/?session=s', 'fi-FI')).toBe(
      '/demo-games/x/?session=s&locale=fi-FI',
    );
    expect(withLocale('/demo-games/x/#top', 'de-DE')).toBe('/demo-games/x/?locale=de-DE#top');
    expect(rulesUrl('a b', 'en')).toBe('/demo-games/a%20b/rules/?locale=en');
  });
});
