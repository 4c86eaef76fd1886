// The limit prompt before the first deposit, in the quick-deposit dialog's content:
// mandatory on mga (no skip: only a deposit limit lets the deposit go on), "Not now" elsewhere,
// nothing once answered; a deposit over a limit says how much is still possible.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import QuickDepositPanel from '../../src/features/cashier/QuickDepositPanel.tsx';
import { formatWhen } from '../../src/components/protection-texts.ts';
import { limit, loadMessages, renderProtection, typedError } from './protection-harness.tsx';

beforeAll(loadMessages);
afterEach(cleanup);

function promptAnswer(licence: string, needed: boolean, mandatory: boolean) {
  return () => ({
    viewer: {
      wallet: { id: 'w1', currency: 'EUR' },
      responsibleGaming: {
        licence,
        limitPromptNeeded: needed,
        limitPromptMandatory: mandatory,
        limits: [],
      },
    },
  });
}

const depositForm = () => screen.findByRole('button', { name: 'Continue to payment' });

describe('the limit prompt before the first deposit', () => {
  it('is mandatory on mga: no skip, the deposit form only after a deposit limit is set', async () => {
    const { api } = await renderProtection(<QuickDepositPanel payload={null} />, {
      licence: 'mga',
      handlers: {
        ProtectionLimitPrompt: promptAnswer('mga', true, true),
        ProtectionSetLimit: ({ input }) => ({
          setLimit: limit({ ...(input as object), amount: 5000, remaining: 5000 }),
        }),
      },
    });
    const prompt = await screen.findByTestId('limit-prompt');
    expect(within(prompt).getByRole('heading').textContent).toBe('Set a deposit limit first');
    expect(within(prompt).queryByRole('button', { name: 'Not now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
    // mga has the three periods.
    expect(
      within(within(prompt).getByLabelText('Period'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Per day (24 hours)', 'Per week (7 days)', 'Per month (30 days)']);

    fireEvent.click(within(prompt).getByRole('button', { name: 'Set limit and continue' }));
    expect((await within(prompt).findByRole('alert')).textContent).toBe('Enter an amount.');

    fireEvent.change(within(prompt).getByLabelText('Period'), { target: { value: 'Week' } });
    fireEvent.change(within(prompt).getByLabelText('Limit (EUR)'), { target: { value: '50' } });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Set limit and continue' }));
    await depositForm();
    expect(screen.getByTestId('limit-prompt-answered').textContent).toBe(
      'Limit set: Weekly deposit limit, €50.00. It applies now.',
    );
    expect(api.calls.at(-1)).toEqual({
      operation: 'ProtectionSetLimit',
      variables: { input: { kind: 'Deposit', period: 'Week', amount: 5000, currency: 'EUR' } },
    });
  });

  it('elsewhere "Not now" answers it (dismissLimitPrompt); crc offers the daily limit only', async () => {
    const { api } = await renderProtection(<QuickDepositPanel payload={null} />, {
      licence: 'crc',
      handlers: {
        ProtectionLimitPrompt: promptAnswer('crc', true, false),
        ProtectionDismissLimitPrompt: () => ({ dismissLimitPrompt: { limitPromptNeeded: false } }),
      },
    });
    const prompt = await screen.findByTestId('limit-prompt');
    expect(within(prompt).queryByLabelText('Period')).toBeNull();
    expect(within(prompt).getByLabelText('Daily deposit limit (EUR)')).toBeTruthy();
    fireEvent.click(within(prompt).getByRole('button', { name: 'Not now' }));
    await depositForm();
    expect(api.calls.map((call) => call.operation)).toEqual([
      'ProtectionLimitPrompt',
      'ProtectionDismissLimitPrompt',
    ]);
  });

  it('cos has no limits: the prompt offers the time-out and lets the deposit go on', async () => {
    await renderProtection(<QuickDepositPanel payload={null} />, {
      licence: 'cos',
      handlers: {
        ProtectionLimitPrompt: promptAnswer('cos', true, false),
        ProtectionDismissLimitPrompt: () => ({ dismissLimitPrompt: { limitPromptNeeded: false } }),
      },
    });
    const prompt = await screen.findByTestId('limit-prompt');
    expect(within(prompt).queryByRole('textbox')).toBeNull();
    expect(within(prompt).getByRole('link', { name: 'Take a break' })).toBeTruthy();
    fireEvent.click(within(prompt).getByRole('button', { name: 'Continue to deposit' }));
    await depositForm();
  });

  it('once answered, the deposit form comes at once; a deposit over a limit says what is left', async () => {
    const resetsAt = '2030-03-02T09:30:00.000Z';
    await renderProtection(<QuickDepositPanel payload={null} />, {
      licence: 'mga',
      handlers: {
        ProtectionLimitPrompt: promptAnswer('mga', false, true),
        InitDeposit: () => {
          throw typedError('DepositLimitExceeded', {
            kind: 'Deposit',
            period: 'Day',
            limit: 2000,
            remaining: 2000,
            resetsAt,
            currency: 'EUR',
          });
        },
      },
    });
    await depositForm();
    expect(screen.queryByTestId('limit-prompt')).toBeNull();
    fireEvent.change(screen.getByLabelText('Amount (EUR)'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      `This deposit would go over your deposit limit. You can deposit up to €20.00 now; more becomes available on ${formatWhen(resetsAt, 'en-GB')}.`,
    );
  });
});
