// The player's cookie consent. platform-core §4 "Consent": unanswered, or answered with a set of
// allowed categories, or all allowed; §3 "Consent categories"; §9: kept in session storage
// under `cookiehubConsent`. Every consumer (product-mode preference, recently played, A/B
// cookie, trackers, jackpot win overlay) asks `hasConsent(snapshot, category)`.
//
// - `reading`: the named actor `readStoredConsent` returns the parsed JSON of the stored value,
//   or null (nothing stored, or corrupt JSON). Whatever it returns goes through
//   `parseStoredConsent`; anything that is not an answer counts as unanswered and runs
//   `warnStoredConsent`, and so does a failing read.
// - `ready.choice`: unanswered | answered | allowedAll. `necessary` is always allowed; an answer
//   that allows every category is `allowedAll`. Every answer (accept all, reject all, save)
//   runs `persistConsent`, also when it repeats the current choice, and closes the settings.
// - `ready.settings`: closed | open. `consent.reopen` opens the settings dialog (from the
//   banner or a footer link) on the current choice without changing it; `consent.closeSettings`
//   closes it without answering. Answers sent while `reading` are ignored (nothing is shown yet).

import { assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import {
  CONSENT_CATEGORIES,
  allowsAll,
  normalizeCategories,
  parseStoredConsent,
} from './consent.ts';
import type { ConsentCategory, StoredConsent } from './consent.ts';

export {
  CONSENT_CATEGORIES,
  CONSENT_STORAGE_KEY,
  OPTIONAL_CONSENT_CATEGORIES,
  allowsAll,
  isConsentCategory,
  normalizeCategories,
  parseStoredConsent,
} from './consent.ts';
export type { ConsentCategory, StoredConsent } from './consent.ts';

export interface ConsentContext {
  /** Allowed categories in canonical order; always includes `necessary`. */
  categories: ConsentCategory[];
}

export type ConsentEvent =
  | { type: 'consent.acceptAll' }
  /** Necessary only. */
  | { type: 'consent.rejectAll' }
  /** The settings dialog's choice; `necessary` is added, unknown names dropped. */
  | { type: 'consent.save'; categories: readonly ConsentCategory[] }
  | { type: 'consent.reopen' }
  | { type: 'consent.closeSettings' };

export type ConsentStatus = 'reading' | 'unanswered' | 'answered' | 'allowedAll';

/** The categories an answer allows. */
function answerOf(event: ConsentEvent): ConsentCategory[] {
  switch (event.type) {
    case 'consent.acceptAll':
      return [...CONSENT_CATEGORIES];
    case 'consent.save':
      return normalizeCategories(Array.isArray(event.categories) ? event.categories : []);
    default:
      return normalizeCategories([]);
  }
}

const report = {
  type: 'reportConsent',
  params: ({ context }: { context: ConsentContext }) => ({ categories: context.categories }),
} as const;

// Every answer: take it, then write it.
const answerActions = [
  'applyAnswer',
  {
    type: 'persistConsent',
    params: ({ event }: { event: ConsentEvent }) => ({ categories: answerOf(event) }),
  },
  report,
] as const;

export const consentMachine = setup({
  types: {
    context: {} as ConsentContext,
    events: {} as ConsentEvent,
  },
  actors: {
    /** The parsed JSON stored under `cookiehubConsent`, or null when absent or corrupt. */
    readStoredConsent: fromPromise<unknown>(async () => {
      throw new Error('readStoredConsent is provided by src/app');
    }),
  },
  actions: {
    /** Writes `JSON.stringify(params)` to session storage under `cookiehubConsent`. */
    persistConsent: (_, _params: StoredConsent) => {
      throw new Error('persistConsent is provided by src/app');
    },
    /** A console warning: the stored consent was not an answer, or could not be read. */
    warnStoredConsent: (_, _params: { reason: 'invalid' | 'unreadable' }) => {
      throw new Error('warnStoredConsent is provided by src/app');
    },
    applyAnswer: assign({ categories: ({ event }) => answerOf(event) }),
    /** The allowed categories, whenever they are known or change (the lobby follows them). */
    reportConsent: (_, _params: { categories: readonly ConsentCategory[] }) => {},
  },
  guards: {
    storedAllowsAll: ({ event }) => {
      const stored = 'output' in event ? parseStoredConsent(event.output) : null;
      return stored !== null && allowsAll(stored.categories);
    },
    storedIsAnswer: ({ event }) => 'output' in event && parseStoredConsent(event.output) !== null,
    nothingStored: ({ event }) => 'output' in event && event.output === null,
    savesAll: ({ event }) => allowsAll(answerOf(event)),
  },
}).createMachine({
  id: 'consent',
  context: { categories: normalizeCategories([]) },
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        id: 'readStoredConsent',
        src: 'readStoredConsent',
        onDone: [
          {
            guard: 'storedAllowsAll',
            target: '#consent.ready.choice.allowedAll',
            actions: assign({ categories: () => [...CONSENT_CATEGORIES] }),
          },
          {
            guard: 'storedIsAnswer',
            target: '#consent.ready.choice.answered',
            actions: assign({
              categories: ({ event }) =>
                parseStoredConsent(event.output)?.categories ?? normalizeCategories([]),
            }),
          },
          { guard: 'nothingStored', target: '#consent.ready.choice.unanswered' },
          {
            target: '#consent.ready.choice.unanswered',
            actions: { type: 'warnStoredConsent', params: { reason: 'invalid' } },
          },
        ],
        onError: {
          target: '#consent.ready.choice.unanswered',
          actions: { type: 'warnStoredConsent', params: { reason: 'unreadable' } },
        },
      },
    },
    ready: {
      type: 'parallel',
      entry: report,
      states: {
        choice: {
          initial: 'unanswered',
          states: {
            unanswered: {},
            answered: {},
            allowedAll: {},
          },
        },
        settings: {
          initial: 'closed',
          states: {
            closed: { on: { 'consent.reopen': 'open' } },
            open: { on: { 'consent.closeSettings': 'closed' } },
          },
        },
      },
      on: {
        'consent.acceptAll': {
          target: ['.choice.allowedAll', '.settings.closed'],
          actions: answerActions,
        },
        'consent.rejectAll': {
          target: ['.choice.answered', '.settings.closed'],
          actions: answerActions,
        },
        'consent.save': [
          {
            guard: 'savesAll',
            target: ['.choice.allowedAll', '.settings.closed'],
            actions: answerActions,
          },
          {
            target: ['.choice.answered', '.settings.closed'],
            actions: answerActions,
          },
        ],
      },
    },
  },
});

export type ConsentSnapshot = SnapshotFrom<typeof consentMachine>;

export function consentStatus(snapshot: ConsentSnapshot): ConsentStatus {
  if (snapshot.matches({ ready: { choice: 'allowedAll' } })) return 'allowedAll';
  if (snapshot.matches({ ready: { choice: 'answered' } })) return 'answered';
  if (snapshot.matches({ ready: { choice: 'unanswered' } })) return 'unanswered';
  return 'reading';
}

/** The allowed categories; `necessary` only until the player answers. */
export const consentCategories = (snapshot: ConsentSnapshot): readonly ConsentCategory[] =>
  consentStatus(snapshot) === 'reading' ? normalizeCategories([]) : snapshot.context.categories;

/** Whether `category` may be used now. `necessary` always may. */
export const hasConsent = (snapshot: ConsentSnapshot, category: ConsentCategory): boolean =>
  category === 'necessary' || consentCategories(snapshot).includes(category);

/** The banner asks until the player answers (not while the stored value is being read). */
export const isConsentBannerVisible = (snapshot: ConsentSnapshot): boolean =>
  consentStatus(snapshot) === 'unanswered';

export const isConsentSettingsOpen = (snapshot: ConsentSnapshot): boolean =>
  snapshot.matches({ ready: { settings: 'open' } });
