// The signed-in player's jackpot (systemId 'jackpot'; programmes §4 "Jackpot socket"): the
// lobby spawns it with the player and stops it with them. It reads the player's jackpot
// settings (their currency's instance) and runs the socket machine (machines/jackpot-socket,
// systemId 'jackpotSocket') on them:
//
// - `reading` → `live` when jackpot is on with everything the socket address needs, else `off`
//   (also when the read fails: logged). `live` configures the socket for the player, the brand
//   and the instance currency.
// - The socket's effects are commands to the `connection` actor (the WebSocket itself: the
//   caller's), whose reports go back to the socket. Stopping the jackpot stops the connection,
//   which closes the WebSocket: a signed-out tab keeps no socket of the player's.
// - The socket's raffle messages (tickets, draws) and its opening go to the lobby, which routes
//   them to the raffle; the lobby's consent changes and ticket requests come the other way.
import {
  assign,
  fromCallback,
  fromPromise,
  sendParent,
  sendTo,
  setup,
  type ActorRefFrom,
} from 'xstate';
import {
  jackpotSocketMachine,
  type JackpotMessage,
  type JackpotOutgoing,
  type JackpotSocketConfig,
  type JackpotWin,
  type RaffleTicketsMessage,
  type RaffleWinMessage,
} from '../jackpot-socket/jackpot-socket.machine.ts';
import type { RaffleReport } from '../raffle/raffle.machine.ts';

/** What the machine reads of the player's jackpot settings (the JackpotSettings query). */
export interface JackpotPlayerSettings {
  enabled: boolean;
  operatorId: string | null;
  instanceId: string | null;
  sourceId: string | null;
  websocketUrl: string | null;
  currency: string;
  enabledCommunity: boolean;
  winnerNotificationImage: string | null;
}

/** The jackpot service's WebSocket address (the connection adds the player's token). */
export interface JackpotAddress {
  websocketUrl: string;
  operatorId: string;
  brand: string;
  currency: string;
}

/** Jackpot on only with everything the socket address needs. */
export const usableJackpot = (settings: JackpotPlayerSettings | null): boolean =>
  settings !== null &&
  settings.enabled &&
  Boolean(settings.websocketUrl && settings.operatorId && settings.instanceId);

/** What the connection actor is told. */
export type JackpotConnectionCommand =
  | { type: 'connection.open'; address: JackpotAddress }
  | { type: 'connection.close' }
  | { type: 'connection.send'; message: JackpotOutgoing };

/** What the connection reports (the socket machine's own events). */
export type JackpotConnectionReport =
  | { type: 'socket.opened' }
  | { type: 'socket.closed' }
  | { type: 'socket.message'; message: JackpotMessage };

/** What the socket tells its parent (the socket machine's effects, as run here). */
export type JackpotSocketReport =
  | { type: 'socket.open'; config: JackpotSocketConfig }
  | { type: 'socket.close' }
  | { type: 'socket.send'; message: JackpotOutgoing }
  | { type: 'socket.log'; message: string }
  | { type: 'socket.won'; win: JackpotWin }
  /** The socket is open (subscribed): the raffle asks for the player's tickets. */
  | { type: 'socket.ready' }
  | { type: 'socket.raffleTickets'; tickets: RaffleTicketsMessage }
  | { type: 'socket.raffleWin'; win: RaffleWinMessage; own: boolean };

/** What the jackpot tells the lobby (routed to the raffle). */
export type JackpotReport =
  | { type: 'jackpot.socketOpened' }
  | { type: 'jackpot.raffleTickets'; tickets: RaffleTicketsMessage }
  | { type: 'jackpot.raffleWin'; win: RaffleWinMessage; own: boolean };

export type JackpotEvent =
  | JackpotConnectionReport
  | JackpotSocketReport
  | { type: 'jackpot.consent'; preferences: boolean }
  | { type: 'jackpot.send'; message: JackpotOutgoing }
  /** The raffle asks for the player's tickets (PlayerRaffleTicketsRequest). */
  | RaffleReport;

/** The socket machine whose effects report to the jackpot machine. */
export const jackpotSocketLogic = jackpotSocketMachine.provide({
  actions: {
    openSocket: sendParent((_, { config }: { config: JackpotSocketConfig }) => ({
      type: 'socket.open' as const,
      config,
    })),
    closeSocket: sendParent({ type: 'socket.close' as const }),
    send: sendParent((_, { message }: { message: JackpotOutgoing }) => ({
      type: 'socket.send' as const,
      message,
    })),
    log: sendParent((_, { message }: { message: string }) => ({
      type: 'socket.log' as const,
      message,
    })),
    showWin: sendParent((_, { win }: { win: JackpotWin }) => ({
      type: 'socket.won' as const,
      win,
    })),
    reportOpen: sendParent({ type: 'socket.ready' as const }),
    raffleTickets: sendParent((_, tickets: RaffleTicketsMessage) => ({
      type: 'socket.raffleTickets' as const,
      tickets,
    })),
    raffleWin: sendParent((_, params: { win: RaffleWinMessage; own: boolean }) => ({
      type: 'socket.raffleWin' as const,
      ...params,
    })),
  },
});

export interface JackpotInput {
  playerId: string;
  /** The preferences consent (the win overlay needs it), as the lobby knows it now. */
  preferencesConsent: boolean;
}

/** What reading the settings gives. */
export interface JackpotRead {
  /** null when the player has none. */
  settings: JackpotPlayerSettings | null;
  /** The brand the socket address and the requests name. */
  brand: string;
}

export interface JackpotContext extends JackpotInput {
  /** null until read, and when the player has none (or it is off). */
  settings: JackpotPlayerSettings | null;
  brand: string;
}

export const jackpotMachine = setup({
  types: {
    context: {} as JackpotContext,
    events: {} as JackpotEvent,
    input: {} as JackpotInput,
    children: {} as { jackpotSocket: 'socket'; connection: 'connection'; settings: 'readSettings' },
  },
  actors: {
    socket: jackpotSocketLogic,
    /** The JackpotSettings query: the player's settings, null without any. */
    readSettings: fromPromise<JackpotRead>(async () => {
      throw new Error('readSettings is provided by src/app');
    }),
    /** The WebSocket: opens, sends and closes on command; closes when stopped. */
    connection: fromCallback<JackpotConnectionCommand>(() => {
      throw new Error('connection is provided by src/app');
    }),
  },
  actions: {
    log: (_, _params: { message: string }) => {},
    /** Opens the jackpot-win overlay with the settings' winner image. */
    showWin: (_, _params: { win: JackpotWin; image: string | null }) => {},
    /** Tells the lobby (a no-op unless the lobby provides it: it routes these to the raffle). */
    report: (_, _params: JackpotReport) => {},
  },
}).createMachine({
  id: 'jackpot',
  context: ({ input }) => ({ ...input, settings: null, brand: '' }),
  invoke: [
    { id: 'connection', src: 'connection' },
    {
      id: 'jackpotSocket',
      systemId: 'jackpotSocket',
      src: 'socket',
      input: ({ context }) => ({ preferencesConsent: context.preferencesConsent }),
    },
  ],
  on: {
    'jackpot.consent': {
      actions: [
        assign({ preferencesConsent: ({ event }) => event.preferences }),
        sendTo('jackpotSocket', ({ event }) => event),
      ],
    },
    // The socket's commands, to the connection; the connection's reports, to the socket.
    'socket.open': {
      actions: sendTo('connection', ({ context, event }): JackpotConnectionCommand => ({
        type: 'connection.open',
        address: {
          websocketUrl: context.settings?.websocketUrl ?? '',
          operatorId: context.settings?.operatorId ?? '',
          brand: event.config.brand ?? '',
          currency: event.config.currency ?? '',
        },
      })),
    },
    'socket.close': { actions: sendTo('connection', { type: 'connection.close' as const }) },
    'socket.send': {
      actions: sendTo('connection', ({ event }) => ({
        type: 'connection.send' as const,
        message: event.message,
      })),
    },
    'socket.opened': { actions: sendTo('jackpotSocket', ({ event }) => event) },
    'socket.closed': { actions: sendTo('jackpotSocket', ({ event }) => event) },
    'socket.message': { actions: sendTo('jackpotSocket', ({ event }) => event) },
    'socket.log': { actions: { type: 'log', params: ({ event }) => ({ message: event.message }) } },
    'socket.won': {
      actions: {
        type: 'showWin',
        params: ({ context, event }) => ({
          win: event.win,
          image: context.settings?.winnerNotificationImage ?? null,
        }),
      },
    },
    'socket.ready': { actions: { type: 'report', params: { type: 'jackpot.socketOpened' } } },
    'socket.raffleTickets': {
      actions: {
        type: 'report',
        params: ({ event }) => ({ type: 'jackpot.raffleTickets', tickets: event.tickets }),
      },
    },
    'socket.raffleWin': {
      actions: {
        type: 'report',
        params: ({ event }) => ({ type: 'jackpot.raffleWin', win: event.win, own: event.own }),
      },
    },
  },
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        id: 'settings',
        src: 'readSettings',
        onDone: [
          {
            guard: ({ event }) => usableJackpot(event.output.settings),
            target: 'live',
            actions: assign(({ event }) => event.output),
          },
          { target: 'off' },
        ],
        onError: {
          target: 'off',
          actions: { type: 'log', params: { message: 'Jackpot settings could not be read' } },
        },
      },
    },
    live: {
      entry: sendTo('jackpotSocket', ({ context }) => ({
        type: 'jackpot.configure' as const,
        config: {
          enabled: true,
          playerId: context.playerId,
          brand: context.brand || null,
          currency: context.settings?.currency ?? null,
          enabledCommunity: context.settings?.enabledCommunity ?? false,
        },
      })),
      on: {
        'jackpot.send': { actions: sendTo('jackpotSocket', ({ event }) => event) },
        'raffle.ticketsWanted': {
          actions: sendTo('jackpotSocket', ({ context }) => ({
            type: 'jackpot.send' as const,
            message: {
              type: 'PlayerRaffleTicketsRequest' as const,
              player_id: context.playerId,
              brand_id: context.brand,
            },
          })),
        },
      },
    },
    // No jackpot for this player (or the settings could not be read): no socket.
    off: {},
  },
});

export type JackpotActor = ActorRefFrom<typeof jackpotMachine>;
