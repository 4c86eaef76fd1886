// The jackpot-win overlay (programmes §2 "Overlays", §4 "Win animation", §9): the amount, the
// celebration image for 4 s, "won … ago", and "Back to game" closing with focus on the game.
// Also the socket's WinEvent reaching the overlays actor through the app's showWin.
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { overlaysMachine } from '../../machines/overlays/overlays.machine.ts';
import { OverlayHost } from '../../src/features/overlays/OverlayHost.tsx';
import JackpotPage from '../../src/features/jackpot/JackpotPage.tsx';
import { i18n } from '../../src/i18n/i18n.ts';
import { AppActorsContext } from '../../src/runtime/app-actors.ts';
import { FakeSocket, fakeJackpotService, renderJackpot } from './jackpot-harness.tsx';
import { loadMessages } from './rewards-harness.tsx';
import { signedInSession } from './render-in-app.tsx';
import { testAppActors } from './test-app-actors.ts';

beforeAll(loadMessages);
beforeEach(() => {
  FakeSocket.instances = [];
  // jsdom has no matchMedia; reduced motion shows the final amount at once (the 10,000-step
  // count-up itself is machines/jackpot/win-animation.ts, unit-tested).
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
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
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const WON_AT = new Date(Date.now() - 3 * 60_000 - 5_000).toISOString();

function renderOverlay() {
  const overlays = createActor(
    overlaysMachine.provide({ actions: { stripQueryParams: () => {} } }),
  ).start();
  const { actors } = testAppActors({ session: signedInSession() });
  render(
    <MemoryRouter>
      <I18nProvider i18n={i18n}>
        <AppActorsContext value={actors}>
          <iframe title="Game" data-game-frame tabIndex={0} />
          <button type="button">Opener</button>
          <OverlayHost overlays={overlays} bodies={{}} />
        </AppActorsContext>
      </I18nProvider>
    </MemoryRouter>,
  );
  return overlays;
}

describe('jackpot-win overlay', () => {
  it('shows the amount, the celebration for 4 s and how long ago; "Back to game" focuses the game', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const overlays = renderOverlay();
    screen.getByRole('button', { name: 'Opener' }).focus();
    act(() =>
      overlays.send({
        type: 'overlay.open',
        variant: 'jackpot-win',
        payload: {
          amount: 1_234_56,
          currency: 'EUR',
          initials: 'A.B.',
          community: true,
          wonAt: WON_AT,
          image: '/brands/aurora/jackpot-win.png',
        },
      }),
    );
    expect(screen.getByRole('heading', { name: 'Jackpot win!' })).toBeTruthy();
    expect(screen.getAllByText('€1,234.56').length).toBeGreaterThan(0);
    expect(screen.getByText('A.B. hit the jackpot!')).toBeTruthy();
    expect(screen.getByText('Won 3 minutes ago')).toBeTruthy();
    expect(document.querySelector('[data-celebration]')).not.toBeNull();
    act(() => vi.advanceTimersByTime(3_999));
    expect(document.querySelector('[data-celebration]')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(document.querySelector('[data-celebration]')).toBeNull();

    // A real click focuses the button (jsdom's click does not): focus is inside the dialog.
    const back = screen.getByRole('button', { name: 'Back to game' });
    back.focus();
    fireEvent.click(back);
    expect(overlays.getSnapshot().context.variant).toBeNull();
    expect(document.activeElement).toBe(screen.getByTitle('Game'));
  });

  it('says hours, days and months for older wins', () => {
    const overlays = renderOverlay();
    const open = (ms: number) =>
      act(() =>
        overlays.send({
          type: 'overlay.open',
          variant: 'jackpot-win',
          payload: { amount: 100, currency: 'EUR', wonAt: new Date(Date.now() - ms).toISOString() },
        }),
      );
    open(2 * 3_600_000 + 60_000);
    expect(screen.getByText('Won 2 hours ago')).toBeTruthy();
    act(() => overlays.send({ type: 'overlay.close', reason: 'button' }));
    open(24 * 3_600_000);
    expect(screen.getByText('Won 1 day ago')).toBeTruthy();
    act(() => overlays.send({ type: 'overlay.close', reason: 'button' }));
    open(65 * 24 * 3_600_000);
    expect(screen.getByText('Won 2 months ago')).toBeTruthy();
  });
});

describe('WinEvent → the overlays actor (src/app/jackpot showWin)', () => {
  /** The winner's own frame carries their id; everyone else's (null) has none. */
  const winFrame = (playerId: string | null) => ({
    type: 'WinEvent',
    instance_id: 'aurora-eur',
    pot_id: 'minor',
    amount: 1234,
    currency: 'EUR',
    ...(playerId === null ? {} : { player_id: playerId }),
    initials: 'S.K.',
    brand: 'aurora',
    won_at: WON_AT,
  });

  async function openSocket() {
    await waitFor(() => expect(FakeSocket.instances.length).toBeGreaterThan(0));
    const socket = FakeSocket.instances.at(-1)!;
    await act(async () => socket.open());
    return socket;
  }

  it("opens jackpot-win for the player's own win with the preferences consent", async () => {
    fakeJackpotService();
    const { overlays } = await renderJackpot(<JackpotPage />);
    const socket = await openSocket();
    await act(async () => socket.receive(winFrame(null)));
    await act(async () => socket.receive(winFrame('p-1')));
    await waitFor(() => expect(overlays).toHaveLength(1));
    expect(overlays[0]).toEqual({
      type: 'overlay.open',
      variant: 'jackpot-win',
      payload: {
        amount: 1234,
        currency: 'EUR',
        initials: 'S.K.',
        community: false,
        potId: 'minor',
        wonAt: WON_AT,
        image: '/brands/aurora/jackpot-win.png',
      },
    });
  });

  it('stays closed without the preferences consent', async () => {
    fakeJackpotService();
    const { overlays } = await renderJackpot(<JackpotPage />, { consent: false });
    const socket = await openSocket();
    await act(async () => socket.receive(winFrame('p-1')));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(overlays).toHaveLength(0);
  });
});
