// Fixtures that reach every state and transition of the signed-in player's jackpot: the
// settings read (usable, off, without a socket address, failing), the socket's commands to the
// connection and the connection's reports to the socket, a win, the raffle's messages to the
// lobby, consent and the requests the lobby forwards. The socket is the real machine whose
// effects report here; the connection is a stub (jackpot.test.ts drives a fake WebSocket).
import { fromCallback, fromPromise } from 'xstate';
import {
  jackpotMachine,
  type JackpotConnectionCommand,
  type JackpotPlayerSettings,
  type JackpotRead,
} from '../../machines/jackpot/jackpot.machine.ts';
import { machinePathEntry } from '../support/machine-paths/registry-entry.ts';

export const JACKPOT_ON: JackpotPlayerSettings = {
  enabled: true,
  operatorId: 'lobby-demo',
  instanceId: 'aurora-eur',
  sourceId: 'site',
  websocketUrl: 'ws://localhost/jackpot-api',
  currency: 'EUR',
  enabledCommunity: false,
  winnerNotificationImage: '/brands/aurora/jackpot-win.png',
};

export const ON: JackpotRead = { settings: JACKPOT_ON, brand: 'aurora' };
export const DISABLED: JackpotRead = {
  settings: { ...JACKPOT_ON, enabled: false },
  brand: 'aurora',
};
export const NO_ADDRESS: JackpotRead = {
  settings: { ...JACKPOT_ON, websocketUrl: null },
  brand: 'aurora',
};
export const NONE: JackpotRead = { settings: null, brand: 'aurora' };

/** The machine with its effects stubbed: settings read as `read`, a silent connection. */
export function stubJackpot(read: JackpotRead = NONE) {
  return jackpotMachine.provide({
    actors: {
      readSettings: fromPromise(async () => read),
      connection: fromCallback<JackpotConnectionCommand>(() => {}),
    },
  });
}

const WIN = {
  type: 'WinEvent' as const,
  instanceId: 'aurora-eur',
  potId: 'mega',
  amount: 100_000_00,
  currency: 'EUR',
  playerId: 'p1',
  initials: 'SA',
  brand: 'aurora',
  wonAt: '2030-01-15T12:00:00.000Z',
};

export const RAFFLE_WIN = {
  type: 'RaffleWinEvent' as const,
  instanceId: 'aurora-hourly-eur',
  dropId: 'aurora-hourly-eur-7800',
  sourceId: 'hourly',
  rank: 1,
  playerId: 'p1',
  initials: 'SA',
  amount: 50_00,
  currency: 'EUR',
  brand: 'aurora',
  timestamp: '2030-01-15T12:00:00.000Z',
};

export const jackpotPaths = machinePathEntry(
  "Player's jackpot: settings read; the socket's commands to the connection and back; the " +
    "raffle's messages to the lobby",
  jackpotMachine,
  {
    input: { playerId: 'p1', preferencesConsent: true },
    events: {
      'jackpot.consent': [{ type: 'jackpot.consent', preferences: false }],
      'jackpot.send': [
        { type: 'jackpot.send', message: { type: 'PlayerOptInRequest', opt_in: true } },
      ],
      'raffle.ticketsWanted': [{ type: 'raffle.ticketsWanted' }],
      'socket.opened': [{ type: 'socket.opened' }],
      'socket.closed': [{ type: 'socket.closed' }],
      'socket.message': [
        { type: 'socket.message', message: WIN },
        { type: 'socket.message', message: RAFFLE_WIN },
      ],
      'socket.won': [{ type: 'socket.won', win: { ...WIN, community: false } }],
      'socket.log': [{ type: 'socket.log', message: 'Unable to establish connection' }],
      'socket.raffleTickets': [
        {
          type: 'socket.raffleTickets',
          tickets: {
            type: 'PlayerRaffleTicketsListResponse',
            instanceTickets: [{ instanceId: 'aurora-hourly-eur', dropId: null, ticketCount: 2 }],
          },
        },
      ],
      'socket.raffleWin': [{ type: 'socket.raffleWin', win: RAFFLE_WIN, own: true }],
      'socket.ready': [{ type: 'socket.ready' }],
      'socket.open': [
        {
          type: 'socket.open',
          config: {
            enabled: true,
            playerId: 'p1',
            brand: 'aurora',
            currency: 'EUR',
            enabledCommunity: false,
          },
        },
      ],
      'socket.close': [{ type: 'socket.close' }],
      'socket.send': [{ type: 'socket.send', message: { type: 'SubscribeRequest' } }],
    },
    outputs: { settings: [ON, DISABLED, NO_ADDRESS, NONE] },
    errors: { settings: ['HTTP 503'] },
    provide: { actors: { connection: fromCallback<JackpotConnectionCommand>(() => {}) } },
    serializeContext: (context) => context.settings?.enabled ?? null,
    kinds: ['shortest', 'transition'],
  },
);
