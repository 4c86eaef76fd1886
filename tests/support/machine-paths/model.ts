// A static view of a machine's definition: every state node, every transition definition
// (including eventless, delayed, done and error ones) under a stable, human-readable key,
// and every invocation. Coverage compares what the live actors reached against this.
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

const AFTER_PREFIX = 'xstate.after.';
const DONE_ACTOR_PREFIX = 'xstate.done.actor.';
const ERROR_ACTOR_PREFIX = 'xstate.error.actor.';
const DONE_STATE_PREFIX = 'xstate.done.state.';
/** Inline (non-named) invoke sources get this prefix; `.provide()` cannot replace them. */
const INLINE_SOURCE_PREFIX = 'xstate.invoke.';

export interface TransitionInfo {
  /** `traffic.running.lights.green on xstate.after.GREEN_TIME.traffic.running.lights.green [0]` */
  key: string;
  sourceId: string;
  /** Event descriptor, or `always` for eventless transitions. */
  eventType: string;
  targets: string[];
  guard: string | undefined;
  /** Targetless, actionless and non-reentering: a "forbidden" transition that only blocks. */
  forbidden: boolean;
}

export interface InvokeInfo {
  id: string;
  src: string;
  stateId: string;
  inline: boolean;
}

export interface MachineModel {
  machineId: string;
  stateIds: string[];
  transitions: TransitionInfo[];
  invokes: InvokeInfo[];
  /** `xstate.after.<delay>.<stateId>` → the delay as written (ms or a named delay). */
  afterDelays: Map<string, number | string>;
}

export function describeMachine(machine: AnyStateMachine): MachineModel {
  const nodes = allStateNodes(machine.root);
  const transitions: TransitionInfo[] = [];
  const invokes: InvokeInfo[] = [];
  const afterDelays = new Map<string, number | string>();
  for (const node of nodes) {
    for (const [eventType, definitions] of node.transitions) {
      definitions.forEach((definition, index) => {
        transitions.push(describeTransition(definition, eventType, index));
      });
    }
    (node.always ?? []).forEach((definition, index) => {
      transitions.push(describeTransition(definition, ALWAYS, index));
    });
    for (const delayed of node.after) {
      const delay = delayed.delay;
      afterDelays.set(delayed.eventType, typeof delay === 'function' ? 'computed delay' : delay);
    }
    for (const invoke of node.invoke) {
      // StateNode#invoke names inline logic `xstate.invoke.<index>.<stateId>`.
      const src = typeof invoke.src === 'string' ? invoke.src : INLINE_SOURCE_PREFIX;
      invokes.push({
        id: invoke.id,
        src,
        stateId: node.id,
        inline: src.startsWith(INLINE_SOURCE_PREFIX),
      });
    }
  }
  return {
    machineId: machine.id,
    stateIds: nodes.map((node) => node.id),
    transitions,
    invokes,
    afterDelays,
  };
}

const ALWAYS = 'always';

/** The key of a transition definition taken by a live actor (same machine config). */
export function transitionKey(definition: AnyTransitionDefinition): string {
  const source = definition.source;
  const always = source.always ?? [];
  const alwaysIndex = always.indexOf(definition);
  if (alwaysIndex >= 0) {
    return formatKey(source.id, ALWAYS, alwaysIndex);
  }
  const siblings = source.transitions.get(definition.eventType) ?? [];
  return formatKey(source.id, definition.eventType, siblings.indexOf(definition));
}

function formatKey(sourceId: string, eventType: string, index: number): string {
  return `${sourceId} on ${eventType} [${index}]`;
}

function describeTransition(
  definition: AnyTransitionDefinition,
  eventType: string,
  index: number,
): TransitionInfo {
  const targets = (definition.target ?? []).map((target: AnyStateNode) => target.id);
  return {
    key: formatKey(definition.source.id, eventType, index),
    sourceId: definition.source.id,
    eventType,
    targets,
    guard: guardName(definition.guard),
    forbidden: targets.length === 0 && definition.actions.length === 0 && !definition.reenter,
  };
}

function guardName(guard: unknown): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String(guard.type);
  if (typeof guard === 'function') return guard.name || 'inline guard';
  return 'guard';
}

export function allStateNodes(root: AnyStateNode): AnyStateNode[] {
  const nodes: AnyStateNode[] = [root];
  for (const child of Object.values<AnyStateNode>(root.states)) {
    nodes.push(...allStateNodes(child));
  }
  return nodes;
}

/** Classifies an event type the traversal or a path step can carry. */
export type EventKind =
  | { kind: 'after'; delay: number | string | undefined }
  | { kind: 'done.actor'; invokeId: string }
  | { kind: 'error.actor'; invokeId: string }
  | { kind: 'done.state' }
  | { kind: 'plain' };

export function classifyEvent(model: MachineModel, type: string): EventKind {
  if (type.startsWith(AFTER_PREFIX)) return { kind: 'after', delay: model.afterDelays.get(type) };
  if (type.startsWith(DONE_ACTOR_PREFIX)) {
    return { kind: 'done.actor', invokeId: type.slice(DONE_ACTOR_PREFIX.length) };
  }
  if (type.startsWith(ERROR_ACTOR_PREFIX)) {
    return { kind: 'error.actor', invokeId: type.slice(ERROR_ACTOR_PREFIX.length) };
  }
  if (type.startsWith(DONE_STATE_PREFIX)) return { kind: 'done.state' };
  return { kind: 'plain' };
}

export function doneActorEventType(invokeId: string): string {
  return DONE_ACTOR_PREFIX + invokeId;
}

export function errorActorEventType(invokeId: string): string {
  return ERROR_ACTOR_PREFIX + invokeId;
}
