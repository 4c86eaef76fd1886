// Fixtures that reach every state and transition of the consent machine: stored values that
// allow everything, some categories, nothing stored, a stored value that is not an answer,
// a failing read; and the answers a banner and the settings dialog send.
import { consentMachine } from '../../machines/consent/consent.machine.ts';
import { machinePathEntry } from '../support/machine-paths/registry-entry.ts';

export const consentPaths = machinePathEntry(
  'Cookie consent: read from session storage, unanswered / answered(categories) / all allowed, settings dialog',
  consentMachine,
  {
    outputs: {
      readStoredConsent: [
        { categories: ['necessary', 'preferences', 'analytics', 'marketing', 'uncategorized'] },
        { categories: ['analytics', 'trackers'] },
        null,
        { categories: 'all' },
      ],
    },
    errors: { readStoredConsent: ['SecurityError'] },
    events: {
      'consent.save': [
        { type: 'consent.save', categories: [] },
        { type: 'consent.save', categories: ['preferences'] },
        {
          type: 'consent.save',
          categories: ['preferences', 'analytics', 'marketing', 'uncategorized'],
        },
      ],
    },
    compareContext: (context) => context.categories,
    // Simple paths through a parallel region with three answers run into the thousands.
    kinds: ['shortest', 'transition'],
  },
);
