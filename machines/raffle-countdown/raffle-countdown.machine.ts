// The raffle countdown (programmes §4 "Raffle drops", §8, §9): the hourly, daily and weekly
// drops with a countdown each. Nothing happens while the raffle settings are disabled; when they
// become enabled the drops are fetched and a 1 s tick updates `now`. When a drop reaches zero the
// drops are fetched again 1.5 s later — once per raffle instance, so a service that still
// answers with the ended instance is not asked again every 1.5 s. A failed fetch logs "Failed to
// fetch all raffle instances" and keeps the drops already shown. Ticket counts per instance come
// from the jackpot socket's PlayerRaffleTicketsListResponse.
//
// The fetch is the caller's (`loadDrops` actor) and so is the log line (`log` action).
import { remainingMs } from './raffle-countdown.selectors.ts';
import { assign, fromPromise, setup, type AnyActorRef, type SnapshotFrom } from 'xstate';
import { RAFFLE_REFETCH_DELAY_MS } from '../raffle/refetch-delay.ts';

export const RAFFLE_TICK_MS = 1_000;
export const RAFFLE_FETCH_FAILED = 'Failed to fetch all raffle instances';

export type RaffleDropType = 'hourly' | 'daily' | 'weekly';

export interface RafflePot {
  id: string;
  /** Minor units; null when the service has no value for the pot yet. */
  currentValue: number | null;
}

export interface RaffleInstance {
  id: string;
  /** Epoch milliseconds (the adapter converts the service's timestamp_start / timestamp_end). */
  timestampStart: number;
  timestampEnd: number;
  pots: RafflePot[];
}

export interface RaffleDrop {
  type: RaffleDropType;
  raffle: RaffleInstance;
}

/** One entry of PlayerRaffleTicketsListResponse.instance_tickets, as the socket adapter parses it. */
export interface RaffleInstanceTickets {
  instanceId: string;
  ticketCount: number;
}

export interface RaffleCountdownContext {
  drops: RaffleDrop[];
  /** Epoch ms on the actor's clock at the last tick. */
  now: number;
  /** Ticket counts per raffle instance id. */
  tickets: Readonly<Record<string, number>>;
  /** Ended instances that already caused a refetch (only those still among the drops). */
  refetchedFor: string[];
}

export type RaffleCountdownEvent =
  | { type: 'raffle.settingsChanged'; enabled: boolean }
  | { type: 'raffle.ticketsReceived'; instanceTickets: RaffleInstanceTickets[] };

/**
 * The time on the actor's clock. XState's `Clock` has no `now()`, but a `SimulatedClock` does:
 * reading it keeps `now` and the 1 s timers on one clock in tests; the default clock (real
 * timers) falls back to Date.now(), which also stays right when a background tab delays ticks.
 */
function clockNow(system: AnyActorRef['system']): number {
  const clock = system._clock as typeof system._clock & { now?: () => number };
  return typeof clock.now === 'function' ? clock.now() : Date.now();
}

const endedDropIds = (context: RaffleCountdownContext) =>
  context.drops
    .filter((drop) => remainingMs(drop, context.now) === 0)
    .map((drop) => drop.raffle.id);

export const raffleCountdownMachine = setup({
  types: {
    context: {} as RaffleCountdownContext,
    events: {} as RaffleCountdownEvent,
  },
  actors: {
    /** The hourly, daily and weekly drops (the jackpot service's three raffle sources). */
    loadDrops: fromPromise<RaffleDrop[]>(async () => {
      throw new Error('loadDrops is provided by src/app');
    }),
  },
  actions: {
    log: (_, _params: { message: string }) => {
      throw new Error('log is provided by src/app');
    },
    updateNow: assign(({ system }) => ({ now: clockNow(system) })),
  },
  guards: {
    enabledNow: ({ event }) => event.type === 'raffle.settingsChanged' && event.enabled,
    disabledNow: ({ event }) => event.type === 'raffle.settingsChanged' && !event.enabled,
    dropReachedZero: ({ context }) =>
      endedDropIds(context).some((id) => !context.refetchedFor.includes(id)),
  },
  delays: {
    tick: RAFFLE_TICK_MS,
    refetchDelay: RAFFLE_REFETCH_DELAY_MS,
  },
}).createMachine({
  id: 'raffleCountdown',
  context: ({ self }) => ({
    drops: [],
    now: clockNow(self.system),
    tickets: {},
    refetchedFor: [],
  }),
  initial: 'disabled',
  on: {
    // Tickets are counted by the service whether or not the page shows them: always kept.
    'raffle.ticketsReceived': {
      actions: assign(({ context, event }) => {
        const tickets = { ...context.tickets };
        for (const { instanceId, ticketCount } of event.instanceTickets)
          tickets[instanceId] = ticketCount;
        return { tickets };
      }),
    },
  },
  states: {
    disabled: {
      on: { 'raffle.settingsChanged': { guard: 'enabledNow', target: 'enabled' } },
    },
    enabled: {
      type: 'parallel',
      entry: 'updateNow',
      on: { 'raffle.settingsChanged': { guard: 'disabledNow', target: 'disabled' } },
      states: {
        clock: {
          initial: 'ticking',
          states: {
            ticking: {
              after: { tick: { target: 'ticking', reenter: true, actions: 'updateNow' } },
            },
          },
        },
        drops: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadDrops',
                src: 'loadDrops',
                onDone: {
                  target: 'showing',
                  actions: assign(({ event }) => ({ drops: event.output })),
                },
                // Logged only (§8): the drops already shown stay.
                onError: {
                  target: 'showing',
                  actions: { type: 'log', params: { message: RAFFLE_FETCH_FAILED } },
                },
              },
            },
            showing: {
              // Checked after every tick and every fetch: a drop at zero asks for new drops.
              always: {
                guard: 'dropReachedZero',
                target: 'waitingToRefetch',
                actions: assign(({ context }) => ({ refetchedFor: endedDropIds(context) })),
              },
            },
            waitingToRefetch: {
              after: { refetchDelay: 'loading' },
            },
          },
        },
      },
    },
  },
});

export type RaffleCountdownSnapshot = SnapshotFrom<typeof raffleCountdownMachine>;

// The selectors views use live apart from the machine (a view that only reads does not bundle it).
export {
  nextDrop,
  remainingMs,
  selectDrop,
  selectNextDrop,
  selectRemainingMs,
  selectTickets,
} from './raffle-countdown.selectors.ts';
