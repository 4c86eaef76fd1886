// Replays one generated path on a LIVE actor with stubbed effects and a simulated clock,
// comparing the snapshot after every step with the path's expectation, and records which
// state nodes and transition definitions the actor really went through.
import { isDeepStrictEqual } from 'node:util';
import { SimulatedClock, createActor, isMachineSnapshot } from 'xstate';
import type {
  AnyActorRef,
  AnyStateMachine,
  AnyStateNode,
  EventObject,
  InspectionEvent,
} from 'xstate';
import { emptyReached } from './coverage.ts';
import type { ReachedRecord } from './coverage.ts';
import { formatEvent, formatPathSteps, formatStateValue } from './format.ts';
import { classifyEvent, describeMachine, transitionKey } from './model.ts';
import type { MachineModel } from './model.ts';
import { InvocationControl, createStubs } from './stubs.ts';
import type { MachinePath, MachinePathOptions, PathState } from './types.ts';

export class PathReplayError extends Error {
  override name = 'PathReplayError';
}

/** Replays `path`; throws a PathReplayError naming the steps on the first divergence. */
export async function replayMachinePath<TMachine extends AnyStateMachine>(
  machine: TMachine,
  path: MachinePath,
  options: MachinePathOptions<TMachine> = {},
  reached: ReachedRecord = emptyReached(),
): Promise<ReachedRecord> {
  const general = options as MachinePathOptions<AnyStateMachine>;
  const model = describeMachine(machine);
  const control = new InvocationControl();
  const caller = (general.provide ?? {}) as { actors?: object; actions?: object };
  const stubs = createStubs(machine, model, control, caller, general.stubCustomActions ?? true);
  const provided = machine.provide({
    ...caller,
    actors: { ...stubs.actors, ...caller.actors },
    actions: { ...stubs.actions, ...caller.actions },
  });

  const clock = new SimulatedClock();
  const actor = createActor(provided, {
    clock,
    input: general.input,
    inspect: (event) => record(event, reached),
  });
  // Without an error observer an errored actor rethrows asynchronously; the status check reports it.
  actor.subscribe({ error: () => {} });
  const timers = new TimerStarts(actor, clock);
  const check = (index: number): void =>
    compareStep(model, path, index, actor, general.compareContext);

  try {
    actor.start();
    recordSnapshot(actor.getSnapshot(), reached);
    await settle();
    timers.update();
    check(0);
    for (const [index, step] of path.steps.entries()) {
      try {
        apply(model, step.event, actor, control, timers, clock);
      } catch (error) {
        throw replayError(model, path, index + 1, [errorMessage(error)]);
      }
      await settle();
      timers.update();
      check(index + 1);
    }
  } finally {
    actor.stop();
  }
  return reached;
}

function apply(
  model: MachineModel,
  event: EventObject,
  actor: AnyActorRef,
  control: InvocationControl,
  timers: TimerStarts,
  clock: SimulatedClock,
): void {
  const kind = classifyEvent(model, event.type);
  switch (kind.kind) {
    case 'done.actor':
    case 'error.actor': {
      const outcome =
        kind.kind === 'done.actor'
          ? { output: field(event, 'output') }
          : { error: field(event, 'error') };
      if (!control.settle(kind.invokeId, outcome)) {
        throw new Error(
          `no open invocation "${kind.invokeId}" to settle (open: ${control.openIds().join(', ') || 'none'}). ` +
            'Was its actor provided by the caller, or did the state already leave?',
        );
      }
      return;
    }
    case 'after': {
      const remaining = timers.remaining(event.type);
      if (remaining === undefined) {
        throw new Error(`no pending timer for ${event.type}: the live actor did not schedule it`);
      }
      clock.increment(remaining);
      return;
    }
    default:
      actor.send(event);
  }
}

function field(event: EventObject, name: 'output' | 'error'): unknown {
  return name in event ? (event as Record<string, unknown>)[name] : undefined;
}

/**
 * When each pending timer started, in simulated time. The system's scheduler keeps the
 * scheduled event and its delay but stamps it with `Date.now()`, so start times are
 * recorded here after every step, while the simulated clock stands still.
 */
class TimerStarts {
  readonly #actor: AnyActorRef;
  readonly #clock: SimulatedClock;
  readonly #starts = new Map<string, { scheduled: object; start: number }>();

  constructor(actor: AnyActorRef, clock: SimulatedClock) {
    this.#actor = actor;
    this.#clock = clock;
  }

  update(): void {
    const scheduled = this.#actor.system.getSnapshot()._scheduledEvents;
    for (const key of this.#starts.keys()) {
      if (!(key in scheduled)) this.#starts.delete(key);
    }
    for (const [key, entry] of Object.entries(scheduled)) {
      if (this.#starts.get(key)?.scheduled !== entry) {
        this.#starts.set(key, { scheduled: entry, start: this.#clock.now() });
      }
    }
  }

  /** Milliseconds until the root actor's timer for `eventType` fires. */
  remaining(eventType: string): number | undefined {
    const scheduled = this.#actor.system.getSnapshot()._scheduledEvents;
    for (const [key, entry] of Object.entries(scheduled)) {
      if (entry.event.type !== eventType || entry.target !== this.#actor) continue;
      const start = this.#starts.get(key)?.start ?? this.#clock.now();
      return Math.max(0, start + entry.delay - this.#clock.now());
    }
    return undefined;
  }
}

function record(event: InspectionEvent, reached: ReachedRecord): void {
  // Only the machine under test: stubs and child machines report through the same inspector.
  if (event.actorRef.sessionId !== event.rootId) return;
  if (event.type === '@xstate.microstep') {
    recordSnapshot(event.snapshot, reached);
    for (const definition of event._transitions) {
      reached.transitions.add(transitionKey(definition));
      // A transient source (left again by an eventless transition) is in no settled snapshot.
      for (let node: AnyStateNode | undefined = definition.source; node; node = node.parent) {
        reached.states.add(node.id);
      }
    }
  } else if (event.type === '@xstate.snapshot') {
    recordSnapshot(event.snapshot, reached);
  }
}

function recordSnapshot(snapshot: unknown, reached: ReachedRecord): void {
  if (!isMachineSnapshot(snapshot)) return;
  for (const node of snapshot._nodes) reached.states.add(node.id);
}

function compareStep(
  model: MachineModel,
  path: MachinePath,
  index: number,
  actor: AnyActorRef,
  compareContext: ((context: unknown) => unknown) | undefined,
): void {
  const expected: PathState | undefined = index === 0 ? path.start : path.steps[index - 1]?.state;
  const actual: unknown = actor.getSnapshot();
  if (!expected || !isMachineSnapshot(actual)) return;
  const problems: string[] = [];
  if (!isDeepStrictEqual(actual.value, expected.value)) {
    problems.push(
      `state: expected ${formatStateValue(expected.value)}, got ${formatStateValue(actual.value)}`,
    );
  }
  if (actual.status !== expected.status) {
    const cause = actual.status === 'error' ? ` (${errorMessage(actual.error)})` : '';
    problems.push(`status: expected ${expected.status}, got ${actual.status}${cause}`);
  }
  if (compareContext) {
    const want = compareContext(expected.context);
    const got = compareContext(actual.context);
    if (!isDeepStrictEqual(got, want)) {
      problems.push(`context: expected ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
    }
  }
  if (problems.length > 0) throw replayError(model, path, index, problems);
}

function replayError(
  model: MachineModel,
  path: MachinePath,
  index: number,
  problems: string[],
): PathReplayError {
  const step = path.steps[index - 1];
  const where = step ? `step ${index} (${formatEvent(model, step.event)})` : 'start';
  return new PathReplayError(
    [
      `Replay of "${path.title}" diverged at ${where}:`,
      ...problems.map((problem) => `  ${problem}`),
      'Path:',
      ...formatPathSteps(model, path, { index, text: '✗ diverged here' }),
    ].join('\n'),
  );
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Lets promise stubs settle and their done/error events reach the actor. */
function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
