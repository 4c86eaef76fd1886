// The raffle-win overlay (programmes §2 "Overlays", §4 "Win animation", §9): the amount counting up
// from 0 like the jackpot-win (instant with reduced motion), the drop's name, and "Back to game"
// closing with focus on the game frame. The socket's RaffleWinEvent reaching the overlays actor
// is in raffle-page.test.tsx.
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { overlaysMachine } from '../../machines/overlays/overlays.machine.ts';
import { OverlayHost } from '../../src/features/overlays/OverlayHost.tsx';
import { i18n } from '../../src/i18n/i18n.ts';
import { AppActorsContext } from '../../src/runtime/app-actors.ts';
import { loadMessages } from './rewards-harness.tsx';
import { signedInSession } from './render-in-app.tsx';
import { testAppActors } from './test-app-actors.ts';

beforeAll(loadMessages);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

function stubMotion(reduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduced && query.includes('reduce'),
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
}

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

const open = (overlays: ReturnType<typeof renderOverlay>) =>
  act(() =>
    overlays.send({
      type: 'overlay.open',
      variant: 'raffle-win',
      payload: {
        amount: 5_012,
        currency: 'EUR',
        wonAt: new Date().toISOString(),
        instanceId: 'aurora-hourly-eur',
        dropId: 'aurora-hourly-eur-1',
        message: 'Hourly drop',
      },
    }),
  );

describe('raffle-win overlay', () => {
  it('counts the amount up from 0 to the win', async () => {
    stubMotion(false);
    const overlays = renderOverlay();
    open(overlays);
    expect(screen.getByRole('heading', { name: 'You won the raffle!' })).toBeTruthy();
    const shown = () => document.querySelector('[data-win-amount]')!.textContent;
    expect(shown()).toBe('€0.00');
    // Screen readers get the final amount at once.
    expect(screen.getByText('€50.12', { selector: 'p:not([data-win-amount])' })).toBeTruthy();
    await waitFor(() => expect(shown()).not.toBe('€0.00'));
    await waitFor(() => expect(shown()).toBe('€50.12'), { timeout: 4_000 });
    expect(screen.getByText('Hourly drop')).toBeTruthy();
  });

  it('shows the win at once with reduced motion; "Back to game" returns focus to the game', () => {
    stubMotion(true);
    const overlays = renderOverlay();
    screen.getByRole('button', { name: 'Opener' }).focus();
    open(overlays);
    expect(document.querySelector('[data-win-amount]')!.textContent).toBe('€50.12');
    const back = screen.getByRole('button', { name: 'Back to game' });
    back.focus();
    fireEvent.click(back);
    expect(overlays.getSnapshot().context.variant).toBeNull();
    expect(document.activeElement).toBe(screen.getByTitle('Game'));
  });
});
