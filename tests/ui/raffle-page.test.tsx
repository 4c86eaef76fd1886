// /raffle/ in jsdom on the real raffle and jackpot actors (src/app/raffle, src/app/jackpot) over a
// fake GraphQL client, a fake REST service and a fake WebSocket: the page's sections, card
// visibility, visitors, nothing when disabled, tickets over REST and the socket (asked on open,
// on the page and after each bet), the countdown's refetch at zero, the winners carousel (skipped
// cards, time ago, 70 s loop, live draws in front), the player's own win opening 'raffle-win', and
// the lobby's RAFFLE card.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import RafflePage from '../../src/features/raffle/RafflePage.tsx';
import { RaffleCard, type RaffleItem } from '../../src/components/blocks/CardBlocks.tsx';
import { loadMessages } from './rewards-harness.tsx';
import {
  FakeSocket,
  RAFFLE_SETTINGS,
  defaultRest,
  fakeRaffleService,
  raffleAnswer,
  renderRaffle,
  studioGames,
} from './raffle-harness.tsx';

beforeAll(loadMessages);
beforeEach(() => {
  FakeSocket.instances = [];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function openedSocket(): Promise<FakeSocket> {
  await waitFor(() => expect(FakeSocket.instances.length).toBeGreaterThan(0));
  const socket = FakeSocket.instances.at(-1)!;
  await act(async () => socket.open());
  return socket;
}

const card = (type: string) => document.querySelector<HTMLElement>(`[data-drop="${type}"]`);
const ticketRequests = (socket: FakeSocket) =>
  socket.sent.filter(
    (message) => (message as { type: string }).type === 'PlayerRaffleTicketsRequest',
  );

/** The winner's own frame carries their id; everyone else's (null) has none. */
const winFrame = (playerId: string | null, initials: string, amount = 5_012) => ({
  type: 'RaffleWinEvent',
  instance_id: 'aurora-hourly-eur',
  drop_id: 'aurora-hourly-eur-1',
  source_id: 'hourly',
  rank: 1,
  ...(playerId === null ? {} : { player_id: playerId }),
  initials,
  amount,
  currency: 'EUR',
  brand: 'aurora',
  timestamp: new Date().toISOString(),
});

describe('/raffle/', () => {
  it("runs the countdown actor under the app's inspector, as systemId raffleCountdown", async () => {
    fakeRaffleService();
    const seen = new Set<string>();
    await renderRaffle(<RafflePage />, {
      inspect: (event) => {
        const systemId = (event.actorRef as { systemId?: string }).systemId;
        if (systemId) seen.add(systemId);
      },
    });
    await waitFor(() => expect(seen).toContain('raffleCountdown'));
  });

  it('shows the background, the three drop cards, the studio line, steps, provider, text, terms and home', async () => {
    const service = fakeRaffleService();
    const { container } = await renderRaffle(<RafflePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Raffle' })).toBeTruthy();
    const source = container.querySelector('[data-raffle-background] source')!;
    expect(source.getAttribute('media')).toBe('(min-width: 768px)');
    expect(source.getAttribute('srcset')).toBe(RAFFLE_SETTINGS.pageDesktopBackgroundImage);
    expect(container.querySelector('[data-raffle-background] img')!.getAttribute('src')).toBe(
      RAFFLE_SETTINGS.pageMobileBackgroundImage,
    );

    await waitFor(() => expect(card('weekly')).not.toBeNull());
    const hourly = within(card('hourly')!);
    expect(hourly.getByRole('heading', { name: 'Hourly drop' })).toBeTruthy();
    expect(hourly.getByText('One winner every hour.')).toBeTruthy();
    expect(hourly.getByText('€50.12')).toBeTruthy();
    // Hours:minutes:seconds for the hourly and daily drops, days for the weekly only.
    expect(card('hourly')!.querySelector('[data-countdown]')!.textContent).toMatch(
      /^00:(30:0[01]|29:5\d)$/,
    );
    expect(card('daily')!.querySelector('[data-countdown]')!.textContent).toMatch(
      /^0[45]:\d\d:\d\d$/,
    );
    expect(card('weekly')!.querySelector('[data-countdown]')!.textContent).toMatch(
      /^[23] days \d\d:\d\d:\d\d$/,
    );
    expect(within(card('weekly')!).getByText('€5,000.00')).toBeTruthy();
    // The REST ticket_count of each source, with the bearer.
    await waitFor(() => expect(hourly.getByText('4 tickets collected')).toBeTruthy());
    const sources = service.urls.filter(({ url }) => url.includes('/thrillpots/'));
    expect(sources.map(({ url }) => url).sort()).toEqual([
      '/jackpot-api/v1/thrillpots/instances/source/daily/brand/lobby-demo:aurora?currency=EUR',
      '/jackpot-api/v1/thrillpots/instances/source/hourly/brand/lobby-demo:aurora?currency=EUR',
      '/jackpot-api/v1/thrillpots/instances/source/weekly/brand/lobby-demo:aurora?currency=EUR',
    ]);
    expect(sources.every(({ authorization }) => authorization === 'Bearer access-token')).toBe(
      true,
    );

    // The studio line: a link to the studio page and an action button.
    expect(screen.getByRole('link', { name: 'Polished Reels' }).getAttribute('href')).toBe(
      '/en/game-studio/polished-reels/',
    );
    expect(screen.getByRole('link', { name: 'Play now' }).getAttribute('href')).toBe(
      '/en/game-studio/polished-reels/',
    );
    // How to take part? with the three default steps.
    const steps = screen.getByRole('region', { name: 'How to take part?' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Play any game from our provider',
      'For every €1.00 wagered, you get 1 ticket entry in the draw.',
      'Sit back and relax, get notified if you win!',
    ]);
    // Provider of the week: one read of 20, the top 10 as a carousel and the next 10 listed.
    const provider = await screen.findByRole('region', {
      name: 'Provider of the week: Polished Reels',
    });
    const top = await within(provider).findByRole('list', { name: 'Top Polished Reels games' });
    expect(within(top).getAllByRole('listitem')).toHaveLength(10);
    const more = within(provider).getByRole('list', { name: 'More Polished Reels games' });
    expect(within(more).getAllByRole('listitem')).toHaveLength(10);
    expect(within(more).getByRole('link', { name: 'Game 11' }).getAttribute('href')).toBe(
      '/en/games/game-11/',
    );
    expect(
      within(provider)
        .getByRole('link', { name: 'Discover all Polished Reels games' })
        .getAttribute('href'),
    ).toBe('/en/game-studio/polished-reels/');

    expect(screen.getByText('Every €1.00 you wager earns a ticket.').tagName).toBe('P');
    expect(screen.getByText('Draws are seeded.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Terms and conditions' })).toBeTruthy();
    expect(screen.getByText('finished here')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'back to home' }).getAttribute('href')).toBe('/en/');
  });

  it('asks GameStudio once for the spotlight: 20 games of the studio', async () => {
    fakeRaffleService();
    const { api } = await renderRaffle(<RafflePage />, { studio: () => studioGames(12) });
    await screen.findByRole('list', { name: 'Top Polished Reels games' });
    const reads = api.calls.filter((call) => call.operation === 'GameStudio');
    expect(reads).toHaveLength(1);
    expect(reads[0]!.variables).toMatchObject({ first: 20, slug: 'polished-reels' });
    expect(
      within(screen.getByRole('list', { name: 'More Polished Reels games' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(2);
  });

  it('hides a card whose pot list is empty or whose first pot has no value; a 0 pot shows', async () => {
    fakeRaffleService((url) => {
      if (url.includes('/source/hourly/'))
        return { status: 200, body: raffleAnswer('hourly', { pots: [] }) };
      if (url.includes('/source/daily/'))
        return {
          status: 200,
          body: raffleAnswer('daily', { pots: [{ id: 'raffle', current_value: null }] }),
        };
      if (url.includes('/source/weekly/'))
        return {
          status: 200,
          body: raffleAnswer('weekly', { pots: [{ id: 'raffle', current_value: 0 }] }),
        };
      return defaultRest(url);
    });
    await renderRaffle(<RafflePage />);
    await waitFor(() => expect(card('weekly')).not.toBeNull());
    expect(within(card('weekly')!).getByText('€0.00')).toBeTruthy();
    expect(card('hourly')).toBeNull();
    expect(card('daily')).toBeNull();
  });

  it('renders nothing when the raffle settings are null or disabled', async () => {
    fakeRaffleService();
    for (const settings of [null, { ...RAFFLE_SETTINGS, enabled: false }]) {
      const { container, api } = await renderRaffle(<RafflePage />, { settings });
      await waitFor(() => expect(api.calls.map((call) => call.operation)).toContain('Raffle'));
      await waitFor(() => expect(container.textContent).toBe(''));
      cleanup();
    }
  });

  it('visitors see the drops with a sign-in prompt instead of tickets; no bearer, no socket', async () => {
    const service = fakeRaffleService();
    await renderRaffle(<RafflePage />, { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Sign in to continue' })).toBeTruthy();
    await waitFor(() => expect(card('hourly')).not.toBeNull());
    expect(within(card('hourly')!).getByText('€50.12')).toBeTruthy();
    expect(screen.queryByText(/tickets collected|No tickets collected yet/)).toBeNull();
    const sources = service.urls.filter(({ url }) => url.includes('/thrillpots/'));
    expect(sources).toHaveLength(3);
    expect(sources.every(({ authorization, url }) => !authorization && !url.includes('?'))).toBe(
      true,
    );
    expect(FakeSocket.instances).toHaveLength(0);
  });

  it('asks the socket for tickets when it opens, when the page opens and after each bet; shows the answer', async () => {
    fakeRaffleService();
    const { lobby } = await renderRaffle(<RafflePage />);
    await waitFor(() => expect(card('hourly')).not.toBeNull());
    const socket = await openedSocket();
    await waitFor(() => expect(ticketRequests(socket).length).toBeGreaterThan(0));
    expect(ticketRequests(socket)[0]).toEqual({
      type: 'PlayerRaffleTicketsRequest',
      player_id: 'p-1',
      brand_id: 'aurora',
    });
    const before = ticketRequests(socket).length;
    await act(async () =>
      socket.receive({
        type: 'PlayerRaffleTicketsListResponse',
        instance_tickets: [
          { instance_id: 'aurora-hourly-eur', drop_id: 'aurora-hourly-eur-1', ticket_count: 12 },
          { instance_id: 'aurora-weekly-eur', drop_id: 'aurora-weekly-eur-1', ticket_count: 1 },
        ],
      }),
    );
    expect(within(card('hourly')!).getByText('12 tickets collected')).toBeTruthy();
    expect(within(card('weekly')!).getByText('1 ticket collected')).toBeTruthy();
    // The daily count is the REST one still (an answer about some drops keeps the others).
    expect(within(card('daily')!).getByText('4 tickets collected')).toBeTruthy();

    // A bet's balance change asks again; a deposit does not.
    const update = { balance: 0, bonusBalance: 0, currency: 'EUR', amount: 100 };
    const balanceUpdated = 'player.balanceUpdated' as const;
    const wageringProgress = null;
    act(() =>
      lobby.report({ type: balanceUpdated, ...update, wageringProgress, moneyType: 'Deposit' }),
    );
    expect(ticketRequests(socket)).toHaveLength(before);
    act(() =>
      lobby.report({ type: balanceUpdated, ...update, wageringProgress, moneyType: 'CasinoBet' }),
    );
    expect(ticketRequests(socket)).toHaveLength(before + 1);
  });

  it('counts down every second and refetches the drops 1.5 s after one reaches zero', async () => {
    let hourlyReads = 0;
    fakeRaffleService((url) => {
      if (url.includes('/source/hourly/')) {
        hourlyReads += 1;
        return {
          status: 200,
          body:
            hourlyReads === 1
              ? raffleAnswer('hourly', { endsIn: 1_800 })
              : raffleAnswer('hourly', { dropId: 'aurora-hourly-eur-2', ticketCount: 0 }),
        };
      }
      return defaultRest(url);
    });
    await renderRaffle(<RafflePage />);
    await waitFor(() => expect(card('hourly')).not.toBeNull());
    const countdown = () => card('hourly')!.querySelector('[data-countdown]')!.textContent;
    expect(countdown()).toMatch(/^00:00:0[12]$/);
    await waitFor(() => expect(countdown()).toBe('00:00:00'), { timeout: 3_000 });
    // 1.5 s later: the next drop, with its own (zero) tickets.
    await waitFor(() => expect(card('hourly')!.dataset.raffleDrop).toBe('aurora-hourly-eur-2'), {
      timeout: 3_000,
    });
    expect(hourlyReads).toBe(2);
    expect(countdown()).toMatch(/^00:(30:0[01]|29:5\d)$/);
    expect(within(card('hourly')!).getByText('No tickets collected yet')).toBeTruthy();
  });
});

describe('winners carousel', () => {
  it('shows the last winners with amount and time ago, skips incomplete cards, loops in 70 s', async () => {
    fakeRaffleService();
    const { api, container } = await renderRaffle(<RafflePage />);
    const region = await screen.findByRole('region', { name: 'Recent winners' });
    await waitFor(() => expect(container.querySelectorAll('[data-winner]')).toHaveLength(2));
    expect(api.calls.find((call) => call.operation === 'RaffleWinners')!.variables).toEqual({
      baseCurrency: 'EUR',
      last: 15,
    });
    const first = container.querySelector('[data-winner="A.B."]')!;
    expect(first.textContent).toBe('A.B.€50.005 minutes ago');
    expect(container.querySelector('[data-winner="C.D."]')!.textContent).toBe(
      'C.D.€300.003 hours ago',
    );
    // Two cards fit the strip: they stand still, once.
    const track = region.querySelector<HTMLElement>('[data-winners-track]')!;
    expect(track.dataset.winnersTrack).toBe('still');
    expect(track.querySelectorAll('ul')).toHaveLength(1);
  });

  it('loops a longer strip in 70 s, with a second copy hidden from assistive technology; at most 15', async () => {
    fakeRaffleService();
    const timestamp = new Date(Date.now() - 60_000).toISOString();
    const { container } = await renderRaffle(<RafflePage />, {
      winners: () => ({
        raffleWinners: {
          edges: Array.from({ length: 16 }, (_, index) => ({
            cursor: `c${index}`,
            node: {
              instanceId: 'aurora-hourly-eur',
              jackpotName: 'Hourly drop',
              timestamp,
              winners: [
                {
                  winnerInitials: `W${index}.`,
                  winAmount: 1_000 + index,
                  winCurrency: 'EUR',
                  brand: 'aurora',
                },
              ],
            },
          })),
        },
      }),
    });
    await waitFor(() => expect(container.querySelectorAll('[data-winner]')).toHaveLength(15));
    const track = container.querySelector<HTMLElement>('[data-winners-track]')!;
    expect(track.dataset.winnersTrack).toBe('looping');
    expect(track.style.getPropertyValue('--loop-duration')).toBe('70000ms');
    const copies = track.querySelectorAll('ul');
    expect(copies).toHaveLength(2);
    expect(copies[1]!.getAttribute('aria-hidden')).toBe('true');
  });

  it("puts anyone's draw in front without a reload; only the player's own opens raffle-win", async () => {
    fakeRaffleService();
    const { container, overlays } = await renderRaffle(<RafflePage />);
    await waitFor(() => expect(container.querySelectorAll('[data-winner]')).toHaveLength(2));
    const socket = await openedSocket();
    // Another player's draw, as the service sends it to everyone but the winner: no id.
    await act(async () => socket.receive(winFrame(null, 'Z.Z.', 7_000)));
    const names = () =>
      [...container.querySelectorAll<HTMLElement>('[data-winner]')].map(
        (item) => item.dataset.winner,
      );
    expect(names()).toEqual(['Z.Z.', 'A.B.', 'C.D.']);
    expect(container.querySelector('[data-winner="Z.Z."]')!.textContent).toBe('Z.Z.€70.00just now');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(overlays).toHaveLength(0);

    const own = winFrame('p-1', 'S.P.');
    await act(async () => socket.receive(own));
    expect(names()[0]).toBe('S.P.');
    await waitFor(() => expect(overlays).toHaveLength(1));
    expect(overlays[0]).toEqual({
      type: 'overlay.open',
      variant: 'raffle-win',
      payload: {
        amount: 5_012,
        currency: 'EUR',
        wonAt: own.timestamp,
        instanceId: 'aurora-hourly-eur',
        dropId: 'aurora-hourly-eur-1',
        message: 'Hourly drop',
      },
    });
  });
});

describe("the lobby's RAFFLE card", () => {
  const block: RaffleItem = {
    __typename: 'RaffleBlock',
    id: 'b-raffle',
    type: 'RAFFLE',
    title: 'Raffle drops',
    text: 'Win every hour.',
    linkUrl: '/raffle/',
  };

  it("shows the next drop's live countdown and pot once the countdown has drops", async () => {
    fakeRaffleService();
    const { container } = await renderRaffle(<RaffleCard block={block} />);
    expect(screen.getByRole('heading', { name: 'Raffle drops' })).toBeTruthy();
    await waitFor(() => expect(container.querySelector('[data-next-drop]')).not.toBeNull());
    // The active drop with the earliest end: the hourly one.
    const next = container.querySelector<HTMLElement>('[data-next-drop]')!;
    expect(next.dataset.nextDrop).toBe('hourly');
    expect(within(next).getByText('Hourly drop')).toBeTruthy();
    expect(next.querySelector('[data-countdown]')!.textContent).toMatch(/^00:(30:0[01]|29:5\d)$/);
    expect(next.querySelector('[data-pot]')!.textContent).toBe('€50.12');
    expect(screen.getByRole('link', { name: 'See the drops' }).getAttribute('href')).toBe(
      '/en/raffle/',
    );
  });

  it('shows no drop while the raffle is disabled', async () => {
    fakeRaffleService();
    const { container, api } = await renderRaffle(<RaffleCard block={block} />, {
      settings: { ...RAFFLE_SETTINGS, enabled: false },
    });
    await waitFor(() => expect(api.calls.map((call) => call.operation)).toContain('Raffle'));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.querySelector('[data-next-drop]')).toBeNull();
  });
});
