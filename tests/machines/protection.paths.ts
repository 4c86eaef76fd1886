// Fixtures that reach every state and transition of the session's live protection: settings
// read (on, off) or not, read again here, in another tab or on coming back (answered, failing),
// the reality check's dialog shown, taken over by another dialog and shown again, hidden; an
// answer from another tab. The reality check and session limit are the real machines with the
// settings' input; their reports to this machine (`protection.check`) are the path's own events
// here (the stand-in reality check is the unprovided machine, which reports nothing), and
// protection.test.ts runs the real pair.
import { fromCallback, fromPromise } from 'xstate';
import {
  protectionMachine,
  type ProtectionSettings,
  type ProtectionTabsCommand,
  type RealityCheckDialogCommand,
} from '../../machines/protection/protection.machine.ts';
import { realityCheckMachine } from '../../machines/protection/reality-check.machine.ts';
import { machinePathEntry } from '../support/machine-paths/registry-entry.ts';

export const T0 = Date.UTC(2030, 0, 15, 12);

/** A reality check every 30 minutes, an hour's session limit with 10 minutes played. */
export const CHECK_ON: ProtectionSettings = {
  realityCheck: { startedAt: T0 - 60_000, periodMs: 30 * 60_000, acknowledged: 0 },
  sessionLimit: { limitSeconds: 3600, playedSeconds: 600 },
  launch: { periodSeconds: 1800, startedAt: new Date(T0 - 60_000).toISOString() },
};

export const CHECK_OFF: ProtectionSettings = {
  realityCheck: { startedAt: T0 - 60_000, periodMs: null, acknowledged: 0 },
  sessionLimit: { limitSeconds: null, playedSeconds: 600 },
  launch: null,
};

/** The machine with its effects stubbed: settings read as `settings`, no dialog, no tabs. */
export function stubProtection(settings: ProtectionSettings = CHECK_OFF) {
  return protectionMachine.provide({
    actors: {
      loadSettings: fromPromise(async () => settings),
      realityCheckDialog: fromCallback<RealityCheckDialogCommand>(() => {}),
      tabs: fromCallback<ProtectionTabsCommand>(() => {}),
    },
  });
}

export const protectionPaths = machinePathEntry(
  "Live protection: settings read and read again; the reality check's dialog follows the check",
  protectionMachine,
  {
    input: { now: () => T0 },
    events: {
      'protection.check': [
        { type: 'protection.check', shown: true, index: 1, startedAt: T0 - 60_000 },
        { type: 'protection.check', shown: false, index: 2, startedAt: T0 - 60_000 },
      ],
      'protection.acknowledgedElsewhere': [{ type: 'protection.acknowledgedElsewhere', index: 1 }],
    },
    outputs: { settings: [CHECK_ON, CHECK_OFF] },
    errors: { settings: ['HTTP 503'] },
    provide: {
      actors: {
        realityCheck: realityCheckMachine,
        realityCheckDialog: fromCallback<RealityCheckDialogCommand>(() => {}),
        tabs: fromCallback<ProtectionTabsCommand>(() => {}),
      },
    },
    // The settings decide the running children's input, not this machine's states.
    serializeContext: (context) => context.check,
    compareContext: ({ now: _now, ...rest }) => rest,
    kinds: ['shortest', 'transition'],
  },
);
