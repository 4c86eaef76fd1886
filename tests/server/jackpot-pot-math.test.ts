import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  commitmentOf,
  drawTrigger,
  reachesTrigger,
  splitContribution,
  splitSharedPot,
} from '../../server/ledger/jackpot/jackpot-math.ts';

const SHARES = [
  { potId: 'mega', basisPoints: 1_000 },
  { potId: 'major', basisPoints: 2_000 },
  { potId: 'minor', basisPoints: 4_000 },
  { potId: 'shared', basisPoints: 3_000 },
];

describe('jackpot pot arithmetic', () => {
  it('a contribution splits over the pots by their shares, the parts summing to it exactly', () => {
    expect(splitContribution(20, SHARES)).toEqual([
      { potId: 'mega', amount: 2 },
      { potId: 'major', amount: 4 },
      { potId: 'minor', amount: 8 },
      { potId: 'shared', amount: 6 },
    ]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (amount) => {
        const parts = splitContribution(amount, SHARES);
        expect(parts.reduce((sum, part) => sum + part.amount, 0)).toBe(amount);
        for (const part of parts) expect(part.amount).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('refuses negative or fractional amounts and empty shares', () => {
    expect(() => splitContribution(-1, SHARES)).toThrow(RangeError);
    expect(() => splitContribution(1.5, SHARES)).toThrow(RangeError);
    expect(() => splitContribution(10, [])).toThrow(RangeError);
  });

  it('a trigger lies above the seed and at most at the ceiling, and its commitment checks out', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 9 }),
        fc.integer({ min: 1, max: 10 ** 6 }),
        (seed, span) => {
          const trigger = drawTrigger(seed, seed + span);
          expect(trigger.amount).toBeGreaterThan(seed);
          expect(trigger.amount).toBeLessThanOrEqual(seed + span);
          expect(commitmentOf(trigger.amount, trigger.salt)).toBe(trigger.commitment);
          expect(reachesTrigger(seed + span, trigger)).toBe(true);
          expect(reachesTrigger(seed, trigger)).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
    expect(() => drawTrigger(100, 100)).toThrow(RangeError);
  });

  it('the extremes of the random source map to the seed + 1 and to the ceiling', () => {
    const lowest = drawTrigger(1_000, 5_000, (min) => min);
    const highest = drawTrigger(1_000, 5_000, (_min, max) => max - 1);
    expect([lowest.amount, highest.amount]).toEqual([1_001, 5_000]);
  });

  it('the shared pot goes to the top contributors in proportion, exact to the cent', () => {
    const contributors = [
      { playerId: 'a', contributed: 300 },
      { playerId: 'b', contributed: 100 },
      { playerId: 'c', contributed: 600 },
      { playerId: 'd', contributed: 0 },
    ];
    expect(splitSharedPot(1_000, contributors, 2)).toEqual([
      { playerId: 'c', amount: 667 },
      { playerId: 'a', amount: 333 },
    ]);
    expect(splitSharedPot(1_000, [], 50)).toEqual([]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 10 }),
        fc.array(fc.integer({ min: 1, max: 10 ** 6 }), { minLength: 1, maxLength: 80 }),
        (pot, amounts) => {
          const split = splitSharedPot(
            pot,
            amounts.map((contributed, i) => ({ playerId: `p${i}`, contributed })),
            50,
          );
          expect(split.length).toBe(Math.min(50, amounts.length));
          expect(split.reduce((sum, part) => sum + part.amount, 0)).toBe(pot);
        },
      ),
    );
  });
});
