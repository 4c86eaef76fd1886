// Fixtures that reach every state and transition of the locale-catalog machine.
import { localeCatalogMachine } from '../../machines/locale-catalog/locale-catalog.machine.ts';
import { machinePathEntry } from '../support/machine-paths/registry-entry.ts';

export const localeCatalogPaths = machinePathEntry(
  'Message catalog of the active locale: lazy load, switch, retries and failure',
  localeCatalogMachine,
  {
    input: { locale: 'en-GB' },
    events: {
      'locale.requested': [
        { type: 'locale.requested', locale: 'fi-FI' },
        { type: 'locale.requested', locale: 'en-GB' },
      ],
    },
    outputs: { loadCatalog: [{ locale: 'en-GB' }] },
    errors: { loadCatalog: ['chunk failed to load'] },
    compareContext: (context) => context,
  },
);
