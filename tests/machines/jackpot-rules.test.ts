import { describe, expect, it } from 'vitest';
import { convertEuroAmounts } from '../../machines/jackpot/euro-texts.ts';
import {
  canShowMore,
  initialVisibleEntries,
  showsPlayerRow,
  showsPositionAndPrize,
  visibleAfterShowMore,
} from '../../machines/jackpot/leaderboard.ts';

describe('jackpot leaderboard rules (programmes §5, §9)', () => {
  it('shows 10 rows on a phone and 12 on a desktop, 10 more per "show more", never past 50', () => {
    expect(initialVisibleEntries('phone')).toBe(10);
    expect(initialVisibleEntries('desktop')).toBe(12);
    let visible = initialVisibleEntries('desktop');
    const steps: number[] = [];
    while (canShowMore(visible, 100)) {
      visible = visibleAfterShowMore(visible, 100);
      steps.push(visible);
    }
    expect(steps).toEqual([22, 32, 42, 50]);
    expect(canShowMore(10, 10)).toBe(false);
    expect(visibleAfterShowMore(10, 14)).toBe(14);
  });

  it("shows the player's row for positions 1–50 only; hides position and prize at ≤ 0 and ≥ 100", () => {
    expect([0, 1, 50, 51, null].map(showsPlayerRow)).toEqual([false, true, true, false, false]);
    expect([-1, 0, 1, 99, 100, null].map(showsPositionAndPrize)).toEqual([
      false,
      false,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('euro amounts in jackpot texts (programmes §5)', () => {
  it('converts with the rate; two decimals only when there is a fraction', () => {
    expect(convertEuroAmounts('Win up to €1,000 today!', 11.5, 'SEK', 'en-GB')).toMatch(
      /^Win up to kr\s?11,500 today!$/,
    );
    expect(convertEuroAmounts('Spins from €0.10', 1.1, 'USD', 'en-GB')).toBe('Spins from $0.11');
    // de-DE puts a no-break space before the sign.
    expect(convertEuroAmounts('Prizes of 2.500 € and 1,50 €', 1, 'EUR', 'de-DE')).toBe(
      'Prizes of 2.500\u00a0€ and 1,50\u00a0€',
    );
    expect(convertEuroAmounts('No amounts here', 2, 'USD', 'en-GB')).toBe('No amounts here');
  });
});
