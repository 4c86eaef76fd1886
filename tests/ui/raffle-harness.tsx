// What the raffle UI tests share: the lobby's real root (a signed-in player or a visitor) whose
// raffle is the real one of src/app/raffle (machines/raffle with the countdown and its loadDrops
// over the REST sources, the socket's tickets and draws, the raffle-win overlay) and whose
// player's jackpot carries the socket, over a fake GraphQL client, a fake jackpot/raffle REST
// service (a stubbed fetch), the fake WebSocket of the jackpot harness and the player's
// connection, whose balance updates the test reports.
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { jackpotLogic } from '../../src/app/jackpot/jackpot-logic.ts';
import { raffleLogic } from '../../src/app/raffle/raffle-logic.ts';
import type { AppActors } from '../../src/runtime/app-actors.ts';
import type { RaffleSettings } from '../../src/runtime/raffle.ts';
import { testAppActors } from './test-app-actors.ts';
import { FakeSocket, INSTANCE, SETTINGS as JACKPOT_SETTINGS } from './jackpot-harness.tsx';
import { renderInApp } from './render-in-app.tsx';
import { fakeApi } from './rewards-harness.tsx';
import { startTestLobby, TEST_PLAYER } from './test-lobby.ts';

export { FakeSocket };

const STUDIO = { name: 'Polished Reels', slug: 'polished-reels', raffleSpotlightImage: null };

export const RAFFLE_SETTINGS: RaffleSettings = {
  enabled: true,
  raffles: [
    {
      type: 'hourly',
      instanceId: 'aurora-hourly-eur',
      title: 'Hourly drop',
      description: 'One winner every hour.',
      gameStudio: STUDIO,
    },
    {
      type: 'daily',
      instanceId: 'aurora-daily-eur',
      title: 'Daily drop',
      description: 'Two winners every day.',
      gameStudio: STUDIO,
    },
    {
      type: 'weekly',
      instanceId: 'aurora-weekly-eur',
      title: 'Weekly drop',
      description: 'Three winners every Monday.',
      gameStudio: STUDIO,
    },
  ],
  pageMobileBackgroundImage: '/brands/aurora/raffle-mobile.jpg',
  pageDesktopBackgroundImage: '/brands/aurora/raffle-desktop.jpg',
  text: 'Every €1.00 you wager earns a ticket.\n\nDraws are seeded.',
  termsAndConditions: 'Real-money wagers only.',
};

/** How long each drop has left when the test starts (ms). */
export const LEFT = { hourly: 30 * 60_000, daily: 5 * 3_600_000, weekly: 3 * 86_400_000 };
const POTS = { hourly: 5_012, daily: 50_000, weekly: 500_000 };

/** One raffle source's REST answer (the contract's shape). */
export function raffleAnswer(
  type: 'hourly' | 'daily' | 'weekly',
  overrides: {
    pots?: unknown[];
    dropId?: string;
    ticketCount?: number | null;
    endsIn?: number;
  } = {},
) {
  const now = Date.now();
  return {
    id: `aurora-${type}-eur`,
    source_id: type,
    brand: 'aurora',
    provider: 'lobby-demo',
    currency: 'EUR',
    raffle: {
      id: overrides.dropId ?? `aurora-${type}-eur-1`,
      timestamp_start: new Date(now - 60_000).toISOString(),
      timestamp_end: new Date(now + (overrides.endsIn ?? LEFT[type])).toISOString(),
      seed_commitment: 'ab'.repeat(32),
      pots: overrides.pots ?? [{ id: 'raffle', current_value: POTS[type] }],
    },
    ticket_count: overrides.ticketCount === undefined ? 4 : overrides.ticketCount,
  };
}

export type RaffleRest = (url: string) => { status: number; body?: unknown };

export const defaultRest: RaffleRest = (url) => {
  if (url.includes('/v1/currencies'))
    return { status: 200, body: { base: 'EUR', multipliers: { EUR: 1 } } };
  const source = /\/source\/(hourly|daily|weekly)\//.exec(url)?.[1] as
    'hourly' | 'daily' | 'weekly' | undefined;
  if (source) return { status: 200, body: raffleAnswer(source) };
  return { status: 200, body: INSTANCE };
};

/** The jackpot and raffle REST service behind a stubbed fetch; every URL asked is recorded. */
export function fakeRaffleService(answer: RaffleRest = defaultRest) {
  const urls: { url: string; authorization: string | null }[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    urls.push({ url, authorization: headers.authorization ?? null });
    const { status, body } = answer(url);
    return new Response(JSON.stringify(body ?? {}), { status });
  });
  vi.stubGlobal('fetch', fetch);
  return { urls, fetch };
}

export const WINNERS = {
  raffleWinners: {
    edges: [
      {
        cursor: 'c1',
        node: {
          instanceId: 'aurora-hourly-eur',
          jackpotName: 'Hourly drop',
          timestamp: new Date(Date.now() - 5 * 60_000).toISOString(),
          winners: [
            { winnerInitials: 'A.B.', winAmount: 5_000, winCurrency: 'EUR', brand: 'aurora' },
          ],
        },
      },
      {
        cursor: 'c2',
        node: {
          instanceId: 'aurora-daily-eur',
          jackpotName: 'Daily drop',
          timestamp: new Date(Date.now() - 3 * 3_600_000).toISOString(),
          winners: [
            { winnerInitials: 'C.D.', winAmount: 30_000, winCurrency: 'EUR', brand: 'aurora' },
            // Skipped: no initials (programmes §5).
            { winnerInitials: '', winAmount: 20_000, winCurrency: 'EUR', brand: 'aurora' },
          ],
        },
      },
    ],
  },
};

export function studioGames(count: number) {
  return {
    gameStudio: {
      id: 's-1',
      slug: STUDIO.slug,
      name: STUDIO.name,
      imageUrl: '/studios/polished-reels.svg',
      gameCount: count,
      games: {
        totalCount: count,
        pageInfo: { hasNextPage: false, endCursor: null },
        edges: Array.from({ length: count }, (_, index) => ({
          cursor: `g${index}`,
          node: {
            id: `g-${index + 1}`,
            lookupId: index + 1,
            idx: index,
            slug: `game-${index + 1}`,
            name: `Game ${index + 1}`,
            rtp: 96,
            isLiveCasinoGame: false,
            isBonusEnabled: false,
            isJackpotGame: false,
            isNew: false,
            minBet: 10,
            studio: { name: STUDIO.name, slug: STUDIO.slug },
            thumbnail: { url: `/thumbnails/game-${index + 1}.png`, width: 320, height: 240 },
          },
        })),
      },
    },
  };
}

const PLAYER = { ...TEST_PLAYER, id: 'p-1' };

export interface RaffleHarness {
  api: ReturnType<typeof fakeApi>;
  overlays: { type: string; variant?: string; payload?: unknown }[];
  actors: AppActors;
  /** The lobby's root: its player connection reports what the test sends (`report`). */
  lobby: ReturnType<typeof startTestLobby>;
}

export async function renderRaffle(
  ui: ReactNode,
  options: {
    settings?: RaffleSettings | null;
    signedIn?: boolean;
    winners?: () => unknown;
    studio?: () => unknown;
    inspect?: AppActors['inspect'];
  } = {},
): Promise<RaffleHarness & Awaited<ReturnType<typeof renderInApp>>> {
  const settings = options.settings === undefined ? RAFFLE_SETTINGS : options.settings;
  const api = fakeApi({
    Raffle: () => ({ raffleSettings: settings, jackpotSettings: { operatorId: 'lobby-demo' } }),
    RaffleWinners: options.winners ?? (() => WINNERS),
    GameStudio: options.studio ?? (() => studioGames(20)),
    JackpotSettings: () => ({ jackpotSettings: JACKPOT_SETTINGS }),
  });
  const player = options.signedIn === false ? null : PLAYER;
  const accessToken = () => (player ? 'access-token' : null);
  const effects = {
    api: () => api.api,
    brand: () => 'aurora',
    defaultCurrency: () => 'EUR',
    accessToken,
    overlays: async () => (await app.actors.platform.ready).overlays,
    createSocket: (url: string) => new FakeSocket(url) as unknown as WebSocket,
  };
  const lobby = startTestLobby({
    player,
    inspect: options.inspect,
    playerLogic: { jackpot: jackpotLogic(effects), raffle: raffleLogic(effects) },
    raffleLogic: raffleLogic(effects),
  });
  const app = testAppActors({ api: api.api, session: lobby, accessToken });
  const result = await renderInApp(ui, app.actors);
  return { ...result, api, overlays: app.platformEvents.overlays, actors: app.actors, lobby };
}
