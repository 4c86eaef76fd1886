// /jackpot/ in jsdom on the real jackpot actors (src/app/jackpot) with a fake GraphQL client,
// a fake jackpot REST service and a fake WebSocket: content and theme, visitors, nothing when
// disabled, the opt-in through the socket, live pots, the leaderboard's rules and live refresh.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import JackpotPage from '../../src/features/jackpot/JackpotPage.tsx';
import { JackpotCard, type JackpotItem } from '../../src/components/blocks/CardBlocks.tsx';
import { loadMessages } from './rewards-harness.tsx';
import {
  FakeSocket,
  INSTANCE,
  SETTINGS,
  fakeJackpotService,
  leaderboard,
  renderJackpot,
} from './jackpot-harness.tsx';

beforeAll(loadMessages);
beforeEach(() => {
  FakeSocket.instances = [];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The socket the actors opened, once they have. */
async function openedSocket(): Promise<FakeSocket> {
  await waitFor(() => expect(FakeSocket.instances.length).toBeGreaterThan(0));
  const socket = FakeSocket.instances.at(-1)!;
  await act(async () => socket.open());
  return socket;
}

const potUpdate = (mega: number) => ({
  type: 'JackpotUpdate',
  instance_id: 'aurora-eur',
  currency: 'EUR',
  pots: [
    { id: 'mega', current_value: mega },
    { id: 'major', current_value: 5_000_00 },
    { id: 'minor', current_value: 250_00 },
    { id: 'shared', current_value: 1_234_56 },
  ],
});

describe('/jackpot/', () => {
  it("runs the jackpot socket actor under the app's inspector, as systemId jackpotSocket", async () => {
    const seen = new Set<string>();
    await renderJackpot(<JackpotPage />, {
      inspect: (event) => {
        const systemId = (event.actorRef as { systemId?: string }).systemId;
        if (systemId) seen.add(systemId);
      },
    });
    await waitFor(() => expect(seen).toContain('jackpotSocket'));
  });

  it('shows the banner, title rows, texts in the player currency, pots, terms and a link home', async () => {
    fakeJackpotService();
    const { container } = await renderJackpot(<JackpotPage />, { player: { currency: 'SEK' } });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('AuroraMega Jackpot');
    expect(screen.getByText('Drops daily').tagName).toBe('P');
    expect(screen.getByText('Three pots, one shared prize')).toBeTruthy();
    // €10,000 at 11.3 SEK per euro; €0.10 → 1.13 SEK keeps its fraction.
    expect(await screen.findByText(/Win up to kr\s?113,000 every week\./)).toBeTruthy();
    expect(screen.getByText(/Opt in from kr\s?1\.13 per bet\./)).toBeTruthy();

    const source = container.querySelector('picture source')!;
    expect(source.getAttribute('media')).toBe('(min-width: 768px)');
    expect(source.getAttribute('srcset')).toBe(SETTINGS.desktopImage);
    expect(container.querySelector('picture img')!.getAttribute('src')).toBe(SETTINGS.mobileImage);
    const article = container.querySelector('article')!;
    expect(article.style.getPropertyValue('--jackpot-highlight')).toBe('#ffcc00');
    expect(article.style.getPropertyValue('--jackpot-button-background')).toBe('#ff3366');

    const pots = await screen.findByRole('region', { name: 'Live pots' });
    expect(within(pots).getByText('€100,000.00')).toBeTruthy();
    expect(
      within(pots)
        .getAllByRole('listitem')
        .map((item) => item.dataset.pot),
    ).toEqual(['mega', 'major', 'minor', 'shared']);
    expect(screen.getByRole('heading', { name: 'Terms and conditions' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the lobby' }).getAttribute('href')).toBe(
      '/en/',
    );
  });

  it('renders nothing when the settings are null or the jackpot is disabled', async () => {
    fakeJackpotService();
    for (const settings of [null, { ...SETTINGS, enabled: false }]) {
      const { container, api } = await renderJackpot(<JackpotPage />, { settings });
      await waitFor(() =>
        expect(api.calls.map((call) => call.operation)).toContain('JackpotSettings'),
      );
      await waitFor(() => expect(container.textContent).toBe(''));
      cleanup();
    }
  });

  it('visitors see the page with a sign-in prompt instead of the toggle, and no socket', async () => {
    const service = fakeJackpotService();
    await renderJackpot(<JackpotPage />, { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Sign in to continue' })).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(await screen.findByText('€100,000.00')).toBeTruthy();
    const instanceCall = service.urls.find(({ url }) => url.includes('/thrillpots/'))!;
    expect(instanceCall.url).not.toContain('player_id');
    expect(instanceCall.authorization).toBeNull();
    expect(FakeSocket.instances).toHaveLength(0);
  });

  it('opts in through the socket and shows what the service answers', async () => {
    const service = fakeJackpotService();
    await renderJackpot(<JackpotPage />);
    const socket = await openedSocket();
    expect(socket.url).toBe(
      'ws://localhost/jackpot-api/v1/events/lobby-demo/aurora?currency=EUR&token=access-token',
    );
    expect(socket.sent).toEqual([{ type: 'SubscribeRequest', events: 'all' }]);

    const toggle = await screen.findByRole('switch', { name: 'Take part in the jackpot' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('radio', { name: '€0.20' }) as HTMLInputElement).checked).toBe(true);
    const statusCall = service.urls.find(({ url }) => url.includes('player_id=p-1'))!;
    expect(statusCall.url).toContain(
      '/jackpot-api/v1/thrillpots/instances/source/site/brand/lobby-demo:aurora?',
    );
    expect(statusCall.authorization).toBe('Bearer access-token');

    fireEvent.click(toggle);
    expect(socket.sent.at(-1)).toEqual({
      type: 'PlayerOptInRequest',
      instance_id: 'aurora-eur',
      player_id: 'p-1',
      brand_id: 'aurora',
      player_country: 'IE',
      opt_in: true,
      contribution_value: 20,
    });
    fireEvent.click(screen.getByRole('radio', { name: '€0.50' }));
    expect(socket.sent.at(-1)).toMatchObject({ opt_in: true, contribution_value: 50 });

    // The service's answer is the truth: here it says opted out.
    await act(async () =>
      socket.receive({
        type: 'PlayerOptInResponse',
        instance_id: 'aurora-eur',
        opted_in: false,
        preferred_contribution_value: 10,
      }),
    );
    expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('radio', { name: '€0.10' }) as HTMLInputElement).checked).toBe(true);
  });

  it('says why when the operator withdrew the contribution option: on loading and on a live answer, until the player opts in again', async () => {
    const WITHDRAWN =
      'Your contribution option was withdrawn by the operator: choose another to take part again.';
    fakeJackpotService((url) =>
      url.includes('/v1/currencies')
        ? { status: 200, body: { base: 'EUR', multipliers: { EUR: 1 } } }
        : {
            status: 200,
            body: {
              ...INSTANCE,
              optin_status: {
                opted_in: false,
                preferred_contribution_value: 20,
                opted_out_reason: 'ContributionWithdrawn',
              },
            },
          },
    );
    await renderJackpot(<JackpotPage />);
    const socket = await openedSocket();
    expect(await screen.findByText(WITHDRAWN)).toBeTruthy();
    const toggle = screen.getByRole('switch', { name: 'Take part in the jackpot' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: '€0.50' }));
    fireEvent.click(toggle);
    expect(socket.sent.at(-1)).toMatchObject({ opt_in: true, contribution_value: 50 });
    expect(screen.queryByText(WITHDRAWN)).toBeNull();

    // Opted in at 50, the operator withdraws it: the service's frame says so at once.
    await act(async () =>
      socket.receive({
        type: 'PlayerOptInResponse',
        instance_id: 'aurora-eur',
        opted_in: false,
        preferred_contribution_value: 20,
        opted_out_reason: 'ContributionWithdrawn',
      }),
    );
    expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(WITHDRAWN)).toBeTruthy();
    // A player's own opt-out carries no reason and says nothing.
    await act(async () =>
      socket.receive({
        type: 'PlayerOptInResponse',
        instance_id: 'aurora-eur',
        opted_in: false,
        preferred_contribution_value: 20,
        opted_out_reason: null,
      }),
    );
    expect(screen.queryByText(WITHDRAWN)).toBeNull();
  });

  it('"Error fetching the status" with Reload when the status cannot be read', async () => {
    let failing = true;
    fakeJackpotService((url) =>
      url.includes('player_id') && failing
        ? { status: 403, body: { error: 'forbidden' } }
        : url.includes('/v1/currencies')
          ? { status: 200, body: { base: 'EUR', multipliers: { EUR: 1 } } }
          : { status: 200, body: INSTANCE },
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderJackpot(<JackpotPage />);
    const alert = await screen.findByText('Error fetching the status');
    expect(screen.queryByRole('switch')).toBeNull();
    failing = false;
    fireEvent.click(within(alert.parentElement!).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('switch')).toBeTruthy();
  });

  it('pots follow the socket: the page and the lobby card', async () => {
    fakeJackpotService();
    const block: JackpotItem = {
      __typename: 'JackpotBlock',
      id: 'jackpot-block',
      type: 'JACKPOT',
      title: 'Aurora jackpot',
      text: null,
      pots: [{ id: 'mega', amount: 90_000_00, currency: 'EUR' }],
    };
    await renderJackpot(
      <>
        <JackpotPage />
        <JackpotCard block={block} />
      </>,
    );
    const card = (await screen.findByText('Aurora jackpot')).closest('article')!;
    expect(within(card).getByText('€90,000.00')).toBeTruthy();
    const socket = await openedSocket();
    await act(async () => socket.receive(potUpdate(123_456_78)));
    expect(within(card).getByText('€123,456.78')).toBeTruthy();
    const pots = await screen.findByRole('region', { name: 'Live pots' });
    await waitFor(() => expect(within(pots).getByText('€123,456.78')).toBeTruthy());
    // Unknown and malformed frames are ignored.
    await act(async () => {
      socket.receive({ type: 'SomethingNew', pots: [] });
      socket.receive({ type: 'JackpotUpdate', instance_id: 'aurora-eur', pots: 'nope' });
    });
    expect(within(card).getByText('€123,456.78')).toBeTruthy();
  });
});

describe('/jackpot/ leaderboard', () => {
  it('"Top 50 contributors": 12 rows on a desktop, 10 more per "Show more", at most 50', async () => {
    fakeJackpotService();
    const { api } = await renderJackpot(<JackpotPage />, {
      leaderboard: () => leaderboard(100),
    });
    const board = await screen.findByRole('table', { name: 'Top 50 contributors' });
    const rows = () => within(board).getAllByRole('row').length - 1;
    expect(rows()).toBe(12);
    expect(
      within(board)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Pos', 'Player ID', 'Rank', 'Estimated prize']);
    const first = within(board).getAllByRole('row')[1]!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'P1', 'Gold', '€100.00']);
    for (const expected of [22, 32, 42, 50]) {
      fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
      expect(rows()).toBe(expected);
    }
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(api.calls.find((call) => call.operation === 'JackpotLeaderboard')!.variables).toEqual({
      brand: 'aurora',
      jackpotInstanceId: 'aurora-eur',
      jackpotPotId: 'mega',
      currency: 'EUR',
      playerUUID: 'p-1',
      size: 100,
    });
  });

  it('10 rows on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    fakeJackpotService();
    await renderJackpot(<JackpotPage />, { leaderboard: () => leaderboard(30) });
    const board = await screen.findByRole('table', { name: 'Top 50 contributors' });
    expect(within(board).getAllByRole('row')).toHaveLength(11);
  });

  it("the player's own row shows apart for positions 1–50 only", async () => {
    fakeJackpotService();
    await renderJackpot(<JackpotPage />, { leaderboard: () => leaderboard(60, 7) });
    const own = await screen.findByRole('table', { name: 'Your position' });
    expect(within(own).getAllByRole('cell')[1]!.textContent).toBe('ME');
    cleanup();
    await renderJackpot(<JackpotPage />, { leaderboard: () => leaderboard(60, 55) });
    await screen.findByRole('table', { name: 'Top 50 contributors' });
    expect(screen.queryByRole('table', { name: 'Your position' })).toBeNull();
  });

  it('is asked again after JackpotUpdate, at most once per 2 s', async () => {
    fakeJackpotService();
    const { api } = await renderJackpot(<JackpotPage />);
    await screen.findByRole('table', { name: 'Top 50 contributors' });
    const socket = await openedSocket();
    const asked = () => api.calls.filter((call) => call.operation === 'JackpotLeaderboard').length;
    const before = asked();
    vi.useFakeTimers();
    // Four updates within a second, the first one starting the 2 s wait.
    for (let step = 1; step <= 4; step += 1) {
      await act(async () => socket.receive(potUpdate(100_000_00 + step)));
      await act(async () => vi.advanceTimersByTime(250));
    }
    await act(async () => vi.advanceTimersByTime(999));
    expect(asked()).toBe(before);
    await act(async () => vi.advanceTimersByTime(1));
    expect(asked()).toBe(before + 1);
    await act(async () => vi.advanceTimersByTime(5_000));
    expect(asked()).toBe(before + 1);
  });
});
