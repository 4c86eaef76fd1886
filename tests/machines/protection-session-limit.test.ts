import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import {
  SESSION_LIMIT_GRACE_MS,
  secondsLeft,
  sessionLimitMachine,
} from '../../machines/protection/session-limit.machine.ts';
import { describeMachinePaths } from '../support/paths.ts';
import { T0, sessionLimitPaths } from './protection-session-limit.paths.ts';

describeMachinePaths('session-limit', sessionLimitPaths.machine, sessionLimitPaths.options);

const MINUTE_MS = 60_000;
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A live session limit on a SimulatedClock set to T0; logOut answers from `logOuts`. */
function start(
  limitSeconds: number | null,
  playedSeconds: number,
  logOuts: (Error | null)[] = [null],
) {
  const clock = new SimulatedClock();
  clock.set(T0);
  const logOutAt: number[] = [];
  const machine = sessionLimitMachine.provide({
    actors: {
      logOut: fromPromise(async () => {
        const next = logOuts[Math.min(logOutAt.length, logOuts.length - 1)];
        logOutAt.push(clock.now());
        if (next) throw next;
      }),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { limitSeconds, playedSeconds, now: () => clock.now() },
  }).start();
  const advanceTo = async (time: number) => {
    clock.set(time);
    await flush();
  };
  const value = () => actor.getSnapshot().value;
  const left = () => secondsLeft(actor.getSnapshot().context, clock.now());
  return { actor, clock, logOutAt, advanceTo, value, left };
}

describe('session limit on a simulated clock', () => {
  it('an hour left: the warning at exactly 5 minutes left, reached at 0, the backstop 30 s later', async () => {
    const sl = start(2 * 3_600, 3_600);
    expect(sl.value()).toBe('counting');
    expect(sl.actor.getSnapshot().context.loadedAt).toBe(T0);
    expect(sl.left()).toBe(3_600);

    await sl.advanceTo(T0 + 55 * MINUTE_MS - 1);
    expect(sl.value()).toBe('counting');
    await sl.advanceTo(T0 + 55 * MINUTE_MS);
    expect(sl.value()).toBe('warning');
    expect(sl.left()).toBe(300);
    await sl.advanceTo(T0 + 57 * MINUTE_MS);
    expect(sl.left()).toBe(180);

    await sl.advanceTo(T0 + 60 * MINUTE_MS - 1);
    expect(sl.value()).toBe('warning');
    await sl.advanceTo(T0 + 60 * MINUTE_MS);
    expect(sl.value()).toBe('reached');
    expect(sl.left()).toBe(0);

    await sl.advanceTo(T0 + 60 * MINUTE_MS + SESSION_LIMIT_GRACE_MS - 1);
    expect(sl.logOutAt).toEqual([]);
    await sl.advanceTo(T0 + 60 * MINUTE_MS + SESSION_LIMIT_GRACE_MS);
    expect(sl.logOutAt).toEqual([T0 + 60 * MINUTE_MS + SESSION_LIMIT_GRACE_MS]);
    expect(sl.value()).toBe('ended');
    expect(sl.actor.getSnapshot().status).toBe('done');
  });

  it('fewer than 5 minutes left at load: the warning at once; none left: reached at once', () => {
    expect(start(3_600, 3_400).value()).toBe('warning');
    expect(start(3_600, 3_300).value()).toBe('warning');
    expect(start(3_600, 3_299).value()).toBe('counting');
    expect(start(3_600, 3_600).value()).toBe('reached');
    expect(start(3_600, 4_000).value()).toBe('reached');
    expect(start(null, 4_000).value()).toBe('unlimited');
  });

  it('the server ending the session first: no client log-out', async () => {
    const sl = start(3_600, 3_600);
    sl.actor.send({ type: 'sl.sessionEnded' });
    await sl.advanceTo(T0 + 10 * MINUTE_MS);
    expect(sl.value()).toBe('ended');
    expect(sl.logOutAt).toEqual([]);
  });

  it('a failed backstop log-out is tried again after another 30 s', async () => {
    const sl = start(3_600, 3_600, [new Error('offline'), null]);
    await sl.advanceTo(T0 + SESSION_LIMIT_GRACE_MS);
    expect(sl.value()).toBe('reached');
    await sl.advanceTo(T0 + 2 * SESSION_LIMIT_GRACE_MS);
    expect(sl.logOutAt).toEqual([T0 + SESSION_LIMIT_GRACE_MS, T0 + 2 * SESSION_LIMIT_GRACE_MS]);
    expect(sl.value()).toBe('ended');
  });

  it('new data recomputes from its own moment: a removed limit, a raised one, a lower one', async () => {
    const sl = start(3_600, 3_000);
    expect(sl.value()).toBe('counting');
    sl.actor.send({ type: 'sl.configure', limitSeconds: null, playedSeconds: 3_000 });
    expect(sl.value()).toBe('unlimited');
    expect(sl.left()).toBeNull();
    await sl.advanceTo(T0 + 60 * MINUTE_MS);
    expect(sl.value()).toBe('unlimited');

    // An hour later, 10 minutes left by the server's count.
    sl.actor.send({ type: 'sl.configure', limitSeconds: 7_200, playedSeconds: 6_600 });
    expect(sl.actor.getSnapshot().context.loadedAt).toBe(T0 + 60 * MINUTE_MS);
    expect(sl.value()).toBe('counting');
    await sl.advanceTo(T0 + 65 * MINUTE_MS);
    expect(sl.value()).toBe('warning');
    sl.actor.send({ type: 'sl.configure', limitSeconds: 7_200, playedSeconds: 7_200 });
    expect(sl.value()).toBe('reached');
  });

  it('secondsLeft: null without a limit, never negative', () => {
    const context = { limitSeconds: 600, playedSeconds: 100, loadedAt: T0 };
    expect(secondsLeft(context, T0)).toBe(500);
    expect(secondsLeft(context, T0 + 100_000)).toBe(400);
    expect(secondsLeft(context, T0 + 10 * 3_600_000)).toBe(0);
    expect(secondsLeft(context, T0 - 5_000)).toBe(500);
    expect(secondsLeft({ ...context, limitSeconds: null }, T0)).toBeNull();
  });
});
