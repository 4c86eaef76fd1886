// The jackpot socket (programmes §4 "Jackpot socket", "Live messages", §8, §9): one WebSocket to
// the jackpot service per signed-in player with jackpot enabled. It connects only when jackpot
// is enabled and the player, brand and currency are known; subscribes on open; on close it
// retries after 2 s, doubling, and gives up once the next delay would pass 60 s. A message to
// send while the socket is not open waits for it at most 10 checks 1 s apart. JackpotUpdate
// replaces the pots of its instance; a WinEvent for the player — or for anyone when the
// community feature is on — opens the jackpot-win overlay, only with the preferences consent.
// A win is the player's when it carries their id: the service sends the winner's id to the
// winner's own sockets only (everyone else hears initials and amount).
// The raffle's messages on the same socket go through the `raffleTickets` and `raffleWin` actions
// (emitted by default; machines/jackpot reports them to the lobby, which routes them to the
// raffle): PlayerRaffleTicketsListResponse, and every RaffleWinEvent with `own` when the winner
// is this player. `reportOpen` says the socket opened (the raffle asks for tickets then).
//
// The socket itself is the caller's (`openSocket`, `closeSocket`, `send` actions; socket.*
// events back): the machine holds the rules, so the path tests walk them without a network.
import { assign, emit, enqueueActions, setup, stateIn, type SnapshotFrom } from 'xstate';
import type { JackpotOptOutReason } from '../jackpot/opt-out-reasons.ts';

export const JACKPOT_RETRY_INITIAL_MS = 2_000;
export const JACKPOT_RETRY_CEILING_MS = 60_000;
export const JACKPOT_SEND_CHECK_MS = 1_000;
export const JACKPOT_SEND_CHECKS = 10;

export const UNABLE_TO_CONNECT = 'Unable to establish connection';
export const MAX_RETRIES_REACHED = 'Maximum retry attempts reached for jackpot';
export const SOCKET_NOT_OPEN = 'Jackpot socket did not open; message dropped';

export interface JackpotSocketConfig {
  enabled: boolean;
  playerId: string | null;
  brand: string | null;
  currency: string | null;
  /** programmes §3 jackpot settings: shows other players' wins too. */
  enabledCommunity: boolean;
}

export interface JackpotPot {
  id: string;
  /** Minor units of the socket's currency. */
  amount: number;
}

/** What the service sends (the socket adapter parses frames into these). */
export type JackpotMessage =
  | { type: 'JackpotUpdate'; instanceId: string; pots: JackpotPot[] }
  | {
      type: 'WinEvent';
      instanceId: string;
      potId: string;
      amount: number;
      currency: string;
      /** The winner, on the winner's own socket only; null on everyone else's. */
      playerId: string | null;
      initials: string;
      brand: string;
      /** ISO time of the win (the overlay says how long ago). */
      wonAt: string;
    }
  /** The service's answer to PlayerOptInRequest: the player's status as stored. */
  | {
      type: 'PlayerOptInResponse';
      instanceId: string;
      optedIn: boolean;
      preferredContribution: number | null;
      /** Why the service opted the player out without their asking (a code), or null. */
      optedOutReason: JackpotOptOutReason | null;
    }
  /** The answer to PlayerRaffleTicketsRequest: the player's tickets per raffle instance. */
  | {
      type: 'PlayerRaffleTicketsListResponse';
      instanceTickets: { instanceId: string; dropId: string | null; ticketCount: number }[];
    }
  /** A raffle drop was drawn: one per winner, to every socket of the brand. */
  | {
      type: 'RaffleWinEvent';
      instanceId: string;
      dropId: string;
      sourceId: string;
      rank: number;
      /** The winner, on the winner's own socket only; null on everyone else's. */
      playerId: string | null;
      initials: string;
      /** Minor units of `currency`. */
      amount: number;
      currency: string;
      brand: string;
      /** ISO time of the draw. */
      timestamp: string;
    };

export type JackpotWin = Extract<JackpotMessage, { type: 'WinEvent' }> & { community: boolean };

export type JackpotOptInStatusMessage = Extract<JackpotMessage, { type: 'PlayerOptInResponse' }>;
export type RaffleTicketsMessage = Extract<
  JackpotMessage,
  { type: 'PlayerRaffleTicketsListResponse' }
>;
export type RaffleWinMessage = Extract<JackpotMessage, { type: 'RaffleWinEvent' }>;

/**
 * Emitted for whoever shows the opt-in status (the jackpot page's opt-in actor) and for the
 * raffle actors (tickets; draws, `own` when this socket's player won).
 */
export type JackpotSocketEmitted =
  | { type: 'jackpot.optInStatus'; status: JackpotOptInStatusMessage }
  | { type: 'jackpot.raffleTickets'; tickets: RaffleTicketsMessage }
  | { type: 'jackpot.raffleWin'; win: RaffleWinMessage; own: boolean };

/** What the lobby sends (SubscribeRequest is the machine's own, on open). */
export interface JackpotOutgoing {
  type: 'SubscribeRequest' | 'PlayerOptInRequest' | 'PlayerRaffleTicketsRequest';
  [field: string]: unknown;
}

export interface JackpotSocketContext {
  config: JackpotSocketConfig | null;
  /** The delay before the next reconnect. */
  retryDelayMs: number;
  /** Pot values per instance id, as the last JackpotUpdate gave them. */
  pots: Readonly<Record<string, readonly JackpotPot[]>>;
  /** Messages waiting for an open socket, and how many 1 s checks they have waited. */
  pending: readonly JackpotOutgoing[];
  pendingChecks: number;
  /** The preferences consent (platform-core cookies): the win overlay needs it. */
  preferencesConsent: boolean;
}

export type JackpotSocketEvent =
  | { type: 'jackpot.configure'; config: JackpotSocketConfig }
  | { type: 'jackpot.consent'; preferences: boolean }
  | { type: 'jackpot.send'; message: JackpotOutgoing }
  | { type: 'socket.opened' }
  | { type: 'socket.closed' }
  | { type: 'socket.message'; message: JackpotMessage };

const canConnect = (config: JackpotSocketConfig | null) =>
  config !== null &&
  config.enabled &&
  Boolean(config.playerId) &&
  Boolean(config.brand) &&
  Boolean(config.currency);

/** The win is this socket's player's: only their own socket hears the winner's id. */
const isOwnWin = (winner: string | null, config: JackpotSocketConfig | null) =>
  winner !== null && winner === config?.playerId;

const isWinEvent = (
  message: JackpotMessage,
): message is Extract<JackpotMessage, { type: 'WinEvent' }> => message.type === 'WinEvent';

export const jackpotSocketMachine = setup({
  types: {
    context: {} as JackpotSocketContext,
    events: {} as JackpotSocketEvent,
    emitted: {} as JackpotSocketEmitted,
    input: {} as { preferencesConsent?: boolean } | undefined,
  },
  actions: {
    /** Opens the socket for the config's player, brand and currency. */
    openSocket: (_, _params: { config: JackpotSocketConfig }) => {},
    closeSocket: () => {},
    send: (_, _params: { message: JackpotOutgoing }) => {},
    log: (_, _params: { message: string }) => {},
    /** Opens the jackpot-win overlay (the overlays actor). */
    showWin: (_, _params: { win: JackpotWin }) => {},
    /** The socket is open (the raffle asks for the player's tickets then). */
    reportOpen: () => {},
    raffleTickets: emit((_, tickets: RaffleTicketsMessage) => ({
      type: 'jackpot.raffleTickets' as const,
      tickets,
    })),
    raffleWin: emit((_, params: { win: RaffleWinMessage; own: boolean }) => ({
      type: 'jackpot.raffleWin' as const,
      ...params,
    })),
  },
  guards: {
    canConnect: ({ event }) => event.type === 'jackpot.configure' && canConnect(event.config),
    retriesExhausted: ({ context }) => context.retryDelayMs > JACKPOT_RETRY_CEILING_MS,
    socketOpen: stateIn('#jackpotSocket.connection.open'),
    checksLeft: ({ context }) => context.pendingChecks + 1 < JACKPOT_SEND_CHECKS,
    isUpdate: ({ event }) =>
      event.type === 'socket.message' && event.message.type === 'JackpotUpdate',
    isOptInStatus: ({ event }) =>
      event.type === 'socket.message' && event.message.type === 'PlayerOptInResponse',
    isRaffleTickets: ({ event }) =>
      event.type === 'socket.message' && event.message.type === 'PlayerRaffleTicketsListResponse',
    isRaffleWin: ({ event }) =>
      event.type === 'socket.message' && event.message.type === 'RaffleWinEvent',
    winShown: ({ context, event }) => {
      if (event.type !== 'socket.message' || !isWinEvent(event.message)) return false;
      if (!context.preferencesConsent || !context.config) return false;
      return isOwnWin(event.message.playerId, context.config) || context.config.enabledCommunity;
    },
  },
  delays: {
    retryDelay: ({ context }) => context.retryDelayMs,
    sendCheck: JACKPOT_SEND_CHECK_MS,
  },
}).createMachine({
  id: 'jackpotSocket',
  context: ({ input }) => ({
    config: null,
    retryDelayMs: JACKPOT_RETRY_INITIAL_MS,
    pots: {},
    pending: [],
    pendingChecks: 0,
    preferencesConsent: input?.preferencesConsent ?? false,
  }),
  type: 'parallel',
  on: {
    'jackpot.consent': {
      actions: assign(({ event }) => ({ preferencesConsent: event.preferences })),
    },
  },
  states: {
    connection: {
      initial: 'idle',
      on: {
        // Settings, player or currency changed: start over (or stay away when jackpot is off).
        'jackpot.configure': [
          {
            guard: 'canConnect',
            target: '.connecting',
            reenter: true,
            actions: [
              'closeSocket',
              assign(({ event }) => ({
                config: event.config,
                retryDelayMs: JACKPOT_RETRY_INITIAL_MS,
              })),
            ],
          },
          {
            target: '.idle',
            actions: ['closeSocket', assign(({ event }) => ({ config: event.config }))],
          },
        ],
      },
      states: {
        idle: {},
        connecting: {
          entry: { type: 'openSocket', params: ({ context }) => ({ config: context.config! }) },
          on: {
            'socket.opened': { target: 'open' },
            'socket.closed': { target: 'waitingToRetry' },
          },
        },
        open: {
          entry: [
            // programmes §4: on open it subscribes to all events from the pots source.
            { type: 'send', params: { message: { type: 'SubscribeRequest', events: 'all' } } },
            assign({ retryDelayMs: JACKPOT_RETRY_INITIAL_MS }),
            'reportOpen',
          ],
          on: {
            'socket.closed': { target: 'waitingToRetry' },
            'socket.message': [
              {
                guard: 'isUpdate',
                actions: assign(({ context, event }) => {
                  const update = event.message as Extract<
                    JackpotMessage,
                    { type: 'JackpotUpdate' }
                  >;
                  return { pots: { ...context.pots, [update.instanceId]: update.pots } };
                }),
              },
              {
                guard: 'isOptInStatus',
                actions: emit(({ event }) => ({
                  type: 'jackpot.optInStatus' as const,
                  status: event.message as JackpotOptInStatusMessage,
                })),
              },
              {
                guard: 'isRaffleTickets',
                actions: {
                  type: 'raffleTickets',
                  params: ({ event }) => event.message as RaffleTicketsMessage,
                },
              },
              {
                guard: 'isRaffleWin',
                actions: {
                  type: 'raffleWin',
                  params: ({ context, event }) => {
                    const win = event.message as RaffleWinMessage;
                    return { win, own: isOwnWin(win.playerId, context.config) };
                  },
                },
              },
              {
                guard: 'winShown',
                actions: {
                  type: 'showWin',
                  params: ({ context, event }) => {
                    const win = event.message as Extract<JackpotMessage, { type: 'WinEvent' }>;
                    return {
                      win: { ...win, community: !isOwnWin(win.playerId, context.config) },
                    };
                  },
                },
              },
            ],
          },
        },
        waitingToRetry: {
          entry: { type: 'log', params: { message: UNABLE_TO_CONNECT } },
          always: { guard: 'retriesExhausted', target: 'gaveUp' },
          after: {
            retryDelay: {
              target: 'connecting',
              actions: assign(({ context }) => ({ retryDelayMs: context.retryDelayMs * 2 })),
            },
          },
        },
        gaveUp: {
          entry: { type: 'log', params: { message: MAX_RETRIES_REACHED } },
        },
      },
    },
    // Messages the lobby sends (opt-in, raffle tickets): at once when the socket is open,
    // otherwise checked every second, at most ten times, then dropped with a log line.
    outbox: {
      initial: 'empty',
      states: {
        empty: {
          on: {
            'jackpot.send': [
              {
                guard: 'socketOpen',
                actions: { type: 'send', params: ({ event }) => ({ message: event.message }) },
              },
              {
                target: 'waiting',
                actions: assign(({ event }) => ({ pending: [event.message], pendingChecks: 0 })),
              },
            ],
          },
        },
        waiting: {
          on: {
            'jackpot.send': {
              actions: assign(({ context, event }) => ({
                pending: [...context.pending, event.message],
              })),
            },
          },
          after: {
            sendCheck: [
              {
                guard: 'socketOpen',
                target: 'empty',
                actions: [
                  enqueueActions(({ context, enqueue }) => {
                    for (const message of context.pending)
                      enqueue({ type: 'send', params: { message } });
                  }),
                  assign({ pending: [], pendingChecks: 0 }),
                ],
              },
              {
                guard: 'checksLeft',
                target: 'waiting',
                reenter: true,
                actions: assign(({ context }) => ({ pendingChecks: context.pendingChecks + 1 })),
              },
              {
                target: 'empty',
                actions: [
                  { type: 'log', params: { message: SOCKET_NOT_OPEN } },
                  assign({ pending: [], pendingChecks: 0 }),
                ],
              },
            ],
          },
        },
      },
    },
  },
});

export type JackpotSocketSnapshot = SnapshotFrom<typeof jackpotSocketMachine>;

/** The pots of one instance as the socket last reported them (empty before any update). */
export function potsOf(snapshot: JackpotSocketSnapshot, instanceId: string): readonly JackpotPot[] {
  return snapshot.context.pots[instanceId] ?? [];
}
