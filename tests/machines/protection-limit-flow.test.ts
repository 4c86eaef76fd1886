import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import {
  CONFIRMATION_SHOWN_MS,
  RELOAD_RETRY_MS,
  formatLimitDraft,
  limitFlowMachine,
  parseLimitDraft,
  type LimitRow,
} from '../../machines/protection/limit-flow.machine.ts';
import { describeMachinePaths } from '../support/paths.ts';
import {
  DAILY_20,
  LOWERED_10,
  RAISED_50,
  RAISE_PAST_DUE,
  RAISE_PENDING,
  T0,
  limitFlowPaths,
} from './protection-limit-flow.paths.ts';

describeMachinePaths('limit-flow', limitFlowPaths.machine, limitFlowPaths.options);

const HOUR_MS = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** An ApiError as src/adapters/graphql/api-error.ts builds it: type (and details) under `data`. */
const apiError = (type: string, details?: Record<string, unknown>) =>
  Object.assign(new Error(`[GraphQL] ${type}`), { data: { type, details, keys: [] } });

type Answer = LimitRow | Error;
type RowKey = Pick<LimitRow, 'kind' | 'period'>;
type SaveInput = RowKey & { amount: number | null };

/**
 * A live row on a SimulatedClock set to T0; the app's calls answer from the given lists (an
 * Error rejects), the last answer repeating, and record their input and time.
 */
function start(
  limit: LimitRow,
  answers: { save?: Answer[]; cancel?: Answer[]; reload?: Answer[] } = {},
  options: { digits?: number; min?: number; max?: number } = {},
) {
  const clock = new SimulatedClock();
  clock.set(T0);
  const calls: { actor: string; input: unknown; at: number }[] = [];
  const answer = <TInput>(actor: string, list: Answer[] | undefined) =>
    fromPromise<LimitRow, TInput>(async ({ input }) => {
      const made = calls.filter((call) => call.actor === actor).length;
      calls.push({ actor, input, at: clock.now() });
      const next = list?.[Math.min(made, list.length - 1)];
      if (next === undefined) throw new Error(`${actor}: no answer`);
      if (next instanceof Error) throw next;
      return next;
    });
  const machine = limitFlowMachine.provide({
    actors: {
      saveLimit: answer<SaveInput>('saveLimit', answers.save),
      cancelPending: answer<RowKey>('cancelPending', answers.cancel),
      reloadLimit: answer<RowKey>('reloadLimit', answers.reload),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: {
      limit,
      digits: options.digits ?? 2,
      min: options.min ?? 100,
      max: options.max ?? 100_000_000,
      now: () => clock.now(),
    },
  }).start();
  const send = async (event: Parameters<typeof actor.send>[0]) => {
    actor.send(event);
    await flush();
  };
  const advance = async (ms: number) => {
    clock.increment(ms);
    await flush();
  };
  const snapshot = () => actor.getSnapshot();
  return { actor, clock, calls, send, advance, snapshot };
}

describe('parseLimitDraft', () => {
  const parse = (draft: string, digits = 2) => parseLimitDraft(draft, digits, 100, 100_000_000);

  it('reads major units with either decimal separator as minor units', () => {
    expect(parse('20')).toEqual({ ok: true, amount: 2_000 });
    expect(parse('20.5')).toEqual({ ok: true, amount: 2_050 });
    expect(parse('20,50')).toEqual({ ok: true, amount: 2_050 });
    expect(parse('20.')).toEqual({ ok: true, amount: 2_000 });
    expect(parse(' 20 ')).toEqual({ ok: true, amount: 2_000 });
    expect(parse('1 000')).toEqual({ ok: true, amount: 100_000 });
    expect(parse('+20')).toEqual({ ok: true, amount: 2_000 });
    expect(parse('007')).toEqual({ ok: true, amount: 700 });
    // Trailing zeros are not decimals of their own.
    expect(parse('20.500')).toEqual({ ok: true, amount: 2_050 });
    // Three-digit and zero-digit currencies.
    expect(parse('1.234', 3)).toEqual({ ok: true, amount: 1_234 });
    expect(parse('500', 0)).toEqual({ ok: true, amount: 500 });
  });

  it('Session (digits 0) is whole minutes', () => {
    expect(parseLimitDraft('90', 0, 15, 1_440)).toEqual({ ok: true, amount: 90 });
    expect(parseLimitDraft('90.5', 0, 15, 1_440)).toEqual({
      ok: false,
      reason: 'tooManyDecimals',
    });
    expect(parseLimitDraft('10', 0, 15, 1_440)).toEqual({ ok: false, reason: 'belowMinimum' });
    expect(parseLimitDraft('1441', 0, 15, 1_440)).toEqual({ ok: false, reason: 'aboveMaximum' });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'notANumber'],
    ['1e9', 'notANumber'],
    ['Infinity', 'notANumber'],
    ['NaN', 'notANumber'],
    ['0x10', 'notANumber'],
    ['.', 'notANumber'],
    ['1,000.50', 'notANumber'],
    ['20.5.1', 'notANumber'],
    ['€20', 'notANumber'],
    ['-5', 'notPositive'],
    ['-0.01', 'notPositive'],
    ['0', 'notPositive'],
    ['0,00', 'notPositive'],
    ['20.555', 'tooManyDecimals'],
    ['0.001', 'tooManyDecimals'],
    ['0.99', 'belowMinimum'],
    ['1000000.01', 'aboveMaximum'],
    ['99999999999999999999', 'aboveMaximum'],
    ['9007199254740993', 'aboveMaximum'],
  ] as const)('%j is refused: %s', (draft, reason) => {
    expect(parse(draft)).toEqual({ ok: false, reason });
  });

  it('the limits themselves are allowed', () => {
    expect(parse('1')).toEqual({ ok: true, amount: 100 });
    expect(parse('1000000')).toEqual({ ok: true, amount: 100_000_000 });
  });

  it('formatLimitDraft gives back what parses to the same amount', () => {
    expect(formatLimitDraft(null, 2)).toBe('');
    expect(formatLimitDraft(2_000, 2)).toBe('20');
    expect(formatLimitDraft(2_050, 2)).toBe('20.50');
    expect(formatLimitDraft(90, 0)).toBe('90');
    for (const amount of [100, 2_050, 12_345, 100_000_000]) {
      expect(parse(formatLimitDraft(amount, 2))).toEqual({ ok: true, amount });
    }
  });
});

describe('limit flow on a simulated clock', () => {
  it('starts in pending when the row has a pending change, else in viewing', () => {
    expect(start(DAILY_20).snapshot().value).toBe('viewing');
    expect(start(RAISE_PENDING).snapshot().matches('pending')).toBe(true);
  });

  it('a decrease applies at once: confirmation for exactly 4 s, then the row', async () => {
    const row = start(DAILY_20, { save: [LOWERED_10] });
    await row.send({ type: 'limit.edit' });
    expect(row.snapshot().value).toBe('editing');
    expect(row.snapshot().context.draft).toBe('20');
    await row.send({ type: 'limit.change', draft: '10,00' });
    await row.send({ type: 'limit.submit' });
    expect(row.calls).toEqual([
      { actor: 'saveLimit', input: { kind: 'Deposit', period: 'Day', amount: 1_000 }, at: T0 },
    ]);
    expect(row.snapshot().value).toBe('applied');
    expect(row.snapshot().context.limit).toEqual(LOWERED_10);
    expect(row.snapshot().context.error).toBeNull();
    await row.advance(CONFIRMATION_SHOWN_MS - 1);
    expect(row.snapshot().value).toBe('applied');
    await row.advance(1);
    expect(row.snapshot().value).toBe('viewing');
  });

  it('OK closes the confirmation at once', async () => {
    const row = start(DAILY_20, { save: [LOWERED_10] });
    await row.send({ type: 'limit.edit' });
    await row.send({ type: 'limit.change', draft: '10' });
    await row.send({ type: 'limit.submit' });
    await row.send({ type: 'limit.ok' });
    expect(row.snapshot().value).toBe('viewing');
  });

  it('an invalid draft stays in editing with InvalidDraft and sends nothing', async () => {
    const row = start(DAILY_20, { save: [LOWERED_10] });
    await row.send({ type: 'limit.edit' });
    for (const [draft, reason] of [
      ['20,555', 'tooManyDecimals'],
      ['-5', 'notPositive'],
      ['', 'empty'],
      ['1e9', 'notANumber'],
    ] as const) {
      await row.send({ type: 'limit.change', draft });
      expect(row.snapshot().context.error).toBeNull();
      await row.send({ type: 'limit.submit' });
      expect(row.snapshot().value).toBe('editing');
      expect(row.snapshot().context.error).toEqual({ type: 'InvalidDraft', details: { reason } });
    }
    expect(row.calls).toEqual([]);
    await row.send({ type: 'limit.discard' });
    expect(row.snapshot().value).toBe('viewing');
    expect(row.snapshot().context.error).toBeNull();
  });

  it("the server's refusal goes back to editing with its type and details", async () => {
    const row = start(DAILY_20, {
      save: [apiError('InvalidLimit', { min: 100, max: 100_000_000 }), LOWERED_10],
    });
    await row.send({ type: 'limit.edit' });
    await row.send({ type: 'limit.change', draft: '10' });
    await row.send({ type: 'limit.submit' });
    expect(row.snapshot().value).toBe('editing');
    expect(row.snapshot().context.error).toEqual({
      type: 'InvalidLimit',
      details: { min: 100, max: 100_000_000 },
    });
    expect(row.snapshot().context.draft).toBe('10');
    // An error without a type is still an error.
    const other = start(DAILY_20, { save: [new Error('offline')] });
    await other.send({ type: 'limit.edit' });
    await other.send({ type: 'limit.submit' });
    expect(other.snapshot().context.error).toEqual({ type: 'UnknownError' });
  });

  it('an increase is pending: nothing applies before effectiveAt; at effectiveAt the server is asked', async () => {
    const due = T0 + 24 * HOUR_MS;
    const row = start(DAILY_20, { save: [RAISE_PENDING], reload: [RAISED_50] });
    await row.send({ type: 'limit.edit' });
    await row.send({ type: 'limit.change', draft: '50' });
    await row.send({ type: 'limit.submit' });
    expect(row.snapshot().value).toEqual({ pending: 'waiting' });
    expect(row.snapshot().context.limit.pending?.effectiveAt).toBe(iso(due));

    await row.advance(due - T0 - 1);
    expect(row.snapshot().value).toEqual({ pending: 'waiting' });
    expect(row.snapshot().context.limit.amount).toBe(2_000);
    expect(row.calls.map((call) => call.actor)).toEqual(['saveLimit']);

    await row.advance(1);
    expect(row.calls.at(-1)).toEqual({
      actor: 'reloadLimit',
      input: { kind: 'Deposit', period: 'Day' },
      at: due,
    });
    expect(row.snapshot().value).toBe('applied');
    expect(row.snapshot().context.limit).toEqual(RAISED_50);
    await row.advance(CONFIRMATION_SHOWN_MS);
    expect(row.snapshot().value).toBe('viewing');
  });

  it('a server still saying "pending" at effectiveAt is asked again 30 s later; it never applies by itself', async () => {
    const due = T0 + 24 * HOUR_MS;
    const stillPending: LimitRow = { ...RAISE_PENDING };
    const row = start(RAISE_PENDING, { reload: [stillPending, new Error('HTTP 503'), RAISED_50] });
    await row.advance(due - T0);
    expect(row.snapshot().value).toEqual({ pending: 'retrying' });
    expect(row.snapshot().context.limit.amount).toBe(2_000);
    await row.advance(RELOAD_RETRY_MS - 1);
    expect(row.calls).toHaveLength(1);
    await row.advance(1);
    // Failed: retried again after 30 s.
    expect(row.calls.map((call) => call.at)).toEqual([due, due + RELOAD_RETRY_MS]);
    expect(row.snapshot().value).toEqual({ pending: 'retrying' });
    await row.advance(RELOAD_RETRY_MS);
    expect(row.snapshot().value).toBe('applied');
    expect(row.snapshot().context.limit.amount).toBe(5_000);
  });

  it('a later effectiveAt from the server waits again until then', async () => {
    const due = T0 + 24 * HOUR_MS;
    const moved: LimitRow = {
      ...RAISE_PENDING,
      pending: { amount: 5_000, requestedAt: iso(T0), effectiveAt: iso(due + HOUR_MS) },
    };
    const row = start(RAISE_PENDING, { reload: [moved, RAISED_50] });
    await row.advance(due - T0);
    expect(row.snapshot().value).toEqual({ pending: 'waiting' });
    await row.advance(HOUR_MS - 1);
    expect(row.calls).toHaveLength(1);
    await row.advance(1);
    expect(row.calls).toHaveLength(2);
    expect(row.snapshot().value).toBe('applied');
  });

  it('a change cancelled elsewhere is no confirmation: back to the row', async () => {
    const row = start(RAISE_PENDING, { reload: [DAILY_20] });
    await row.advance(24 * HOUR_MS);
    expect(row.snapshot().value).toBe('viewing');
    expect(row.snapshot().context.limit).toEqual(DAILY_20);
  });

  it('a pending change whose effectiveAt passed before load is asked for at once', async () => {
    const row = start(RAISE_PAST_DUE, { reload: [RAISED_50] });
    await row.advance(0);
    expect(row.calls.map((call) => call.actor)).toEqual(['reloadLimit']);
    expect(row.snapshot().value).toBe('applied');
  });

  it('cancel drops the pending change; a refusal stays pending with the error', async () => {
    const row = start(RAISE_PENDING, { cancel: [apiError('NoPendingChange'), DAILY_20] });
    await row.send({ type: 'limit.cancelPending' });
    expect(row.snapshot().value).toEqual({ pending: 'waiting' });
    expect(row.snapshot().context.error).toEqual({ type: 'NoPendingChange' });
    await row.send({ type: 'limit.cancelPending' });
    expect(row.calls.map((call) => call.input)).toEqual([
      { kind: 'Deposit', period: 'Day' },
      { kind: 'Deposit', period: 'Day' },
    ]);
    expect(row.snapshot().value).toBe('viewing');
    expect(row.snapshot().context.limit.pending).toBeNull();
    expect(row.snapshot().context.error).toBeNull();
    // No reload is left scheduled.
    await row.advance(48 * HOUR_MS);
    expect(row.calls).toHaveLength(2);
  });

  it('removal asks for amount null (pending like an increase); only when a limit is in force', async () => {
    const removal: LimitRow = {
      ...DAILY_20,
      pending: { amount: null, requestedAt: iso(T0), effectiveAt: iso(T0 + 24 * HOUR_MS) },
    };
    const row = start(DAILY_20, { save: [removal] });
    await row.send({ type: 'limit.remove' });
    expect(row.calls[0]?.input).toEqual({ kind: 'Deposit', period: 'Day', amount: null });
    expect(row.snapshot().matches('pending')).toBe(true);

    const none = start({ ...DAILY_20, amount: null, remaining: null }, { save: [removal] });
    await none.send({ type: 'limit.remove' });
    expect(none.snapshot().value).toBe('viewing');
    expect(none.calls).toEqual([]);
  });

  it('fresh data re-decides the row, but not while the player edits or a call is under way', async () => {
    const row = start(DAILY_20, { save: [] });
    await row.send({ type: 'limit.refreshed', limit: RAISE_PENDING });
    expect(row.snapshot().matches('pending')).toBe(true);
    await row.send({ type: 'limit.refreshed', limit: LOWERED_10 });
    expect(row.snapshot().value).toBe('viewing');

    await row.send({ type: 'limit.edit' });
    await row.send({ type: 'limit.change', draft: '15' });
    const used: LimitRow = { ...LOWERED_10, used: 900, remaining: 100 };
    await row.send({ type: 'limit.refreshed', limit: used });
    expect(row.snapshot().value).toBe('editing');
    expect(row.snapshot().context.draft).toBe('15');
    expect(row.snapshot().context.limit).toEqual(used);
  });

  it('a refresh during a save does not interrupt it', async () => {
    let resolve: (row: LimitRow) => void = () => {};
    const clock = new SimulatedClock();
    clock.set(T0);
    const machine = limitFlowMachine.provide({
      actors: {
        saveLimit: fromPromise(() => new Promise<LimitRow>((done) => (resolve = done))),
      },
    });
    const actor = createActor(machine, {
      clock,
      input: { limit: DAILY_20, digits: 2, min: 100, max: 100_000_000, now: () => clock.now() },
    }).start();
    actor.send({ type: 'limit.edit' });
    actor.send({ type: 'limit.change', draft: '10' });
    actor.send({ type: 'limit.submit' });
    actor.send({ type: 'limit.refreshed', limit: RAISE_PENDING });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().context.requested).toBe(1_000);
    resolve(LOWERED_10);
    await flush();
    expect(actor.getSnapshot().value).toBe('applied');
    expect(actor.getSnapshot().context.requested).toBeNull();
  });
});
