// What the jackpot UI tests share: the real jackpot actors of src/app/jackpot (socket machine,
// opt-in machine, their effects) over a fake GraphQL client, a fake jackpot REST service (a
// stubbed fetch) and a fake WebSocket the test drives; the providers the page reads.
import type { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { vi } from 'vitest';
import { consentMachine, consentStatus } from '../../machines/consent/consent.machine.ts';
import { loadJackpotActors } from '../../src/app/jackpot/jackpot-handle.ts';
import type { JackpotSettings } from '../../src/runtime/jackpot.ts';
import type { AppActors } from '../../src/runtime/app-actors.ts';
import type { SessionActors } from '../../src/runtime/session-actors.ts';
import { fakeApi } from './rewards-harness.tsx';
import { renderInApp } from './render-in-app.tsx';

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

const PLAYER = {
  id: 'p-1',
  firstName: 'Sami',
  currency: 'EUR',
  isAccountClosed: false,
  customer: { isDepositsBlocked: false, isRewardsBlocked: false, popUpsNeeded: false },
};

function sessionActor(player: typeof PLAYER | null) {
  return createActor(
    createMachine({
      initial: player ? 'loggedIn' : 'loggedOut',
      context: { player },
      states: { loggedIn: {}, loggedOut: {} },
    }),
  ).start();
}

export interface JackpotHarness {
  api: ReturnType<typeof fakeApi>;
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
  const overlays: JackpotHarness['overlays'] = [];
  const consent = createActor(
    consentMachine.provide({
      actors: { readStoredConsent: fromPromise(async (): Promise<unknown> => null) },
      actions: { persistConsent: () => {} },
    }),
  ).start();
  await waitFor(consent, (snapshot) => consentStatus(snapshot) !== 'reading');
  if (options.consent !== false) consent.send({ type: 'consent.acceptAll' });
  const platform = {
    ready: Promise.resolve({
      overlays: { send: (event: JackpotHarness['overlays'][number]) => overlays.push(event) },
      consent,
    }),
  } as unknown as AppActors['platform'];
  const session = {
    session: sessionActor(player),
    accessToken: () => (player ? 'access-token' : null),
  } as unknown as SessionActors;
  const jackpot = loadJackpotActors({
    api: () => api.api,
    brand: () => 'aurora',
    session,
    platform,
    inspect: options.inspect,
    createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
  });
  const actors = {
    services: { api: api.api },
    session,
    platform,
    jackpot,
    inspect: undefined,
  } as unknown as AppActors;
  const result = await renderInApp(ui, actors);
  return { ...result, api, overlays, actors };
}
