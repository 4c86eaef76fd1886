// The lobby's root actor (systemId 'lobby'): the actor system every actor of the page joins, so
// that the inspector shows the lobby as one tree and the wiring between actors is transitions.
//
// - Always: the player's `session` (machines/session) and its `tokenRefresh`, each invoked with
//   its systemId. The session's snapshots say whether a player is signed in: the lobby raises
//   `lobby.signedIn` when the session is in `loggedIn` and `lobby.signedOut` when it is not.
// - `visitor` ⇄ `player`. Each runs its actors, each with its systemId, and stops them when it
//   ends (leaving a state stops what it invoked or spawned, so no answer for an earlier visitor
//   or player is ever handled):
//   - a visitor: `compliance` (the site's banners, and a closed account's until the next sign-in)
//     at once; the `raffle` when a page first shows it (`raffle.wanted`);
//   - a player: `playerEvents`, the player's ONE live connection (graphql-ws) for every event of
//     platform-core §7's player subscriptions (player-events.ts); and, spawned from lazily loaded
//     logic (PlayerLogic, not in the first paint): `wallet`, `lowFunds`, `rewardList`,
//     `protection` (the reality check and the session limit), `jackpot` (the player's settings
//     and the jackpot socket), `raffle` and `compliance` (banners, pop-ups, guards).
// - `player.connecting` until the connection is open (`live`), `offline` while it is down: the
//   wallet and the reward list read once the connection is live (or could not open), so a change
//   between their read and the subscription cannot be missed; what arrives before they run is in
//   their first read.
// - Routing is transitions: SessionDestroyed and PlayerUpdated's account closing go to the
//   session; a balance update to the wallet (which tells the lobby of a casino bet, `wallet.bet`,
//   and of every other update, `wallet.credit`, and the lobby asks the low-funds rule with the
//   page's facts) and, for a casino bet, to the raffle; rewards to the reward list; PlayerUpdated
//   and CustomerPopUpAdded to compliance. The jackpot's reports go to the raffle, the raffle's
//   ticket requests to the jackpot. The consent actor's categories (`page.consentChanged`) reach
//   the jackpot (its win overlay needs the preferences consent) and compliance (campaign banners
//   need the marketing consent); a closed dialog (`page.dialogClosed`) reaches compliance (a
//   pop-up waiting for its place); the reality check is told when the page's dialog closed.
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
  sendTo,
  setup,
  stateIn,
} from 'xstate';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import { sessionMachine, type SessionPlayer } from '../session/session.machine.ts';
import { tokenRefreshMachine } from '../token-refresh/token-refresh.machine.ts';
import type { lowFundsMachine } from '../low-funds/low-funds.machine.ts';
import type { MoneyType, WalletBalance } from '../wallet/wallet.machine.ts';
import type { lobbyWalletMachine } from './lobby-wallet.ts';
import type { rewardListMachine } from '../reward-list/reward-list.machine.ts';
import type { protectionMachine } from '../protection/protection.machine.ts';
import type { ConsentCategory } from '../consent/consent.ts';
import type { consentMachine } from '../consent/consent.machine.ts';
import type { guardsMachine } from '../guards/guards.machine.ts';
import type { notificationsMachine } from '../notifications/notifications.machine.ts';
import type { OverlayVariant, overlaysMachine } from '../overlays/overlays.machine.ts';
import { shouldSyncRecentlyPlayed } from '../recently-played/recently-played.ts';
import type { PlayerBannerFields } from '../banners/banners.ts';
import type {
  ComplianceInput,
  ComplianceReport,
  complianceMachine,
} from '../compliance/compliance.machine.ts';
import type { JackpotReport, jackpotMachine } from '../jackpot/jackpot.machine.ts';
import type { RaffleReport, raffleMachine } from '../raffle/raffle.machine.ts';
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
  /** A dialog closed (a pop-up waiting for its place shows then). */
  | { type: 'page.dialogClosed'; variant: string; popUpId: string | null }
  /** A page changed what compliance reads (a verified phone number, a skipped verification). */
  | { type: 'compliance.reload' }
  /** A page shows the raffle (a visitor's raffle starts on first use). */
  | { type: 'raffle.wanted' };

/** What the wallet tells the lobby (its low-funds actions, sent to its parent). */
export type WalletReport =
  | { type: 'wallet.bet'; wallet: WalletBalance; lastBet: number }
  | { type: 'wallet.credit'; wallet: WalletBalance; moneyType: MoneyType };

export type LobbyEvent =
  /** Raised from the session's snapshot: it is in `loggedIn`, with this player. */
  | { type: 'lobby.signedIn'; player: SessionPlayer }
  /** Raised from the session's snapshot: it is not (loading, logging out, a visitor). */
  | { type: 'lobby.signedOut' }
  | PlayerEvent
  | PageEvent
  | WalletReport
  | JackpotReport
  | RaffleReport
  | ComplianceReport;

/**
 * The player's actors whose code is not in the first paint: src/app loads their logic (with its
 * effects) when a player signs in, and the lobby spawns them with their systemIds.
 */
export interface PlayerLogic {
  rewardList: typeof rewardListMachine;
  protection: typeof protectionMachine;
  jackpot: typeof jackpotMachine;
  raffle: typeof raffleMachine;
  compliance: typeof complianceMachine;
  wallet: typeof lobbyWalletMachine;
  lowFunds: typeof lowFundsMachine;
}

/**
 * The page's platform actors (dialogs, toasts, consent, guards): src/app loads their logic
 * (with its effects) right after the first paint, and the lobby spawns them with their systemIds.
 */
export interface PlatformLogic {
  overlays: typeof overlaysMachine;
  notifications: typeof notificationsMachine;
  consent: typeof consentMachine;
  guards: typeof guardsMachine;
}

/** The running platform actors. */
export interface PlatformRefs {
  overlays: ActorRefFrom<typeof overlaysMachine>;
  notifications: ActorRefFrom<typeof notificationsMachine>;
  consent: ActorRefFrom<typeof consentMachine>;
  guards: ActorRefFrom<typeof guardsMachine>;
}

export interface LobbyContext {
  /** Spawned once their logic has loaded (after the first paint). */
  platform: PlatformRefs | null;
  /** The signed-in player (null for a visitor). */
  player: SessionPlayer | null;
  /** Spawned from the loaded PlayerLogic while a player is signed in. */
  wallet: ActorRefFrom<typeof lobbyWalletMachine> | null;
  lowFunds: ActorRefFrom<typeof lowFundsMachine> | null;
  rewardList: ActorRefFrom<typeof rewardListMachine> | null;
  protection: ActorRefFrom<typeof protectionMachine> | null;
  jackpot: ActorRefFrom<typeof jackpotMachine> | null;
  /** A visitor's (on first use) or the player's. */
  raffle: ActorRefFrom<typeof raffleMachine> | null;
  /** A visitor's (the site's banners) or the player's. */
  compliance: ActorRefFrom<typeof complianceMachine> | null;
  /** An account closed while signed in: its banner stays until the next sign-in. */
  closedAccount: PlayerBannerFields | null;
  consent: readonly ConsentCategory[];
  /** The balance changes this page has seen (recently played games sync on every third). */
  balanceChanges: number;
  game: ShownGame | null;
  dialogOpen: boolean;
  sportsPath: boolean;
}

/** A visitor's compliance shows a closed account's banner kept from the sign-out before. */
const complianceInput = (context: LobbyContext, signedIn: boolean): ComplianceInput => ({
  signedIn,
  closedAccount: signedIn ? null : context.closedAccount,
  marketingConsent: context.consent.includes('marketing'),
  now: () => Date.now(),
});

/** What the platform actors report: the dialog on screen, which one closed, the consent. */
const reportDialogOpen = (
  { system }: { system: AnyActorRef['system'] },
  { open }: { open: boolean },
) => system.get('lobby')?.send({ type: 'page.dialogChanged', open });
const reportDialogClosed = (
  { system }: { system: AnyActorRef['system'] },
  { variant, payload }: { variant: OverlayVariant; payload: unknown },
) => {
  const popUpId =
    typeof payload === 'object' && payload !== null && 'popUpId' in payload
      ? payload.popUpId
      : null;
  system.get('lobby')?.send({
    type: 'page.dialogClosed',
    variant,
    popUpId: typeof popUpId === 'string' ? popUpId : null,
  });
};
const reportConsent = (
  { system }: { system: AnyActorRef['system'] },
  { categories }: { categories: readonly ConsentCategory[] },
) => system.get('lobby')?.send({ type: 'page.consentChanged', categories });

/** The reports of the jackpot, the raffle and compliance, to the lobby (it routes them). */
const reportToLobby = (
  { system }: { system: AnyActorRef['system'] },
  report: JackpotReport | RaffleReport | ComplianceReport,
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
      playerLogic: 'loadPlayerLogic';
      raffleLogic: 'loadRaffleLogic';
      complianceLogic: 'loadComplianceLogic';
      platformLogic: 'loadPlatformLogic';
    },
  },
  actors: {
    session: sessionMachine,
    tokenRefresh: tokenRefreshMachine,
    /** The lazily loaded logic of the player's other actors (PlayerLogic). */
    loadPlayerLogic: fromPromise<PlayerLogic>(async () => {
      throw new Error('loadPlayerLogic is provided by src/app');
    }),
    /** The platform actors' logic, loaded after the first paint. */
    loadPlatformLogic: fromPromise<PlatformLogic>(async () => {
      throw new Error('loadPlatformLogic is provided by src/app');
    }),
    /** Compliance's logic alone, for a visitor (the site's banners). */
    loadComplianceLogic: fromPromise<typeof complianceMachine>(async () => {
      throw new Error('loadComplianceLogic is provided by src/app');
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
    checkLowFunds: sendTo(
      ({ context }) => context.lowFunds!,
      ({ context, event }, params: { flagged: boolean }) => {
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
      },
    ),
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
    platform: null,
    player: null,
    wallet: null,
    lowFunds: null,
    rewardList: null,
    protection: null,
    jackpot: null,
    raffle: null,
    compliance: null,
    closedAccount: null,
    consent: ['necessary'],
    balanceChanges: 0,
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
        if (context.compliance)
          enqueue.sendTo(context.compliance, {
            type: 'compliance.consent',
            marketing: event.categories.includes('marketing'),
          });
      }),
    },
    'page.dialogClosed': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        if (context.compliance)
          enqueue.sendTo(context.compliance, { ...event, type: 'compliance.dialogClosed' });
      }),
    },
    'compliance.reload': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        if (context.compliance) enqueue.sendTo(context.compliance, event);
      }),
    },
    'compliance.accountClosed': {
      actions: assign({ closedAccount: ({ event }) => event.banner }),
    },
  },
  invoke: [
    {
      id: 'platformLogic',
      src: 'loadPlatformLogic',
      onDone: {
        actions: assign({
          platform: ({ event, spawn }) => ({
            overlays: spawn(
              event.output.overlays.provide({
                actions: { reportOpen: reportDialogOpen, reportClosed: reportDialogClosed },
              }),
              { systemId: 'overlays' },
            ),
            notifications: spawn(event.output.notifications, {
              systemId: 'notifications',
              input: {},
            }),
            consent: spawn(event.output.consent.provide({ actions: { reportConsent } }), {
              systemId: 'consent',
            }),
            guards: spawn(event.output.guards, { systemId: 'guards' }),
          }),
        }),
      },
      // Their code could not load (offline): no dialogs, toasts or guards; the rest goes on.
      onError: { actions: [] },
    },
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
          // A closed account's banner ends with the next sign-in.
          actions: assign({ player: ({ event }) => event.player, closedAccount: null }),
        },
      },
      exit: enqueueActions(({ context, enqueue }) => {
        if (context.raffle) enqueue.stopChild(context.raffle);
        if (context.compliance) enqueue.stopChild(context.compliance);
        enqueue.assign({ raffle: null, compliance: null });
      }),
      type: 'parallel',
      states: {
        // The site's banners (and a closed account's), loaded right away.
        compliance: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'complianceLogic',
                src: 'loadComplianceLogic',
                onDone: {
                  target: 'running',
                  actions: assign({
                    compliance: ({ context, event, spawn }) =>
                      spawn(event.output.provide({ actions: { report: reportToLobby } }), {
                        systemId: 'compliance',
                        input: complianceInput(context, false),
                      }),
                  }),
                },
                onError: 'unavailable',
              },
            },
            running: {},
            unavailable: {},
          },
        },
        // The raffle: loaded and started when a page first shows it.
        raffle: {
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
      },
    },
    player: {
      invoke: [{ id: 'playerEvents', systemId: 'playerEvents', src: 'playerEvents' }],
      // The spawned actors end with the player, as the invoked ones do.
      exit: enqueueActions(({ context, enqueue }) => {
        for (const actor of [
          context.wallet,
          context.lowFunds,
          context.rewardList,
          context.protection,
          context.jackpot,
          context.raffle,
          context.compliance,
        ])
          if (actor) enqueue.stopChild(actor);
        enqueue.assign({
          player: null,
          wallet: null,
          lowFunds: null,
          rewardList: null,
          protection: null,
          jackpot: null,
          raffle: null,
          compliance: null,
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
                'player.connected': 'live',
                'player.disconnected': 'offline',
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
                      wallet: ({ event, spawn }) =>
                        spawn(event.output.wallet, { systemId: 'wallet' }),
                      lowFunds: ({ event, spawn }) =>
                        spawn(event.output.lowFunds, { systemId: 'lowFunds' }),
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
                      compliance: ({ context, event, spawn }) =>
                        spawn(
                          event.output.compliance.provide({ actions: { report: reportToLobby } }),
                          {
                            systemId: 'compliance',
                            input: complianceInput(context, true),
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
                  entry: [
                    sendTo(({ context }) => context.wallet!, { type: 'wallet.tokenAvailable' }),
                    sendTo(({ context }) => context.rewardList!, { type: 'rewards.signIn' }),
                  ],
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
            enqueueActions(({ context, event, enqueue }) => {
              if (context.compliance)
                enqueue.sendTo(context.compliance, {
                  type: 'compliance.playerUpdated',
                  changed: event.changed,
                  accountStatus: event.accountStatus,
                });
            }),
          ],
        },
        'player.balanceUpdated': {
          actions: [
            // Before the wallet runs, its first read has the balance.
            enqueueActions(({ context, event, enqueue }) => {
              if (context.wallet)
                enqueue.sendTo(context.wallet, { ...event, type: 'wallet.balanceUpdated' });
              // A casino bet may have earned raffle tickets.
              if (event.moneyType === 'CasinoBet' && context.raffle)
                enqueue.sendTo(context.raffle, { type: 'raffle.casinoBet' });
            }),
            emit(({ event }) => event),
            // platform-core §7: recently played games are synced on about every third
            // balance change, with the preferences consent.
            enqueueActions(({ context, enqueue }) => {
              const count = context.balanceChanges + 1;
              enqueue.assign({ balanceChanges: count });
              if (shouldSyncRecentlyPlayed(count, context.consent.includes('preferences')))
                enqueue('syncRecentlyPlayed');
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
          actions: sendTo(
            ({ context }) => context.lowFunds!,
            ({ event }) => ({
              type: 'lowFunds.balance' as const,
              balance: event.wallet.balance,
              bonusBalance: event.wallet.bonusBalance,
              settlesRound: event.moneyType === 'CasinoWin' || event.moneyType === 'CasinoRollback',
            }),
          ),
        },
        'player.popUpAdded': {
          actions: enqueueActions(({ context, enqueue }) => {
            if (context.compliance)
              enqueue.sendTo(context.compliance, { type: 'compliance.popUpAdded' });
          }),
        },
      },
    },
  },
});

export type LobbyActor = ActorRefFrom<typeof lobbyMachine>;
