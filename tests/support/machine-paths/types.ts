// Shared types of the machine path-test helper. Plain data only: generated paths are
// printed by the CLI (`npm run paths`) and replayed by Vitest from the same shape.
import type {
  AnyStateMachine,
  ContextFrom,
  EventFromLogic,
  EventObject,
  InputFrom,
  SnapshotFrom,
  StateValue,
} from 'xstate';

/** Which generator produced a path. `transition` paths are added for edges the other two miss. */
export type PathKind = 'shortest' | 'simple' | 'transition';

/** Payload fixtures per event type: every fixture is tried from every state that accepts it. */
export type EventFixtures<TMachine extends AnyStateMachine> = {
  [TType in EventFromLogic<TMachine>['type']]?: readonly Extract<
    EventFromLogic<TMachine>,
    { type: TType }
  >[];
};

/** The implementations a machine accepts in `.provide()`, type-checked against its `setup()`. */
export type ProvidedImplementations<TMachine extends AnyStateMachine> = Parameters<
  TMachine['provide']
>[0];

export interface MachinePathOptions<TMachine extends AnyStateMachine> {
  /** Input for `createActor(machine, { input })` and for the traversal's initial state. */
  input?: InputFrom<TMachine>;
  /** Payload fixtures per event type; added to (never replacing) the synthesised events. */
  events?: EventFixtures<TMachine>;
  /** Outputs per invoke id: each one becomes an `xstate.done.actor.<id>` event. */
  outputs?: Readonly<Record<string, readonly unknown[]>>;
  /** Errors per invoke id: each one becomes an `xstate.error.actor.<id>` event. */
  errors?: Readonly<Record<string, readonly unknown[]>>;
  /**
   * Caller stubs (actions, actors, guards, delays) applied with `.provide()` to the
   * traversal and the replay. An actor given here replaces the controllable promise
   * stub of that source, so its done/error steps can no longer be driven by the path.
   */
  provide?: ProvidedImplementations<TMachine>;
  /**
   * Replace named custom actions (plain functions, not assign/raise/sendTo/…) that the
   * caller did not provide with no-ops, so placeholder effects that throw stay quiet.
   * Default true.
   */
  stubCustomActions?: boolean;
  /** Part of the context the replay compares with the path's expected snapshot. */
  compareContext?: (context: ContextFrom<TMachine>) => unknown;
  /**
   * Part of the context that tells two graph states apart (default: all of it). Project
   * away counters and timestamps that would make the state space infinite.
   */
  serializeContext?: (context: ContextFrom<TMachine>) => unknown;
  /** Generators to run; default all three. */
  kinds?: readonly PathKind[];
  /** Drop an event from a state before the traversal tries it (e.g. an impossible timer order). */
  filterEvents?: (state: SnapshotFrom<TMachine>, event: EventFromLogic<TMachine>) => boolean;
  /** Traversal iteration limit (default 10 000): a runaway state space fails fast. */
  limit?: number;
  /** Upper bound on generated paths before giving up (default 2 000). */
  maxPaths?: number;
  /** Intentional coverage gaps, by state id or transition key, with the reason. */
  exclude?: {
    states?: Readonly<Record<string, string>>;
    transitions?: Readonly<Record<string, string>>;
  };
}

/** A snapshot as plain data. */
export interface PathState {
  value: StateValue;
  context: unknown;
  status: string;
}

export interface PathStep {
  event: EventObject;
  /** The expected snapshot after `event`. */
  state: PathState;
}

export interface MachinePath {
  kind: PathKind;
  /** `idle → loading (catalog.load) → ready (done: loadCatalog)` */
  title: string;
  start: PathState;
  steps: PathStep[];
}

export interface GeneratedMachinePaths {
  machineId: string;
  paths: MachinePath[];
  /** Things the generator deliberately skipped (wildcard descriptors without fixtures, …). */
  notes: string[];
}
