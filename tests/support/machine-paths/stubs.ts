// Effect stubs for the replay: every named invoke source becomes a promise whose
// settlement the path drives (`xstate.done.actor.<id>` resolves it, `xstate.error.actor.<id>`
// rejects it), and custom actions become no-ops unless the caller provides them.
import { fromPromise } from 'xstate';
import type { AnyActorLogic, AnyStateMachine } from 'xstate';
import type { MachineModel } from './model.ts';

interface Pending {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/** The open invocations of one live actor, by invoke id (a re-entered state replaces its entry). */
export class InvocationControl {
  readonly #pending = new Map<string, Pending>();

  logic(): AnyActorLogic {
    return fromPromise<unknown, unknown>(
      ({ self }) =>
        new Promise((resolve, reject) => {
          this.#pending.set(self.id, { resolve, reject });
        }),
    );
  }

  settle(invokeId: string, outcome: { output: unknown } | { error: unknown }): boolean {
    const pending = this.#pending.get(invokeId);
    if (!pending) return false;
    this.#pending.delete(invokeId);
    if ('error' in outcome) pending.reject(outcome.error);
    else pending.resolve(outcome.output);
    return true;
  }

  openIds(): string[] {
    return [...this.#pending.keys()];
  }
}

export interface StubbedImplementations {
  actors: Record<string, AnyActorLogic>;
  actions: Record<string, () => void>;
}

export function createStubs(
  machine: AnyStateMachine,
  model: MachineModel,
  control: InvocationControl,
  callerProvided: { actors?: object; actions?: object } | undefined,
  stubCustomActions: boolean,
): StubbedImplementations {
  const callerActors = new Set(Object.keys(callerProvided?.actors ?? {}));
  const callerActions = new Set(Object.keys(callerProvided?.actions ?? {}));
  const actors: Record<string, AnyActorLogic> = {};
  for (const invoke of model.invokes) {
    if (invoke.inline || callerActors.has(invoke.src)) continue;
    actors[invoke.src] = control.logic();
  }
  const actions: Record<string, () => void> = {};
  if (stubCustomActions) {
    for (const [name, implementation] of Object.entries(machine.implementations.actions)) {
      if (callerActions.has(name) || isBuiltInAction(implementation)) continue;
      actions[name] = () => {};
    }
  }
  return { actors, actions };
}

/** assign/raise/sendTo/emit/enqueueActions/… carry a `resolve` step: they are logic, not effects. */
function isBuiltInAction(implementation: unknown): boolean {
  return typeof implementation === 'function' && 'resolve' in implementation;
}
