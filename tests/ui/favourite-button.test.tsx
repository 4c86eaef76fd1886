// The favourite star: a toggle button named after its game, pressed from the
// server's answer, optimistic on click, undone when the server refuses, re-read on focus (a
// star set on another device), and absent for visitors.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FavouriteButton } from '../../src/components/FavouriteButton.tsx';
import { loadCatalog } from '../../src/i18n/i18n.ts';
import type { AppActors } from '../../src/runtime/app-actors.ts';
import { renderInApp, signedInSession } from './render-in-app.tsx';
import { apiError, fakeApi } from './rewards-harness.tsx';
import { testAppActors } from './test-app-actors.ts';

function actors(api: ReturnType<typeof fakeApi>['api'], signedIn = true): AppActors {
  return testAppActors({ api, ...(signedIn ? { session: signedInSession() } : {}) }).actors;
}

describe('FavouriteButton', () => {
  beforeAll(async () => {
    await loadCatalog('en-GB');
  });

  it('shows the server state, toggles it, and reads it again on focus', async () => {
    let slugs = ['other-game'];
    const api = fakeApi({
      FavouriteGameSlugs: () => ({ viewer: { favouriteGameSlugs: slugs } }),
      AddFavouriteGame: ({ slug }) => {
        slugs = [slug as string, ...slugs];
        return { addFavouriteGame: slugs };
      },
      RemoveFavouriteGame: ({ slug }) => {
        slugs = slugs.filter((s) => s !== slug);
        return { removeFavouriteGame: slugs };
      },
    });
    await renderInApp(
      <FavouriteButton slug="zen-blackjack" name="Zen Blackjack" />,
      actors(api.api),
    );
    const star = await screen.findByRole('button', { name: 'Favourite: Zen Blackjack' });
    await waitFor(() => expect(api.calls.map((c) => c.operation)).toContain('FavouriteGameSlugs'));
    expect(star.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(star);
    expect(star.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(slugs).toContain('zen-blackjack'));

    // Another device removed it: focus brings the server's state back.
    slugs = ['other-game'];
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('false'));
  });

  it('undoes a toggle the server refuses', async () => {
    const api = fakeApi({
      FavouriteGameSlugs: () => ({ viewer: { favouriteGameSlugs: [] } }),
      AddFavouriteGame: () => {
        throw apiError('UnknownGame');
      },
    });
    await renderInApp(<FavouriteButton slug="gone-game" name="Gone Game" />, actors(api.api));
    const star = await screen.findByRole('button', { name: 'Favourite: Gone Game' });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    fireEvent.click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('false'));
    expect(api.calls.map((c) => c.operation)).toContain('AddFavouriteGame');
  });

  it('is not there for visitors', async () => {
    const api = fakeApi({});
    const { container } = await renderInApp(
      <FavouriteButton slug="zen-blackjack" name="Zen Blackjack" />,
      actors(api.api, false),
    );
    expect(container.querySelector('button')).toBeNull();
    expect(api.calls).toEqual([]);
  });
});
