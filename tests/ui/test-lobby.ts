// The lobby's real root (machines/lobby) for UI tests, started through .provide() — type-checked
// against the machine's setup, no casts: a signed-in player (or a visitor) restored by the real
// session machine, the wallet's read answering `wallet`, the player's connection a stub that is
// live at once and through which the test reports events (`report`).
import {
  createActor,
  fromCallback,
  fromPromise,
  type InspectionEvent,
  type Observer,
} from 'xstate';
import {
  lobbyMachine,
  type PlatformLogic,
  type PlayerLogic,
} from '../../machines/lobby/lobby.machine.ts';
import { createNavigationPort } from '../../src/app/navigation-port.ts';
import { platformLogic } from '../../src/app/platform/platform-logic.ts';
import { lobbyWalletMachine } from '../../machines/lobby/lobby-wallet.ts';
import type { complianceMachine } from '../../machines/compliance/compliance.machine.ts';
import type { raffleMachine } from '../../machines/raffle/raffle.machine.ts';
import type { PlayerEvent } from '../../machines/lobby/player-events.ts';
import { lowFundsMachine } from '../../machines/low-funds/low-funds.machine.ts';
import {
  sessionMachine,
  type LogoutReason,
  type PlayerRestriction,
  type RestoredSession,
  type SessionPlayer,
} from '../../machines/session/session.machine.ts';
import { tokenRefreshMachine } from '../../machines/token-refresh/token-refresh.machine.ts';
import type { MoneyToast, WalletBalance } from '../../machines/wallet/wallet.machine.ts';
import type { GraphQLClient } from '../../src/adapters/graphql/client.ts';
import { protectionLogic } from '../../src/app/protection/protection-logic.ts';
import { rewardListLogic } from '../../src/app/session/player-logic.ts';
import type { PlatformActors } from '../../src/runtime/platform-actors.ts';
import { stubPlayerLogic } from '../machines/lobby.paths.ts';
import { stubProtection } from '../machines/protection.paths.ts';
import { stubRaffle } from '../machines/raffle.paths.ts';
import { stubCompliance } from '../machines/compliance.paths.ts';

/** Sami, EUR, no restriction. */
export const TEST_PLAYER: SessionPlayer = {
  id: 'p1',
  firstName: 'Sami',
  currency: 'EUR',
  isAccountClosed: false,
  customer: { isDepositsBlocked: false, isRewardsBlocked: false, popUpsNeeded: [] },
};

export const EMPTY_WALLET: WalletBalance = {
  balance: 0,
  bonusBalance: 0,
  currency: 'EUR',
  minDepositAmount: 20_00,
  minWithdrawalAmount: 10_00,
};

export interface TestLobbyOptions {
  /** null: a visitor. */
  player?: SessionPlayer | null;
  wallet?: WalletBalance;
  restriction?: PlayerRestriction | null;
  /**
   * The API of the player's lazily loaded actors (the reward list): their real effects over it.
   * Without one they read nothing.
   */
  api?: () => GraphQLClient;
  /**
   * The page's dialogs: with them (and `api`) the session's live protection runs with its real
   * effects (the reality check opens its dialog here); without, it reads settings with the
   * check off.
   */
  overlays?: PlatformActors['overlays'];
  /** Their code cannot load (a chunk request failed). */
  playerLogicFails?: boolean;
  /**
   * The player's jackpot, raffle and compliance with the test's effects (default: stubs that
   * read none).
   */
  playerLogic?: Partial<Pick<PlayerLogic, 'jackpot' | 'raffle' | 'compliance'>>;
  /** The platform actors (default: the app's, with their real effects). */
  platformLogic?: PlatformLogic;
  /** A visitor's compliance (default: a stub that reads no banners). */
  complianceLogic?: typeof complianceMachine;
  /** A visitor's raffle, started when a page shows it (default: a stub that reads none). */
  raffleLogic?: typeof raffleMachine;
  /** The app's inspector (dev ?inspect), to see which actors the system gives it. */
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
  /** The player's connection: what the test's socket reports (default: live at once, idle). */
  connect?: (sendBack: (event: PlayerEvent) => void) => () => void;
}

export function startTestLobby(options: TestLobbyOptions = {}) {
  const player = options.player === undefined ? TEST_PLAYER : options.player;
  const wallet = options.wallet ?? EMPTY_WALLET;
  const toasts: MoneyToast[] = [];
  const quickDeposits: number[] = [];
  const redirects: (LogoutReason | null)[] = [];
  const connection: { send: ((event: PlayerEvent) => void) | null } = { send: null };
  // The wallet's read answers `wallet`; toasts and the prompt's deposits are recorded.
  const walletLogic = {
    wallet: lobbyWalletMachine.provide({
      actors: { loadWallet: fromPromise(async () => wallet) },
      actions: {
        showMoneyToast: (_, toast) => void toasts.push(toast),
        rememberToastForReload: () => {},
      },
    }),
    lowFunds: lowFundsMachine.provide({
      actions: {
        openQuickDeposit: () => void quickDeposits.push(Date.now()),
        setDepositDialogFlag: () => {},
      },
    }),
  };
  const navigation = createNavigationPort();
  const lobby = createActor(
    lobbyMachine.provide({
      actors: {
        session: sessionMachine.provide({
          actors: {
            restoreSession: fromPromise<RestoredSession | null>(async () =>
              player
                ? {
                    player: { ...player, restriction: options.restriction ?? null },
                    flow: 'custom',
                    sessionId: 's-1',
                  }
                : null,
            ),
            endSession: fromPromise(async () => {}),
            readRestriction: fromPromise(async () => options.restriction ?? null),
          },
          actions: {
            scheduleTokenRefresh: () => {},
            clearTokenRefresh: () => {},
            clearStoredSession: () => {},
            redirectAfterLogout: (_, { reason }) => void redirects.push(reason),
          },
        }),
        tokenRefresh: tokenRefreshMachine.provide({
          actors: { clock: fromCallback(() => {}) },
          actions: { notifyExpiring: () => {}, reportFailure: () => {} },
        }),
        loadPlayerLogic: fromPromise(async () => {
          if (options.playerLogicFails)
            throw new TypeError('Failed to fetch dynamically imported module');
          const { api, overlays } = options;
          const logic = api
            ? {
                ...stubPlayerLogic(),
                rewardList: rewardListLogic({ api }),
                protection: overlays
                  ? protectionLogic({ api, sessionId: () => 's-1', overlays: async () => overlays })
                  : stubProtection(),
              }
            : stubPlayerLogic();
          return { ...logic, ...walletLogic, ...options.playerLogic };
        }),
        loadRaffleLogic: fromPromise(async () => options.raffleLogic ?? stubRaffle()),
        loadComplianceLogic: fromPromise(async () => options.complianceLogic ?? stubCompliance()),
        loadPlatformLogic: fromPromise(
          async () => options.platformLogic ?? platformLogic({ navigation }),
        ),
        playerEvents: fromCallback<PlayerEvent>(({ sendBack }) => {
          connection.send = sendBack;
          const disconnect = options.connect?.(sendBack);
          if (!disconnect) sendBack({ type: 'player.connected' });
          return () => {
            connection.send = null;
            disconnect?.();
          };
        }),
      },
      guards: { depositDialogFlagSet: () => false },
    }),
    { systemId: 'lobby', inspect: options.inspect },
  ).start();
  const session = lobby.getSnapshot().children.session!;
  return {
    lobby,
    session,
    /** The port the platform actors navigate through (testAppActors gives it to the app). */
    navigation,
    toasts,
    quickDeposits,
    /** The logout redirects' reasons. */
    redirects,
    /** What the player's connection reports (throws while it is closed). */
    report(event: PlayerEvent) {
      if (!connection.send) throw new Error('The player connection is closed');
      connection.send(event);
    },
  };
}
