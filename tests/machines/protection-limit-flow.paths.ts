// Fixtures that reach every state and transition of one limit row: viewing, editing
// with a valid and an invalid draft, a decrease that applies at once, an increase that becomes
// pending, cancelling it (and failing to), the reload at effectiveAt (applied, still pending
// before or after its time on this clock, cancelled elsewhere, failed), fresh data from the page.
//
// The graph does not model time: `now` is fixed at T0 here, and the replay advances the
// simulated clock by exactly what each named delay asks. Exact timings are in
// protection-limit-flow.test.ts.
import {
  limitFlowMachine,
  type LimitFlowInput,
  type LimitRow,
} from '../../machines/protection/limit-flow.machine.ts';
import { machinePathEntry } from '../support/machine-paths/registry-entry.ts';

export const T0 = Date.UTC(2030, 0, 15, 12);
const HOUR_MS = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** A daily deposit limit of 20.00 EUR, 5.00 used. */
export const DAILY_20: LimitRow = {
  kind: 'Deposit',
  period: 'Day',
  amount: 2_000,
  currency: 'EUR',
  pending: null,
  used: 500,
  remaining: 1_500,
  resetsAt: iso(T0 + 20 * HOUR_MS),
};

/** Raised to 50.00: pending for 24 h. */
export const RAISE_PENDING: LimitRow = {
  ...DAILY_20,
  pending: { amount: 5_000, requestedAt: iso(T0), effectiveAt: iso(T0 + 24 * HOUR_MS) },
};

/** The server still says pending although effectiveAt has passed on the client's clock. */
export const RAISE_PAST_DUE: LimitRow = {
  ...DAILY_20,
  pending: {
    amount: 5_000,
    requestedAt: iso(T0 - 24 * HOUR_MS - 60_000),
    effectiveAt: iso(T0 - 60_000),
  },
};

/** The raise took effect. */
export const RAISED_50: LimitRow = { ...DAILY_20, amount: 5_000, remaining: 4_500 };

/** Lowered to 10.00 (applies at once). */
export const LOWERED_10: LimitRow = { ...DAILY_20, amount: 1_000, remaining: 500 };

export const LIMIT_INPUT: LimitFlowInput = {
  limit: DAILY_20,
  digits: 2,
  min: 100,
  max: 100_000_000,
  now: () => T0,
};

export const limitFlowPaths = machinePathEntry(
  'One limit row: viewing → editing → saving → applied / pending (effectiveAt, cancel, reload)',
  limitFlowMachine,
  {
    input: LIMIT_INPUT,
    events: {
      'limit.change': [
        { type: 'limit.change', draft: '10' },
        { type: 'limit.change', draft: '20,555' },
      ],
      'limit.refreshed': [
        { type: 'limit.refreshed', limit: DAILY_20 },
        { type: 'limit.refreshed', limit: RAISE_PENDING },
      ],
    },
    outputs: {
      saveLimit: [LOWERED_10, RAISE_PENDING],
      cancelPending: [DAILY_20],
      reloadLimit: [RAISED_50, RAISE_PAST_DUE, RAISE_PENDING, DAILY_20],
    },
    errors: {
      saveLimit: [{ type: 'InvalidLimit', details: { min: 100, max: 100_000_000 } }],
      cancelPending: [{ data: { type: 'NoPendingChange' } }],
      reloadLimit: ['HTTP 503'],
    },
    kinds: ['shortest', 'transition'],
    // The live actor ignores every event once ended; the graph would still apply the root's.
    filterEvents: (state) => state.status === 'active',
    compareContext: ({ now: _now, ...rest }) => rest,
  },
);
