// The busy flag and error of the request forms (sign-in codes, phone check, cashier).
import { msg } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { useFormAction } from '../../src/components/use-form-action.ts';
import { i18n, loadCatalog } from '../../src/i18n/i18n.ts';

beforeAll(() => loadCatalog('en-GB'));

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);
const messageOf = (failure: unknown) =>
  failure instanceof Error ? msg`Refused: ${failure.message}` : msg`Unknown`;

describe('useFormAction', () => {
  it('is busy while the request runs, and stays busy when the form leaves the page', async () => {
    const { result } = renderHook(() => useFormAction(messageOf), { wrapper });
    let finish = () => {};
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.run(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      await running;
    });
    expect(result.current).toMatchObject({ busy: true, error: null });
  });

  it('frees the button after success when the form stays', async () => {
    const { result } = renderHook(() => useFormAction(messageOf, { leavesPage: false }), {
      wrapper,
    });
    await act(() => result.current.run(async () => {}));
    expect(result.current.busy).toBe(false);
  });

  it('shows the translated failure, frees the button, and clears the error on the next try', async () => {
    const { result } = renderHook(() => useFormAction(messageOf), { wrapper });
    await act(() =>
      result.current.run(async () => {
        throw new Error('no');
      }),
    );
    expect(result.current).toMatchObject({ busy: false, error: 'Refused: no' });
    let finish = () => {};
    act(() => {
      void result.current.run(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.error).toBeNull();
    await act(async () => finish());
  });
});
