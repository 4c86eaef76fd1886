import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import {
  dueIndex,
  nextCheckAt,
  realityCheckMachine,
  sessionPlayedMs,
} from '../../machines/protection/reality-check.machine.ts';
import { describeMachinePaths } from '../support/paths.ts';
import { PERIOD_MS as P, T0, realityCheckPaths } from './protection-reality-check.paths.ts';

describeMachinePaths('reality-check', realityCheckPaths.machine, realityCheckPaths.options);

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A live reality check on a SimulatedClock set to `at`; acknowledge and logOut answer from the
 * given lists (an Error rejects, the last answer repeating) and record their input and time.
 */
function start(
  input: { startedAt: number; periodMs: number | null; acknowledged: number },
  at: number,
  answers: { acknowledge?: (Error | null)[]; logOut?: (Error | null)[] } = {},
) {
  const clock = new SimulatedClock();
  clock.set(at);
  const calls: { actor: string; input: unknown; at: number }[] = [];
  const answer = <TInput>(actor: string, list: (Error | null)[] = [null]) =>
    fromPromise<void, TInput>(async ({ input: callInput }) => {
      const made = calls.filter((call) => call.actor === actor).length;
      calls.push({ actor, input: callInput, at: clock.now() });
      const next = list[Math.min(made, list.length - 1)];
      if (next) throw next;
    });
  const machine = realityCheckMachine.provide({
    actors: {
      acknowledge: answer<{ index: number }>('acknowledge', answers.acknowledge),
      logOut: answer<unknown>('logOut', answers.logOut),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { ...input, now: () => clock.now() },
  }).start();
  const send = async (event: Parameters<typeof actor.send>[0]) => {
    actor.send(event);
    await flush();
  };
  /** Moves the clock to `time` (epoch ms). */
  const advanceTo = async (time: number) => {
    clock.set(time);
    await flush();
  };
  const shown = () => {
    const snapshot = actor.getSnapshot();
    return { value: snapshot.value, index: snapshot.context.index };
  };
  return { actor, clock, calls, send, advanceTo, shown };
}

describe('reality check on a simulated clock', () => {
  it('shows check n exactly at startedAt + n·period, not before; Continue waits for the next', async () => {
    const rc = start({ startedAt: T0, periodMs: P, acknowledged: 0 }, T0);
    expect(rc.shown()).toEqual({ value: 'waiting', index: 1 });
    await rc.advanceTo(T0 + P - 1);
    expect(rc.shown()).toEqual({ value: 'waiting', index: 1 });
    await rc.advanceTo(T0 + P);
    expect(rc.shown()).toEqual({ value: 'due', index: 1 });

    // The player reads for 40 s: the next check is still anchored to the session start.
    await rc.advanceTo(T0 + P + 40_000);
    await rc.send({ type: 'rc.continue' });
    expect(rc.calls).toEqual([{ actor: 'acknowledge', input: { index: 1 }, at: T0 + P + 40_000 }]);
    expect(rc.shown()).toEqual({ value: 'waiting', index: 2 });
    expect(rc.actor.getSnapshot().context.acknowledged).toBe(1);
    await rc.advanceTo(T0 + 2 * P - 1);
    expect(rc.shown().value).toBe('waiting');
    await rc.advanceTo(T0 + 2 * P);
    expect(rc.shown()).toEqual({ value: 'due', index: 2 });
  });

  it('a reload at 2.5 periods with one check answered shows check 2 at once, then 3 at 3 periods', async () => {
    const rc = start({ startedAt: T0, periodMs: P, acknowledged: 1 }, T0 + 2.5 * P);
    expect(rc.shown()).toEqual({ value: 'due', index: 2 });
    await rc.send({ type: 'rc.continue' });
    expect(rc.shown()).toEqual({ value: 'waiting', index: 3 });
    await rc.advanceTo(T0 + 3 * P - 1);
    expect(rc.shown().value).toBe('waiting');
    await rc.advanceTo(T0 + 3 * P);
    expect(rc.shown()).toEqual({ value: 'due', index: 3 });
  });

  it('a reload before the next check neither shows it early nor postpones it', async () => {
    const rc = start({ startedAt: T0, periodMs: P, acknowledged: 1 }, T0 + 1.5 * P);
    expect(rc.shown()).toEqual({ value: 'waiting', index: 2 });
    await rc.advanceTo(T0 + 2 * P - 1);
    expect(rc.shown().value).toBe('waiting');
    await rc.advanceTo(T0 + 2 * P);
    expect(rc.shown()).toEqual({ value: 'due', index: 2 });
  });

  it('after a long absence only the latest check due is shown, once', async () => {
    const rc = start({ startedAt: T0, periodMs: P, acknowledged: 1 }, T0 + 5.5 * P);
    expect(rc.shown()).toEqual({ value: 'due', index: 5 });
    await rc.send({ type: 'rc.continue' });
    expect(rc.calls[0]?.input).toEqual({ index: 5 });
    expect(rc.shown()).toEqual({ value: 'waiting', index: 6 });
    await rc.advanceTo(T0 + 6 * P - 1);
    expect(rc.shown().value).toBe('waiting');
  });

  it('an answer in another tab closes the dialog; a stale one does not', async () => {
    const rc = start({ startedAt: T0, periodMs: P, acknowledged: 1 }, T0 + 2 * P);
    expect(rc.shown()).toEqual({ value: 'due', index: 2 });
    await rc.send({ type: 'rc.acknowledgedElsewhere', index: 1 });
    expect(rc.shown()).toEqual({ value: 'due', index: 2 });
    await rc.send({ type: 'rc.acknowledgedElsewhere', index: 2 });
    expect(rc.shown()).toEqual({ value: 'waiting', index: 3 });
    expect(rc.calls).toEqual([]);
    await rc.advanceTo(T0 + 3 * P);
    expect(rc.shown()).toEqual({ value: 'due', index: 3 });
  });

  it('an answer elsewhere while this tab still waits moves its timer on', async () => {
    // This tab's timer is late (a background tab): the other tab already answered check 2.
    const rc = start({ startedAt: T0, periodMs: P, acknowledged: 1 }, T0 + 1.9 * P);
    await rc.send({ type: 'rc.acknowledgedElsewhere', index: 2 });
    expect(rc.shown()).toEqual({ value: 'waiting', index: 3 });
    await rc.advanceTo(T0 + 2 * P);
    expect(rc.shown().value).toBe('waiting');
    await rc.advanceTo(T0 + 3 * P);
    expect(rc.shown()).toEqual({ value: 'due', index: 3 });
  });

  it('a failed acknowledge keeps the dialog; Continue again succeeds', async () => {
    const rc = start({ startedAt: T0, periodMs: P, acknowledged: 0 }, T0 + P, {
      acknowledge: [new Error('HTTP 503'), null],
    });
    await rc.send({ type: 'rc.continue' });
    expect(rc.shown()).toEqual({ value: 'due', index: 1 });
    expect(rc.actor.getSnapshot().context.acknowledged).toBe(0);
    await rc.send({ type: 'rc.continue' });
    expect(rc.shown()).toEqual({ value: 'waiting', index: 2 });
  });

  it('a shorter period applies at once; off stops the checks; on again resumes them', async () => {
    const hour = 60 * 60_000;
    const rc = start({ startedAt: T0, periodMs: hour, acknowledged: 0 }, T0);
    await rc.advanceTo(T0 + 15 * 60_000);
    expect(rc.shown().value).toBe('waiting');
    // 10 minutes: check 1 was due 5 minutes ago.
    await rc.send({ type: 'rc.configure', startedAt: T0, periodMs: P, acknowledged: 0 });
    expect(rc.shown()).toEqual({ value: 'due', index: 1 });

    await rc.send({ type: 'rc.configure', startedAt: T0, periodMs: null, acknowledged: 0 });
    expect(rc.shown().value).toBe('off');
    await rc.advanceTo(T0 + 10 * hour);
    expect(rc.shown().value).toBe('off');

    await rc.send({ type: 'rc.configure', startedAt: T0, periodMs: hour, acknowledged: 9 });
    expect(rc.shown()).toEqual({ value: 'due', index: 10 });
  });

  it('older data does not take back an answer this tab counted; a new session starts again', async () => {
    const rc = start({ startedAt: T0, periodMs: P, acknowledged: 0 }, T0 + P);
    await rc.send({ type: 'rc.continue' });
    await rc.send({ type: 'rc.configure', startedAt: T0, periodMs: P, acknowledged: 0 });
    expect(rc.shown()).toEqual({ value: 'waiting', index: 2 });
    const next = T0 + P + 1_000;
    await rc.send({ type: 'rc.configure', startedAt: next, periodMs: P, acknowledged: 0 });
    expect(rc.shown()).toEqual({ value: 'waiting', index: 1 });
    await rc.advanceTo(next + P - 1);
    expect(rc.shown().value).toBe('waiting');
    await rc.advanceTo(next + P);
    expect(rc.shown()).toEqual({ value: 'due', index: 1 });
  });

  it('Log out ends the machine; a failed log-out keeps the dialog', async () => {
    const rc = start({ startedAt: T0, periodMs: P, acknowledged: 0 }, T0 + P, {
      logOut: [new Error('offline'), null],
    });
    await rc.send({ type: 'rc.logOut' });
    expect(rc.shown().value).toBe('due');
    await rc.send({ type: 'rc.logOut' });
    expect(rc.shown().value).toBe('ended');
    expect(rc.actor.getSnapshot().status).toBe('done');
    expect(rc.calls.map((call) => call.actor)).toEqual(['logOut', 'logOut']);
  });

  it('the session ending stops every check', async () => {
    const rc = start({ startedAt: T0, periodMs: P, acknowledged: 0 }, T0);
    await rc.send({ type: 'rc.sessionEnded' });
    expect(rc.shown().value).toBe('ended');
    await rc.advanceTo(T0 + 10 * P);
    expect(rc.shown().value).toBe('ended');
    expect(rc.calls).toEqual([]);
  });

  it('pure timing helpers', () => {
    const timing = { startedAt: T0, periodMs: P, acknowledged: 2 };
    expect(nextCheckAt(timing)).toBe(T0 + 3 * P);
    expect(nextCheckAt({ ...timing, periodMs: null })).toBeNull();
    expect(dueIndex(timing, T0 + 3 * P)).toBe(3);
    expect(dueIndex(timing, T0 + 7.9 * P)).toBe(7);
    expect(dueIndex(timing, T0)).toBe(3);
    expect(sessionPlayedMs({ startedAt: T0 }, T0 + 5_000)).toBe(5_000);
    expect(sessionPlayedMs({ startedAt: T0 }, T0 - 5_000)).toBe(0);
  });
});
