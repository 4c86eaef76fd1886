// The events the traversal tries from each state. `xstate/graph` synthesises one `{ type }`
// per accepted descriptor, but passing `events` REPLACES that list, so this function
// rebuilds it: every descriptor the active nodes accept (including `xstate.after.*`,
// `xstate.done.actor.*` and `xstate.error.actor.*`), each with its payload fixtures.
import { __unsafe_getAllOwnEventDescriptors } from 'xstate';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { classifyEvent, doneActorEventType, errorActorEventType } from './model.ts';
import type { MachineModel } from './model.ts';

export interface EventFixtureSet {
  events: Readonly<Record<string, readonly EventObject[] | undefined>>;
  outputs: Readonly<Record<string, readonly unknown[]>>;
  errors: Readonly<Record<string, readonly unknown[]>>;
}

export type EventsForState = (snapshot: AnyMachineSnapshot) => EventObject[];

export function createEventsForState(
  model: MachineModel,
  fixtures: EventFixtureSet,
  notes: Set<string>,
): EventsForState {
  const fixturesByType = collectFixtures(model, fixtures);
  const allFixtures = [...fixturesByType.values()].flat();

  return (snapshot) => {
    const descriptors = __unsafe_getAllOwnEventDescriptors(snapshot);
    const exact = new Set(descriptors.filter((descriptor) => !isWildcard(descriptor)));
    const events: EventObject[] = [];
    for (const descriptor of descriptors) {
      if (isWildcard(descriptor)) {
        // Only fixtures can say what a wildcard should receive; types that have their own
        // descriptor in this state are already sent and would select that transition anyway.
        const matching = allFixtures.filter(
          (event) => !exact.has(event.type) && matchesDescriptor(event.type, descriptor),
        );
        if (matching.length === 0) {
          notes.add(
            `"${descriptor}" in ${activeIds(snapshot)} has no matching fixture: skipped (add one under "events").`,
          );
        }
        events.push(...matching);
        continue;
      }
      // Raised by the machine itself when a child reaches a final state; sending it from
      // outside would fake a completion that the live actor never performs.
      if (classifyEvent(model, descriptor).kind === 'done.state') continue;
      events.push(...(fixturesByType.get(descriptor) ?? [{ type: descriptor }]));
    }
    return events;
  };
}

/** Fixture events by type: caller events plus the done/error events built from outputs/errors. */
function collectFixtures(
  model: MachineModel,
  fixtures: EventFixtureSet,
): Map<string, readonly EventObject[]> {
  const byType = new Map<string, readonly EventObject[]>();
  for (const [type, list] of Object.entries(fixtures.events)) {
    if (list && list.length > 0) byType.set(type, list);
  }
  const invokeIds = new Set(model.invokes.map((invoke) => invoke.id));
  for (const [invokeId, outputs] of Object.entries(fixtures.outputs)) {
    assertKnownInvoke(invokeIds, invokeId, 'outputs');
    const type = doneActorEventType(invokeId);
    byType.set(type, [
      ...(byType.get(type) ?? []),
      ...outputs.map((output) => ({ type, output, actorId: invokeId })),
    ]);
  }
  for (const [invokeId, errors] of Object.entries(fixtures.errors)) {
    assertKnownInvoke(invokeIds, invokeId, 'errors');
    const type = errorActorEventType(invokeId);
    byType.set(type, [
      ...(byType.get(type) ?? []),
      ...errors.map((error) => ({ type, error, actorId: invokeId })),
    ]);
  }
  return byType;
}

function assertKnownInvoke(invokeIds: Set<string>, invokeId: string, option: string): void {
  if (!invokeIds.has(invokeId)) {
    throw new Error(
      `${option}["${invokeId}"]: the machine has no invoke with this id (known: ${[...invokeIds].join(', ') || 'none'}).`,
    );
  }
}

export function isWildcard(descriptor: string): boolean {
  return descriptor === '*' || descriptor.endsWith('.*');
}

/** Same rule as xstate: `*` matches all, `a.*` matches `a` and `a.<anything>`. */
export function matchesDescriptor(type: string, descriptor: string): boolean {
  if (descriptor === '*' || descriptor === type) return true;
  if (!descriptor.endsWith('.*')) return false;
  const prefix = descriptor.slice(0, -2);
  return type === prefix || type.startsWith(`${prefix}.`);
}

function activeIds(snapshot: AnyMachineSnapshot): string {
  return JSON.stringify(snapshot.value);
}
