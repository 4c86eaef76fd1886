// Fixtures that reach every state and transition of the raffle countdown: settings enabled and
// disabled, drops loaded (all running, or one ended), a failed fetch, a ticket update.
//
// The graph reads `now` from the empty actor's clock (Date.now()) while the replay reads its
// SimulatedClock (from 0), so the fixtures only use ends on which both agree: one long past
// (0: ended at any time) and one far ahead (2100: running at any time). Exact timings are in
// raffle-countdown.test.ts.
import {
  raffleCountdownMachine,
  type RaffleDrop,
} from '../../machines/raffle-countdown/raffle-countdown.machine.ts';
import { machinePathEntry } from '../support/machine-paths/registry-entry.ts';

const FAR_FUTURE = Date.UTC(2100, 0, 1);

export const drop = (
  type: RaffleDrop['type'],
  id: string,
  timestampEnd: number,
  timestampStart = 0,
): RaffleDrop => ({
  type,
  raffle: { id, timestampStart, timestampEnd, pots: [{ id: 'main', currentValue: 25_000 }] },
});

/** Every drop running. */
export const RUNNING_DROPS: RaffleDrop[] = [
  drop('hourly', 'hourly-1', FAR_FUTURE),
  drop('daily', 'daily-1', FAR_FUTURE),
  drop('weekly', 'weekly-1', FAR_FUTURE),
];

/** The hourly drop has ended: the service has not opened the next one yet. */
export const ENDED_HOURLY_DROPS: RaffleDrop[] = [
  drop('hourly', 'hourly-0', 0),
  drop('daily', 'daily-1', FAR_FUTURE),
  drop('weekly', 'weekly-1', FAR_FUTURE),
];

export const raffleCountdownPaths = machinePathEntry(
  'Raffle countdown: fetch when enabled, 1 s tick, refetch 1.5 s after a drop ends (once per ' +
    'instance), failures logged, tickets per instance',
  raffleCountdownMachine,
  {
    events: {
      'raffle.settingsChanged': [
        { type: 'raffle.settingsChanged', enabled: true },
        { type: 'raffle.settingsChanged', enabled: false },
      ],
      'raffle.ticketsReceived': [
        {
          type: 'raffle.ticketsReceived',
          instanceTickets: [
            { instanceId: 'aurora-hourly-eur', dropId: 'hourly-1', ticketCount: 2 },
            { instanceId: 'aurora-daily-eur', dropId: null, ticketCount: 1 },
          ],
        },
      ],
    },
    outputs: { loadDrops: [RUNNING_DROPS, ENDED_HOURLY_DROPS] },
    errors: { loadDrops: ['HTTP 503'] },
    kinds: ['shortest', 'transition'],
    // `now` changes on every tick: it is not part of a graph state (nor compared, see above).
    serializeContext: ({ now: _now, ...rest }) => rest,
    compareContext: ({ now: _now, ...rest }) => rest,
  },
);
