// Fixtures that reach every state and transition of the lobby's root: signing in and out (as
// the session's snapshots raise them), each kind of player event while signed in, what the
// wallet reports (a bet, with and without the deposit dialog flag; a credit) and the page's
// facts. The children (session, token refresh, the player's connection, the wallet's read) are
// stubs here; lobby.test.ts runs the root with the real session, wallet and low-funds machines.
import { createMachine, fromCallback, fromPromise } from 'xstate';
import {
  lobbyMachine,
  type PlatformLogic,
  type WalletReport,
} from '../../machines/lobby/lobby.machine.ts';
import { consentMachine } from '../../machines/consent/consent.machine.ts';
import { guardsMachine } from '../../machines/guards/guards.machine.ts';
import { notificationsMachine } from '../../machines/notifications/notifications.machine.ts';
import { overlaysMachine } from '../../machines/overlays/overlays.machine.ts';
import { lobbyWalletMachine } from '../../machines/lobby/lobby-wallet.ts';
import { lowFundsMachine } from '../../machines/low-funds/low-funds.machine.ts';
import {
  fromClaimReward,
  rewardListMachine,
  type PlayerReward,
} from '../../machines/reward-list/reward-list.machine.ts';
import type { SessionPlayer, sessionMachine } from '../../machines/session/session.machine.ts';
import { tokenRefreshMachine } from '../../machines/token-refresh/token-refresh.machine.ts';
import type { PlayerEvent } from '../../machines/lobby/player-events.ts';
import { machinePathEntry } from '../support/machine-paths/registry-entry.ts';
import { RAFFLE_WIN, stubJackpot } from './jackpot.paths.ts';
import { stubCompliance } from './compliance.paths.ts';
import { stubProtection } from './protection.paths.ts';
import { stubRaffle } from './raffle.paths.ts';

/** A €1 bet's balance update. */
export const BET_UPDATE: Extract<PlayerEvent, { type: 'player.balanceUpdated' }> = {
  type: 'player.balanceUpdated',
  balance: 9_900,
  bonusBalance: 0,
  currency: 'EUR',
  amount: 100,
  moneyType: 'CasinoBet',
  wageringProgress: null,
};

/** PlayerUpdated: the operator closed the account. */
export const ACCOUNT_CLOSED: Extract<PlayerEvent, { type: 'player.updated' }> = {
  type: 'player.updated',
  changed: ['accountStatus'],
  isAccountClosed: true,
  accountStatus: { status: 'Closed', cause: 'MultipleAccounts', reopenByCustomerAllowed: false },
};

/** What the wallet reports of a €1 bet and of its round's win. */
export const WALLET_BET: Extract<WalletReport, { type: 'wallet.bet' }> = {
  type: 'wallet.bet',
  wallet: { balance: 150, bonusBalance: 0, currency: 'EUR' },
  lastBet: 100,
};
/** The stand-in deposit dialog flag is set for this bet (the cookie another tab may set). */
export const FLAGGED_BET: Extract<WalletReport, { type: 'wallet.bet' }> = {
  ...WALLET_BET,
  lastBet: 101,
};
export const flagSetFor = (event: { type: string }) => event === FLAGGED_BET;

/**
 * The player's lazily loaded logic with its effects stubbed: the reward list reads `rewards`,
 * protection reads settings with the reality check off.
 */
export function stubPlayerLogic(rewards: PlayerReward[] = []) {
  return {
    wallet: lobbyWalletMachine.provide({
      actors: {
        loadWallet: fromPromise(async () => ({ balance: 250, bonusBalance: 0, currency: 'EUR' })),
      },
      actions: { showMoneyToast: () => {}, rememberToastForReload: () => {} },
    }),
    lowFunds: lowFundsMachine.provide({
      actions: { openQuickDeposit: () => {}, setDepositDialogFlag: () => {} },
    }),
    compliance: stubCompliance(),
    protection: stubProtection(),
    jackpot: stubJackpot(),
    raffle: stubRaffle(),
    rewardList: rewardListMachine.provide({
      actors: {
        loadRewards: fromPromise(async () => rewards),
        claimReward: fromClaimReward(async () => {
          throw new Error('no claims here');
        }),
      },
    }),
  };
}

/** The platform actors with their effects stubbed (consent: nothing stored). */
export const STUB_PLATFORM: PlatformLogic = {
  overlays: overlaysMachine.provide({ actions: { stripQueryParams: () => {} } }),
  notifications: notificationsMachine,
  consent: consentMachine.provide({
    actors: { readStoredConsent: fromPromise(async (): Promise<unknown> => null) },
    actions: { persistConsent: () => {}, warnStoredConsent: () => {} },
  }),
  guards: guardsMachine,
};

/** The signed-in player of the paths (what the session's snapshot says). */
const PLAYER: SessionPlayer = {
  id: 'p1',
  firstName: 'Sami',
  currency: 'EUR',
  isAccountClosed: false,
  customer: { isDepositsBlocked: false, isRewardsBlocked: false, popUpsNeeded: [] },
};

export const lobbyPaths = machinePathEntry(
  "Lobby root: visitor ⇄ player from the session's state; each one's actors spawned and stopped " +
    'with it; events routed between them',
  lobbyMachine,
  {
    events: {
      'lobby.signedIn': [{ type: 'lobby.signedIn', player: PLAYER }],
      'page.consentChanged': [
        { type: 'page.consentChanged', categories: ['necessary', 'preferences'] },
      ],
      'jackpot.raffleTickets': [
        {
          type: 'jackpot.raffleTickets',
          tickets: {
            type: 'PlayerRaffleTicketsListResponse',
            instanceTickets: [{ instanceId: 'aurora-hourly-eur', dropId: null, ticketCount: 2 }],
          },
        },
      ],
      'jackpot.raffleWin': [{ type: 'jackpot.raffleWin', win: RAFFLE_WIN, own: true }],
      'player.sessionDestroyed': [
        {
          type: 'player.sessionDestroyed',
          sessionId: 's-1',
          reason: 'LOGGED_IN_FROM_ANOTHER_DEVICE',
        },
      ],
      'player.updated': [ACCOUNT_CLOSED],
      'player.balanceUpdated': [BET_UPDATE],
      'player.rewardUpdated': [
        {
          type: 'player.rewardUpdated',
          update: {
            assignationId: 'a-1',
            status: 'Unclaimed',
            reward: {
              rewardId: 'r-1',
              startsAt: '2025-01-02T10:00:00.000Z',
              claimType: 'manual',
              payload: { name: 'Money drop' },
            },
          },
        },
      ],
      'player.popUpAdded': [{ type: 'player.popUpAdded', popUpIds: ['pu-1'] }],
      'wallet.bet': [WALLET_BET, FLAGGED_BET],
      'wallet.credit': [
        {
          type: 'wallet.credit',
          wallet: { balance: 1_150, bonusBalance: 0, currency: 'EUR' },
          moneyType: 'CasinoWin',
        },
      ],
      'page.gameShown': [{ type: 'page.gameShown', slug: 'book-of-demo', bonusEnabled: true }],
      'page.gameHidden': [{ type: 'page.gameHidden', slug: 'book-of-demo' }],
      'page.dialogChanged': [
        { type: 'page.dialogChanged', open: true },
        { type: 'page.dialogChanged', open: false },
      ],
      'page.productModeChanged': [{ type: 'page.productModeChanged', sports: true }],
    },
    outputs: {
      platformLogic: [STUB_PLATFORM],
      playerLogic: [stubPlayerLogic()],
      raffleLogic: [stubRaffle()],
      complianceLogic: [stubCompliance()],
    },
    errors: {
      platformLogic: ['the chunk could not load'],
      playerLogic: ['the chunk could not load'],
      raffleLogic: ['the chunk could not load'],
      complianceLogic: ['the chunk could not load'],
    },
    // The game on screen decides whether a page's game leaving clears it.
    serializeContext: (context) => context.game?.slug ?? null,
    // The session's snapshots carry a whole session snapshot: the paths drive the events they
    // raise (lobby.signedIn / lobby.signedOut) instead, and lobby.test.ts signs the real session
    // in, out and in again.
    // Here the session is a stand-in: loading at first (the lobby stays a visitor), signed in
    // once the lobby tells it anything (a session destroyed elsewhere, an account closed), so its
    // snapshots leave the lobby where the path's own events put it.
    filterEvents: (_, event) => !event.type.startsWith('xstate.snapshot.'),
    provide: {
      actors: {
        session: createMachine({
          id: 'session',
          context: { player: PLAYER },
          initial: 'loading',
          states: { loading: { on: { '*': 'loggedIn' } }, loggedIn: {} },
        }) as unknown as typeof sessionMachine,
        tokenRefresh: tokenRefreshMachine,
        playerEvents: fromCallback<PlayerEvent>(() => {}),
      },
      guards: { depositDialogFlagSet: ({ event }) => flagSetFor(event) },
    },
    kinds: ['shortest', 'transition'],
  },
);
