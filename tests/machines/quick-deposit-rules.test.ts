import { describe, expect, it } from 'vitest';
import { minorUnitsFromText } from '../../machines/money/currency-digits.ts';
import {
  quickDepositFromLink,
  shouldAutoOpenQuickDeposit,
} from '../../machines/overlays/quick-deposit-rules.ts';

describe('quick-deposit auto-open rule', () => {
  it('needs autoSubmit, amount and paymentMethod', () => {
    expect(quickDepositFromLink('?autoSubmit=true&amount=25&paymentMethod=card')).toEqual({
      mode: 'deposit',
      amount: '25',
      paymentMethod: 'card',
      autoSubmit: true,
    });
    expect(quickDepositFromLink('?amount=25&paymentMethod=card')).toBeNull();
    expect(quickDepositFromLink('?autoSubmit=1&paymentMethod=card')).toBeNull();
    expect(quickDepositFromLink('?autoSubmit=1&amount=25')).toBeNull();
  });

  it('reads amounts in major units of the currency and refuses bad ones', () => {
    expect(minorUnitsFromText('25.5', 'EUR')).toBe(2_550);
    expect(minorUnitsFromText(' 25.50 ', 'EUR')).toBe(2_550);
    expect(minorUnitsFromText('2500', 'JPY')).toBe(2_500);
    expect(minorUnitsFromText('1.5', 'JPY')).toBeNull();
    expect(minorUnitsFromText('1.005', 'KWD')).toBe(1_005);
    for (const bad of ['-5', '0', '0.00', '1.005', 'NaN', '1e9', 'abc', '', null])
      expect(minorUnitsFromText(bad, 'EUR')).toBeNull();
    expect(quickDepositFromLink('?autoSubmit=1&amount=abc&paymentMethod=card')).toBeNull();
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
