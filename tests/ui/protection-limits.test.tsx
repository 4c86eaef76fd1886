// /profile/limits/ in jsdom, on mga: what a player sees, a first limit and a
// decrease applying at once, an increase pending with its effective time and cancelled, the
// draft checked before anything is sent, the server's typed errors in words, the reality-check
// interval. What each licence offers is tests/ui/protection-licences.test.tsx.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LimitsPage } from '../../src/features/protection/LimitsPage.tsx';
import { formatWhen } from '../../src/components/protection-texts.ts';
import { limit, loadMessages, renderProtection, typedError } from './protection-harness.tsx';

beforeAll(loadMessages);
afterEach(cleanup);

const MGA_LIMITS = [
  limit({ period: 'Day' }),
  limit({ period: 'Week' }),
  limit({ period: 'Month' }),
  limit({ kind: 'Session', period: 'Day', currency: null }),
  // Not a tool of mga: the page must not show it even if the server listed it.
  limit({ kind: 'Loss', period: 'Day' }),
];

function limitsAnswer(limits: unknown[], licence = 'mga', realityCheck: unknown = null) {
  return () => ({
    viewer: {
      wallet: { id: 'w1', currency: 'EUR' },
      responsibleGaming: { licence, limits, realityCheck },
    },
  });
}

const row = (name: string) => screen.findByRole('listitem', { name });

describe('/profile/limits/ on mga', () => {
  it('shows one row per period the licence offers, the session limit and the reality check', async () => {
    await renderProtection(<LimitsPage page="profile.limits" />, {
      licence: 'mga',
      routeId: 'profile.limits',
      handlers: {
        ProtectionLimits: limitsAnswer(MGA_LIMITS, 'mga', {
          periodSeconds: null,
          optionsSeconds: [600, 1800, 3600],
        }),
      },
    });
    await row('Daily deposit limit');
    expect(screen.getByRole('listitem', { name: 'Weekly deposit limit' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Monthly deposit limit' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Daily play-time limit' })).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: 'Daily loss limit' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Deposit limits' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Loss limits' })).toBeNull();
    const select = screen.getByLabelText('Remind me every');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Off', '10 minutes', '30 minutes', '1 hour']);
  });

  it('a first limit and a decrease apply at once; an increase is pending with its effective time until cancelled', async () => {
    const effectiveAt = '2030-03-12T14:05:00.000Z';
    const { api } = await renderProtection(<LimitsPage page="profile.limits" />, {
      licence: 'mga',
      routeId: 'profile.limits',
      handlers: {
        ProtectionLimits: limitsAnswer(MGA_LIMITS),
        ProtectionSetLimit: ({ input }) => {
          const { amount } = input as { amount: number | null };
          // 20 then 15 apply at once; 50 waits for the cooling-off.
          if (amount === 5000)
            return {
              setLimit: limit({
                amount: 1500,
                remaining: 1500,
                pending: { amount: 5000, requestedAt: '2030-03-11T14:05:00.000Z', effectiveAt },
              }),
            };
          return { setLimit: limit({ amount, remaining: amount }) };
        },
        ProtectionCancelPendingLimit: () => ({
          cancelPendingLimit: limit({ amount: 1500, remaining: 1500 }),
        }),
      },
    });
    const daily = await row('Daily deposit limit');
    expect(within(daily).getByText('No limit set')).toBeTruthy();

    fireEvent.click(within(daily).getByRole('button', { name: 'Set limit' }));
    fireEvent.change(within(daily).getByLabelText('New limit (EUR)'), {
      target: { value: '20' },
    });
    fireEvent.click(within(daily).getByRole('button', { name: 'Save limit' }));
    await within(daily).findByText('Done: your new limit applies now.');
    expect(within(daily).getByTestId('limit-amount').textContent).toBe('€20.00');
    expect(api.calls.at(-1)).toEqual({
      operation: 'ProtectionSetLimit',
      variables: { input: { kind: 'Deposit', period: 'Day', amount: 2000, currency: 'EUR' } },
    });

    // A decrease: applies at once.
    fireEvent.click(within(daily).getByRole('button', { name: 'Change limit' }));
    const field = within(daily).getByLabelText('New limit (EUR)') as HTMLInputElement;
    expect(field.value).toBe('20');
    fireEvent.change(field, { target: { value: '15' } });
    fireEvent.click(within(daily).getByRole('button', { name: 'Save limit' }));
    await waitFor(() =>
      expect(within(daily).getByTestId('limit-amount').textContent).toBe('€15.00'),
    );
    expect(within(daily).getByText('Done: your new limit applies now.')).toBeTruthy();

    // An increase: pending, with the date and time it takes effect, and Cancel.
    fireEvent.click(within(daily).getByRole('button', { name: 'Change limit' }));
    fireEvent.change(within(daily).getByLabelText('New limit (EUR)'), {
      target: { value: '50' },
    });
    fireEvent.click(within(daily).getByRole('button', { name: 'Save limit' }));
    const pending = await within(daily).findByTestId('pending-change');
    expect(pending.textContent).toBe(
      `Change pending: €50.00 applies from ${formatWhen(effectiveAt, 'en-GB')}.Cancel change`,
    );
    expect(within(daily).getByTestId('limit-amount').textContent).toBe('€15.00');

    fireEvent.click(within(daily).getByRole('button', { name: 'Cancel change' }));
    await waitFor(() => expect(within(daily).queryByTestId('pending-change')).toBeNull());
    expect(api.calls.at(-1)).toEqual({
      operation: 'ProtectionCancelPendingLimit',
      variables: { kind: 'Deposit', period: 'Day' },
    });
    expect(within(daily).getByTestId('limit-amount').textContent).toBe('€15.00');
  });

  it('checks the draft before sending and words the server’s typed errors', async () => {
    const { api } = await renderProtection(<LimitsPage page="profile.limits" />, {
      licence: 'mga',
      routeId: 'profile.limits',
      handlers: {
        ProtectionLimits: limitsAnswer([
          limit({ period: 'Day', amount: 2000, used: 500, remaining: 1500 }),
        ]),
        ProtectionSetLimit: () => {
          throw typedError('IncreaseBlocked');
        },
      },
    });
    const daily = await row('Daily deposit limit');
    expect(within(daily).getByText('Used €5.00 of €20.00')).toBeTruthy();
    expect(within(daily).getByTestId('limit-remaining').textContent).toBe('€15.00 left');

    fireEvent.click(within(daily).getByRole('button', { name: 'Change limit' }));
    const field = within(daily).getByLabelText('New limit (EUR)');
    for (const [draft, message] of [
      ['abc', 'Enter the amount as a number, for example 50 or 50.00.'],
      ['-5', 'Enter an amount above zero.'],
      ['0', 'Enter an amount above zero.'],
      ['20.555', 'Too many decimals for this amount.'],
      ['0.5', 'Enter a limit from €1.00 to €1,000,000.00.'],
      ['99999999', 'Enter a limit from €1.00 to €1,000,000.00.'],
    ] as const) {
      fireEvent.change(field, { target: { value: draft } });
      fireEvent.click(within(daily).getByRole('button', { name: 'Save limit' }));
      expect((await within(daily).findByRole('alert')).textContent).toBe(message);
    }
    expect(api.calls.map((call) => call.operation)).toEqual(['ProtectionLimits']);

    fireEvent.change(field, { target: { value: '40' } });
    fireEvent.click(within(daily).getByRole('button', { name: 'Save limit' }));
    expect((await within(daily).findByRole('alert')).textContent).toBe(
      'Your limits cannot be raised or removed at the moment. You can still lower them. Contact customer support if you have questions.',
    );
    expect(within(daily).getByTestId('limit-amount').textContent).toBe('€20.00');
  });

  it('InvalidLimit from the server shows its range; the session limit is in minutes', async () => {
    await renderProtection(<LimitsPage page="profile.limits" />, {
      licence: 'mga',
      routeId: 'profile.limits',
      handlers: {
        ProtectionLimits: limitsAnswer([limit({ kind: 'Session', currency: null })]),
        ProtectionSetLimit: () => {
          throw typedError('InvalidLimit', { min: 15, max: 1440 });
        },
      },
    });
    const session = await row('Daily play-time limit');
    fireEvent.click(within(session).getByRole('button', { name: 'Set limit' }));
    fireEvent.change(within(session).getByLabelText('New limit (minutes)'), {
      target: { value: '5' },
    });
    fireEvent.click(within(session).getByRole('button', { name: 'Save limit' }));
    expect((await within(session).findByRole('alert')).textContent).toBe(
      'Enter a limit from 15 minutes to 24 hours.',
    );
    fireEvent.change(within(session).getByLabelText('New limit (minutes)'), {
      target: { value: '60' },
    });
    fireEvent.click(within(session).getByRole('button', { name: 'Save limit' }));
    await waitFor(() =>
      expect(within(session).getByRole('alert').textContent).toBe(
        'Enter a limit from 15 minutes to 24 hours.',
      ),
    );
  });

  it('saves the reality-check interval', async () => {
    const { api } = await renderProtection(<LimitsPage page="profile.limits" />, {
      licence: 'mga',
      routeId: 'profile.limits',
      handlers: {
        ProtectionLimits: limitsAnswer([], 'mga', {
          periodSeconds: null,
          optionsSeconds: [600, 1800],
        }),
        ProtectionSetRealityCheckPeriod: ({ seconds }) => ({
          setRealityCheckPeriod: { periodSeconds: seconds, optionsSeconds: [600, 1800] },
        }),
      },
    });
    fireEvent.change(await screen.findByLabelText('Remind me every'), {
      target: { value: '1800' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save interval' }));
    await screen.findByText('Saved: the reality check follows your new interval.');
    expect(api.calls.at(-1)).toEqual({
      operation: 'ProtectionSetRealityCheckPeriod',
      variables: { seconds: 1800 },
    });
  });
});

// What every other licence offers on these pages, checked against the policy table:
// tests/ui/protection-licences.test.tsx.
