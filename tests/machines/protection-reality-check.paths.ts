// Fixtures that reach every state and transition of the reality check: a reload
// at 2.5 periods with one check answered (check 2 shows at once), Continue (answered, failing),
// the next check on its timer, an answer from another tab (stale and current), Log out
// (done, failing), a new period, the period switched off, the session ending.
//
// The graph does not model time: `now` is fixed at T0 here, and the replay advances the
// simulated clock by exactly what `nextCheck` asks. Exact timings are in protection-reality-check.test.ts.
import {
  realityCheckMachine,
  type RealityCheckInput,
} from '../../machines/protection/reality-check.machine.ts';
import { machinePathEntry } from '../support/machine-paths/registry-entry.ts';

export const T0 = Date.UTC(2030, 0, 15, 12);
export const PERIOD_MS = 10 * 60_000;

/** Loaded 2.5 periods into the session with check 1 answered: check 2 is due. */
export const RELOADED: RealityCheckInput = {
  startedAt: T0 - 2.5 * PERIOD_MS,
  periodMs: PERIOD_MS,
  acknowledged: 1,
  now: () => T0,
};

export const realityCheckPaths = machinePathEntry(
  'Reality check: anchored to the server session start; due, Continue, Log out, other tabs, configure',
  realityCheckMachine,
  {
    input: RELOADED,
    events: {
      'rc.acknowledgedElsewhere': [
        { type: 'rc.acknowledgedElsewhere', index: 1 },
        { type: 'rc.acknowledgedElsewhere', index: 5 },
      ],
      'rc.configure': [
        { type: 'rc.configure', startedAt: T0, periodMs: PERIOD_MS, acknowledged: 0 },
        { type: 'rc.configure', startedAt: T0, periodMs: null, acknowledged: 0 },
      ],
    },
    errors: { acknowledge: ['HTTP 503'], logOut: ['HTTP 503'] },
    kinds: ['shortest', 'transition'],
    filterEvents: (state, event) =>
      // The live actor ignores every event once ended; the graph would still apply the root's.
      state.status === 'active' &&
      // Every answered check moves the next one a period on: the timer stops at check 4 so
      // that the graph is finite (the same steps repeat beyond it).
      !(event.type.startsWith('xstate.after.') && state.context.index >= 4),
    compareContext: ({ now: _now, ...rest }) => rest,
  },
);
