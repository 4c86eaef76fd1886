// The restricted (on-break) state (player protection, "Enforcement"): a player signed in during a
// time-out or self-exclusion sees only when it ends, the balance, Withdraw and Sign out (and,
// once a self-exclusion's end has passed, "Ask to lift"), under the Timeout or SelfExclusion
// banner. The cashier's dialog then offers the withdrawal only. The session limit's notice.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { playerStatus, type PlayerRestriction } from '../../machines/session/session.machine.ts';
import QuickDepositPanel from '../../src/features/cashier/QuickDepositPanel.tsx';
import RestrictedView from '../../src/features/protection/live/RestrictedView.tsx';
import SessionLimitNotice from '../../src/features/protection/live/SessionLimitNotice.tsx';
import { fakeApi, loadMessages } from './rewards-harness.tsx';
import {
  protectionLive,
  protectionTab,
  renderLive,
  signedInSession,
} from './protection-session-harness.tsx';
import { testAppActors } from './test-app-actors.ts';

beforeAll(loadMessages);
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const TIMEOUT: PlayerRestriction = {
  kind: 'Timeout',
  endsAt: '2099-03-08T14:30:00.000Z',
  canRequestLift: false,
  liftsAt: null,
};

async function renderRestricted(
  restriction: PlayerRestriction,
  handlers: Parameters<typeof fakeApi>[0] = {},
  openWithdrawal = false,
) {
  const { session, lobby, redirects } = await signedInSession(restriction);
  const api = fakeApi(handlers);
  const { actors, platformEvents } = testAppActors({ api: api.api, session: { lobby, session } });
  const { overlays } = platformEvents;
  await renderLive(<RestrictedView openWithdrawal={openWithdrawal} />, actors);
  return { session, redirects, api, overlays, actors };
}

describe('restricted view', () => {
  it('offers only the end of the break, the balance, Withdraw and Sign out', async () => {
    await renderRestricted(TIMEOUT);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toMatch(/^You are taking a break until .*2099/);
    expect(screen.getByTestId('restricted-balance').textContent).toBe('€42.00');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Withdraw',
      'Sign out',
    ]);
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.queryByText(/Deposit/)).toBeNull();
    const banner = document.querySelector('[data-banner="Timeout"]');
    expect(banner?.textContent).toMatch(/Time-out.*You are on a time-out until .*2099/);
  });

  it('Withdraw opens the cashier for a withdrawal; Sign out signs out', async () => {
    const { overlays, session, redirects } = await renderRestricted(TIMEOUT);
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    expect(overlays).toEqual([
      {
        type: 'overlay.open',
        variant: 'quick-deposit',
        payload: { mode: 'withdraw', title: 'Withdraw' },
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(playerStatus(session.getSnapshot())).toBe('LOGGED_OUT'));
    expect(redirects).toEqual([null]);
  });

  it('/withdraw/ opens the withdrawal at once', async () => {
    const { overlays } = await renderRestricted(TIMEOUT, {}, true);
    await screen.findByRole('button', { name: 'Withdraw' });
    expect(overlays).toEqual([
      {
        type: 'overlay.open',
        variant: 'quick-deposit',
        payload: { mode: 'withdraw', title: 'Withdraw' },
      },
    ]);
  });

  it('an indefinite self-exclusion says so, under the SelfExclusion banner', async () => {
    await renderRestricted({ ...TIMEOUT, kind: 'SelfExclusion', endsAt: null });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'You are taking a break indefinitely',
    );
    expect(document.querySelector('[data-banner="SelfExclusion"]')?.textContent).toContain(
      'You have excluded yourself from playing indefinitely.',
    );
  });

  it('an ended self-exclusion can be asked to lift, then says when it lifts', async () => {
    const ended: PlayerRestriction = {
      kind: 'SelfExclusion',
      endsAt: '2020-01-01T00:00:00.000Z',
      canRequestLift: true,
      liftsAt: null,
    };
    const liftsAt = '2099-01-02T00:00:00.000Z';
    const { api, session } = await renderRestricted(ended, {
      RequestBreakLift: () => ({
        requestBreakLift: {
          kind: 'SelfExclusion',
          duration: 'Months6',
          startedAt: '2019-07-01T00:00:00.000Z',
          endsAt: ended.endsAt,
          liftRequestedAt: '2099-01-01T00:00:00.000Z',
          liftsAt,
          canRequestLift: false,
        },
      }),
    });
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Withdraw',
      'Sign out',
      'Ask to lift the self-exclusion',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Ask to lift the self-exclusion' }));
    await waitFor(() => expect(document.querySelector('[data-lifts-at]')).not.toBeNull());
    expect(api.calls.map((call) => call.operation)).toEqual(['RequestBreakLift']);
    expect(document.querySelector('[data-lifts-at]')?.textContent).toMatch(
      /^Your self-exclusion lifts on .*2099/,
    );
    expect(session.getSnapshot().context.player?.restriction?.liftsAt).toBe(liftsAt);
    expect(screen.queryByRole('button', { name: 'Ask to lift the self-exclusion' })).toBeNull();
  });

  it("the cashier's dialog offers a player on a break the withdrawal only", async () => {
    const { actors } = await renderRestricted(TIMEOUT);
    cleanup();
    await renderLive(<QuickDepositPanel payload={{ mode: 'deposit' }} />, actors);
    expect(await screen.findByRole('button', { name: 'Withdraw' })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
  });
});

describe('session limit notice', () => {
  it('shows the minutes left in the last five, and that the limit is reached', async () => {
    // 60 minutes today, 57 played: 3 left.
    const tab = await protectionTab({
      ProtectionLive: () =>
        protectionLive(null, {
          sessionLimitMinutes: 60,
          session: { playedTodaySeconds: 57 * 60 },
        }),
    });
    await waitFor(() => expect(tab.sessionLimit()).toBeDefined());
    await renderLive(<SessionLimitNotice />, tab.actors);
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toMatch(/^3 minutes of your daily session limit left/);
    expect(notice.getAttribute('data-session-limit')).toBe('warning');

    tab.api.handlers.ProtectionLive = () =>
      protectionLive(null, { sessionLimitMinutes: 60, session: { playedTodaySeconds: 3600 } });
    // The player changed a setting: read again.
    act(() => tab.lobby.getSnapshot().context.protection!.send({ type: 'protection.refresh' }));
    const reached = await screen.findByRole('alert');
    expect(reached.textContent).toBe(
      'You have reached your daily session limit. You are being signed out.',
    );
    tab.lobby.stop();
  });

  it('shows nothing without a limit', async () => {
    const tab = await protectionTab({ ProtectionLive: () => protectionLive(null) });
    await waitFor(() => expect(tab.sessionLimit()).toBeDefined());
    const { container } = await renderLive(<SessionLimitNotice />, tab.actors);
    expect(within(container).queryByRole('status')).toBeNull();
    expect(tab.sessionLimit()!.getSnapshot().value).toBe('unlimited');
    tab.lobby.stop();
  });
});
