import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercent } from '../../src/components/format.ts';

describe('money and percent formatting (platform-core §9)', () => {
  it('money: 2 decimals and the narrow currency symbol, from minor units', () => {
    expect(formatMoney(123_456, 'EUR', 'en-GB')).toBe('€1,234.56');
    expect(formatMoney(5, 'USD', 'en-GB')).toBe('$0.05');
    expect(formatMoney(100_000, 'CAD', 'en-CA')).toBe('$1,000.00');
    expect(formatMoney(2_000, 'EUR', 'de-DE')).toBe('20,00\u00a0€');
  });

  it("money in a currency without minor digits: the server's minor units are whole yen", () => {
    expect(formatMoney(1_500, 'JPY', 'ja-JP')).toBe('￥1,500');
    expect(formatMoney(1_500, 'JPY', 'en-GB')).toBe('¥1,500');
  });

  it('percent: 1 decimal, or whole numbers when the flag is set', () => {
    expect(formatPercent(0.4567, 'en-GB')).toBe('45.7%');
    expect(formatPercent(0.4567, 'en-GB', { wholeNumbers: true })).toBe('46%');
  });
});
