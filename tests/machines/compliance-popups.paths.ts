// Fixtures that reach every state and transition of the pop-up queue: a terms
// pop-up that must be accepted and a message that need not be; accept recorded, refused as
// outdated (dropped, list reloaded) or failing (kept with the error); the dialog closed by the
// player (reopened, or the message dismissed), taken by another dialog and freed; the list
// changing while one shows (still there, or gone).
import {
  popUpQueueMachine,
  type QueuedPopUp,
} from '../../machines/compliance/popup-queue.machine.ts';
import { machinePathEntry } from '../support/machine-paths/registry-entry.ts';

export const TERMS: QueuedPopUp = {
  id: 'pu-1',
  kind: 'TermsAndConditions',
  version: 2,
  title: 'New terms',
  body: 'We changed our terms.\n\nPlease read them.',
  requiresAcceptance: true,
};

export const MESSAGE: QueuedPopUp = {
  id: 'pu-2',
  kind: 'Message',
  version: 1,
  title: 'Hello',
  body: 'A message for you.',
  requiresAcceptance: false,
};

export const popUpQueuePaths = machinePathEntry(
  'Pop-up queue: one content-accept dialog at a time; accept, dismiss, outdated, reopened',
  popUpQueueMachine,
  {
    events: {
      'popups.loaded': [
        // One at a time: an answered last pop-up leads back to an idle equal to the start, which
        // the traversal only walks when no longer queue took the same transitions first. Longer
        // queues are in compliance-popups.test.ts.
        { type: 'popups.loaded', popUps: [TERMS] },
        { type: 'popups.loaded', popUps: [MESSAGE] },
        { type: 'popups.loaded', popUps: [] },
      ],
      'popups.dialogClosed': [
        // The queue's own dialog, closed by the player; another that had taken its place.
        { type: 'popups.dialogClosed', variant: 'content-accept', popUpId: TERMS.id },
        { type: 'popups.dialogClosed', variant: 'reality-check', popUpId: null },
      ],
    },
    outputs: { acceptPopUp: [null] },
    errors: {
      acceptPopUp: [{ type: 'PopUpVersionOutdated' }, { data: { type: 'NetworkError' } }],
    },
    kinds: ['shortest', 'transition'],
    compareContext: (context) => context,
  },
);
