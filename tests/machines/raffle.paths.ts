// Fixtures that reach every state and transition of the raffle: the settings read (on, off,
// none, failing and read again), the jackpot socket's tickets and draws (the player's own and
// anyone's), and the player's tickets asked for when they may have changed. The countdown is
// the real machine with its drops stubbed (raffle-countdown.paths.ts walks it).
import { fromPromise } from 'xstate';
import {
  raffleCountdownMachine,
  type RaffleDrop,
} from '../../machines/raffle-countdown/raffle-countdown.machine.ts';
import {
  raffleMachine,
  type RaffleRead,
  type RaffleSettings,
} from '../../machines/raffle/raffle.machine.ts';
import { machinePathEntry } from '../support/machine-paths/registry-entry.ts';
import { RAFFLE_WIN } from './jackpot.paths.ts';

export const RAFFLE_SETTINGS: RaffleSettings = {
  enabled: true,
  pageMobileBackgroundImage: null,
  pageDesktopBackgroundImage: null,
  text: null,
  termsAndConditions: null,
  raffles: [
    {
      type: 'hourly',
      instanceId: 'aurora-hourly-eur',
      title: 'Hourly drop',
      description: 'Every hour',
      gameStudio: { name: 'Demo Studio', slug: 'demo-studio', raffleSpotlightImage: null },
    },
  ],
};

export const RAFFLE_ON: RaffleRead = {
  settings: RAFFLE_SETTINGS,
  provider: 'lobby-demo',
  currency: 'EUR',
};
export const RAFFLE_OFF: RaffleRead = {
  settings: { ...RAFFLE_SETTINGS, enabled: false },
  provider: 'lobby-demo',
  currency: 'EUR',
};
export const RAFFLE_NONE: RaffleRead = { settings: null, provider: 'aurora', currency: 'EUR' };

const stubCountdown = raffleCountdownMachine.provide({
  actors: { loadDrops: fromPromise(async (): Promise<RaffleDrop[]> => []) },
  actions: { log: () => {} },
});

/** The machine with its effects stubbed: settings read as `read`, no drops. */
export function stubRaffle(read: RaffleRead = RAFFLE_NONE) {
  return raffleMachine.provide({
    actors: { readSettings: fromPromise(async () => read), countdown: stubCountdown },
  });
}

export const rafflePaths = machinePathEntry(
  "Raffle: settings read; the socket's tickets and draws; the player's tickets asked for",
  raffleMachine,
  {
    input: { player: { id: 'p1', currency: 'EUR' } },
    events: {
      'raffle.reload': [{ type: 'raffle.reload' }],
      'raffle.pageOpened': [{ type: 'raffle.pageOpened' }],
      'jackpot.socketOpened': [{ type: 'jackpot.socketOpened' }],
      'raffle.casinoBet': [{ type: 'raffle.casinoBet' }],
      'jackpot.raffleTickets': [
        {
          type: 'jackpot.raffleTickets',
          tickets: {
            type: 'PlayerRaffleTicketsListResponse',
            instanceTickets: [{ instanceId: 'aurora-hourly-eur', dropId: null, ticketCount: 2 }],
          },
        },
      ],
      'jackpot.raffleWin': [
        { type: 'jackpot.raffleWin', win: RAFFLE_WIN, own: true },
        { type: 'jackpot.raffleWin', win: { ...RAFFLE_WIN, playerId: null }, own: false },
      ],
    },
    outputs: { settings: [RAFFLE_ON, RAFFLE_OFF, RAFFLE_NONE] },
    errors: { settings: ['HTTP 503'] },
    provide: { actors: { countdown: stubCountdown } },
    // The player's own last win is what the states' paths differ by (the carousel's list grows).
    serializeContext: (context) => context.lastWin?.dropId ?? null,
    compareContext: ({ lastWin }) => ({ lastWin }),
    kinds: ['shortest', 'transition'],
  },
);
