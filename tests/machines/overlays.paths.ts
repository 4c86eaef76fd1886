// Fixtures that reach every state and transition of the overlays machine; shared by its path
// test and by `npm run paths -- overlays`. The machine treats variants alike except
// quick-deposit and sow (Escape, query stripping) and quick-deposit alone (its message
// event), so one ordinary variant with and one without a payload stand for the rest; the
// behaviour tests in overlays.test.ts go through every variant.
import { overlaysMachine, type OverlaysEvent } from '../../machines/overlays/overlays.machine.ts';
import { machinePathEntry } from '../support/machine-paths/registry-entry.ts';

type OpenEvent = Extract<OverlaysEvent, { type: 'overlay.open' }>;

const open = (variant: OpenEvent['variant'], payload?: OpenEvent['payload']): OpenEvent =>
  payload === undefined
    ? { type: 'overlay.open', variant }
    : { type: 'overlay.open', variant, payload };

export const overlaysPaths = machinePathEntry(
  'The page dialog: open(variant, payload) / closed; Escape, URL search change, closeQuickDepositEvent, dismiss by variant',
  overlaysMachine,
  {
    events: {
      'overlay.open': [
        open('confirmation', { titleKey: 'CONFIRM_LOGOUT', rewardId: 'r1' }),
        open('error'),
        open('quick-deposit', { amount: 20, paymentMethod: 'card' }),
        open('sow'),
        open('reality-check', { index: 1, minutes: 10 }),
      ],
      'overlay.close': [
        { type: 'overlay.close', reason: 'button' },
        { type: 'overlay.close', reason: 'escape' },
        { type: 'overlay.close', reason: 'backdrop' },
        { type: 'overlay.close', reason: 'programmatic' },
      ],
      // The reality check's own close: only while its dialog is the one on screen.
      'overlay.dismiss': [
        { type: 'overlay.dismiss', variant: 'reality-check' },
        { type: 'overlay.dismiss', variant: 'sow' },
      ],
    },
    compareContext: (context) => context,
  },
);
