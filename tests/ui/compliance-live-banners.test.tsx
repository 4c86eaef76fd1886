// The compliance banners: the banners host of the layouts shows, in priority order,
// what the player's compliance state and the brand's site banners call for, with the links to
// act; dismissible ones close for the browser session; the list follows PlayerUpdated live.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import BannersHost from '../../src/features/compliance-live/BannersHost.tsx';
import { BANNER_DISMISSALS_KEY } from '../../src/app/compliance/compliance-logic.ts';
import { loadMessages } from './rewards-harness.tsx';
import { renderLive } from './protection-session-harness.tsx';
import {
  T0,
  complianceState,
  complianceTab,
  iso,
  siteBanners,
} from './compliance-live-harness.tsx';

beforeAll(loadMessages);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const HOUR = 3_600_000;
const shownTypes = () =>
  [...document.querySelectorAll('[data-banner]')].map((node) => node.getAttribute('data-banner'));

const MAINTENANCE = {
  id: 'm1',
  type: 'Maintenance',
  text: null,
  link: null,
  startsAt: iso(T0 + 2 * HOUR),
  endsAt: iso(T0 + 4 * HOUR),
};

describe('the banners host', () => {
  it('shows the blocking banners first, with the links to act, and no close button on them', async () => {
    const tab = await complianceTab({
      SiteBanners: () => siteBanners([MAINTENANCE]),
      ComplianceState: () =>
        complianceState({
          player: { kycCheckStatus: { status: 'Required', deadline: iso(T0 + 48 * HOUR) } },
          sourceOfWealth: { checkState: 'Required', dueDate: iso(T0 + 24 * HOUR) },
        }),
    });
    await renderLive(<BannersHost />, tab.actors);
    await waitFor(() =>
      expect(shownTypes()).toEqual(['Maintenance', 'KycRequired', 'SowRequired']),
    );
    const kyc = document.querySelector('[data-banner="KycRequired"]')!;
    expect(kyc.querySelector('a')!.getAttribute('href')).toBe('/en/profile/documents/');
    expect(kyc.querySelector('button')).toBeNull();
    const sow = document.querySelector('[data-banner="SowRequired"]')!;
    expect(sow.querySelector('a')!.getAttribute('href')).toBe('/en/source-of-wealth/');
    expect(sow.textContent).toContain('where the money you play with comes from');
  });

  it('says the account is closed, naming the login method for multiple accounts', async () => {
    const closed = (cause: string, email: string) =>
      complianceTab({
        SiteBanners: () => siteBanners(),
        ComplianceState: () =>
          complianceState({
            player: {
              email,
              accountStatus: { status: 'Closed', cause, reopenByCustomerAllowed: false },
            },
          }),
      });
    let tab = await closed('Requested', 'sami@example.com');
    await renderLive(<BannersHost />, tab.actors);
    expect(await screen.findByText('Your account has been closed indefinitely.')).toBeTruthy();
    cleanup();
    tab = await closed('MultipleAccounts', 'sami@example.com');
    await renderLive(<BannersHost />, tab.actors);
    expect(
      await screen.findByText(/another account was found with this email address/),
    ).toBeTruthy();
    cleanup();
    tab = await closed('MultipleAccounts', '');
    await renderLive(<BannersHost />, tab.actors);
    expect(
      await screen.findByText(/another account was found with this phone number/),
    ).toBeTruthy();
  });

  it('does not show AccountClosed when the player may reopen the account', async () => {
    const tab = await complianceTab({
      SiteBanners: () => siteBanners([MAINTENANCE]),
      ComplianceState: () =>
        complianceState({
          player: {
            accountStatus: { status: 'Closed', cause: 'Requested', reopenByCustomerAllowed: true },
          },
        }),
    });
    await renderLive(<BannersHost />, tab.actors);
    await waitFor(() => expect(shownTypes()).toEqual(['Maintenance']));
  });

  it('closes a dismissible banner and remembers it for the session', async () => {
    const tab = await complianceTab(
      { SiteBanners: () => siteBanners([MAINTENANCE]) },
      {
        signedIn: false,
      },
    );
    await renderLive(<BannersHost />, tab.actors);
    await waitFor(() => expect(shownTypes()).toEqual(['Maintenance']));
    expect(screen.getByRole('status').textContent).toContain('under maintenance');
    fireEvent.click(screen.getByRole('button', { name: 'Close notice' }));
    await waitFor(() => expect(shownTypes()).toEqual([]));
    expect(JSON.parse(tab.stored.get(BANNER_DISMISSALS_KEY)!)).toEqual(['Maintenance:m1']);
  });

  it('shows campaigns to visitors with marketing consent only, and the close-down in Germany only', async () => {
    const banners = [
      {
        id: 'n1',
        type: 'NovemberCampaign',
        text: 'November spins',
        link: '/promotions/',
        startsAt: null,
        endsAt: null,
      },
      {
        id: 'g1',
        type: 'GermanyCloseDown',
        text: null,
        link: 'javascript:alert(1)',
        startsAt: null,
        endsAt: null,
      },
    ];
    let tab = await complianceTab(
      { SiteBanners: () => siteBanners(banners, 'DE') },
      {
        signedIn: false,
        marketing: true,
      },
    );
    await renderLive(<BannersHost />, tab.actors);
    await waitFor(() => expect(shownTypes()).toEqual(['GermanyCloseDown', 'NovemberCampaign']));
    // The operator's link: an app path is followed, a script address never.
    expect(document.querySelector('[data-banner="NovemberCampaign"] a')!.getAttribute('href')).toBe(
      '/en/promotions/',
    );
    expect(document.querySelector('[data-banner="GermanyCloseDown"] a')).toBeNull();
    cleanup();
    tab = await complianceTab(
      { SiteBanners: () => siteBanners(banners, 'FI') },
      {
        signedIn: false,
        marketing: false,
      },
    );
    await renderLive(<BannersHost />, tab.actors);
    await waitFor(() => expect(tab.api.calls.map((c) => c.operation)).toContain('SiteBanners'));
    await act(async () => {});
    expect(shownTypes()).toEqual([]);
  });

  it('follows PlayerUpdated when it names a compliance area, and ignores other changes', async () => {
    let kyc = 'NotRequired';
    const tab = await complianceTab({
      SiteBanners: () => siteBanners(),
      ComplianceState: () =>
        complianceState({ player: { kycCheckStatus: { status: kyc, deadline: null } } }),
    });
    await renderLive(<BannersHost />, tab.actors);
    await waitFor(() => expect(tab.api.calls.map((c) => c.operation)).toContain('ComplianceState'));
    expect(shownTypes()).toEqual([]);
    kyc = 'Required';
    const reads = () => tab.api.calls.filter((c) => c.operation === 'ComplianceState').length;
    const before = reads();
    await act(async () =>
      tab.socket.push('PlayerUpdated', {
        playerUpdated: { playerId: 'p-1', isAccountClosed: false, changed: ['limits'] },
      }),
    );
    expect(reads()).toBe(before);
    await act(async () =>
      tab.socket.push('PlayerUpdated', {
        playerUpdated: { playerId: 'p-1', isAccountClosed: false, changed: ['kyc'] },
      }),
    );
    await waitFor(() => expect(shownTypes()).toEqual(['KycRequired']));
  });

  it('an account closed while signed in: AccountClosed at once from PlayerUpdated, kept through the sign-out', async () => {
    let closed = false;
    const tab = await complianceTab({
      SiteBanners: () => siteBanners(),
      ComplianceState: () => {
        // The closing ends the sessions: a read after it is refused.
        if (closed) throw new Error('Sign in to do this.');
        return complianceState({
          player: { kycCheckStatus: { status: 'Required', deadline: null } },
        });
      },
    });
    await renderLive(<BannersHost />, tab.actors);
    await waitFor(() => expect(shownTypes()).toEqual(['KycRequired']));
    closed = true;
    await act(async () =>
      tab.socket.push('PlayerUpdated', {
        playerUpdated: {
          playerId: 'p-1',
          isAccountClosed: true,
          changed: ['accountStatus'],
          accountStatus: {
            status: 'Closed',
            cause: 'MultipleAccounts',
            reopenByCustomerAllowed: false,
          },
        },
      }),
    );
    await waitFor(() => expect(shownTypes()).toEqual(['AccountClosed', 'KycRequired']));
    expect(
      screen.getByText(
        'Your account has been closed indefinitely because another account was found with this email address.',
      ),
    ).toBeTruthy();
    // The sign-out the closing causes keeps the closed account's banner, and only that.
    await act(async () => tab.session.send({ type: 'session.logout' }));
    await waitFor(() => expect(shownTypes()).toEqual(['AccountClosed']));
  });

  it('drops the player’s banners at sign-out', async () => {
    const tab = await complianceTab({
      SiteBanners: () => siteBanners(),
      ComplianceState: () =>
        complianceState({ player: { kycCheckStatus: { status: 'Required', deadline: null } } }),
    });
    await renderLive(<BannersHost />, tab.actors);
    await waitFor(() => expect(shownTypes()).toEqual(['KycRequired']));
    await act(async () => tab.session.send({ type: 'session.logout' }));
    await waitFor(() => expect(shownTypes()).toEqual([]));
  });
});
