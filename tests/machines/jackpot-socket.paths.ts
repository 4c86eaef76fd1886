// Fixtures that reach every state and transition of the jackpot socket: a ready and a
// disabled configuration, a community configuration, pot updates, a player's and another
// player's win, consent both ways, and an opt-in message sent while open and while not.
import {
  jackpotSocketMachine,
  type JackpotSocketConfig,
} from '../../machines/jackpot-socket/jackpot-socket.machine.ts';
import { machinePathEntry } from '../support/machine-paths/registry-entry.ts';

export const READY: JackpotSocketConfig = {
  enabled: true,
  playerId: 'p-1',
  brand: 'nordlys',
  currency: 'EUR',
  enabledCommunity: false,
};

/** playerId: the winner's own socket hears it; null: everyone else's frame. */
export const win = (playerId: string | null) => ({
  type: 'WinEvent' as const,
  instanceId: 'nordlys-eur',
  potId: 'minor',
  amount: 12_345,
  currency: 'EUR',
  playerId,
  initials: 'S.K.',
  brand: 'nordlys',
  wonAt: '2030-01-01T12:00:00.000Z',
});

export const OPT_IN_STATUS = {
  type: 'PlayerOptInResponse' as const,
  instanceId: 'nordlys-eur',
  optedIn: true,
  preferredContribution: 20,
  optedOutReason: null,
};

export const RAFFLE_TICKETS = {
  type: 'PlayerRaffleTicketsListResponse' as const,
  instanceTickets: [{ instanceId: 'nordlys-hourly-eur', dropId: 'd-1', ticketCount: 3 }],
};

export const raffleWin = (playerId: string | null) => ({
  type: 'RaffleWinEvent' as const,
  instanceId: 'nordlys-hourly-eur',
  dropId: 'd-1',
  sourceId: 'hourly',
  rank: 1,
  playerId,
  initials: 'S.P.',
  amount: 5_012,
  currency: 'EUR',
  brand: 'nordlys',
  timestamp: '2030-01-01T12:00:05.000Z',
});

export const jackpotSocketPaths = machinePathEntry(
  'Jackpot socket: connect when ready, subscribe on open, 2 s doubling retries up to 60 s, ' +
    'outbox waiting ≤ 10 × 1 s, pot updates, win overlay with consent',
  jackpotSocketMachine,
  {
    events: {
      'jackpot.configure': [
        { type: 'jackpot.configure', config: READY },
        { type: 'jackpot.configure', config: { ...READY, enabledCommunity: true } },
        { type: 'jackpot.configure', config: { ...READY, enabled: false } },
        { type: 'jackpot.configure', config: { ...READY, playerId: null } },
      ],
      'jackpot.consent': [
        { type: 'jackpot.consent', preferences: true },
        { type: 'jackpot.consent', preferences: false },
      ],
      'jackpot.send': [
        {
          type: 'jackpot.send',
          message: { type: 'PlayerOptInRequest', opt_in: true, contribution_value: 0.2 },
        },
      ],
      'socket.message': [
        {
          type: 'socket.message',
          message: {
            type: 'JackpotUpdate',
            instanceId: 'nordlys-eur',
            pots: [{ id: 'mega', amount: 5_000_000 }],
          },
        },
        { type: 'socket.message', message: win('p-1') },
        { type: 'socket.message', message: win(null) },
        { type: 'socket.message', message: OPT_IN_STATUS },
        { type: 'socket.message', message: RAFFLE_TICKETS },
        { type: 'socket.message', message: raffleWin('p-1') },
      ],
    },
    kinds: ['shortest', 'transition'],
    // Keep the product of the two regions small, and never run the outbox's 1 s checks beside
    // the reconnect timer: the graph treats timers as independent events, while the replay's
    // clock fires whichever is due first. The outbox is walked while idle, connecting or open;
    // consent and reconfiguration from an empty outbox.
    filterEvents: (state, event) => {
      const outboxWaiting = state.matches({ outbox: 'waiting' });
      if (event.type === 'jackpot.send')
        return (
          state.context.retryDelayMs === 2_000 &&
          !state.context.preferencesConsent &&
          !state.matches({ connection: 'waitingToRetry' }) &&
          !state.matches({ connection: 'gaveUp' })
        );
      if (event.type === 'socket.closed') return !outboxWaiting;
      if (event.type === 'jackpot.consent' || event.type === 'jackpot.configure')
        return !outboxWaiting;
      return true;
    },
    // Pot values and queued messages are content, not state: they would make the graph infinite.
    serializeContext: (context) => ({
      config: context.config && {
        ready: context.config.enabled && context.config.playerId !== null,
        community: context.config.enabledCommunity,
      },
      retryDelayMs: context.retryDelayMs,
      pending: context.pending.length > 0,
      pendingChecks: context.pendingChecks,
      preferencesConsent: context.preferencesConsent,
    }),
    compareContext: (context) => ({
      retryDelayMs: context.retryDelayMs,
      pendingChecks: context.pendingChecks,
      preferencesConsent: context.preferencesConsent,
    }),
  },
);
