// What the reward pages' jsdom tests share: a fake GraphQL client answering by operation name,
// a fake subscription socket the test pushes events into, the real reward-list actors on top
// of them, and the providers the pages read (router, i18n, app actors, shell).
import type { PlayerEvent } from '../../machines/lobby/player-events.ts';
import { listenToPlayerEvents } from '../../src/app/session/player-events.ts';
import type { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { testAppActors, type PlatformEvents } from './test-app-actors.ts';
import { ApiError } from '../../src/adapters/graphql/api-error.ts';
import type { GraphQLClient } from '../../src/adapters/graphql/client.ts';
import { operationNameOf } from '../../src/adapters/graphql/operation-name.ts';
import type { SubscriptionClient } from '../../src/adapters/graphql/ws-client.ts';
import type {
  PlayerRewardFieldsFragment,
  RewardFieldsFragment,
} from '../../src/adapters/graphql/generated-session/graphql.ts';
import type { ShellContext } from '../../src/runtime/shell-context.ts';
import { loadCatalog, loadFeatureMessages } from '../../src/i18n/i18n.ts';
import { LOCALES } from '../../machines/locale/locales.ts';
import type { BalanceUpdate } from '../../machines/wallet/wallet.machine.ts';
import { renderInApp } from './render-in-app.tsx';
import { startTestLobby, TEST_PLAYER } from './test-lobby.ts';
import { demoSettings } from '../machines/fixtures/lobby-settings.ts';

export async function loadMessages() {
  await loadCatalog('en-GB');
  await loadFeatureMessages('en-GB');
}

type Handler = (variables: Record<string, unknown>) => unknown;

/** A GraphQL client whose answers the test sets per operation; every call is recorded. */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: { operation: string; variables: Record<string, unknown> }[] = [];
  const api = {
    async request(document: { toString(): string }, variables: Record<string, unknown>) {
      const operation = operationNameOf(document.toString()) ?? 'anonymous';
      calls.push({ operation, variables });
      const handler = handlers[operation];
      if (!handler) throw new Error(`No answer for ${operation}`);
      return handler(variables);
    },
  };
  return { api: api as unknown as GraphQLClient, calls, handlers };
}

/** A typed server error, as the client raises it. */
export const apiError = (type: string) =>
  new ApiError({ message: `[GraphQL] ${type}`, type, keys: [], traceId: null, status: 200 });

/** A socket whose subscriptions the test feeds with `push(operation, data)`. */
export function fakeSocket() {
  const listeners = new Map<string, Set<(data: unknown) => void>>();
  const client = {
    subscribe(document: { toString(): string }, onData: (data: never) => void) {
      const operation = operationNameOf(document.toString()) ?? 'anonymous';
      const set = listeners.get(operation) ?? new Set();
      const listener = onData as (data: unknown) => void;
      set.add(listener);
      listeners.set(operation, set);
      return () => set.delete(listener);
    },
    dispose() {},
  };
  return {
    client: client as unknown as SubscriptionClient,
    push(operation: string, data: unknown) {
      for (const listener of listeners.get(operation) ?? []) listener(data);
    },
    count: (operation: string) => listeners.get(operation)?.size ?? 0,
  };
}

/**
 * The lobby's emitted player events (machines/lobby) as the actors that follow them see them,
 * fed by a fake socket through the real mapping of the player's connection (player-events.ts):
 * a test pushes what the server would send, `push(operation, data)`.
 */
/**
 * The player's connection as a fake socket the test pushes subscription answers into: `connect`
 * is the lobby's `playerEvents` (startTestLobby), mapping them with the app's own mapping.
 */
export function fakePlayerEvents(sessionId = 's-1') {
  const socket = fakeSocket();
  return {
    connect(report: (event: PlayerEvent) => void) {
      const stop = listenToPlayerEvents(socket.client, () => sessionId, report);
      report({ type: 'player.connected' });
      return stop;
    },
    push: socket.push,
  };
}

/** The wallet actor's emitted balance updates, fed by the test with `push(update)`. */
/** The player's balance updates, as the player's connection reports them to the lobby. */
export function fakeBalanceUpdates(report: (event: PlayerEvent) => void) {
  return {
    push(update: Partial<BalanceUpdate>) {
      const full: BalanceUpdate = {
        balance: 0,
        bonusBalance: 0,
        currency: 'EUR',
        amount: 100,
        moneyType: 'CasinoBet',
        wageringProgress: 0,
        ...update,
      };
      report({ type: 'player.balanceUpdated', ...full });
    },
  };
}

const STARTS = '2030-01-02T10:00:00.000Z';

/** A player reward of one reward type. */
type EntryOf<T extends RewardFieldsFragment['__typename']> = Omit<
  PlayerRewardFieldsFragment,
  'reward'
> & { reward: Extract<RewardFieldsFragment, { __typename: T }> };

export function moneyDrop(
  overrides: Partial<EntryOf<'MoneyDropReward'>> & { rewardId?: string; amount?: number } = {},
): EntryOf<'MoneyDropReward'> {
  const { rewardId = 'r-money', amount = 500, ...rest } = overrides;
  return {
    assignationId: 'a-money',
    assignedAt: '2030-01-01T10:00:00.000Z',
    updatedAt: '2030-01-01T10:00:00.000Z',
    reason: null,
    status: 'Unclaimed',
    reward: {
      __typename: 'MoneyDropReward',
      rewardId,
      name: 'Weekend drop',
      expiresIn: null,
      startsAt: '2030-01-01T09:00:00.000Z',
      endsAt: '2030-02-01T09:00:00.000Z',
      claimType: 'manual',
      rewardReason: null,
      rewardType: 'MoneyDrop',
      kind: 'Incentive',
      amount,
      currency: 'EUR',
    },
    ...rest,
  };
}

export function bonusDrop(
  overrides: Partial<EntryOf<'BonusMoneyDropReward'>> = {},
): EntryOf<'BonusMoneyDropReward'> {
  return {
    assignationId: 'a-bonus',
    assignedAt: '2030-01-01T10:00:00.000Z',
    updatedAt: '2030-01-01T10:00:00.000Z',
    reason: null,
    status: 'Unclaimed',
    reward: {
      __typename: 'BonusMoneyDropReward',
      rewardId: 'r-bonus',
      name: 'Bonus boost',
      expiresIn: null,
      startsAt: '2030-01-01T08:00:00.000Z',
      endsAt: null,
      claimType: 'manual',
      rewardReason: null,
      rewardType: 'BonusMoneyDrop',
      kind: 'Incentive',
      amount: 1000,
      currency: 'EUR',
      wageringRequirementFactor: 10,
      maxPayout: 5000,
    },
    ...overrides,
  };
}

export function freeSpins(
  overrides: Partial<EntryOf<'FreeSpinsReward'>> = {},
): EntryOf<'FreeSpinsReward'> {
  return {
    assignationId: 'a-spins',
    assignedAt: '2030-01-01T10:00:00.000Z',
    updatedAt: '2030-01-01T10:00:00.000Z',
    reason: null,
    status: 'Scheduled',
    reward: {
      __typename: 'FreeSpinsReward',
      rewardId: 'r-spins',
      name: 'Spin Friday',
      expiresIn: null,
      startsAt: STARTS,
      endsAt: null,
      claimType: 'manual',
      rewardReason: null,
      rewardType: 'FreeSpins',
      kind: 'Incentive',
      freeSpinsAmount: 10,
      value: 20,
      betLevel: 1,
      game: {
        url: '/games/polished-reels-megaways/',
        json: '{"gameId":"g1","slug":"polished-reels-megaways"}',
      },
    },
    ...overrides,
  };
}

/** A signed-in session actor: what useSessionPlayer and usePlayerStatus read. */
export interface Harness {
  api: ReturnType<typeof fakeApi>;
  /** The player's connection: push what the server would send (the real mapping). */
  socket: ReturnType<typeof fakeSocket>;
  /** The lobby's real root (test-lobby.ts), its reward list over `api`. */
  lobby: ReturnType<typeof startTestLobby>['lobby'];
  /** The player's live balance updates. */
  balance: ReturnType<typeof fakeBalanceUpdates>;
  /** What was sent to the notifications and overlays actors. */
  notifications: PlatformEvents['notifications'];
  overlays: PlatformEvents['overlays'];
}

/**
 * Renders `ui` inside the providers, with the reward list signed in and loading. Rendering runs
 * in an async act(): a component suspended on a settled promise (use()) resumes only then.
 */
export async function renderWithRewards(
  ui: ReactNode,
  options: {
    handlers: Record<string, Handler>;
    signedIn?: boolean;
    featureToggles?: Partial<ShellContext['settings']['featureToggles']>;
    path?: string;
    /** The reward list's code cannot load. */
    playerLogicFails?: boolean;
  },
): Promise<Harness & ReturnType<typeof render>> {
  window.history.replaceState(null, '', options.path ?? '/en/rewards/');
  const api = fakeApi(options.handlers);
  const socket = fakeSocket();
  const signedIn = options.signedIn ?? true;
  const { lobby, session, report } = startTestLobby({
    player: signedIn ? TEST_PLAYER : null,
    api: () => api.api,
    playerLogicFails: options.playerLogicFails ?? false,
    connect: (sendBack) => {
      const stop = listenToPlayerEvents(socket.client, () => 's-1', sendBack);
      sendBack({ type: 'player.connected' });
      return stop;
    },
  });
  const balance = fakeBalanceUpdates(report);
  const { actors, platformEvents } = testAppActors({ api: api.api, session: { lobby, session } });
  const { notifications, overlays } = platformEvents;
  const locale = LOCALES[0]!;
  const result = await renderInApp(ui, actors, {
    shell: {
      settings: {
        ...demoSettings,
        featureToggles: { ...demoSettings.featureToggles, ...options.featureToggles },
      },
      locale,
    },
  });
  return { ...result, api, socket, lobby, balance, notifications, overlays };
}
