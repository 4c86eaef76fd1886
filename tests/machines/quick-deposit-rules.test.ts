import { describe, expect, it } from 'vitest';
import {
  amountFromQuery,
  quickDepositFromLink,
  shouldAutoOpenQuickDeposit,
} from '../../machines/overlays/quick-deposit-rules.ts';

describe('quick-deposit auto-open rule', () => {
  it('needs autoSubmit, amount and paymentMethod', () => {
    expect(quickDepositFromLink('?autoSubmit=true&amount=25&paymentMethod=card')).toEqual({
      mode: 'deposit',
      amount: 2_500,
      paymentMethod: 'card',
      autoSubmit: true,
    });
    expect(quickDepositFromLink('?amount=25&paymentMethod=card')).toBeNull();
    expect(quickDepositFromLink('?autoSubmit=1&paymentMethod=card')).toBeNull();
    expect(quickDepositFromLink('?autoSubmit=1&amount=25')).toBeNull();
  });

  it('reads amounts in major units and refuses bad ones', () => {
    expect(amountFromQuery('25.5')).toBe(2_550);
    for (const bad of ['-5', '0', '1.005', 'NaN', '1e9', 'abc', '', null])
      expect(amountFromQuery(bad)).toBeNull();
  });

  it('never opens over an active guard, an open dialog, or for a visitor', () => {
    const request = quickDepositFromLink('?autoSubmit=1&amount=25&paymentMethod=card');
    const base = { request, signedIn: true, guardActive: false, dialogOpen: false };
    expect(shouldAutoOpenQuickDeposit(base)).toBe(true);
    expect(shouldAutoOpenQuickDeposit({ ...base, guardActive: true })).toBe(false);
    expect(shouldAutoOpenQuickDeposit({ ...base, dialogOpen: true })).toBe(false);
    expect(shouldAutoOpenQuickDeposit({ ...base, signedIn: false })).toBe(false);
    expect(shouldAutoOpenQuickDeposit({ ...base, request: null })).toBe(false);
  });
});
