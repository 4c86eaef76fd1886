// Fixtures that reach every state and transition of the guards registry: one guard (`g1`),
// one flag (`f1`) and an id nobody registered (`nobody`).
import { guardsMachine } from '../../machines/guards/guards.machine.ts';
import { machinePathEntry } from '../support/machine-paths/registry-entry.ts';

export const guardsPaths = machinePathEntry(
  'Guard registry: guards active or pending, flags registered, active or pending; "is any guard active"',
  guardsMachine,
  {
    events: {
      'guards.register': [
        { type: 'guards.register', id: 'g1', kind: 'guard' },
        { type: 'guards.register', id: 'g1', kind: 'guard', status: 'active' },
        { type: 'guards.register', id: 'f1', kind: 'flag' },
        { type: 'guards.register', id: 'f1', kind: 'flag', status: 'active' },
      ],
      'guards.activate': [
        { type: 'guards.activate', id: 'g1' },
        { type: 'guards.activate', id: 'f1' },
        { type: 'guards.activate', id: 'nobody' },
      ],
      'guards.settle': [
        { type: 'guards.settle', id: 'g1' },
        { type: 'guards.settle', id: 'f1' },
        { type: 'guards.settle', id: 'nobody' },
      ],
      'guards.unregister': [
        { type: 'guards.unregister', id: 'g1' },
        { type: 'guards.unregister', id: 'f1' },
        { type: 'guards.unregister', id: 'nobody' },
      ],
    },
    // Simple paths through 12 registry contents run into the thousands; shortest paths plus
    // the missing edges cover every state and transition.
    kinds: ['shortest', 'transition'],
    compareContext: (context) => context.entries,
  },
);
