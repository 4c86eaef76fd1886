// Proves the path helper: it replays on live actors, adds fixtures to the synthesised
// events instead of replacing them, and FAILS on missing coverage and wrong stubs.
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  PathReplayError,
  assertFullCoverage,
  describeMachinePaths,
  generateMachinePaths,
  replayMachinePath,
  runMachinePaths,
} from './paths.ts';
import type { MachinePath } from './paths.ts';
import {
  counterMachine,
  lockMachine,
  rightKeyFixtures,
  unreachableMachine,
  wildcardMachine,
  wrongKeyFixtures,
} from './fixtures/broken.ts';
import { trafficFixtures, trafficMachine } from './fixtures/traffic.ts';

const trafficOptions = { ...trafficFixtures, compareContext: (context: unknown) => context };

describeMachinePaths('traffic fixture machine', trafficMachine, trafficOptions);

describeMachinePaths('lock fixture machine', lockMachine, rightKeyFixtures);

describeMachinePaths('unreachable fixture machine, with reasoned exclusions', unreachableMachine, {
  exclude: {
    states: { 'unreachable.orphan': 'kept to prove exclusions are reported' },
    transitions: { 'unreachable.orphan on door.close [0]': 'its source is unreachable' },
  },
});

const allSteps = (paths: readonly MachinePath[]): EventObject[] =>
  paths.flatMap((path) => path.steps.map((step) => step.event));

function findPath(paths: readonly MachinePath[], lastEventType: string): MachinePath {
  const path = paths.find((candidate) => candidate.steps.at(-1)?.event.type === lastEventType);
  if (!path) throw new Error(`no path ends with ${lastEventType}`);
  return path;
}

describe('generateMachinePaths', () => {
  const generated = generateMachinePaths(trafficMachine, trafficFixtures);

  it('keeps every synthesised event next to the payload fixtures', () => {
    const events = allSteps(generated.paths);
    const types = new Set(events.map((event) => event.type));
    expect(types).toContain('xstate.after.GREEN_TIME.traffic.running.lights.green');
    expect(types).toContain('xstate.after.1000.traffic.running.lights.yellow');
    expect(types).toContain('xstate.after.RED_TIME.traffic.running.lights.red');
    expect(events).toContainEqual({
      type: 'xstate.done.actor.loadPlan',
      output: { plan: 'rush-hour' },
      actorId: 'loadPlan',
    });
    expect(events).toContainEqual({
      type: 'xstate.error.actor.loadPlan',
      error: 'NETWORK',
      actorId: 'loadPlan',
    });
    expect(events).toContainEqual({ type: 'traffic.carsCounted', cars: 3 });
    expect(events).toContainEqual({ type: 'traffic.carsCounted', cars: 12 });
    expect(events).toContainEqual({ type: 'traffic.reset', hard: true });
  });

  it('reaches what a plain `events` list would silently drop', () => {
    // The pitfall: xstate/graph's `events` option replaces the synthesised events.
    const fixtureList = Object.values(trafficFixtures.events).flat();
    const naive = getShortestPaths(trafficMachine, { events: fixtureList });
    const naiveStates = new Set(naive.map((path) => JSON.stringify(path.state.value)));
    expect([...naiveStates]).toEqual(['"loadingPlan"']);

    const ours = new Set(
      generated.paths.map((path) => JSON.stringify(path.steps.at(-1)?.state.value)),
    );
    expect(ours).toContain('"offline"');
    expect(ours).toContain('"broken"');
    expect(ours).toContain(JSON.stringify({ running: { lights: 'red', counter: 'busy' } }));
  });

  it('sends events without fixtures as { type }', () => {
    const events = allSteps(generateMachinePaths(lockMachine).paths);
    expect(events).toContainEqual({ type: 'door.force' });
    expect(events).toContainEqual({ type: 'door.unlock' });
  });

  it('produces shortest, simple and transition paths with readable titles', () => {
    const kinds = new Set(generated.paths.map((path) => path.kind));
    expect(kinds).toEqual(new Set(['shortest', 'simple', 'transition']));
    expect(generated.paths.map((path) => path.title)).toContain(
      'loadingPlan → running.{lights.green, counter.idle} (done: loadPlan {"plan":"rush-hour"}) → running.{lights.yellow, counter.idle} (after GREEN_TIME)',
    );
  });

  it('adds a path for a self-loop that shortest and simple paths never take', () => {
    const transitionPaths = generated.paths.filter((path) => path.kind === 'transition');
    expect(transitionPaths.map((path) => path.steps.at(-1)?.event)).toContainEqual({
      type: 'traffic.reset',
    });
  });

  it('uses the input for the traversal and the replay', async () => {
    const options = { ...trafficOptions, input: { busyThreshold: 3 } };
    const paths = generateMachinePaths(trafficMachine, options).paths;
    const quiet = paths.filter((path) =>
      path.steps.some((step) => JSON.stringify(step.state.value).includes('"quiet"')),
    );
    // With a threshold of 3 both fixtures (3 and 12 cars) are busy.
    expect(quiet).toEqual([]);
    const run = await runMachinePaths(trafficMachine, options, paths);
    expect(run.failures).toEqual([]);
  });

  it('skips wildcard descriptors without fixtures and says so', () => {
    const generatedWildcard = generateMachinePaths(wildcardMachine);
    expect(generatedWildcard.notes.join('\n')).toMatch(/"ui\.\*" .* has no matching fixture/);
    const withFixture = generateMachinePaths(wildcardMachine, {
      events: { 'ui.click': [{ type: 'ui.click', x: 1 }] },
    });
    expect(allSteps(withFixture.paths)).toContainEqual({ type: 'ui.click', x: 1 });
  });

  it('explains an unbounded state space, and serializeContext bounds it', () => {
    expect(() => generateMachinePaths(counterMachine, { limit: 200 })).toThrow(
      /counter: the traversal passed 200 iterations\. .*serializeContext/,
    );
    const bounded = generateMachinePaths(counterMachine, { serializeContext: () => null });
    expect(allSteps(bounded.paths)).toContainEqual({ type: 'click' });
  });

  it('rejects outputs for an invoke id the machine does not have', () => {
    expect(() => generateMachinePaths(trafficMachine, { outputs: { loadPlna: [{}] } })).toThrow(
      /outputs\["loadPlna"\]: the machine has no invoke with this id \(known: loadPlan\)/,
    );
  });
});

describe('coverage', () => {
  it('fails for a state that no path enters', async () => {
    const run = await runMachinePaths(unreachableMachine);
    expect(run.coverage.ok).toBe(false);
    expect(run.coverage.states.missing).toEqual(['unreachable.orphan']);
    expect(run.coverage.transitions.missing.map((t) => t.key)).toEqual([
      'unreachable.orphan on door.close [0]',
    ]);
    expect(() => assertFullCoverage(run.coverage)).toThrow(
      /States never entered:\n {2}- unreachable\.orphan/,
    );
  });

  it('fails for a transition whose guard never passes with the fixtures', async () => {
    const run = await runMachinePaths(lockMachine, wrongKeyFixtures);
    expect(run.failures).toEqual([]);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing.map((t) => t.key)).toEqual([
      'lock.locked on door.unlock [0]',
    ]);
    expect(() => assertFullCoverage(run.coverage)).toThrow(
      /lock\.locked on door\.unlock \[0\] if hasKey → lock\.open/,
    );
    const fixed = await runMachinePaths(lockMachine, rightKeyFixtures);
    expect(fixed.coverage.ok).toBe(true);
  });

  it('counts what the live actors reached, not what the graph claims', async () => {
    const paths = generateMachinePaths(trafficMachine, trafficFixtures).paths;
    const onlyOffline = [findPath(paths, 'xstate.error.actor.loadPlan')];
    const run = await runMachinePaths(trafficMachine, trafficFixtures, onlyOffline);
    expect(run.coverage.ok).toBe(false);
    expect(run.coverage.states.missing).toContain('traffic.running.lights.red');
    expect(run.coverage.transitions.missing.map((t) => t.key)).toContain(
      'traffic.running.counter.evaluating on always [0]',
    );
  });

  it('covers eventless, delayed, done and error transitions of the traffic machine', async () => {
    const run = await runMachinePaths(trafficMachine, trafficOptions);
    expect(run.failures).toEqual([]);
    expect(run.coverage.ok).toBe(true);
    expect(run.coverage.transitions.total).toBe(12);
    expect(run.coverage.states.total).toBe(15);
  });

  it('reports reasoned exclusions and fails on stale ones', async () => {
    const excluded = await runMachinePaths(unreachableMachine, {
      exclude: {
        states: { 'unreachable.orphan': 'legacy' },
        transitions: { 'unreachable.orphan on door.close [0]': 'legacy' },
      },
    });
    expect(excluded.coverage.ok).toBe(true);
    expect(excluded.coverage.excluded).toEqual([
      { kind: 'state', id: 'unreachable.orphan', reason: 'legacy' },
      { kind: 'transition', id: 'unreachable.orphan on door.close [0]', reason: 'legacy' },
    ]);
    const stale = await runMachinePaths(unreachableMachine, {
      exclude: {
        states: {
          'unreachable.orphan': 'legacy',
          'unreachable.open': 'wrong',
          'unreachable.gone': 'typo',
        },
        transitions: { 'unreachable.orphan on door.close [0]': 'legacy' },
      },
    });
    expect(stale.coverage.ok).toBe(false);
    expect(stale.coverage.staleExclusions).toEqual([
      'state "unreachable.open" is excluded but was reached',
      'state "unreachable.gone" does not exist',
    ]);
  });
});

describe('replayMachinePath', () => {
  const paths = generateMachinePaths(trafficMachine, trafficFixtures).paths;
  const toRed = paths.find(
    (path) =>
      JSON.stringify(path.steps.at(-1)?.state.value) ===
      JSON.stringify({ running: { lights: 'red', counter: 'idle' } }),
  );

  it('drives invocations and named/numeric delays on a live actor', async () => {
    expect(toRed).toBeDefined();
    if (!toRed) return;
    const reached = await replayMachinePath(trafficMachine, toRed, trafficOptions);
    expect(reached.states).toContain('traffic.running.lights.red');
    expect(reached.transitions).toContain(
      'traffic.running.lights.yellow on xstate.after.1000.traffic.running.lights.yellow [0]',
    );
  });

  it('catches a wrong stub output through the context comparison', async () => {
    const path = findPath(paths, 'xstate.done.actor.loadPlan');
    const tampered: MachinePath = {
      ...path,
      steps: path.steps.map((step) =>
        step.event.type === 'xstate.done.actor.loadPlan'
          ? { ...step, event: { ...step.event, output: { plan: 'night' } } }
          : step,
      ),
    };
    const replay = replayMachinePath(trafficMachine, tampered, trafficOptions);
    await expect(replay).rejects.toThrow(PathReplayError);
    await expect(replayMachinePath(trafficMachine, tampered, trafficOptions)).rejects.toThrow(
      /diverged at step 1 \(done: loadPlan \{"plan":"night"\}\):\n {2}context: expected .*"rush-hour".*, got .*"night"/,
    );
  });

  it('catches a caller stub that settles on its own through the state comparison', async () => {
    const path = findPath(paths, 'xstate.done.actor.loadPlan');
    // Settles by itself right after entering loadingPlan, before the path's done step.
    const eager = {
      ...trafficFixtures,
      provide: { actors: { loadPlan: fromPromise(async () => ({ plan: 'rush-hour' })) } },
    };
    await expect(replayMachinePath(trafficMachine, path, eager)).rejects.toThrow(
      /diverged at start:\n {2}state: expected loadingPlan, got running\.\{lights\.green, counter\.idle\}\nPath:\n {2}0\. start in loadingPlan {3}✗ diverged here/,
    );
  });

  it('names the invocation it cannot settle', async () => {
    const path = findPath(paths, 'xstate.done.actor.loadPlan');
    const never = {
      ...trafficFixtures,
      provide: { actors: { loadPlan: fromPromise(() => new Promise<{ plan: string }>(() => {})) } },
    };
    await expect(replayMachinePath(trafficMachine, path, never)).rejects.toThrow(
      /no open invocation "loadPlan" to settle/,
    );
  });

  it('stubs placeholder actions, and lets the caller observe them', async () => {
    const faultPath = findPath(paths, 'traffic.fault');
    await expect(
      replayMachinePath(trafficMachine, faultPath, {
        ...trafficFixtures,
        stubCustomActions: false,
      }),
    ).rejects.toThrow(/status: expected active, got error \(reportFault is not provided\)/);

    const reportFault = vi.fn();
    await replayMachinePath(trafficMachine, faultPath, {
      ...trafficFixtures,
      provide: { actions: { reportFault } },
    });
    expect(reportFault).toHaveBeenCalledWith(expect.anything(), { code: 'LAMP' });
  });

  it('fails when the live actor has no timer for a delayed step', async () => {
    if (!toRed) throw new Error('no path to red');
    // A path that claims a timer fired in a state that never scheduled it.
    const bogus: MachinePath = {
      ...toRed,
      steps: toRed.steps.filter((step) => !step.event.type.includes('GREEN_TIME')),
    };
    await expect(replayMachinePath(trafficMachine, bogus, trafficFixtures)).rejects.toThrow(
      /no pending timer for xstate\.after\.1000\.traffic\.running\.lights\.yellow/,
    );
  });
});
