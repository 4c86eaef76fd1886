// The reality check in the SPA (player protection, "Reality check"): the lobby's protection
// actor opens the overlays actor's `reality-check` dialog when a check is due; the
// dialog shows time played, wagered, won and net (read fresh), links to the game history and
// the limits page; Continue sends acknowledgeRealityCheck(index) and closes it, in every tab of
// the session; Log out is the normal sign-out. Games launched while it runs get its interval.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { playerStatus } from '../../machines/session/session.machine.ts';
import { OverlayHost } from '../../src/features/overlays/OverlayHost.tsx';
import RealityCheckBody from '../../src/features/protection/live/RealityCheckBody.tsx';
import { realityCheckLaunch, withRealityCheck } from '../../src/runtime/protection.ts';
import { loadMessages } from './rewards-harness.tsx';
import {
  currentSession,
  protectionLive,
  protectionTab,
  renderLive,
  stubDialog,
} from './protection-session-harness.tsx';

beforeAll(loadMessages);
beforeAll(stubDialog);
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/** A tab whose session started 75 s ago with a 60 s period: check 1 is due at once. */
async function openTab(periodSeconds: number | null = 60, acknowledged = 0) {
  const started = currentSession();
  const tab = await protectionTab({
    ProtectionLive: () =>
      protectionLive(periodSeconds, {
        session: { ...started, realityChecksAcknowledged: acknowledged },
      }),
    RealityCheckSummary: () => ({ viewer: { responsibleGaming: { currentSession: started } } }),
    AcknowledgeRealityCheck: ({ index }) => ({
      acknowledgeRealityCheck: { ...started, realityChecksAcknowledged: index },
    }),
  });
  return { ...tab, started };
}

async function renderDialog(tab: Awaited<ReturnType<typeof openTab>>) {
  await renderLive(
    <>
      <iframe title="Game" data-game-frame />
      <OverlayHost overlays={tab.overlays} bodies={{ realityCheck: RealityCheckBody }} />
    </>,
    tab.actors,
  );
}

describe('reality check', () => {
  it('opens when due with time played, wagered, won and net, and links', async () => {
    const tab = await openTab();
    await waitFor(() => expect(tab.overlays.getSnapshot().context.variant).toBe('reality-check'));
    expect(tab.overlays.getSnapshot().context.payload).toMatchObject({ index: 1, minutes: 1 });
    await renderDialog(tab);
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    await within(dialog).findByText('€12.50');
    const figure = (name: string) => dialog.querySelector(`[data-figure="${name}"]`)?.textContent;
    expect(figure('time')).toMatch(/^1 min 1[5-9] s$/);
    expect(figure('wagered')).toBe('€12.50');
    expect(figure('won')).toBe('€4.00');
    expect(figure('net')).toBe('−€8.50');
    expect(within(dialog).getByText('Time played')).toBeTruthy();
    expect(within(dialog).getByText('Net result')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Game history' }).getAttribute('href')).toBe(
      '/en/profile/game-history/',
    );
    expect(within(dialog).getByRole('link', { name: 'Limits' }).getAttribute('href')).toBe(
      '/en/profile/limits/',
    );
    // Its own answers, not the host's default buttons.
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Log out', 'Continue']);
    // The figures were read when the dialog opened.
    expect(tab.api.calls.map((call) => call.operation)).toContain('RealityCheckSummary');
    // The game behind keeps running: its frame is still there.
    expect(document.querySelector('iframe[data-game-frame]')).toBeTruthy();
  });

  it('Continue acknowledges check 1 on the server and closes the dialog', async () => {
    const tab = await openTab();
    await renderDialog(tab);
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(tab.api.calls).toContainEqual({
      operation: 'AcknowledgeRealityCheck',
      variables: { index: 1 },
    });
    const check = tab.realityCheck()!;
    expect(check.getSnapshot().value).toBe('waiting');
    expect(check.getSnapshot().context.acknowledged).toBe(1);
  });

  it('Escape does not dismiss it: the player answers', async () => {
    const tab = await openTab();
    await renderDialog(tab);
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(tab.overlays.getSnapshot().context.variant).toBe('reality-check');
  });

  it('Log out ends the session (the normal sign-out) and the dialog with it', async () => {
    const tab = await openTab();
    await renderDialog(tab);
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(playerStatus(tab.session.getSnapshot())).toBe('LOGGED_OUT'));
    expect(tab.redirects).toEqual([null]);
    // The lobby stops the player's actors with the session: the dialog closes with them.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(tab.lobby.getSnapshot().context.protection).toBeNull();
    expect(tab.realityCheck()).toBeUndefined();
    expect(tab.api.calls.map((call) => call.operation)).not.toContain('AcknowledgeRealityCheck');
  });

  it('one dialog across tabs: Continue in one tab closes the other', async () => {
    const first = await openTab();
    const second = await openTab();
    await waitFor(() =>
      expect(second.overlays.getSnapshot().context.variant).toBe('reality-check'),
    );
    await waitFor(() => expect(first.overlays.getSnapshot().context.variant).toBe('reality-check'));
    first.realityCheck()!.send({ type: 'rc.continue' });
    await waitFor(() => expect(second.overlays.getSnapshot().context.variant).toBeNull());
    expect(second.realityCheck()!.getSnapshot().value).toBe('waiting');
    // Only the tab that answered told the server.
    expect(second.api.calls.filter((call) => call.operation === 'AcknowledgeRealityCheck')).toEqual(
      [],
    );
    first.lobby.stop();
    second.lobby.stop();
  });

  it('a reload after the answer does not show the answered check again', async () => {
    const tab = await openTab(60, 1);
    await waitFor(() => expect(tab.realityCheck()).toBeDefined());
    expect(tab.realityCheck()!.getSnapshot().value).toBe('waiting');
    expect(tab.overlays.getSnapshot().context.variant).toBeNull();
    tab.lobby.stop();
  });

  it('a game launched while it runs gets the interval and the session start', async () => {
    const tab = await openTab(1800);
    expect(await realityCheckLaunch(tab.lobby)).toEqual({
      periodSeconds: 1800,
      startedAt: tab.started.startedAt,
    });
    const url = withRealityCheck('/demo-games/slot/?session=abc', {
      periodSeconds: 1800,
      startedAt: '2026-01-01T10:00:00.000Z',
    });
    expect(url).toBe(
      '/demo-games/slot/?session=abc&realityCheckInterval=1800&realityCheckStartedAt=2026-01-01T10%3A00%3A00.000Z',
    );
    tab.session.send({ type: 'session.logout' });
    await waitFor(() => expect(tab.lobby.getSnapshot().matches('visitor')).toBe(true));
    expect(await realityCheckLaunch(tab.lobby)).toBeNull();
  });

  it('off: no dialog, and games get nothing', async () => {
    const tab = await openTab(null);
    expect(await realityCheckLaunch(tab.lobby)).toBeNull();
    expect(tab.realityCheck()!.getSnapshot().value).toBe('off');
    expect(tab.overlays.getSnapshot().context.variant).toBeNull();
    expect(withRealityCheck('/g/?s=1', null)).toBe('/g/?s=1');
    tab.lobby.stop();
  });
});
