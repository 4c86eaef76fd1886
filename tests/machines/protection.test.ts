// The session's live protection with its real reality check and session limit: the dialog
// follows the check (due, another dialog over it, answered here or elsewhere), the settings
// read again reconfigure the running check instead of restarting it, an older read never
// lands after a newer one, and stopping the machine (sign-out) closes the dialog.
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  gameLaunch,
  protectionMachine,
  type ProtectionSettings,
  type RealityCheckDialogCommand,
} from '../../machines/protection/protection.machine.ts';
import { describeMachinePaths } from '../support/paths.ts';
import { CHECK_OFF, CHECK_ON, T0, protectionPaths } from './protection.paths.ts';

describeMachinePaths('protection', protectionPaths.machine, protectionPaths.options);

/** Check 1 due at once: the session started 31 minutes ago with a 30-minute period. */
const DUE: ProtectionSettings = {
  ...CHECK_ON,
  realityCheck: { ...CHECK_ON.realityCheck, startedAt: T0 - 31 * 60_000 },
};

function start(reads: (() => Promise<ProtectionSettings>)[]) {
  const dialog: string[] = [];
  let read = 0;
  const actor = createActor(
    protectionMachine.provide({
      actors: {
        loadSettings: fromPromise(() => reads[Math.min(read++, reads.length - 1)]!()),
        realityCheckDialog: fromCallback<RealityCheckDialogCommand>(({ receive }) => {
          receive((command) =>
            dialog.push(command.type === 'dialog.show' ? `show ${command.index}` : 'hide'),
          );
          return () => dialog.push('stopped');
        }),
        tabs: fromCallback(() => {}),
      },
    }),
    { input: { now: () => T0 } },
  ).start();
  return { actor, dialog };
}

describe('protection', () => {
  it("shows a due check's dialog, again after another dialog closed, and hides it when answered elsewhere", async () => {
    const { actor, dialog } = start([async () => DUE]);
    await waitFor(actor, (snapshot) => snapshot.matches({ running: { dialog: 'shown' } }));
    expect(actor.getSnapshot().value).toEqual({ running: { settings: 'read', dialog: 'shown' } });
    expect(dialog).toEqual(['show 1']);
    actor.send({ type: 'protection.dialogClosed' });
    expect(dialog).toEqual(['show 1', 'show 1']);
    actor.send({ type: 'protection.acknowledgedElsewhere', index: 1 });
    expect(dialog).toEqual(['show 1', 'show 1', 'hide']);
    expect(actor.getSnapshot().children.realityCheck?.getSnapshot().value).toBe('waiting');
    actor.send({ type: 'protection.dialogClosed' });
    expect(dialog).toHaveLength(3);
    actor.stop();
    expect(dialog.at(-1)).toBe('stopped');
  });

  it('reconfigures the running check with settings read again; an older read never lands', async () => {
    let answerFirst: (settings: ProtectionSettings) => void = () => {};
    const older = new Promise<ProtectionSettings>((resolve) => (answerFirst = resolve));
    const { actor } = start([async () => CHECK_ON, () => older, async () => CHECK_OFF]);
    const read = (snapshot: ReturnType<typeof actor.getSnapshot>) =>
      snapshot.matches({ running: { settings: 'read' } });
    await waitFor(actor, read);
    const check = actor.getSnapshot().children.realityCheck!;
    expect(check.getSnapshot().value).toBe('waiting');
    expect(await gameLaunch(actor)).toEqual(CHECK_ON.launch);
    actor.send({ type: 'protection.changedElsewhere' });
    actor.send({ type: 'protection.refresh' });
    await waitFor(actor, read);
    // The newer read switched the check off; the same actor runs on.
    expect(actor.getSnapshot().children.realityCheck).toBe(check);
    expect(check.getSnapshot().value).toBe('off');
    answerFirst(CHECK_ON);
    // The stopped read's own reaction to its answer ran before this one.
    await older;
    expect(check.getSnapshot().value).toBe('off');
    expect(actor.getSnapshot().context.settings?.launch).toBeNull();
  });

  it('settings that cannot be read: no check, games get nothing, a later read starts it', async () => {
    const { actor } = start([
      async () => {
        throw new Error('HTTP 503');
      },
      async () => CHECK_ON,
    ]);
    expect(await gameLaunch(actor)).toBeNull();
    expect(actor.getSnapshot().value).toBe('unavailable');
    actor.send({ type: 'protection.changedElsewhere' });
    await waitFor(actor, (snapshot) => snapshot.matches('running'));
    expect(actor.getSnapshot().children.realityCheck?.getSnapshot().value).toBe('waiting');
    actor.stop();
    expect(await gameLaunch(actor)).toBeNull();
  });
});
