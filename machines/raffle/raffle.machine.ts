// The raffle (systemId 'raffle'; programmes §4 "Raffle drops"): the lobby spawns one for a
// visitor when a page first asks for it (the raffle page, the lobby's raffle card) and one for a
// signed-in player with their other actors; each ends with its visitor or player, so a read for
// one never reaches the next.
//
// - `reading` the raffle settings (the player's currency's instances) → `on` (enabled), `off`
//   (none here, or disabled) or `failed` (`raffle.reload` reads again).
// - It runs the countdown (machines/raffle-countdown, systemId 'raffleCountdown'), enabled with
//   where its drops come from while `on`.
// - The jackpot socket carries the rest (the lobby routes it here): the player's tickets go to
//   the countdown; every draw joins the live winners (the carousel keeps the last 15); the
//   player's own is kept as their last win and opens the raffle-win overlay.
// - The player's tickets are asked for (`raffle.ticketsWanted` to the lobby, which asks the
//   jackpot socket) when the socket opens, when the raffle page opens and after each casino bet.
import { assign, enqueueActions, fromPromise, sendTo, setup } from 'xstate';
import type { JackpotReport } from '../jackpot/jackpot.machine.ts';
import type { RaffleWinMessage } from '../jackpot-socket/jackpot-socket.machine.ts';
import {
  raffleCountdownMachine,
  type RaffleDropType,
  type RaffleDropsSource,
} from '../raffle-countdown/raffle-countdown.machine.ts';

/** How many live wins are kept (the carousel shows the last 15). */
export const LIVE_WINS_KEPT = 15;

const DROP_TYPES: readonly string[] = ['hourly', 'daily', 'weekly'] satisfies RaffleDropType[];
const isDropType = (type: string): type is RaffleDropType => DROP_TYPES.includes(type);

/** The raffle settings as the pages use them (the Raffle query). */
export interface RaffleSettings {
  enabled: boolean;
  pageMobileBackgroundImage: string | null;
  pageDesktopBackgroundImage: string | null;
  text: string | null;
  termsAndConditions: string | null;
  raffles: {
    type: string;
    instanceId: string;
    title: string;
    description: string;
    gameStudio: { name: string; slug: string; raffleSpotlightImage: string | null };
  }[];
}

/** The settings as the pages see them. */
export type RaffleSettingsState =
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'ready';
      /** null: the brand has no raffle here. */
      settings: RaffleSettings | null;
      /** The raffle's currency: the player's, a visitor's the brand's (pots, winners). */
      currency: string;
    };

/** A RaffleWinEvent as the raffle UI keeps it (the winners carousel, the player's last win). */
export interface RaffleLiveWin {
  instanceId: string;
  dropId: string;
  sourceId: string;
  initials: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  brand: string;
  /** ISO time of the draw. */
  timestamp: string;
}

export interface RafflePlayer {
  id: string;
  currency: string;
}

/** What reading the settings gives (the caller adds the brand's fallbacks). */
export interface RaffleRead {
  settings: RaffleSettings | null;
  /** The sources' {provider}: the jackpot operator, or the brand. */
  provider: string;
  currency: string;
}

export interface RaffleContext {
  player: RafflePlayer | null;
  read: RaffleRead | null;
  /** Draws heard on the jackpot socket, newest first. */
  liveWins: readonly RaffleLiveWin[];
  lastWin: RaffleLiveWin | null;
}

export type RaffleEvent =
  | { type: 'raffle.reload' }
  /** The raffle page opened: the player's tickets may have changed elsewhere. */
  | { type: 'raffle.pageOpened' }
  | { type: 'raffle.casinoBet' }
  /** The jackpot socket's (machines/jackpot), as the lobby routes them here. */
  | JackpotReport;

/** What the raffle asks of the lobby. */
export type RaffleReport = { type: 'raffle.ticketsWanted' };

const liveWin = (win: RaffleWinMessage): RaffleLiveWin => ({
  instanceId: win.instanceId,
  dropId: win.dropId,
  sourceId: win.sourceId,
  initials: win.initials,
  amount: win.amount,
  currency: win.currency,
  brand: win.brand,
  timestamp: win.timestamp,
});

function dropsSource(context: RaffleContext): RaffleDropsSource {
  const types = context.read?.settings?.raffles.map((raffle) => raffle.type) ?? [];
  return {
    types: [...new Set(types)].filter(isDropType),
    provider: context.read?.provider ?? '',
    currency: context.player?.currency ?? null,
    signedIn: context.player !== null,
  };
}

export const raffleMachine = setup({
  types: {
    context: {} as RaffleContext,
    events: {} as RaffleEvent,
    input: {} as { player: RafflePlayer | null },
    children: {} as { countdown: 'countdown'; settings: 'readSettings' },
  },
  actors: {
    countdown: raffleCountdownMachine,
    /** The Raffle query, for the player (their currency's instances) or a visitor. */
    readSettings: fromPromise<RaffleRead, { player: RafflePlayer | null }>(async () => {
      throw new Error('readSettings is provided by src/app');
    }),
  },
  actions: {
    log: (_, _params: { message: string }) => {},
    /** Opens the raffle-win overlay (with the raffle's title when the settings name it). */
    showWin: (_, _params: { win: RaffleWinMessage; title: string | null }) => {},
    /** Tells the lobby (a no-op unless the lobby provides it: it asks the jackpot socket). */
    report: (_, _params: RaffleReport) => {},
  },
  guards: {
    signedIn: ({ context }) => context.player !== null,
  },
}).createMachine({
  id: 'raffle',
  context: ({ input }) => ({ player: input.player, read: null, liveWins: [], lastWin: null }),
  invoke: { id: 'countdown', systemId: 'raffleCountdown', src: 'countdown' },
  on: {
    'jackpot.raffleTickets': {
      actions: sendTo('countdown', ({ event }) => ({
        type: 'raffle.ticketsReceived' as const,
        instanceTickets: event.tickets.instanceTickets,
      })),
    },
    'jackpot.raffleWin': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const entry = liveWin(event.win);
        enqueue.assign({ liveWins: [entry, ...context.liveWins].slice(0, LIVE_WINS_KEPT) });
        if (!event.own) return;
        enqueue.assign({ lastWin: entry });
        const title =
          context.read?.settings?.raffles.find((raffle) => raffle.type === event.win.sourceId)
            ?.title ?? null;
        enqueue({ type: 'showWin', params: { win: event.win, title } });
      }),
    },
  },
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        id: 'settings',
        src: 'readSettings',
        input: ({ context }) => ({ player: context.player }),
        onDone: [
          {
            guard: ({ event }) => Boolean(event.output.settings?.enabled),
            target: 'on',
            actions: assign({ read: ({ event }) => event.output }),
          },
          { target: 'off', actions: assign({ read: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'log', params: { message: 'Raffle settings could not be read' } },
        },
      },
    },
    on: {
      entry: sendTo('countdown', ({ context }) => ({
        type: 'raffle.settingsChanged' as const,
        enabled: true,
        source: dropsSource(context),
      })),
      // The player's tickets: asked for when they may have changed.
      on: {
        'jackpot.socketOpened': {
          guard: 'signedIn',
          actions: { type: 'report', params: { type: 'raffle.ticketsWanted' } },
        },
        'raffle.pageOpened': {
          guard: 'signedIn',
          actions: { type: 'report', params: { type: 'raffle.ticketsWanted' } },
        },
        'raffle.casinoBet': {
          guard: 'signedIn',
          actions: { type: 'report', params: { type: 'raffle.ticketsWanted' } },
        },
      },
    },
    off: {},
    failed: {
      on: { 'raffle.reload': 'reading' },
    },
  },
});
