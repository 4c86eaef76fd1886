// The lobby's root actor (systemId 'lobby'): the actor system every actor of the page joins, so
// that the inspector shows the lobby as one tree and the wiring between actors is transitions.
//
// - Always: the player's `session` (machines/session) and its `tokenRefresh`, each invoked with
//   its systemId. The session's snapshots say whether a player is signed in: the lobby raises
//   `lobby.signedIn` when the session is in `loggedIn` and `lobby.signedOut` when it is not.
// - `visitor` ⇄ `player`. While `player`, the player's actors run, each with its systemId, and
//   stop with the session (leaving `player` stops them, so no answer of an earlier sign-in is
//   ever handled):
//   - `playerEvents`: the player's ONE live connection (graphql-ws); it reports every event of
//     platform-core §7's player subscriptions (player-events.ts);
//   - `wallet` (machines/wallet) and `lowFunds` (machines/low-funds);
//   - spawned from lazily loaded logic (PlayerLogic): `rewardList`, `protection` (the reality
//     check and the session limit; the lobby tells it when the page's dialog closed, so the
//     reality check's dialog comes back while the check is due), `jackpot` (the player's
//     settings and the jackpot socket) and `raffle` (the countdown, the winners).
// - A visitor's `raffle` is spawned when a page first shows it (`raffle.wanted`) and stopped
//   when a player signs in: the player's own starts with their actors.
// - The jackpot socket carries the raffle's tickets and draws: the jackpot's reports go to the
//   raffle, the raffle's ticket requests to the jackpot, a casino bet asks again. The consent
//   actor's categories (`page.consentChanged`) reach the jackpot (its win overlay needs the
//   preferences consent).
// - `player.connecting` until the connection is open (`live`), `offline` while it is down: the
//   wallet reads the balance once the connection is live (or could not open), so a balance
//   change between its read and the subscription cannot be missed.
// - Routing is structure: SessionDestroyed and PlayerUpdated's account closing go to the
//   session; a balance update goes to the wallet, which tells the lobby of a casino bet
//   (`wallet.bet`) and of every other update (`wallet.credit`); the lobby asks the low-funds
//   rule with the page's facts. Balance, reward, player and pop-up events are also emitted for
//   the actors that follow them (the reward list, the raffle, compliance).
// - The page's facts the low-funds rule needs are the lobby's context, told by events from the
//   components that know them: the game on screen (`page.gameShown` / `page.gameHidden`, and
//   whether it takes bonus money), whether a dialog is open, the product mode. The deposit
//   dialog flag is a cookie another tab may set: a guard reads it when a bet is judged.
import {
  assign,
  emit,
  enqueueActions,
  fromCallback,
  fromPromise,
  raise,
  sendParent,
  sendTo,
  setup,
  stateIn,
} from 'xstate';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import { sessionMachine } from '../session/session.machine.ts';
import { tokenRefreshMachine } from '../token-refresh/token-refresh.machine.ts';
import { lowFundsMachine } from '../low-funds/low-funds.machine.ts';
import { walletMachine, type MoneyType, type WalletBalance } from '../wallet/wallet.machine.ts';
import type { rewardListMachine } from '../reward-list/reward-list.machine.ts';
import type { protectionMachine } from '../protection/protection.machine.ts';
import type { ConsentCategory } from '../consent/consent.ts';
import type { JackpotReport, jackpotMachine } from '../jackpot/jackpot.machine.ts';
import type { RafflePlayer, RaffleReport, raffleMachine } from '../raffle/raffle.machine.ts';
import type { FollowedPlayerEvent, PlayerEvent } from './player-events.ts';

/** The game on screen (the game page tells it while mounted). */
export interface ShownGame {
  slug: string;
  /** The game plays with bonus money: the low-funds rule counts the bonus balance. */
  bonusEnabled: boolean;
}

export type PageEvent =
  | { type: 'page.gameShown'; slug: string; bonusEnabled: boolean }
  /** A page that unmounts after the next one mounted must not clear the new game: by slug. */
  | { type: 'page.gameHidden'; slug: string }
  | { type: 'page.dialogChanged'; open: boolean }
  | { type: 'page.productModeChanged'; sports: boolean }
  /** The consent actor's allowed categories, whenever they are known or change. */
  | { type: 'page.consentChanged'; categories: readonly ConsentCategory[] }
  /** A page shows the raffle (a visitor's raffle starts on first use). */
  | { type: 'raffle.wanted' };

/** What the wallet tells the lobby (its low-funds actions, sent to its parent). */
export type WalletReport =
  | { type: 'wallet.bet'; wallet: WalletBalance; lastBet: number }
  | { type: 'wallet.credit'; wallet: WalletBalance; moneyType: MoneyType };

export type LobbyEvent =
  /** Raised from the session's snapshot: it is in `loggedIn`, with this player. */
  | { type: 'lobby.signedIn'; player: RafflePlayer }
  /** Raised from the session's snapshot: it is not (loading, logging out, a visitor). */
  | { type: 'lobby.signedOut' }
  | PlayerEvent
  | PageEvent
  | WalletReport
  | JackpotReport
  | RaffleReport;

/**
 * The player's actors whose code is not in the first paint: src/app loads their logic (with its
 * effects) when a player signs in, and the lobby spawns them with their systemIds.
 */
export interface PlayerLogic {
  rewardList: typeof rewardListMachine;
  protection: typeof protectionMachine;
  jackpot: typeof jackpotMachine;
  raffle: typeof raffleMachine;
}

export interface LobbyContext {
  /** The signed-in player (null for a visitor). */
  player: RafflePlayer | null;
  /** Spawned from the loaded PlayerLogic while a player is signed in. */
  rewardList: ActorRefFrom<typeof rewardListMachine> | null;
  protection: ActorRefFrom<typeof protectionMachine> | null;
  jackpot: ActorRefFrom<typeof jackpotMachine> | null;
  /** A visitor's (on first use) or the player's. */
  raffle: ActorRefFrom<typeof raffleMachine> | null;
  consent: readonly ConsentCategory[];
  game: ShownGame | null;
  dialogOpen: boolean;
  sportsPath: boolean;
}

/**
 * The wallet as the lobby runs it: its low-funds actions report to the lobby. src/app provides
 * its effects (the balance read, toasts) on this logic, keeping these.
 */
export const lobbyWalletMachine = walletMachine.provide({
  actions: {
    checkLowFunds: sendParent(
      (_, params: { wallet: WalletBalance; lastBet: number }): WalletReport => ({
        type: 'wallet.bet',
        ...params,
      }),
    ),
    followLowFunds: sendParent(
      (_, params: { wallet: WalletBalance; moneyType: MoneyType }): WalletReport => ({
        type: 'wallet.credit',
        ...params,
      }),
    ),
  },
});

/** The jackpot's and the raffle's reports, to the lobby (it routes them between the two). */
const reportToLobby = (
  { system }: { system: AnyActorRef['system'] },
  report: JackpotReport | RaffleReport,
) => system.get('lobby')?.send(report);

export const lobbyMachine = setup({
  types: {
    context: {} as LobbyContext,
    events: {} as LobbyEvent,
    emitted: {} as FollowedPlayerEvent,
    children: {} as {
      session: 'session';
      tokenRefresh: 'tokenRefresh';
      playerEvents: 'playerEvents';
      wallet: 'wallet';
      lowFunds: 'lowFunds';
      playerLogic: 'loadPlayerLogic';
    },
  },
  actors: {
    session: sessionMachine,
    tokenRefresh: tokenRefreshMachine,
    wallet: lobbyWalletMachine,
    lowFunds: lowFundsMachine,
    /** The lazily loaded logic of the player's other actors (PlayerLogic). */
    loadPlayerLogic: fromPromise<PlayerLogic>(async () => {
      throw new Error('loadPlayerLogic is provided by src/app');
    }),
    /** The raffle's logic alone, for a visitor's page that shows it. */
    loadRaffleLogic: fromPromise<typeof raffleMachine>(async () => {
      throw new Error('loadRaffleLogic is provided by src/app');
    }),
    /** The signed-in player's live connection: sends PlayerEvents back, closes when stopped. */
    playerEvents: fromCallback<PlayerEvent>(() => {
      throw new Error('playerEvents is provided by src/app');
    }),
  },
  actions: {
    /** A casino bet, judged with the page's facts (the deposit dialog flag: `flagged`). */
    checkLowFunds: sendTo('lowFunds', ({ context, event }, params: { flagged: boolean }) => {
      if (event.type !== 'wallet.bet') throw new Error(`checkLowFunds on ${event.type}`);
      return {
        type: 'lowFunds.check' as const,
        balance: event.wallet.balance,
        bonusBalance: event.wallet.bonusBalance,
        lastBet: event.lastBet,
        gameHasBonus: context.game?.bonusEnabled ?? false,
        depositDialogFlag: params.flagged,
        dialogOpen: context.dialogOpen,
        sportsPath: context.sportsPath,
      };
    }),
    walletAvailable: sendTo('wallet', { type: 'wallet.tokenAvailable' as const }),
    /** Recently played games follow the balance (src/app: a read after the round). */
    syncRecentlyPlayed: () => {},
  },
  guards: {
    /** The deposit dialog flag cookie is set (the player said "go back" in some tab). */
    depositDialogFlagSet: () => false,
    isShownGame: ({ context, event }) =>
      event.type === 'page.gameHidden' && event.slug === context.game?.slug,
  },
}).createMachine({
  id: 'lobby',
  context: {
    player: null,
    rewardList: null,
    protection: null,
    jackpot: null,
    raffle: null,
    consent: ['necessary'],
    game: null,
    dialogOpen: false,
    sportsPath: false,
  },
  on: {
    'page.gameShown': {
      actions: assign({
        game: ({ event }) => ({ slug: event.slug, bonusEnabled: event.bonusEnabled }),
      }),
    },
    'page.gameHidden': { guard: 'isShownGame', actions: assign({ game: null }) },
    'page.dialogChanged': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        enqueue.assign({ dialogOpen: event.open });
        // The reality check's dialog opens again if another took its place and closed.
        if (!event.open && context.protection)
          enqueue.sendTo(context.protection, { type: 'protection.dialogClosed' });
      }),
    },
    'page.productModeChanged': { actions: assign({ sportsPath: ({ event }) => event.sports }) },
    'page.consentChanged': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        enqueue.assign({ consent: event.categories });
        if (context.jackpot)
          enqueue.sendTo(context.jackpot, {
            type: 'jackpot.consent',
            preferences: event.categories.includes('preferences'),
          });
      }),
    },
  },
  invoke: [
    { id: 'tokenRefresh', systemId: 'tokenRefresh', src: 'tokenRefresh' },
    {
      id: 'session',
      systemId: 'session',
      src: 'session',
      onSnapshot: {
        actions: raise(({ event: { snapshot } }): LobbyEvent =>
          snapshot.matches('loggedIn') && snapshot.context.player
            ? { type: 'lobby.signedIn', player: snapshot.context.player }
            : { type: 'lobby.signedOut' },
        ),
      },
    },
  ],
  initial: 'visitor',
  states: {
    visitor: {
      on: {
        'lobby.signedIn': {
          target: 'player',
          actions: assign({ player: ({ event }) => event.player }),
        },
      },
      // A visitor's raffle: loaded and started when a page first shows it.
      exit: enqueueActions(({ context, enqueue }) => {
        if (context.raffle) enqueue.stopChild(context.raffle);
        enqueue.assign({ raffle: null });
      }),
      initial: 'idle',
      states: {
        idle: { on: { 'raffle.wanted': 'loadingRaffle' } },
        loadingRaffle: {
          invoke: {
            id: 'raffleLogic',
            src: 'loadRaffleLogic',
            onDone: {
              target: 'withRaffle',
              actions: assign({
                raffle: ({ event, spawn }) =>
                  spawn(event.output.provide({ actions: { report: reportToLobby } }), {
                    systemId: 'raffle',
                    input: { player: null },
                  }),
              }),
            },
            // Offline: the next page that shows the raffle tries again.
            onError: 'idle',
          },
        },
        withRaffle: {},
      },
    },
    player: {
      invoke: [
        { id: 'playerEvents', systemId: 'playerEvents', src: 'playerEvents' },
        { id: 'wallet', systemId: 'wallet', src: 'wallet' },
        { id: 'lowFunds', systemId: 'lowFunds', src: 'lowFunds' },
      ],
      // The spawned actors end with the player, as the invoked ones do.
      exit: enqueueActions(({ context, enqueue }) => {
        for (const actor of [
          context.rewardList,
          context.protection,
          context.jackpot,
          context.raffle,
        ])
          if (actor) enqueue.stopChild(actor);
        enqueue.assign({
          player: null,
          rewardList: null,
          protection: null,
          jackpot: null,
          raffle: null,
        });
      }),
      type: 'parallel',
      states: {
        connection: {
          initial: 'connecting',
          states: {
            connecting: {
              // The balance is read once the connection is live or could not open.
              on: {
                'player.connected': { target: 'live', actions: 'walletAvailable' },
                'player.disconnected': { target: 'offline', actions: 'walletAvailable' },
              },
            },
            live: { on: { 'player.disconnected': 'offline' } },
            offline: { on: { 'player.connected': 'live' } },
          },
        },
        // The player's lazily loaded actors: updates before they run are in their first read.
        actors: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'playerLogic',
                src: 'loadPlayerLogic',
                onDone: {
                  target: 'running',
                  actions: [
                    assign({
                      rewardList: ({ event, spawn }) =>
                        spawn(event.output.rewardList, { systemId: 'rewardList' }),
                      protection: ({ event, spawn }) =>
                        spawn(event.output.protection, {
                          systemId: 'protection',
                          input: { now: () => Date.now() },
                        }),
                      jackpot: ({ context, event, spawn }) =>
                        spawn(
                          event.output.jackpot.provide({ actions: { report: reportToLobby } }),
                          {
                            systemId: 'jackpot',
                            input: {
                              playerId: context.player?.id ?? '',
                              preferencesConsent: context.consent.includes('preferences'),
                            },
                          },
                        ),
                      raffle: ({ context, event, spawn }) =>
                        spawn(event.output.raffle.provide({ actions: { report: reportToLobby } }), {
                          systemId: 'raffle',
                          input: { player: context.player },
                        }),
                    }),
                  ],
                },
                onError: 'unavailable',
              },
            },
            running: {
              // The reward list reads once the connection is live (or could not open): a reward
              // assigned between an earlier read and the subscription would be lost until a
              // reload. From then on every update reaches it.
              initial: 'routing',
              states: {
                routing: {
                  always: [
                    {
                      guard: stateIn({ player: { connection: 'connecting' } }),
                      target: 'awaitingConnection',
                    },
                    { target: 'reading' },
                  ],
                },
                awaitingConnection: {
                  on: { 'player.connected': 'reading', 'player.disconnected': 'reading' },
                },
                reading: {
                  entry: sendTo(({ context }) => context.rewardList!, { type: 'rewards.signIn' }),
                },
              },
              on: {
                // The jackpot socket carries the raffle's tickets and draws; the raffle asks it for
                // the player's tickets.
                'jackpot.*': {
                  actions: sendTo(
                    ({ context }) => context.raffle!,
                    ({ event }) => event,
                  ),
                },
                'raffle.ticketsWanted': {
                  actions: sendTo(
                    ({ context }) => context.jackpot!,
                    ({ event }) => event,
                  ),
                },
                'player.rewardUpdated': {
                  actions: sendTo(
                    ({ context }) => context.rewardList!,
                    ({ event }) => ({
                      type: 'rewards.updated' as const,
                      update: event.update,
                    }),
                  ),
                },
              },
            },
            // Their code could not load (offline at sign-in): the pages that need them say so.
            unavailable: {},
          },
        },
      },
      on: {
        'lobby.signedOut': 'visitor',
        'player.sessionDestroyed': {
          actions: sendTo('session', ({ event }) => ({
            type: 'session.destroyed' as const,
            sessionId: event.sessionId,
            reason: event.reason,
          })),
        },
        'player.updated': {
          actions: [
            sendTo('session', ({ event }) => ({
              type: 'session.playerUpdated' as const,
              isAccountClosed: event.isAccountClosed,
            })),
            emit(({ event }) => event),
          ],
        },
        'player.balanceUpdated': {
          actions: [
            sendTo('wallet', ({ event }) => ({ ...event, type: 'wallet.balanceUpdated' as const })),
            emit(({ event }) => event),
            'syncRecentlyPlayed',
            // A casino bet may have earned raffle tickets.
            enqueueActions(({ context, event, enqueue }) => {
              if (event.moneyType === 'CasinoBet' && context.raffle)
                enqueue.sendTo(context.raffle, { type: 'raffle.casinoBet' });
            }),
          ],
        },
        'wallet.bet': [
          {
            guard: 'depositDialogFlagSet',
            actions: { type: 'checkLowFunds', params: { flagged: true } },
          },
          { actions: { type: 'checkLowFunds', params: { flagged: false } } },
        ],
        // The round's win (or rollback) settles the bet's check; other credits update it.
        'wallet.credit': {
          actions: sendTo('lowFunds', ({ event }) => ({
            type: 'lowFunds.balance' as const,
            balance: event.wallet.balance,
            bonusBalance: event.wallet.bonusBalance,
            settlesRound: event.moneyType === 'CasinoWin' || event.moneyType === 'CasinoRollback',
          })),
        },
        'player.popUpAdded': { actions: emit(({ event }) => event) },
      },
    },
  },
});

export type LobbyActor = ActorRefFrom<typeof lobbyMachine>;
