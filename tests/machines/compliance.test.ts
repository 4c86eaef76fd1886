import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import {
  complianceMachine,
  type ComplianceGuardsCommand,
  type CompliancePlayerState,
  type ComplianceReport,
  type PopUpDialogCommand,
} from '../../machines/compliance/compliance.machine.ts';
import { COMPLIANCE_GUARDS } from '../../machines/compliance/requirements.ts';
import { describeMachinePaths } from '../support/paths.ts';
import {
  NOTHING_TO_DO,
  SITE,
  T0,
  TERMS_WAITING,
  compliancePaths,
  complianceVisitorPaths,
} from './compliance.paths.ts';

// The input decides a visitor's or a player's: each run names what the other covers.
const byVisitor = "a visitor's (the visitor run)";
const byPlayer = "a player's (the player run)";
describeMachinePaths('compliance', compliancePaths.machine, {
  ...compliancePaths.options,
  exclude: {
    states: { 'compliance.player.visitor': byVisitor },
    transitions: { 'compliance.player.choosing on always [1]': byVisitor },
  },
});
describeMachinePaths('compliance.visitor', complianceVisitorPaths.machine, {
  ...complianceVisitorPaths.options,
  exclude: {
    states: {
      'compliance.player.signedIn': byPlayer,
      'compliance.player.signedIn.reading': byPlayer,
      'compliance.player.signedIn.read': byPlayer,
    },
    transitions: Object.fromEntries(
      [
        'compliance.player.choosing on always [0]',
        'compliance.player.signedIn on compliance.reload [0]',
        'compliance.player.signedIn on compliance.popUpAdded [0]',
        'compliance.player.signedIn on compliance.tick [0]',
        'compliance.player.signedIn on compliance.playerUpdated [0]',
        'compliance.player.signedIn on popups.show [0]',
        'compliance.player.signedIn on popups.hide [0]',
        'compliance.player.signedIn on compliance.dialogClosed [0]',
        'compliance.player.signedIn.reading on xstate.done.actor.state [0]',
        'compliance.player.signedIn.reading on xstate.error.actor.state [0]',
      ].map((key) => [key, byPlayer]),
    ),
  },
});

/** A player's compliance whose reads the test settles one by one. */
function start(signedIn = true) {
  const reads: ((state: CompliancePlayerState) => void)[] = [];
  const answers: Promise<CompliancePlayerState>[] = [];
  const guards: ComplianceGuardsCommand[] = [];
  const dialog: PopUpDialogCommand[] = [];
  const stopped = { guards: 0, dialog: 0 };
  const reports: ComplianceReport[] = [];
  const actor = createActor(
    complianceMachine.provide({
      actors: {
        readSite: fromPromise(async () => SITE),
        readPlayer: fromPromise(() => {
          const answer = new Promise<CompliancePlayerState>((resolve) => reads.push(resolve));
          answers.push(answer);
          return answer;
        }),
        guards: fromCallback<ComplianceGuardsCommand>(({ receive }) => {
          receive((command) => guards.push(command));
          return () => (stopped.guards += 1);
        }),
        popUpDialog: fromCallback<PopUpDialogCommand>(({ receive }) => {
          receive((command) => dialog.push(command));
          return () => (stopped.dialog += 1);
        }),
      },
      actions: {
        restoreDismissed: () => {},
        report: (_, report) => reports.push(report),
      },
    }),
    { input: { signedIn, closedAccount: null, marketingConsent: false, now: () => T0 } },
  ).start();
  const banners = () => actor.getSnapshot().children.banners!.getSnapshot();
  return { actor, reads, answers, guards, dialog, stopped, reports, banners };
}

describe('compliance', () => {
  it('applies only the newest read: an older answer still on its way is dropped', async () => {
    const { actor, reads, answers, guards } = start();
    actor.send({ type: 'compliance.reload' });
    expect(reads).toHaveLength(2);
    reads[1]!(NOTHING_TO_DO);
    await waitFor(actor, (snapshot) => snapshot.matches({ player: { signedIn: 'read' } }));
    reads[0]!(TERMS_WAITING);
    // The stopped read's own answer has settled (the actor's handler ran before this one).
    await answers[0];
    expect(actor.getSnapshot().context.player).toEqual(NOTHING_TO_DO);
    expect(guards.at(-1)).toEqual({ type: 'guards.sync', active: [] });
  });

  it('shows the waiting pop-up and makes its acceptance a guard; stopping ends both', async () => {
    const { actor, reads, guards, dialog, stopped } = start();
    reads[0]!(TERMS_WAITING);
    await waitFor(actor, (snapshot) => snapshot.matches({ player: { signedIn: 'read' } }));
    expect(guards.at(-1)).toEqual({
      type: 'guards.sync',
      active: [COMPLIANCE_GUARDS.popUpAcceptance],
    });
    expect(dialog).toEqual([{ type: 'dialog.show', popUp: TERMS_WAITING.popUps[0] }]);
    // Another dialog took the place and closed: the pop-up is offered again.
    actor.send({ type: 'compliance.dialogClosed', variant: 'reality-check', popUpId: null });
    expect(dialog).toHaveLength(2);
    actor.stop();
    expect(stopped).toEqual({ guards: 1, dialog: 1 });
  });

  it('reads again when PlayerUpdated names a compliance area, not for other changes', async () => {
    const { actor, reads } = start();
    reads[0]!(NOTHING_TO_DO);
    await waitFor(actor, (snapshot) => snapshot.matches({ player: { signedIn: 'read' } }));
    actor.send({ type: 'compliance.playerUpdated', changed: ['firstName'], accountStatus: null });
    expect(reads).toHaveLength(1);
    actor.send({ type: 'compliance.playerUpdated', changed: ['kyc'], accountStatus: null });
    actor.send({ type: 'compliance.popUpAdded' });
    expect(reads).toHaveLength(3);
  });

  it('shows AccountClosed at once from PlayerUpdated and tells the lobby to keep it', async () => {
    const { actor, reads, reports, banners } = start();
    reads[0]!(NOTHING_TO_DO);
    await waitFor(actor, (snapshot) => snapshot.matches({ player: { signedIn: 'read' } }));
    const accountStatus = {
      status: 'Closed' as const,
      cause: 'MultipleAccounts',
      reopenByCustomerAllowed: false,
    };
    actor.send({ type: 'compliance.playerUpdated', changed: ['accountStatus'], accountStatus });
    expect(banners().context.shown.map((banner) => banner.type)).toContain('AccountClosed');
    expect(reports).toEqual([
      {
        type: 'compliance.accountClosed',
        banner: expect.objectContaining({ accountStatus, loginMethod: 'email' }),
      },
    ]);
  });

  it("a visitor's reads only the site; the banners follow the marketing consent", async () => {
    const { actor, reads, banners } = start(false);
    await waitFor(actor, (snapshot) => snapshot.matches({ site: 'read' }));
    expect(reads).toEqual([]);
    expect(banners().context.input?.marketingConsent).toBe(false);
    actor.send({ type: 'compliance.consent', marketing: true });
    expect(banners().context.input?.marketingConsent).toBe(true);
  });
});
