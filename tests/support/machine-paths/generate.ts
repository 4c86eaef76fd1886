// Path generation with `xstate/graph`: shortest paths, simple paths, and one extra path per
// graph edge whose transition definitions neither of them takes (self-loops and guarded
// alternatives that lead to an already-reached state are invisible to both).
import { getAdjacencyMap, getShortestPaths, getSimplePaths } from 'xstate/graph';
import type { AdjacencyMap, StatePath } from 'xstate/graph';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { createEventsForState } from './events.ts';
import { formatPathTitle } from './format.ts';
import { describeMachine, transitionKey } from './model.ts';
import type { MachineModel } from './model.ts';
import type {
  GeneratedMachinePaths,
  MachinePath,
  MachinePathOptions,
  PathKind,
  PathState,
} from './types.ts';

type RawPath = StatePath<AnyMachineSnapshot, EventObject>;
interface Edge {
  event: EventObject;
  state: AnyMachineSnapshot;
}

const ALL_KINDS: readonly PathKind[] = ['shortest', 'simple', 'transition'];
const DEFAULT_LIMIT = 10_000;
const DEFAULT_MAX_PATHS = 2_000;

/** Every path of `machine` as plain data, in kind order (shortest, simple, transition). */
export function generateMachinePaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: MachinePathOptions<TMachine> = {},
): GeneratedMachinePaths {
  const general = options as MachinePathOptions<AnyStateMachine>;
  // Caller guards/delays must drive the traversal too, or graph and replay disagree.
  const logic = traversable(general.provide ? machine.provide(general.provide) : machine);
  const model = describeMachine(logic);
  const notes = new Set<string>();
  const events = createEventsForState(
    model,
    { events: general.events ?? {}, outputs: general.outputs ?? {}, errors: general.errors ?? {} },
    notes,
  );
  const projectContext = general.serializeContext ?? ((context: unknown) => context);
  const serializeState = (snapshot: AnyMachineSnapshot): string =>
    JSON.stringify({ value: snapshot.value, context: projectContext(snapshot.context) });
  const traversal = {
    events,
    serializeState,
    input: general.input,
    filterEvents: general.filterEvents,
    limit: general.limit ?? DEFAULT_LIMIT,
  };

  const kinds = new Set(general.kinds ?? ALL_KINDS);
  const needShortest = kinds.has('shortest') || kinds.has('transition');
  const traverse = <T>(run: () => T): T => {
    try {
      return run();
    } catch (error) {
      if (error instanceof Error && error.message === 'Traversal limit exceeded') {
        throw new Error(
          `${model.machineId}: the traversal passed ${traversal.limit} iterations. The state ` +
            'space is probably unbounded (a counter or timestamp in context): use serializeContext ' +
            'to ignore it, filterEvents to prune, or raise limit.',
        );
      }
      throw error;
    }
  };
  const shortest: RawPath[] = needShortest
    ? traverse(() => getShortestPaths(logic, traversal))
    : [];
  const simple: RawPath[] = kinds.has('simple')
    ? traverse(() => getSimplePaths(logic, traversal))
    : [];
  const maxPaths = general.maxPaths ?? DEFAULT_MAX_PATHS;
  if (simple.length > maxPaths) {
    throw new Error(
      `${model.machineId}: ${simple.length} simple paths exceed maxPaths (${maxPaths}). ` +
        `Use kinds: ['shortest', 'transition'], serializeContext or filterEvents to shrink the graph.`,
    );
  }

  const raw: { kind: PathKind; path: RawPath }[] = [];
  if (kinds.has('shortest'))
    raw.push(...shortest.map((path) => ({ kind: 'shortest' as const, path })));
  if (kinds.has('simple')) raw.push(...simple.map((path) => ({ kind: 'simple' as const, path })));
  if (kinds.has('transition')) {
    const taken = takenTransitions(
      logic,
      raw.map((entry) => entry.path),
    );
    const adjacency = getAdjacencyMap(logic, traversal);
    const extra = pathsForUntakenEdges(logic, adjacency, shortest, serializeState, taken);
    raw.push(...extra.map((path) => ({ kind: 'transition' as const, path })));
  }

  return {
    machineId: model.machineId,
    paths: raw.map(({ kind, path }) => toMachinePath(model, kind, path)),
    notes: [...notes],
  };
}

/**
 * The machine as the traversal runs it. The traversal enters states again and again in one actor
 * system without stopping what they invoked or spawned, so a systemId would be registered twice
 * (xstate throws): in that system the first registration stays. The live replay runs the machine
 * itself (a stopped child frees its id).
 */
function traversable(logic: AnyStateMachine): AnyStateMachine {
  const tolerant = new WeakSet<object>();
  const tolerate = (scope: { system: unknown }) => {
    const system = scope.system as { _set: (key: string, actor: unknown) => void };
    if (tolerant.has(system)) return;
    tolerant.add(system);
    const set = system._set.bind(system);
    system._set = (key, actor) => {
      try {
        set(key, actor);
      } catch {
        // Taken by the same child of an earlier step of the traversal.
      }
    };
  };
  const copy: AnyStateMachine = Object.create(logic);
  copy.transition = (snapshot, event, scope) => {
    tolerate(scope);
    return logic.transition(snapshot, event, scope);
  };
  copy.getInitialSnapshot = (scope, input) => {
    tolerate(scope);
    return logic.getInitialSnapshot(scope, input);
  };
  return copy;
}

/** Drops paths whose event sequence repeats or prefixes another one: replaying the longer path checks every step of the shorter. */
export function dedupePaths(paths: readonly MachinePath[]): MachinePath[] {
  const keyed = paths.map((path) => ({
    path,
    events: path.steps.map((step) => JSON.stringify(step.event)),
  }));
  const kept: typeof keyed = [];
  for (const candidate of [...keyed].sort((a, b) => b.events.length - a.events.length)) {
    const covered = kept.some((longer) =>
      candidate.events.every((event, i) => longer.events[i] === event),
    );
    if (!covered) kept.push(candidate);
  }
  // Keep the generators' order for readable test lists.
  const keep = new Set(kept.map((entry) => entry.path));
  return paths.filter((path) => keep.has(path));
}

function toMachinePath(model: MachineModel, kind: PathKind, path: RawPath): MachinePath {
  // xstate/graph puts the initial snapshot first, as the result of a synthetic `xstate.init`.
  const [initial, ...rest] = path.steps;
  const start = toPathState(initial?.state ?? path.state);
  const steps = rest.map((step) => ({ event: step.event, state: toPathState(step.state) }));
  return { kind, title: formatPathTitle(model, { kind, start, steps }), start, steps };
}

function toPathState(snapshot: AnyMachineSnapshot): PathState {
  return { value: snapshot.value, context: snapshot.context, status: snapshot.status };
}

/** Transition definitions selected by the events of these paths (eventless ones are left to the live check). */
function takenTransitions(logic: AnyStateMachine, paths: readonly RawPath[]): Set<string> {
  const taken = new Set<string>();
  for (const path of paths) {
    for (let i = 1; i < path.steps.length; i++) {
      const before = path.steps[i - 1]?.state;
      const step = path.steps[i];
      if (!before || !step) continue;
      for (const definition of logic.getTransitionData(before, step.event)) {
        taken.add(transitionKey(definition));
      }
    }
  }
  return taken;
}

function pathsForUntakenEdges(
  logic: AnyStateMachine,
  adjacency: AdjacencyMap<AnyMachineSnapshot, EventObject>,
  shortest: readonly RawPath[],
  serializeState: (snapshot: AnyMachineSnapshot) => string,
  taken: Set<string>,
): RawPath[] {
  const shortestTo = new Map(shortest.map((path) => [serializeState(path.state), path]));
  const extra: RawPath[] = [];
  for (const [serialized, vertex] of Object.entries(adjacency)) {
    const prefix = shortestTo.get(serialized);
    if (!prefix) continue;
    for (const edge of Object.values<Edge>(vertex.transitions)) {
      const keys = logic.getTransitionData(vertex.state, edge.event).map(transitionKey);
      if (keys.length === 0 || keys.every((key) => taken.has(key))) continue;
      keys.forEach((key) => taken.add(key));
      extra.push({
        state: edge.state,
        steps: [...prefix.steps, { state: edge.state, event: edge.event }],
        weight: prefix.weight + 1,
      });
    }
  }
  return extra;
}
