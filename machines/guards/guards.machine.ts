// The guard registry. platform-core §4 "Guards": each registered guard is active or pending;
// flags may be registered, active or pending. A guard is a blocking step the player must get
// through (a sign-in prompt, a terms or verification dialog…); while any guard is active the
// quick-deposit dialog does not open by itself and the quick menu is hidden. Flags are tracked
// here too, but never count as an active guard.
//
// Bad input: events for unknown ids are ignored; registering an id again replaces its kind
// and status; a status a kind cannot have falls back to that kind's default.

import { and, assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';

export type GuardKind = 'guard' | 'flag';
export type GuardStatus = 'active' | 'pending';
export type FlagStatus = 'registered' | 'active' | 'pending';

export type GuardEntry =
  { kind: 'guard'; status: GuardStatus } | { kind: 'flag'; status: FlagStatus };

export interface GuardsContext {
  /** Registered guards and flags by id, in registration order. */
  entries: Record<string, GuardEntry>;
}

export type GuardsEvent =
  /** A guard starts `pending` and a flag `registered` unless `status` says otherwise. */
  | { type: 'guards.register'; id: string; kind: 'guard'; status?: GuardStatus }
  | { type: 'guards.register'; id: string; kind: 'flag'; status?: FlagStatus }
  | { type: 'guards.activate'; id: string }
  /** Back to pending: the guard (or flag) no longer blocks. */
  | { type: 'guards.settle'; id: string }
  | { type: 'guards.unregister'; id: string };

const guardStatuses: readonly string[] = ['active', 'pending'];
const flagStatuses: readonly string[] = ['registered', 'active', 'pending'];

/** The entry a `guards.register` event asks for, with a status its kind allows. */
function entryFor(event: Extract<GuardsEvent, { type: 'guards.register' }>): GuardEntry {
  if (event.kind === 'flag') {
    const status =
      event.status !== undefined && flagStatuses.includes(event.status)
        ? event.status
        : 'registered';
    return { kind: 'flag', status };
  }
  const status =
    event.status !== undefined && guardStatuses.includes(event.status) ? event.status : 'pending';
  return { kind: 'guard', status };
}

/** The registry after `event`: the one place the entries change. Unknown ids change nothing. */
export function applyGuardsEvent(
  entries: Record<string, GuardEntry>,
  event: GuardsEvent,
): Record<string, GuardEntry> {
  if (event.type === 'guards.register') return { ...entries, [event.id]: entryFor(event) };
  if (!Object.hasOwn(entries, event.id)) return entries;
  switch (event.type) {
    case 'guards.activate':
      return { ...entries, [event.id]: { ...entries[event.id], status: 'active' } as GuardEntry };
    case 'guards.settle':
      return { ...entries, [event.id]: { ...entries[event.id], status: 'pending' } as GuardEntry };
    case 'guards.unregister': {
      const { [event.id]: _removed, ...rest } = entries;
      return rest;
    }
  }
}

/** True when a registered guard (not a flag) is active. */
export const anyGuardActive = (entries: Record<string, GuardEntry>): boolean =>
  Object.values(entries).some((entry) => entry.kind === 'guard' && entry.status === 'active');

// Every change goes to `guarded` or `clear` by what the registry holds after it, so the state
// value always says whether a guard is active.
const change = [
  { guard: 'leavesGuardActive', target: '.guarded', actions: 'apply' },
  { target: '.clear', actions: 'apply' },
] as const;
const changeOfRegistered = [
  { guard: and(['isRegistered', 'leavesGuardActive']), target: '.guarded', actions: 'apply' },
  { guard: 'isRegistered', target: '.clear', actions: 'apply' },
] as const;

export const guardsMachine = setup({
  types: {
    context: {} as GuardsContext,
    events: {} as GuardsEvent,
  },
  guards: {
    isRegistered: ({ context, event }) => Object.hasOwn(context.entries, event.id),
    leavesGuardActive: ({ context, event }) =>
      anyGuardActive(applyGuardsEvent(context.entries, event)),
  },
  actions: {
    apply: assign({ entries: ({ context, event }) => applyGuardsEvent(context.entries, event) }),
  },
}).createMachine({
  id: 'guards',
  context: { entries: {} },
  initial: 'clear',
  states: {
    /** No guard is active. */
    clear: {},
    /** At least one guard is active. */
    guarded: {},
  },
  on: {
    'guards.register': change,
    'guards.activate': changeOfRegistered,
    'guards.settle': changeOfRegistered,
    'guards.unregister': changeOfRegistered,
  },
});

export type GuardsSnapshot = SnapshotFrom<typeof guardsMachine>;

/** "Is any guard active": quick-deposit auto-open and the quick menu wait while it is. Flags do not count. */
export const isAnyGuardActive = (snapshot: GuardsSnapshot): boolean => snapshot.matches('guarded');

/** The status of a registered guard or flag, or null when the id is not registered. */
export const guardStatus = (snapshot: GuardsSnapshot, id: string): GuardEntry['status'] | null =>
  Object.hasOwn(snapshot.context.entries, id) ? snapshot.context.entries[id]!.status : null;

/** True when the flag `id` is registered and active. */
export const isFlagActive = (snapshot: GuardsSnapshot, id: string): boolean => {
  const entry = Object.hasOwn(snapshot.context.entries, id)
    ? snapshot.context.entries[id]
    : undefined;
  return entry?.kind === 'flag' && entry.status === 'active';
};
