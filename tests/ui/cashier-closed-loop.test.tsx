// The withdrawal form's closed-loop notice (platform-core §6 closedLoopPayments): on est the
// player reads that a withdrawal goes back to the methods deposited with, in proportion; other
// licences do not show it. NoDepositMethod is said in words.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import QuickDepositPanel from '../../src/features/cashier/QuickDepositPanel.tsx';
import { loadMessages, renderProtection, typedError } from './protection-harness.tsx';

beforeAll(loadMessages);
afterEach(cleanup);

const WITHDRAW = { mode: 'withdraw' };

describe('the closed-loop notice in the withdrawal form', () => {
  it('says on est that withdrawals go back to the methods deposited with, in proportion', async () => {
    await renderProtection(<QuickDepositPanel payload={WITHDRAW} />, {
      licence: 'est',
      handlers: {},
    });
    const notice = await screen.findByTestId('closed-loop-notice');
    expect(notice.textContent).toContain(
      'Withdrawals go back only to the payment methods and accounts you deposited with.',
    );
    expect(notice.textContent).toContain('in proportion to what you deposited with each');
  });

  it.each(['mga', 'anj', 'cos', 'crc'] as const)('is not shown on %s', async (licence) => {
    await renderProtection(<QuickDepositPanel payload={WITHDRAW} />, { licence, handlers: {} });
    await screen.findByRole('button', { name: 'Withdraw' });
    expect(screen.queryByTestId('closed-loop-notice')).toBeNull();
  });

  it('explains a refusal for want of a deposit to pay back to', async () => {
    const { api } = await renderProtection(<QuickDepositPanel payload={WITHDRAW} />, {
      licence: 'est',
      handlers: {
        InitWithdrawal: () => {
          throw typedError('NoDepositMethod');
        },
      },
    });
    fireEvent.change(screen.getByLabelText('Amount (EUR)'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'you have no completed deposit yet',
    );
    expect(api.calls.map((call) => call.operation)).toContain('InitWithdrawal');
  });
});
