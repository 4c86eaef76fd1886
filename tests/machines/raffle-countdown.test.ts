import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import {
  RAFFLE_FETCH_FAILED,
  raffleCountdownMachine,
  selectNextDrop,
  selectRemainingMs,
  selectTickets,
  type RaffleDrop,
} from '../../machines/raffle-countdown/raffle-countdown.machine.ts';
import { describeMachinePaths } from '../support/paths.ts';
import { RUNNING_DROPS, drop, raffleCountdownPaths } from './raffle-countdown.paths.ts';

describeMachinePaths(
  'raffle countdown',
  raffleCountdownPaths.machine,
  raffleCountdownPaths.options,
);

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Lets a settled loadDrops promise reach the actor. */
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A live actor on a SimulatedClock (starting at 0); `answers` are what the successive fetches
 * resolve with (an Error rejects), the last one repeating.
 */
function start(answers: (RaffleDrop[] | Error)[]) {
  const clock = new SimulatedClock();
  const fetchedAt: number[] = [];
  const log = vi.fn();
  const machine = raffleCountdownMachine.provide({
    actors: {
      loadDrops: fromPromise(async () => {
        const answer = answers[Math.min(fetchedAt.length, answers.length - 1)];
        fetchedAt.push(clock.now());
        if (answer instanceof Error || answer === undefined) throw answer;
        return answer;
      }),
    },
    actions: { log: (_, { message }) => log(message) },
  });
  const actor = createActor(machine, { clock }).start();
  /** Advances the clock one second at a time (as the ticks do), letting fetches settle. */
  const advance = async (ms: number) => {
    for (let left = ms; left > 0; left -= 1_000) {
      clock.increment(Math.min(1_000, left));
      await flush();
    }
  };
  const enable = async () => {
    actor.send({ type: 'raffle.settingsChanged', enabled: true });
    await flush();
  };
  return { actor, clock, fetchedAt, log, advance, enable };
}

describe('raffle countdown', () => {
  it('fetches nothing while disabled; fetches once the settings become enabled', async () => {
    const raffle = start([RUNNING_DROPS]);
    raffle.actor.send({ type: 'raffle.settingsChanged', enabled: false });
    await raffle.advance(5_000);
    expect(raffle.fetchedAt).toEqual([]);
    expect(raffle.actor.getSnapshot().context.now).toBe(0);

    await raffle.enable();
    expect(raffle.fetchedAt).toEqual([5_000]);
    expect(raffle.actor.getSnapshot().context.drops).toEqual(RUNNING_DROPS);
    // Enabled again while enabled: no second fetch.
    await raffle.enable();
    expect(raffle.fetchedAt).toHaveLength(1);
  });

  it('ticks every second on the actor clock, and stops while disabled', async () => {
    const raffle = start([RUNNING_DROPS]);
    await raffle.enable();
    const now = () => raffle.actor.getSnapshot().context.now;
    raffle.clock.increment(999);
    expect(now()).toBe(0);
    raffle.clock.increment(1);
    expect(now()).toBe(1_000);
    raffle.clock.increment(2_000);
    expect(now()).toBe(3_000);
    raffle.actor.send({ type: 'raffle.settingsChanged', enabled: false });
    raffle.clock.increment(5_000);
    expect(now()).toBe(3_000);
  });

  it('a drop reaching zero refetches the drops exactly 1.5 s later, once per instance', async () => {
    const ending = [drop('hourly', 'hourly-1', 10_000), ...RUNNING_DROPS.slice(1)];
    const next = [drop('hourly', 'hourly-2', 10_000 + HOUR_MS, 10_000), ...RUNNING_DROPS.slice(1)];
    const raffle = start([ending, ending, next]);
    await raffle.enable();
    await raffle.advance(9_000);
    expect(selectRemainingMs(raffle.actor.getSnapshot(), 'hourly')).toBe(1_000);

    await raffle.advance(1_000);
    expect(selectRemainingMs(raffle.actor.getSnapshot(), 'hourly')).toBe(0);
    raffle.clock.increment(1_499);
    await flush();
    expect(raffle.fetchedAt).toEqual([0]);
    raffle.clock.increment(1);
    await flush();
    expect(raffle.fetchedAt).toEqual([0, 11_500]);

    // The service still answers with the ended instance: not asked again every 1.5 s.
    await raffle.advance(10_000);
    expect(raffle.fetchedAt).toEqual([0, 11_500]);
    expect(selectRemainingMs(raffle.actor.getSnapshot(), 'hourly')).toBe(0);

    // Enabled again later: a fresh fetch brings the next instance.
    raffle.actor.send({ type: 'raffle.settingsChanged', enabled: false });
    await raffle.enable();
    expect(raffle.fetchedAt).toHaveLength(3);
    expect(selectRemainingMs(raffle.actor.getSnapshot(), 'hourly')).toBe(HOUR_MS - 11_500);
  });

  it('a drop that ended during a fetch still triggers its refetch', async () => {
    const ending = [drop('hourly', 'hourly-1', 500), ...RUNNING_DROPS.slice(1)];
    const raffle = start([ending]);
    raffle.clock.increment(1_000);
    await raffle.enable();
    expect(raffle.actor.getSnapshot().matches({ enabled: { drops: 'waitingToRefetch' } })).toBe(
      true,
    );
    raffle.clock.increment(1_500);
    await flush();
    expect(raffle.fetchedAt).toEqual([1_000, 2_500]);
  });

  it('a failed fetch logs "Failed to fetch all raffle instances" and keeps the drops it had', async () => {
    const ending = [drop('hourly', 'hourly-1', 2_000), ...RUNNING_DROPS.slice(1)];
    const raffle = start([ending, new Error('HTTP 503')]);
    await raffle.enable();
    expect(raffle.log).not.toHaveBeenCalled();
    await raffle.advance(3_500);
    expect(raffle.fetchedAt).toEqual([0, 3_500]);
    expect(raffle.log).toHaveBeenCalledExactlyOnceWith(RAFFLE_FETCH_FAILED);
    expect(RAFFLE_FETCH_FAILED).toBe('Failed to fetch all raffle instances');
    expect(raffle.actor.getSnapshot().context.drops).toEqual(ending);
    expect(raffle.actor.getSnapshot().matches({ enabled: { drops: 'showing' } })).toBe(true);
  });

  it('the next drop is the active one with the earliest end', async () => {
    const raffle = start([
      [
        // Ends first but has not started yet.
        drop('hourly', 'hourly-next', 30 * 60_000, 10 * 60_000),
        drop('daily', 'daily-1', DAY_MS),
        drop('weekly', 'weekly-1', 2 * HOUR_MS),
      ],
    ]);
    await raffle.enable();
    expect(selectNextDrop(raffle.actor.getSnapshot())?.raffle.id).toBe('weekly-1');
    await raffle.advance(10 * 60_000);
    expect(selectNextDrop(raffle.actor.getSnapshot())?.raffle.id).toBe('hourly-next');
  });

  it('no next drop and no remaining time before the drops are loaded', () => {
    const raffle = start([RUNNING_DROPS]);
    expect(selectNextDrop(raffle.actor.getSnapshot())).toBeNull();
    expect(selectRemainingMs(raffle.actor.getSnapshot(), 'daily')).toBeNull();
    expect(selectTickets(raffle.actor.getSnapshot(), 'daily')).toBe(0);
  });

  it('ticket updates are kept per instance id, in any state, and read per drop', async () => {
    const raffle = start([RUNNING_DROPS]);
    raffle.actor.send({
      type: 'raffle.ticketsReceived',
      instanceTickets: [
        { instanceId: 'aurora-hourly', dropId: 'hourly-1', ticketCount: 3 },
        { instanceId: 'aurora-daily', dropId: 'daily-1', ticketCount: 7 },
      ],
    });
    await raffle.enable();
    raffle.actor.send({
      type: 'raffle.ticketsReceived',
      instanceTickets: [{ instanceId: 'aurora-hourly', dropId: 'hourly-1', ticketCount: 4 }],
    });
    const snapshot = raffle.actor.getSnapshot();
    expect(selectTickets(snapshot, 'hourly')).toBe(4);
    expect(selectTickets(snapshot, 'daily')).toBe(7);
    expect(selectTickets(snapshot, 'weekly')).toBe(0);
  });
});
