// /profile/self-exclusion/ in jsdom: the confirmation that says what will happen with
// the end date the duration gives, startBreak, the result, and a refused break in words. Each
// licence's options (crc one self-exclusion duration, mga several, cos none) are
// tests/ui/protection-licences.test.tsx's, against the policy table.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import SelfExclusionPage from '../../src/features/protection/SelfExclusionPage.tsx';
import { formatWhen } from '../../src/components/protection-texts.ts';
import { loadMessages, renderProtection, typedError } from './protection-harness.tsx';

beforeAll(async () => {
  await loadMessages();
  // jsdom's <dialog> has no modal behaviour; open/close are enough here.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const TIMEOUTS = ['Hours24', 'Days7', 'Days30', 'Weeks6'];

function breaksAnswer(licence: string, selfExclusionOptions: string[]) {
  return () => ({
    viewer: {
      responsibleGaming: {
        licence,
        timeoutOptions: TIMEOUTS,
        selfExclusionOptions,
        activeBreak: null,
      },
    },
  });
}

const section = (kind: 'Timeout' | 'SelfExclusion') => screen.findByTestId(`break-${kind}`);

describe('/profile/self-exclusion/', () => {
  it('the confirmation says exactly what will happen, with the end date; then the result', async () => {
    const now = new Date('2030-03-01T12:00:00.000Z');
    vi.useFakeTimers({ now, toFake: ['Date'] });
    const ends = '2030-03-08T12:00:00.000Z';
    const { api } = await renderProtection(<SelfExclusionPage />, {
      licence: 'mga',
      routeId: 'profile.self-exclusion',
      handlers: {
        ProtectionBreaks: breaksAnswer('mga', ['Months6']),
        ProtectionStartBreak: ({ kind, duration }) => ({
          startBreak: {
            kind,
            duration,
            startedAt: now.toISOString(),
            endsAt: ends,
            liftRequestedAt: null,
            liftsAt: null,
            canRequestLift: false,
          },
        }),
      },
    });
    const timeout = await section('Timeout');
    fireEvent.click(within(timeout).getByRole('button', { name: 'Take a break' }));
    expect(within(timeout).getByRole('alert').textContent).toBe('Choose how long first.');
    fireEvent.click(within(timeout).getByLabelText('7 days'));
    fireEvent.click(within(timeout).getByRole('button', { name: 'Take a break' }));

    const dialog = await screen.findByRole('dialog', { name: 'Take a break for 7 days?' });
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'You will be signed out now, on every device.',
      `Until ${formatWhen(ends, 'en-GB')} you cannot play, deposit or claim rewards, and we send you no marketing.`,
      'You can still sign in to withdraw your balance.',
      'A time-out cannot be shortened or ended early once it has started.',
    ]);
    // Cancel closes it and sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.map((call) => call.operation)).toEqual(['ProtectionBreaks']);

    fireEvent.click(within(timeout).getByRole('button', { name: 'Take a break' }));
    const again = await screen.findByRole('dialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Start my break' }));
    const result = await screen.findByTestId('break-started');
    expect(result.textContent).toContain('Your time-out has started');
    expect(result.textContent).toContain(`It ends on ${formatWhen(ends, 'en-GB')}.`);
    expect(api.calls.at(-1)).toEqual({
      operation: 'ProtectionStartBreak',
      variables: { kind: 'Timeout', duration: 'Days7' },
    });
  });

  it('self-exclusion warns that it cannot be undone; a refused break is worded', async () => {
    await renderProtection(<SelfExclusionPage />, {
      licence: 'mga',
      routeId: 'profile.self-exclusion',
      handlers: {
        ProtectionBreaks: breaksAnswer('mga', ['Months6', 'Indefinite']),
        ProtectionStartBreak: () => {
          throw typedError('BreakCannotBeShortened');
        },
      },
    });
    const exclusion = await section('SelfExclusion');
    fireEvent.click(within(exclusion).getByLabelText('Indefinitely'));
    fireEvent.click(within(exclusion).getByRole('button', { name: 'Exclude myself' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exclude yourself indefinitely?' });
    expect(dialog.textContent).toContain(
      'A self-exclusion cannot be shortened or undone. When it ends, it does not lift by itself: you ask for it to be lifted.',
    );
    expect(dialog.textContent).toContain(
      'With no end date, you cannot play, deposit or claim rewards',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Exclude me' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'A break that is already running cannot be shortened or ended early. You can only make it longer.',
    );
    expect(screen.queryByTestId('break-started')).toBeNull();
  });
});
