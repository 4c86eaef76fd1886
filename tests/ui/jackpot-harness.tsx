// What the jackpot UI tests share: the lobby's real root with a signed-in player (or a visitor)
// whose jackpot is the real one of src/app/jackpot (machines/jackpot and its socket, their
// effects) over a fake GraphQL client, a fake jackpot REST service (a stubbed fetch) and a fake
// WebSocket the test drives; the app's other actors at rest (testAppActors).
import type { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { waitFor } from 'xstate';
import { vi } from 'vitest';
import { CONSENT_STORAGE_KEY, consentStatus } from '../../machines/consent/consent.machine.ts';
import { jackpotLogic } from '../../src/app/jackpot/jackpot-logic.ts';
import { jackpotServices } from '../../src/app/jackpot/jackpot-services.ts';
import type { JackpotSettings } from '../../src/runtime/jackpot.ts';
import type { AppActors } from '../../src/runtime/app-actors.ts';
import { fakeApi } from './rewards-harness.tsx';
import { renderInApp } from './render-in-app.tsx';
import { testAppActors } from './test-app-actors.ts';
import { TEST_PLAYER, startTestLobby } from './test-lobby.ts';

export const SETTINGS: JackpotSettings = {
  enabled: true,
  operatorId: 'lobby-demo',
  instanceId: 'aurora-eur',
  sourceId: 'site',
  websocketUrl: 'ws://localhost/jackpot-api',
  contributionOptions: [10, 20, 50],
  initialContributionValue: 20,
  currency: 'EUR',
  colorPalette: {
    highlight: '#ffcc00',
    background: '#101020',
    darkBackground: '#050510',
    detailsContentBackground: '#181830',
    body: '#ffffff',
    backgroundContrast: '#c0c0d0',
    buttonBackground: '#ff3366',
  },
  enabledCommunity: false,
  logo: null,
  winnerNotificationImage: '/brands/aurora/jackpot-win.png',
  desktopImage: '/brands/aurora/jackpot-desktop.jpg',
  mobileImage: '/brands/aurora/jackpot-mobile.jpg',
  titleRows: ['Aurora', 'Mega Jackpot', 'Drops daily'],
  subtitle: 'Three pots, one shared prize',
  text: 'Win up to €10,000 every week.\n\nOpt in from €0.10 per bet.',
  termsAndConditions: 'Contributions are taken from real-money bets only.',
};

export const INSTANCE = {
  id: 'aurora-eur',
  source_id: 'site',
  brand: 'aurora',
  currency: 'EUR',
  contribution_options: [10, 20, 50],
  initial_contribution_value: 20,
  pots: [
    { id: 'mega', current_value: 100_000_00 },
    { id: 'major', current_value: 5_000_00 },
    { id: 'minor', current_value: 250_00 },
    { id: 'shared', current_value: 1_234_56 },
  ],
  optin_status: { opted_in: false, preferred_contribution_value: null },
};

export function leaderboard(count: number, playerPosition = 0) {
  return {
    jackpotLeaderboard: {
      playerPosition,
      playerRank: playerPosition ? 'Gold' : null,
      playerRankImageUrl: null,
      playerExpectedPrize: playerPosition ? 999 : 0,
      currency: 'EUR',
      entries: Array.from({ length: count }, (_, index) => ({
        position: index + 1,
        brand: 'aurora',
        expectedPrize: (count - index) * 100,
        initials: index + 1 === playerPosition ? 'ME' : `P${index + 1}`,
        rankImageUrl: '/ranks/gold.svg',
        rankName: 'Gold',
        isPlayer: index + 1 === playerPosition,
      })),
    },
  };
}

/** A WebSocket the test opens, feeds and inspects. */
export class FakeSocket extends EventTarget {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  readonly url: string;
  constructor(url: string) {
    super();
    this.url = url;
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  receive(frame: unknown) {
    const event = new MessageEvent('message', { data: JSON.stringify(frame) });
    this.dispatchEvent(event);
  }
  drop() {
    this.readyState = 3;
    this.dispatchEvent(new Event('close'));
  }
}

/** The jackpot REST service behind a stubbed fetch; every URL asked is recorded. */
export function fakeJackpotService(
  answer: (url: string) => { status: number; body?: unknown } = (url) =>
    url.includes('/v1/currencies')
      ? { status: 200, body: { base: 'EUR', multipliers: { EUR: 1, SEK: 11.3 } } }
      : { status: 200, body: INSTANCE },
) {
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

/** The player of these tests (their id is in the socket's frames). */
const PLAYER = { ...TEST_PLAYER, id: 'p-1' };

export interface JackpotHarness {
  api: ReturnType<typeof fakeApi>;
  /** What was sent to the overlays actor. */
  overlays: { type: string; variant?: string; payload?: unknown }[];
  actors: AppActors;
}

export async function renderJackpot(
  ui: ReactNode,
  options: {
    settings?: JackpotSettings | null;
    leaderboard?: (variables: Record<string, unknown>) => unknown;
    signedIn?: boolean;
    player?: Partial<typeof PLAYER>;
    consent?: boolean;
    /** The app's inspector callback (dev ?inspect), to see which actors it is given. */
    inspect?: AppActors['inspect'];
  } = {},
): Promise<JackpotHarness & ReturnType<typeof render>> {
  const settings = options.settings === undefined ? SETTINGS : options.settings;
  const api = fakeApi({
    JackpotSettings: () => ({ jackpotSettings: settings }),
    JackpotLeaderboard: options.leaderboard ?? (() => leaderboard(30)),
  });
  const player = options.signedIn === false ? null : { ...PLAYER, ...options.player };
  const accessToken = () => (player ? 'access-token' : null);
  // Each test answers the cookie consent itself (an earlier test's answer is in the storage).
  window.sessionStorage.removeItem(CONSENT_STORAGE_KEY);
  const tab = startTestLobby({
    player,
    inspect: options.inspect,
    playerLogic: {
      jackpot: jackpotLogic({
        api: () => api.api,
        brand: () => 'aurora',
        accessToken,
        overlays: async () => (await app.actors.platform.ready).overlays,
        createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
      }),
    },
  });
  const app = testAppActors({ api: api.api, session: tab, accessToken });
  const actors: AppActors = { ...app.actors, jackpot: jackpotServices(accessToken) };
  const { consent } = await actors.platform.ready;
  await waitFor(consent, (snapshot) => consentStatus(snapshot) !== 'reading');
  if (options.consent !== false) consent.send({ type: 'consent.acceptAll' });
  const result = await renderInApp(ui, actors);
  return { ...result, api, overlays: app.platformEvents.overlays, actors };
}
