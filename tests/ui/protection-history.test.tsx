// /profile/session-history/ and /profile/dashboard/ in jsdom: the sessions with
// translated end reasons, and the summary (balances, limits with their use, play time today,
// verification, the licence's tools).
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import DashboardPage from '../../src/features/protection/DashboardPage.tsx';
import SessionHistoryPage from '../../src/features/protection/SessionHistoryPage.tsx';
import { formatWhen } from '../../src/components/protection-texts.ts';
import { limit, loadMessages, renderProtection } from './protection-harness.tsx';

beforeAll(loadMessages);
afterEach(cleanup);

const SESSIONS = [
  {
    id: 's3',
    startedAt: '2030-03-01T18:00:00.000Z',
    endedAt: null,
    durationSeconds: 125,
    currency: 'EUR',
    wagered: 0,
    won: 0,
    net: 0,
    endReason: null,
  },
  {
    id: 's2',
    startedAt: '2030-03-01T10:00:00.000Z',
    endedAt: '2030-03-01T11:05:09.000Z',
    durationSeconds: 3909,
    currency: 'EUR',
    wagered: 5000,
    won: 1250,
    net: -3750,
    endReason: 'SESSION_LIMIT',
  },
  {
    id: 's1',
    startedAt: '2030-02-28T10:00:00.000Z',
    endedAt: '2030-02-28T10:30:00.000Z',
    durationSeconds: 1800,
    currency: 'EUR',
    wagered: 1000,
    won: 3000,
    net: 2000,
    endReason: 'SELF_EXCLUSION',
  },
];

describe('/profile/session-history/', () => {
  it('lists start, end, duration, wagered, won, net and how each session ended', async () => {
    const { api } = await renderProtection(<SessionHistoryPage />, {
      licence: 'mga',
      routeId: 'profile.session-history',
      handlers: { ProtectionSessionHistory: () => ({ viewer: { sessionHistory: SESSIONS } }) },
    });
    const table = await screen.findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .getAllByRole(row.querySelector('th') ? 'columnheader' : 'cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Start', 'End', 'Duration', 'Wagered', 'Won', 'Net', 'How it ended'],
      [
        formatWhen(SESSIONS[0]!.startedAt, 'en-GB'),
        'Still running',
        '0:02:05',
        '€0.00',
        '€0.00',
        '€0.00',
        'Current session',
      ],
      [
        formatWhen(SESSIONS[1]!.startedAt, 'en-GB'),
        formatWhen(SESSIONS[1]!.endedAt!, 'en-GB'),
        '1:05:09',
        '€50.00',
        '€12.50',
        '-€37.50',
        'Play-time limit reached',
      ],
      [
        formatWhen(SESSIONS[2]!.startedAt, 'en-GB'),
        formatWhen(SESSIONS[2]!.endedAt!, 'en-GB'),
        '0:30:00',
        '€10.00',
        '€30.00',
        '€20.00',
        'Self-exclusion started',
      ],
    ]);
    expect(api.calls).toEqual([
      { operation: 'ProtectionSessionHistory', variables: { first: 50 } },
    ]);
  });
});

describe('/profile/dashboard/', () => {
  it.each([true, false])(
    'sums up balances, limits and their use, play time today, verification and the tools (EnableFinancialHistory %s)',
    async (financialHistory) => {
      await renderProtection(<DashboardPage />, {
        licence: 'mga',
        featureToggles: { EnableFinancialHistory: financialHistory },
        routeId: 'profile.dashboard',
        handlers: {
          ProtectionDashboard: () => ({
            viewer: {
              player: {
                id: 'p1',
                emailVerified: true,
                isPhoneNumberVerified: false,
                kycCheckStatus: { status: 'NotRequired' },
              },
              wallet: { id: 'w1', balance: 12345, bonusBalance: 500, currency: 'EUR' },
              responsibleGaming: {
                licence: 'mga',
                limits: [
                  limit({ period: 'Day', amount: 2000, used: 1500, remaining: 500 }),
                  limit({ period: 'Week' }),
                  limit({ kind: 'Session', period: 'Day', currency: null, amount: 120, used: 30 }),
                ],
                realityCheck: { periodSeconds: 1800 },
                activeBreak: null,
                currentSession: {
                  id: 's3',
                  startedAt: '2030-03-01T18:00:00.000Z',
                  playedTodaySeconds: 5400,
                },
              },
              sessionHistory: SESSIONS.slice(0, 2),
            },
          }),
        },
      });
      const balance = await screen.findByTestId('dashboard-balance');
      expect(balance.textContent).toContain('€123.45');
      expect(balance.textContent).toContain('€5.00');
      expect(screen.getByTestId('dashboard-play-time').textContent).toContain('1 hour 30 minutes');
      expect(screen.getByTestId('dashboard-play-time').textContent).toContain('30 minutes');
      const verification = screen.getByTestId('dashboard-verification');
      expect(verification.textContent).toContain('E-mailVerified');
      expect(verification.textContent).toContain('Phone numberNot verified');
      expect(verification.textContent).toContain('Identity (KYC)Not needed');

      const limits = screen.getByTestId('dashboard-limits');
      // Only limits in force (or pending) are listed, each with its use.
      const cards = within(limits).getAllByRole('listitem');
      expect(cards.map((card) => card.getAttribute('data-limit'))).toEqual([
        'Deposit.Day',
        'Session.Day',
      ]);
      expect(within(cards[0]!).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1500');
      expect(cards[0]!.textContent).toContain('Used €15.00 of €20.00');
      expect(cards[1]!.textContent).toContain('Used 30 minutes of 2 hours');

      const tools = screen
        .getByRole('heading', { name: 'Tools and history' })
        .parentElement!.querySelectorAll('a');
      expect([...tools].map((link) => link.textContent)).toEqual([
        'Deposit limits',
        'Play-time limit',
        'Reality check',
        'Take a break',
        'Self-exclusion',
        'Session history',
        'Game history',
        // The financial history pages exist only with the brand's toggle.
        ...(financialHistory ? ['Deposit history', 'Withdrawal history'] : []),
      ]);
      expect(screen.queryAllByRole('link', { name: 'Deposit history' })).toHaveLength(
        financialHistory ? 2 : 0,
      );
      expect(screen.getAllByRole('table')).toHaveLength(1);
    },
  );
});
