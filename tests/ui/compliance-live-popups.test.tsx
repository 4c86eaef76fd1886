// The operator's pop-ups and the compliance guards: popUpsNeeded shows as one
// content-accept dialog at a time; Accept records it with its version; one that requires
// acceptance cannot be closed, one that does not is dismissed (recorded) by Close; new ones
// arrive live (CustomerPopUpAdded); an outdated version gives way to the newer one. The
// compliance requirements are guards in the guards actor while they hold.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { guardStatus, isAnyGuardActive } from '../../machines/guards/guards.machine.ts';
import { COMPLIANCE_GUARDS } from '../../machines/compliance/requirements.ts';
import { OverlayHost } from '../../src/features/overlays/OverlayHost.tsx';
import PopUpBody from '../../src/features/compliance-live/PopUpBody.tsx';
import { apiError, loadMessages } from './rewards-harness.tsx';
import { renderLive, stubDialog } from './protection-session-harness.tsx';
import {
  MESSAGE,
  T0,
  TERMS,
  complianceState,
  complianceTab,
  iso,
  siteBanners,
} from './compliance-live-harness.tsx';

beforeAll(loadMessages);
beforeAll(stubDialog);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const HOUR = 3_600_000;

/** A tab whose server holds `waiting` (accepting removes one) and records the answers. */
async function popUpTab(initial: (typeof TERMS)[]) {
  let waiting = [...initial];
  const answers: unknown[] = [];
  const tab = await complianceTab({
    SiteBanners: () => siteBanners(),
    ComplianceState: () => complianceState({ popUps: waiting }),
    AcceptPopUp: (variables) => {
      answers.push(variables);
      const found = waiting.find((p) => p.id === variables.id);
      if (!found) throw apiError('PopUpNotFound');
      if (found.version !== variables.version) throw apiError('PopUpVersionOutdated');
      waiting = waiting.filter((p) => p.id !== variables.id);
      return { acceptPopUp: { id: 'c-1', popUpsNeeded: waiting.map((p) => p.kind) } };
    },
  });
  await renderLive(
    <OverlayHost overlays={tab.overlays} bodies={{ contentAccept: PopUpBody }} />,
    tab.actors,
  );
  return {
    ...tab,
    answers,
    setWaiting: (next: (typeof TERMS)[]) => void (waiting = next),
  };
}

const dialog = () => screen.getByRole('dialog', { hidden: true });

describe('pop-ups', () => {
  it('shows a pop-up that must be accepted, keeps it open, and records the acceptance', async () => {
    const tab = await popUpTab([TERMS]);
    await waitFor(() => expect(tab.overlays.getSnapshot().context.variant).toBe('content-accept'));
    expect(within(dialog()).getByText('Our new terms')).toBeTruthy();
    expect(within(dialog()).getByText('Please read them.')).toBeTruthy();
    expect(within(dialog()).queryByRole('button', { name: 'Close', hidden: true })).toBeNull();
    expect(guardStatus(tab.guards.getSnapshot(), COMPLIANCE_GUARDS.popUpAcceptance)).toBe('active');
    // Escape closes dialogs of this variant: the pop-up opens again at once.
    await act(async () => tab.overlays.send({ type: 'overlay.escape' }));
    expect(tab.overlays.getSnapshot().context.variant).toBe('content-accept');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Accept', hidden: true }));
    await waitFor(() => expect(tab.overlays.getSnapshot().context.variant).toBeNull());
    expect(tab.answers).toEqual([{ id: 'pu-1', version: 2 }]);
    await waitFor(() =>
      expect(guardStatus(tab.guards.getSnapshot(), COMPLIANCE_GUARDS.popUpAcceptance)).toBe(
        'pending',
      ),
    );
    expect(isAnyGuardActive(tab.guards.getSnapshot())).toBe(false);
  });

  it('dismisses a pop-up that needs no acceptance with Close (recorded) and shows the next', async () => {
    const tab = await popUpTab([MESSAGE, TERMS]);
    await waitFor(() => expect(within(dialog()).getByText('Have a nice day.')).toBeTruthy());
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close', hidden: true }));
    await waitFor(() => expect(within(dialog()).getByText('Our new terms')).toBeTruthy());
    expect(tab.answers).toEqual([{ id: 'pu-2', version: 1 }]);
  });

  it('opens pop-ups that arrive live', async () => {
    const tab = await popUpTab([]);
    await waitFor(() => expect(tab.api.calls.map((c) => c.operation)).toContain('ComplianceState'));
    expect(tab.overlays.getSnapshot().context.variant).toBeNull();
    tab.setWaiting([TERMS]);
    await act(async () =>
      tab.socket.push('CustomerPopUpAdded', { customerPopUpAdded: { popUpIdsAdded: ['pu-1'] } }),
    );
    await waitFor(() => expect(tab.overlays.getSnapshot().context.variant).toBe('content-accept'));
  });

  it('gives way to the newer version when the one shown was replaced', async () => {
    const tab = await popUpTab([TERMS]);
    await waitFor(() => expect(within(dialog()).getByText('Our new terms')).toBeTruthy());
    // The operator published version 3 meanwhile.
    tab.setWaiting([{ ...TERMS, version: 3, title: 'Our newest terms' }]);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Accept', hidden: true }));
    await waitFor(() => expect(within(dialog()).getByText('Our newest terms')).toBeTruthy());
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Accept', hidden: true }));
    await waitFor(() => expect(tab.overlays.getSnapshot().context.variant).toBeNull());
    expect(tab.answers).toEqual([
      { id: 'pu-1', version: 2 },
      { id: 'pu-1', version: 3 },
    ]);
  });

  it('waits for another dialog to close before showing', async () => {
    const tab = await popUpTab([]);
    await waitFor(() => expect(tab.api.calls.map((c) => c.operation)).toContain('ComplianceState'));
    await act(async () => tab.overlays.send({ type: 'overlay.open', variant: 'reality-check' }));
    tab.setWaiting([MESSAGE]);
    await act(async () =>
      tab.socket.push('CustomerPopUpAdded', { customerPopUpAdded: { popUpIdsAdded: ['pu-2'] } }),
    );
    await act(async () => {});
    expect(tab.overlays.getSnapshot().context.variant).toBe('reality-check');
    await act(async () => tab.overlays.send({ type: 'overlay.close', reason: 'button' }));
    await waitFor(() => expect(tab.overlays.getSnapshot().context.variant).toBe('content-accept'));
    // Nothing was recorded: the player has not seen it yet.
    expect(tab.answers).toEqual([]);
  });
});

describe('compliance guards', () => {
  it('registers overdue source of wealth, overdue KYC and missing information as active guards', async () => {
    const tab = await complianceTab(
      {
        SiteBanners: () => siteBanners(),
        ComplianceState: () =>
          complianceState({
            player: {
              kycCheckStatus: { status: 'Required', deadline: iso(T0 - HOUR) },
              isPhoneNumberVerified: false,
            },
            sourceOfWealth: {
              checkState: 'Required',
              dueDate: iso(T0 - HOUR),
              dueDateExpired: true,
            },
            additionalInformation: { required: true },
          }),
      },
      { phone: true },
    );
    await waitFor(() =>
      expect(guardStatus(tab.guards.getSnapshot(), COMPLIANCE_GUARDS.kycOverdue)).toBe('active'),
    );
    const status = (id: string) => guardStatus(tab.guards.getSnapshot(), id);
    expect(status(COMPLIANCE_GUARDS.sourceOfWealthOverdue)).toBe('active');
    expect(status(COMPLIANCE_GUARDS.additionalInformation)).toBe('active');
    expect(status(COMPLIANCE_GUARDS.phoneVerification)).toBe('active');
    expect(status(COMPLIANCE_GUARDS.popUpAcceptance)).toBe('pending');
    expect(isAnyGuardActive(tab.guards.getSnapshot())).toBe(true);
    // Signing out takes them away.
    await act(async () => tab.session.send({ type: 'session.logout' }));
    await waitFor(() => expect(tab.guards.getSnapshot().context.entries).toEqual({}));
  });

  it('registers nothing active for a player with nothing to do, and nothing at all for a visitor', async () => {
    const player = await complianceTab({
      SiteBanners: () => siteBanners(),
      ComplianceState: () => complianceState(),
    });
    await waitFor(() =>
      expect(guardStatus(player.guards.getSnapshot(), COMPLIANCE_GUARDS.kycOverdue)).toBe(
        'pending',
      ),
    );
    expect(isAnyGuardActive(player.guards.getSnapshot())).toBe(false);
    const visitor = await complianceTab({ SiteBanners: () => siteBanners() }, { signedIn: false });
    await waitFor(() => expect(visitor.api.calls.map((c) => c.operation)).toEqual(['SiteBanners']));
    expect(visitor.guards.getSnapshot().context.entries).toEqual({});
  });
});
