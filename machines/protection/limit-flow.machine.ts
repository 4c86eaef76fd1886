// One limit row of /profile/limits/ and /profile/global-limits/ (player protection, "Changes"): the
// player sees the limit in force, edits it, and the server decides what happens. A decrease (or
// a first limit) applies at once: the row confirms it for a moment (`applied`). An increase or a
// removal waits out the licence's cooling-off (24 h, 48 h on anj): the row shows the pending
// change with its effective time and may cancel it. The client never applies a pending change
// itself: at effectiveAt it asks the server again (`reloadLimit`), and only the server's answer
// moves the row on, so a pending increase can never apply early because a client clock is ahead.
//
// The calls are the app's (`saveLimit`, `cancelPending`, `reloadLimit`); the draft is checked
// here (parseLimitDraft) so that the player hears about "20,555" before anything is sent, and
// the server checks again (InvalidLimit {min, max}).
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { msUntil, readError, type MachineError } from './timers.ts';

/** After the confirmation of a change that applied at once, the row shows the limit again. */
export const CONFIRMATION_SHOWN_MS = 4_000;
/** A failed reload at effectiveAt (or a server still saying "pending" then) is asked again after this. */
export const RELOAD_RETRY_MS = 30_000;

export type LimitKind = 'Deposit' | 'Loss' | 'GlobalLoss' | 'Session';
export type LimitPeriod = 'Day' | 'Week' | 'Month';

/** GraphQL PlayerLimit: money in minor units, Session in minutes; times are ISO 8601. */
export interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  amount: number | null;
  currency: string | null;
  pending: { amount: number | null; requestedAt: string; effectiveAt: string } | null;
  used: number;
  remaining: number | null;
  resetsAt: string | null;
}

export interface LimitFlowInput {
  limit: LimitRow;
  /** Minor digits of the currency (2 for EUR); 0 for Session (minutes). */
  digits: number;
  /** Smallest and largest amount the licence allows, minor units (minutes for Session). */
  min: number;
  max: number;
  /** Epoch ms; the app passes Date.now, tests a simulated clock. */
  now: () => number;
}

export interface LimitFlowContext {
  limit: LimitRow;
  /** What the player typed, major units. */
  draft: string;
  error: MachineError | null;
  digits: number;
  min: number;
  max: number;
  now: () => number;
  /** The amount being saved (null: removal); null when nothing is being saved. */
  requested: number | null;
}

export type LimitFlowEvent =
  | { type: 'limit.edit' }
  | { type: 'limit.change'; draft: string }
  | { type: 'limit.submit' }
  /** Ask for the limit to be removed (amount null): pending like an increase. */
  | { type: 'limit.remove' }
  | { type: 'limit.discard' }
  | { type: 'limit.cancelPending' }
  /** The player closes the confirmation. */
  | { type: 'limit.ok' }
  /** New data for this row from the page's query. */
  | { type: 'limit.refreshed'; limit: LimitRow };

export type LimitDraftReason =
  'empty' | 'notANumber' | 'notPositive' | 'tooManyDecimals' | 'belowMinimum' | 'aboveMaximum';

export type LimitDraftResult =
  { ok: true; amount: number } | { ok: false; reason: LimitDraftReason };

/**
 * A typed amount in major units ("20", "20.5", "20,50": either decimal separator; spaces are
 * ignored, no thousands separators) as minor units with `digits` decimals (Session: digits 0,
 * minutes). Decimals beyond `digits` are refused unless they are zeros ("20.500" is 20.50).
 */
export function parseLimitDraft(
  draft: string,
  digits: number,
  min: number,
  max: number,
): LimitDraftResult {
  const text = draft.replace(/\s+/g, '');
  if (text === '') return { ok: false, reason: 'empty' };
  const match = /^([+-]?)(\d*)(?:[.,](\d*))?$/.exec(text);
  const [, sign = '', whole = '', fraction = ''] = match ?? [];
  if (!match || whole.length + fraction.length === 0) return { ok: false, reason: 'notANumber' };
  const significant = fraction.replace(/0+$/, '');
  if (sign === '-') return { ok: false, reason: 'notPositive' };
  if (significant.length > digits) return { ok: false, reason: 'tooManyDecimals' };
  const amount = Number(`${whole || '0'}${significant.padEnd(digits, '0')}`);
  if (amount === 0) return { ok: false, reason: 'notPositive' };
  if (!Number.isSafeInteger(amount) || amount > max) return { ok: false, reason: 'aboveMaximum' };
  if (amount < min) return { ok: false, reason: 'belowMinimum' };
  return { ok: true, amount };
}

/** An amount in minor units as the draft the player edits (2000 → "20", 2050 → "20.50"); null → "". */
export function formatLimitDraft(amount: number | null, digits: number): string {
  if (amount === null) return '';
  const major = amount / 10 ** digits;
  return Number.isInteger(major) ? String(major) : major.toFixed(digits);
}

const parseDraft = (context: LimitFlowContext) =>
  parseLimitDraft(context.draft, context.digits, context.min, context.max);

const effectiveAt = (limit: LimitRow) =>
  limit.pending ? Date.parse(limit.pending.effectiveAt) : Number.NaN;

const key = (context: LimitFlowContext) => ({
  kind: context.limit.kind,
  period: context.limit.period,
});

export const limitFlowMachine = setup({
  types: {
    context: {} as LimitFlowContext,
    events: {} as LimitFlowEvent,
    input: {} as LimitFlowInput,
  },
  actors: {
    /** setLimit: a decrease or first limit comes back applied, an increase or removal pending. */
    saveLimit: fromPromise<
      LimitRow,
      { kind: LimitKind; period: LimitPeriod; amount: number | null }
    >(async () => {
      throw new Error('saveLimit is provided by the app');
    }),
    /** cancelPendingLimit: the row without its pending change. */
    cancelPending: fromPromise<LimitRow, { kind: LimitKind; period: LimitPeriod }>(async () => {
      throw new Error('cancelPending is provided by the app');
    }),
    /** The row as the server has it now (network-only). */
    reloadLimit: fromPromise<LimitRow, { kind: LimitKind; period: LimitPeriod }>(async () => {
      throw new Error('reloadLimit is provided by the app');
    }),
  },
  actions: {
    adoptRefreshed: assign(({ event }) =>
      event.type === 'limit.refreshed' ? { limit: event.limit, error: null } : {},
    ),
  },
  guards: {
    hasPending: ({ context }) => context.limit.pending !== null,
    hasLimit: ({ context }) => context.limit.amount !== null,
    draftValid: ({ context }) => parseDraft(context).ok,
    /** The reloaded row no longer has the change pending and its amount is the one that was. */
    pendingTookEffect: ({ context, event }) => {
      const output = (event as { output?: LimitRow }).output;
      return (
        output !== undefined &&
        output.pending === null &&
        context.limit.pending !== null &&
        output.amount === context.limit.pending.amount
      );
    },
    /** The server still says pending although its effectiveAt has passed on this clock. */
    stillPendingButDue: ({ context, event }) => {
      const output = (event as { output?: LimitRow }).output;
      return output?.pending != null && effectiveAt(output) <= context.now();
    },
    stillPending: ({ event }) => (event as { output?: LimitRow }).output?.pending != null,
  },
  delays: {
    /** Until the pending change's effectiveAt, on the app's clock. */
    pendingDue: ({ context }) => {
      const at = effectiveAt(context.limit);
      return Number.isNaN(at) ? 0 : msUntil(at, context.now());
    },
    reloadRetry: RELOAD_RETRY_MS,
    confirmationShown: CONFIRMATION_SHOWN_MS,
  },
}).createMachine({
  id: 'limitFlow',
  context: ({ input }) => ({
    limit: input.limit,
    draft: '',
    error: null,
    digits: input.digits,
    min: input.min,
    max: input.max,
    now: input.now,
    requested: null,
  }),
  initial: 'routing',
  on: {
    // Fresh data re-decides the row, except while the player edits or a call is under way.
    'limit.refreshed': { target: '.routing', actions: 'adoptRefreshed' },
  },
  states: {
    /** Transient: pending when the row has a pending change, else viewing. */
    routing: {
      always: [{ guard: 'hasPending', target: 'pending' }, { target: 'viewing' }],
    },
    viewing: {
      on: {
        'limit.edit': {
          target: 'editing',
          actions: assign(({ context }) => ({
            draft: formatLimitDraft(context.limit.amount, context.digits),
            error: null,
          })),
        },
        'limit.remove': {
          guard: 'hasLimit',
          target: 'saving',
          actions: assign({ requested: null, error: null }),
        },
      },
    },
    editing: {
      on: {
        // The row's numbers (used, remaining) may change; the draft stays.
        'limit.refreshed': { actions: assign(({ event }) => ({ limit: event.limit })) },
        'limit.change': { actions: assign(({ event }) => ({ draft: event.draft, error: null })) },
        'limit.submit': [
          {
            guard: 'draftValid',
            target: 'saving',
            actions: assign(({ context }) => {
              const parsed = parseDraft(context);
              return { requested: parsed.ok ? parsed.amount : null, error: null };
            }),
          },
          {
            actions: assign(({ context }) => {
              const parsed = parseDraft(context);
              return {
                error: {
                  type: 'InvalidDraft',
                  details: { reason: parsed.ok ? null : parsed.reason },
                },
              };
            }),
          },
        ],
        'limit.remove': {
          guard: 'hasLimit',
          target: 'saving',
          actions: assign({ requested: null, error: null }),
        },
        'limit.discard': { target: 'routing', actions: assign({ error: null }) },
      },
    },
    saving: {
      on: { 'limit.refreshed': {} },
      invoke: {
        id: 'saveLimit',
        src: 'saveLimit',
        input: ({ context }) => ({ ...key(context), amount: context.requested }),
        onDone: [
          {
            guard: 'stillPending',
            target: 'pending',
            actions: assign(({ event }) => ({ limit: event.output, requested: null })),
          },
          {
            target: 'applied',
            actions: assign(({ event }) => ({ limit: event.output, requested: null })),
          },
        ],
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({ error: readError(event.error), requested: null })),
        },
      },
    },
    /** A change waits for its effectiveAt (context.limit.pending). */
    pending: {
      initial: 'waiting',
      on: {
        'limit.cancelPending': { target: 'cancelling', actions: assign({ error: null }) },
        'limit.edit': {
          target: 'editing',
          actions: assign(({ context }) => ({
            draft: formatLimitDraft(context.limit.amount, context.digits),
            error: null,
          })),
        },
      },
      states: {
        waiting: {
          after: { pendingDue: 'reloading' },
        },
        /** effectiveAt has come: the server says whether the change applied. */
        reloading: {
          invoke: {
            id: 'reloadLimit',
            src: 'reloadLimit',
            input: ({ context }) => key(context),
            onDone: [
              {
                guard: 'pendingTookEffect',
                target: '#limitFlow.applied',
                actions: assign(({ event }) => ({ limit: event.output })),
              },
              {
                guard: 'stillPendingButDue',
                target: 'retrying',
                actions: assign(({ event }) => ({ limit: event.output })),
              },
              {
                guard: 'stillPending',
                target: 'waiting',
                actions: assign(({ event }) => ({ limit: event.output })),
              },
              // Cancelled elsewhere (another tab): no confirmation.
              {
                target: '#limitFlow.routing',
                actions: assign(({ event }) => ({ limit: event.output })),
              },
            ],
            onError: { target: 'retrying' },
          },
        },
        retrying: {
          after: { reloadRetry: 'reloading' },
        },
      },
    },
    cancelling: {
      on: { 'limit.refreshed': {} },
      invoke: {
        id: 'cancelPending',
        src: 'cancelPending',
        input: ({ context }) => key(context),
        onDone: {
          target: 'routing',
          actions: assign(({ event }) => ({ limit: event.output })),
        },
        onError: {
          target: 'pending',
          actions: assign(({ event }) => ({ error: readError(event.error) })),
        },
      },
    },
    /** The change took effect at once (or at effectiveAt): a short confirmation. */
    applied: {
      after: { confirmationShown: 'routing' },
      on: {
        'limit.ok': 'routing',
        'limit.edit': {
          target: 'editing',
          actions: assign(({ context }) => ({
            draft: formatLimitDraft(context.limit.amount, context.digits),
            error: null,
          })),
        },
      },
    },
  },
});

export type LimitFlowSnapshot = SnapshotFrom<typeof limitFlowMachine>;
