// Fixtures that reach every state and transition of the daily session limit: an
// hour left (counting), the warning five minutes before, the limit reached, the backstop
// log-out (done, failing), a new limit (none, nearly used, used up), the session ending.
//
// The graph does not model time: `now` is fixed at T0 here, and the replay advances the
// simulated clock by exactly what `warnAt`, `reachAt` and `graceAfterReach` ask. Exact timings
// are in protection-session-limit.test.ts.
import {
  sessionLimitMachine,
  type SessionLimitInput,
} from '../../machines/protection/session-limit.machine.ts';
import { machinePathEntry } from '../support/machine-paths/registry-entry.ts';

export const T0 = Date.UTC(2030, 0, 15, 12);

export const HOUR_LEFT: SessionLimitInput = {
  limitSeconds: 7_200,
  playedSeconds: 3_600,
  now: () => T0,
};

export const sessionLimitPaths = machinePathEntry(
  'Daily session limit: counting → warning (5 min left) → reached → backstop log-out',
  sessionLimitMachine,
  {
    input: HOUR_LEFT,
    events: {
      'sl.configure': [
        { type: 'sl.configure', limitSeconds: null, playedSeconds: 3_600 },
        { type: 'sl.configure', limitSeconds: 7_200, playedSeconds: 3_600 },
        { type: 'sl.configure', limitSeconds: 3_800, playedSeconds: 3_600 },
        { type: 'sl.configure', limitSeconds: 3_600, playedSeconds: 3_600 },
      ],
    },
    errors: { logOut: ['HTTP 503'] },
    kinds: ['shortest', 'transition'],
    // The live actor ignores every event once ended; the graph would still apply the root's.
    filterEvents: (state) => state.status === 'active',
    compareContext: ({ now: _now, ...rest }) => rest,
  },
);
