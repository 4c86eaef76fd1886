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
  /** The raffle instance the drop belongs to (the socket's instance_id), when the source says. */
  instanceId?: string;
  /** The player's tickets in the drop as the source counted them (null: a visitor). */
  ticketCount?: number | null;
}

/** Where the drops come from: the raffle settings' drop types, for whom (the caller's fetch). */
export interface RaffleDropsSource {
  types: readonly RaffleDropType[];
  /** The {provider} of the sources' {provider}:{brand}. */
  provider: string;
  /** The player's currency; null for a visitor (the service takes the brand's). */
  currency: string | null;
  signedIn: boolean;
}

/** PlayerRaffleTicketsListResponse's entries: by drop, or by instance (its running drop). */
export interface RaffleTickets {
  instanceId: string;
  dropId: string | null;
  ticketCount: number;
}

export interface RaffleCountdownContext {
  drops: RaffleDrop[];
  /** Epoch ms on the actor's clock at the last tick. */
  now: number;
  /** Ticket counts per drop id (the running instance of a raffle). */
  tickets: Readonly<Record<string, number>>;
  /** Ended instances that already caused a refetch (only those still among the drops). */
  refetchedFor: string[];
  /** What loadDrops fetches (from the last enabling settingsChanged). */
  source: RaffleDropsSource | null;
}

export type RaffleCountdownEvent =
  | { type: 'raffle.settingsChanged'; enabled: boolean; source?: RaffleDropsSource }
  | { type: 'raffle.ticketsReceived'; instanceTickets: readonly RaffleTickets[] };

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
    loadDrops: fromPromise<RaffleDrop[], RaffleDropsSource | null>(async () => {
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
    source: null,
  }),
  initial: 'disabled',
  on: {
    // Tickets are counted by the service whether or not the page shows them: always kept. The
    // socket names the drop, or only the instance: then its drop among those shown.
    'raffle.ticketsReceived': {
      actions: assign(({ context, event }) => {
        const tickets = { ...context.tickets };
        for (const { instanceId, dropId, ticketCount } of event.instanceTickets) {
          const id =
            dropId ?? context.drops.find((drop) => drop.instanceId === instanceId)?.raffle.id;
          if (id) tickets[id] = ticketCount;
        }
        return { tickets };
      }),
    },
  },
  states: {
    disabled: {
      on: {
        'raffle.settingsChanged': {
          guard: 'enabledNow',
          target: 'enabled',
          actions: assign({ source: ({ event }) => event.source ?? null }),
        },
      },
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
                input: ({ context }) => context.source,
                onDone: {
                  target: 'showing',
                  // The sources count a signed-in player's tickets too.
                  actions: assign(({ context, event }) => {
                    const tickets = { ...context.tickets };
                    for (const drop of event.output)
                      if (typeof drop.ticketCount === 'number')
                        tickets[drop.raffle.id] = drop.ticketCount;
                    return { drops: event.output, tickets };
                  }),
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
