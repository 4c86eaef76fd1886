// One entry of tests/machines/registry.ts: the machine with the fixtures and stubs that
// reach all of it. The options are type-checked against the machine here, then stored
// type-erased so that one registry can hold every machine.
import type { AnyStateMachine } from 'xstate';
import type { MachinePathOptions } from './types.ts';

export interface MachinePathEntry {
  /** One line for `npm run paths -- --list`. */
  description: string;
  machine: AnyStateMachine;
  options: MachinePathOptions<AnyStateMachine>;
}

export function machinePathEntry<TMachine extends AnyStateMachine>(
  description: string,
  machine: TMachine,
  options: MachinePathOptions<TMachine> = {},
): MachinePathEntry {
  return { description, machine, options: options as MachinePathOptions<AnyStateMachine> };
}
