// The cashier's feature toggles, each rendered on and off: the dark cashier layout,
// the last used account (offered from LastCompletedDeposit, read afresh, never under the dark
// layout; choosing it deposits from that account without a payment page; the server's refusal in
// words), the welcome for a first deposit, the instant-banking award, the weekend notice on withdrawals (Saturday and Sunday) and
// the financial history (account menu links, pages not found without it; game history stays).
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FeatureToggle } from '../../machines/lobby-settings/settings.ts';
import { ROUTES } from '../../machines/routing/routes.ts';
import { AccountMenu } from '../../src/app/layouts/AccountMenu.tsx';
import HistoryPage from '../../src/features/cashier/HistoryPage.tsx';
import QuickDepositPanel from '../../src/features/cashier/QuickDepositPanel.tsx';
import { demoSettings } from '../machines/fixtures/lobby-settings.ts';
import { typedError } from './protection-harness.tsx';
import { renderInApp, signedInSession } from './render-in-app.tsx';
import { fakeApi, loadMessages } from './rewards-harness.tsx';
import { testAppActors } from './test-app-actors.ts';

beforeAll(loadMessages);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type Handler = (variables: Record<string, unknown>) => unknown;

const NO_PROMPT = () => ({
  viewer: {
    wallet: { id: 'w1', currency: 'EUR' },
    responsibleGaming: {
      licence: 'mga',
      limitPromptNeeded: false,
      limitPromptMandatory: false,
      limits: [],
    },
  },
});
const LAST_DEPOSIT = (payload: object | null) => () => ({
  viewer: {
    lastCompletedDeposit: payload && { provider: 'Krofort', payload: JSON.stringify(payload) },
  },
});
const KROFORT = {
  attributes: { paymentMethod: 'instantbank' },
  debtor: { account: 'FI21 1234 5600 0007 85' },
};

async function renderCashier(
  ui: React.ReactNode,
  options: {
    toggles?: Partial<Record<FeatureToggle, boolean>>;
    handlers?: Record<string, Handler>;
    routeId?: string;
  } = {},
) {
  const api = fakeApi({ ProtectionLimitPrompt: NO_PROMPT, ...options.handlers });
  const { actors } = testAppActors({ api: api.api, session: signedInSession() });
  const route = options.routeId ? (ROUTES.find((r) => r.id === options.routeId) ?? null) : null;
  const result = await renderInApp(ui, actors, {
    path: '/en/',
    shell: {
      settings: {
        ...demoSettings,
        license: 'mga',
        featureToggles: { ...demoSettings.featureToggles, ...options.toggles },
      },
      route,
    },
  });
  return { ...result, api };
}

const depositPanel = (toggles: Partial<Record<FeatureToggle, boolean>>, handlers = {}) =>
  renderCashier(<QuickDepositPanel payload={null} />, { toggles, handlers });
const operations = (api: { calls: { operation: string }[] }) =>
  api.calls.map((call) => call.operation);

describe('DarkCashierLayout', () => {
  it('on: the cashier takes its dark layout, deposit and withdraw alike', async () => {
    const { container } = await depositPanel({ DarkCashierLayout: true });
    await screen.findByRole('button', { name: 'Continue to payment' });
    const root = container.querySelector('[data-cashier-layout]')!;
    expect(root.getAttribute('data-cashier-layout')).toBe('dark');
    expect(root.className).toMatch(/dark/);
    fireEvent.click(screen.getByRole('tab', { name: 'Withdraw' }));
    expect(root.getAttribute('data-cashier-layout')).toBe('dark');
  });

  it('off: the brand’s own theme', async () => {
    const { container } = await depositPanel({ DarkCashierLayout: false });
    await screen.findByRole('button', { name: 'Continue to payment' });
    const root = container.querySelector('[data-cashier-layout]')!;
    expect(root.getAttribute('data-cashier-layout')).toBe('default');
    expect(root.className).not.toMatch(/dark/);
  });
});

describe('EnableKrofortQuickDepositWithLastUsedAccount', () => {
  it('on: offers the last completed deposit’s method and account, first choice', async () => {
    const { api } = await depositPanel(
      { EnableKrofortQuickDepositWithLastUsedAccount: true },
      { LastCompletedDeposit: LAST_DEPOSIT(KROFORT) },
    );
    const offer = await screen.findByTestId('last-used-account');
    const last = within(offer).getByRole('radio', {
      name: 'Your last used account: Instant bank transfer (Krofort) · FI21 1234 5600 0007 85',
    });
    expect((last as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Deposit now' })).toBeTruthy();
    // The method list only for another method.
    expect(screen.queryByLabelText('Payment method')).toBeNull();
    fireEvent.click(within(offer).getByRole('radio', { name: 'Another payment method' }));
    expect(screen.getByLabelText('Payment method')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBeTruthy();
    expect(operations(api)).toContain('LastCompletedDeposit');
  });

  it('choosing it deposits from that account and method, without a payment page', async () => {
    const { api } = await depositPanel(
      { EnableKrofortQuickDepositWithLastUsedAccount: true },
      {
        LastCompletedDeposit: LAST_DEPOSIT(KROFORT),
        DepositWithLastUsedAccount: () => ({
          depositWithLastUsedAccount: { id: 't1', status: 'Initialized', amount: 2500 },
        }),
      },
    );
    await screen.findByTestId('last-used-account');
    fireEvent.change(screen.getByLabelText('Amount (EUR)'), { target: { value: '25' } });
    await act(
      async () => void fireEvent.click(screen.getByRole('button', { name: 'Deposit now' })),
    );
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your deposit of €25.00 from FI21 1234 5600 0007 85 is on its way to your balance.',
    );
    const call = api.calls.find((c) => c.operation === 'DepositWithLastUsedAccount')!;
    expect(call.variables).toMatchObject({
      amount: 2500,
      currency: 'EUR',
      paymentMethod: 'instantbank',
      account: 'FI21 1234 5600 0007 85',
    });
    expect(operations(api)).not.toContain('InitDeposit');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('says so when the server refuses the account, and offers nothing else in its place', async () => {
    await depositPanel(
      { EnableKrofortQuickDepositWithLastUsedAccount: true },
      {
        LastCompletedDeposit: LAST_DEPOSIT(KROFORT),
        DepositWithLastUsedAccount: () => {
          throw typedError('UnknownLastUsedAccount');
        },
      },
    );
    await screen.findByTestId('last-used-account');
    fireEvent.change(screen.getByLabelText('Amount (EUR)'), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This account is not one you have deposited from. Choose a payment method instead.',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('reads it afresh every time the form opens (network-only)', async () => {
    const first = await depositPanel(
      { EnableKrofortQuickDepositWithLastUsedAccount: true },
      { LastCompletedDeposit: LAST_DEPOSIT(KROFORT) },
    );
    await screen.findByTestId('last-used-account');
    first.unmount();
    const second = await depositPanel(
      { EnableKrofortQuickDepositWithLastUsedAccount: true },
      { LastCompletedDeposit: LAST_DEPOSIT({ ...KROFORT, debtor: { account: 'FI99 NEW' } }) },
    );
    expect((await screen.findByTestId('last-used-account')).textContent).toContain('FI99 NEW');
    expect(operations(second.api).filter((o) => o === 'LastCompletedDeposit')).toHaveLength(1);
  });

  it('offers nothing before a completed deposit, or when the payload lacks the account', async () => {
    await depositPanel(
      { EnableKrofortQuickDepositWithLastUsedAccount: true },
      { LastCompletedDeposit: LAST_DEPOSIT({ attributes: { paymentMethod: 'card' } }) },
    );
    await screen.findByRole('button', { name: 'Continue to payment' });
    await act(async () => {});
    expect(screen.queryByTestId('last-used-account')).toBeNull();
  });

  it('off: no offer, and the query is not sent', async () => {
    const { api } = await depositPanel(
      { EnableKrofortQuickDepositWithLastUsedAccount: false },
      { LastCompletedDeposit: LAST_DEPOSIT(KROFORT) },
    );
    await screen.findByRole('button', { name: 'Continue to payment' });
    await act(async () => {});
    expect(screen.queryByTestId('last-used-account')).toBeNull();
    expect(operations(api)).not.toContain('LastCompletedDeposit');
  });

  it('never under the dark cashier layout: the query is skipped entirely', async () => {
    const { api } = await depositPanel(
      { EnableKrofortQuickDepositWithLastUsedAccount: true, DarkCashierLayout: true },
      { LastCompletedDeposit: LAST_DEPOSIT(KROFORT) },
    );
    await screen.findByRole('button', { name: 'Continue to payment' });
    await act(async () => {});
    expect(screen.queryByTestId('last-used-account')).toBeNull();
    expect(operations(api)).not.toContain('LastCompletedDeposit');
  });
});

describe('EnableCashierIBAwardAnnouncement', () => {
  it('on: the deposit form announces instant banking, and one click picks it', async () => {
    await depositPanel({ EnableCashierIBAwardAnnouncement: true });
    const award = await screen.findByTestId('ib-award');
    expect(award.textContent).toContain(
      `${demoSettings.siteDataName}’s award-winning instant banking`,
    );
    expect((screen.getByLabelText('Payment method') as HTMLSelectElement).value).toBe('card');
    fireEvent.click(within(award).getByRole('button', { name: 'Use instant bank transfer' }));
    expect((screen.getByLabelText('Payment method') as HTMLSelectElement).value).toBe(
      'instantbank',
    );
    expect(within(award).queryByRole('button')).toBeNull();
  });

  it('off: no announcement', async () => {
    await depositPanel({ EnableCashierIBAwardAnnouncement: false });
    await screen.findByRole('button', { name: 'Continue to payment' });
    expect(screen.queryByTestId('ib-award')).toBeNull();
  });
});

describe('EnableWelcomeMessage', () => {
  const FIRST_DEPOSIT = (total: number) => () => ({
    viewer: { player: { totalDepositAmount: total } },
  });

  it('on: a player who never deposited is welcomed in the deposit form', async () => {
    await depositPanel({ EnableWelcomeMessage: true }, { FirstDeposit: FIRST_DEPOSIT(0) });
    expect(
      (await screen.findByText('Welcome! Make your first deposit to start playing.')).hasAttribute(
        'data-welcome-message',
      ),
    ).toBe(true);
  });

  it('on: a player who has deposited is not', async () => {
    const { api } = await depositPanel(
      { EnableWelcomeMessage: true },
      { FirstDeposit: FIRST_DEPOSIT(2500) },
    );
    await screen.findByRole('button', { name: 'Continue to payment' });
    await waitFor(() => expect(operations(api)).toContain('FirstDeposit'));
    await act(async () => {});
    expect(document.querySelector('[data-welcome-message]')).toBeNull();
  });

  it('off: no welcome, and the question is not asked', async () => {
    const { api } = await depositPanel(
      { EnableWelcomeMessage: false },
      { FirstDeposit: FIRST_DEPOSIT(0) },
    );
    await screen.findByRole('button', { name: 'Continue to payment' });
    await act(async () => {});
    expect(document.querySelector('[data-welcome-message]')).toBeNull();
    expect(operations(api)).not.toContain('FirstDeposit');
  });
});

describe('DisableWeekendWithdrawalMessages', () => {
  const withdrawOn = async (iso: string, disabled: boolean) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(iso));
    await renderCashier(<QuickDepositPanel payload={{ mode: 'withdraw' }} />, {
      toggles: { DisableWeekendWithdrawalMessages: disabled },
    });
    await screen.findByRole('button', { name: 'Withdraw' });
    return screen.queryByTestId('weekend-withdrawal-notice');
  };

  it.each([
    ['Saturday', '2026-11-28T12:00:00'],
    ['Sunday', '2026-11-29T12:00:00'],
  ])('toggle off: on %s withdrawals say they are processed on Monday', async (_day, iso) => {
    const notice = await withdrawOn(iso, false);
    expect(notice?.textContent).toContain(
      'Withdrawals requested on Saturday or Sunday are processed on Monday.',
    );
  });

  it('toggle off: no notice on a weekday', async () => {
    expect(await withdrawOn('2026-11-25T12:00:00', false)).toBeNull();
  });

  it('toggle on: no notice, even on a Saturday', async () => {
    expect(await withdrawOn('2026-11-28T12:00:00', true)).toBeNull();
  });
});

describe('EnableFinancialHistory', () => {
  const menuLinks = async (on: boolean) => {
    const { actors } = testAppActors({ session: signedInSession() });
    await renderInApp(<AccountMenu />, actors, {
      path: '/en/',
      shell: {
        settings: {
          ...demoSettings,
          featureToggles: { ...demoSettings.featureToggles, EnableFinancialHistory: on },
        },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }), { detail: 1 });
    return within(screen.getByRole('menu'))
      .getAllByRole('menuitem')
      .map((item) => item.getAttribute('href'))
      .filter(Boolean);
  };

  it('on: the account menu links both history pages', async () => {
    const links = await menuLinks(true);
    expect(links).toContain('/en/profile/deposit-history/');
    expect(links).toContain('/en/profile/withdrawal-history/');
    expect(links).toContain('/en/profile/game-history/');
  });

  it('off: the links are gone; game history stays', async () => {
    const links = await menuLinks(false);
    expect(links).not.toContain('/en/profile/deposit-history/');
    expect(links).not.toContain('/en/profile/withdrawal-history/');
    expect(links).toContain('/en/profile/game-history/');
  });

  const history = [{ cursor: 'c1', node: deposit() }];
  function deposit() {
    return {
      id: 't1',
      type: 'Deposit',
      status: 'Completed',
      amount: 2500,
      currency: 'EUR',
      provider: 'Krofort',
      paymentMethod: 'instantbank',
      cancelReason: null,
      createdAt: '2026-11-20T10:00:00Z',
      processedAt: '2026-11-20T10:00:02Z',
    };
  }
  const handlers = {
    TransactionHistory: () => ({
      viewer: {
        customer: { id: 'c', isCancelWithdrawalBlocked: false },
        transactions: { edges: history, pageInfo: { hasNextPage: false, endCursor: 'c1' } },
      },
    }),
    GameRoundHistory: () => ({
      viewer: { gameRounds: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } } },
    }),
  };

  it.each(['profile.deposit-history', 'profile.withdrawal-history'])(
    'on: %s lists the transactions',
    async (routeId) => {
      await renderCashier(<HistoryPage />, {
        toggles: { EnableFinancialHistory: true },
        handlers,
        routeId,
      });
      expect(await screen.findByRole('table')).toBeTruthy();
      expect(screen.queryByTestId('not-found')).toBeNull();
    },
  );

  it.each(['profile.deposit-history', 'profile.withdrawal-history'])(
    'off: %s is not found, and asks nothing of the server',
    async (routeId) => {
      const { api } = await renderCashier(<HistoryPage />, {
        toggles: { EnableFinancialHistory: false },
        handlers,
        routeId,
      });
      expect((await screen.findByTestId('not-found')).textContent).toContain('404');
      expect(operations(api)).toEqual([]);
    },
  );

  it('off: game history stays', async () => {
    await renderCashier(<HistoryPage />, {
      toggles: { EnableFinancialHistory: false },
      handlers,
      routeId: 'profile.game-history',
    });
    expect(await screen.findByText('Nothing here yet.')).toBeTruthy();
    expect(screen.queryByTestId('not-found')).toBeNull();
  });
});
