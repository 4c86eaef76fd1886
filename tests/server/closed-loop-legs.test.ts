// The closed-loop split (server/ledger/transfers/closed-loop.ts), as a pure function: the legs of a
// withdrawal over the player's completed deposits per method+account. Properties over random
// deposits and amounts, then the examples the rule is stated with.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  closedLoopLegs,
  depositSources,
  recordedLegs,
  type DepositSource,
} from '../../server/ledger/transfers/closed-loop.ts';
import { walletErrorType } from '../../server/ledger/errors.ts';
import { MAX_MINOR_UNITS } from '../../server/ledger/minor-units.ts';

const METHODS = [
  { provider: 'PaymentIQ', paymentMethod: 'card' },
  { provider: 'Finshark', paymentMethod: 'bank' },
  { provider: 'Trustly', paymentMethod: 'trustly' },
  { provider: 'Krofort', paymentMethod: 'instantbank' },
];
// Few accounts, some differing only in spaces and case, so merges are common.
const ACCOUNTS = [null, 'FI21 1234 5600 0007 85', 'fi2112345600000785', 'EE38 2200', '4111'];

const deposit = (max: number): fc.Arbitrary<DepositSource> =>
  fc
    .record({
      method: fc.constantFrom(...METHODS),
      account: fc.constantFrom(...ACCOUNTS),
      amount: fc.integer({ min: 1, max }),
    })
    .map(({ method, account, amount }) => ({ ...method, account, amount }));

const key = (s: { provider: string; paymentMethod: string; account: string | null }) =>
  `${s.provider}/${s.paymentMethod}/${s.account}`;

/** share = amount × deposited / total, exactly, as a fraction [numerator, denominator]. */
function exactShare(amount: number, deposited: number, total: number): [bigint, bigint] {
  return [BigInt(amount) * BigInt(deposited), BigInt(total)];
}

describe('closed-loop legs', () => {
  it('add up to the amount, go only to sources deposited with, and each is its share rounded down but the largest, which takes the remainder', () => {
    fc.assert(
      fc.property(
        fc.array(deposit(1_000_000), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (deposits, amount) => {
          const legs = closedLoopLegs(deposits, amount);
          const sources = depositSources(deposits);
          const total = sources.reduce((sum, s) => sum + s.amount, 0);
          const byKey = new Map(sources.map((s) => [key(s), s]));

          expect(legs.reduce((sum, leg) => sum + leg.amount, 0)).toBe(amount);
          expect(new Set(legs.map(key)).size).toBe(legs.length);
          for (const [i, leg] of legs.entries()) {
            expect(leg.amount).toBeGreaterThan(0);
            // No leg to a method or account never used.
            const source = byKey.get(key(leg));
            expect(source).toBeDefined();
            const [num, den] = exactShare(amount, source!.amount, total);
            const floor = Number(num / den);
            if (i === 0) {
              // The largest source: its share rounded down plus the remainder, which is less
              // than one minor unit per source.
              expect(source!.amount).toBe(sources[0]!.amount);
              expect(leg.amount).toBeGreaterThanOrEqual(floor);
              expect(leg.amount - floor).toBeLessThan(sources.length);
            } else {
              // Every other leg: exactly its share rounded down (≤ share < share + 1).
              expect(leg.amount).toBe(floor);
            }
          }
          // A source left out got 0: its share is under one minor unit.
          for (const source of sources) {
            if (legs.some((leg) => key(leg) === key(source))) continue;
            expect(BigInt(amount) * BigInt(source.amount) < BigInt(total)).toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('depends on the deposits, not on their order', () => {
    fc.assert(
      fc.property(
        fc.array(deposit(100_000), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.infiniteStream(fc.nat()),
        (deposits, amount, seeds) => {
          const shuffled = deposits
            .map((d) => ({ d, r: seeds.next().value as number }))
            .sort((a, b) => a.r - b.r)
            .map(({ d }) => d);
          expect(closedLoopLegs(shuffled, amount)).toEqual(closedLoopLegs(deposits, amount));
        },
      ),
    );
  });

  it('is exact at the money ceiling (no rounding through doubles)', () => {
    fc.assert(
      fc.property(
        fc.array(deposit(MAX_MINOR_UNITS), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 1, max: MAX_MINOR_UNITS }),
        (deposits, amount) => {
          const legs = closedLoopLegs(deposits, amount);
          expect(legs.reduce((sum, leg) => sum + leg.amount, 0)).toBe(amount);
          for (const leg of legs) expect(Number.isSafeInteger(leg.amount)).toBe(true);
        },
      ),
    );
  });

  it('splits 70 % card, 30 % bank, the rounding remainder to the card', () => {
    const deposits: DepositSource[] = [
      { provider: 'PaymentIQ', paymentMethod: 'card', account: '4111', amount: 5000 },
      { provider: 'Finshark', paymentMethod: 'bank', account: 'EE38 2200', amount: 3000 },
      { provider: 'PaymentIQ', paymentMethod: 'card', account: '4111', amount: 2000 },
    ];
    expect(closedLoopLegs(deposits, 1001)).toEqual([
      { provider: 'PaymentIQ', paymentMethod: 'card', account: '4111', amount: 701 },
      { provider: 'Finshark', paymentMethod: 'bank', account: 'EE382200', amount: 300 },
    ]);
  });

  it('gives the whole remainder to the largest source, however many sources round down', () => {
    const deposits: DepositSource[] = [
      { provider: 'Trustly', paymentMethod: 'trustly', account: 'A', amount: 3000 },
      { provider: 'PaymentIQ', paymentMethod: 'card', account: 'B', amount: 2000 },
      { provider: 'Finshark', paymentMethod: 'bank', account: 'C', amount: 2000 },
    ];
    // 428.57, 285.71, 285.71: 428 + 285 + 285 = 998, the 2 left over to Trustly.
    expect(closedLoopLegs(deposits, 1000).map((leg) => leg.amount)).toEqual([430, 285, 285]);
  });

  it('counts one account once however it was typed, and one method with two accounts twice', () => {
    const legs = closedLoopLegs(
      [
        { provider: 'Trustly', paymentMethod: 'trustly', account: 'fi21 1234', amount: 1000 },
        { provider: 'Trustly', paymentMethod: 'trustly', account: 'FI211234', amount: 1000 },
        { provider: 'Trustly', paymentMethod: 'trustly', account: 'SE45 5000', amount: 2000 },
      ],
      400,
    );
    expect(legs).toEqual([
      { provider: 'Trustly', paymentMethod: 'trustly', account: 'FI211234', amount: 200 },
      { provider: 'Trustly', paymentMethod: 'trustly', account: 'SE455000', amount: 200 },
    ]);
  });

  it('refuses with NoDepositMethod when there is no completed deposit to pay back to', () => {
    let caught: unknown;
    try {
      closedLoopLegs([], 1000);
    } catch (error) {
      caught = error;
    }
    expect(walletErrorType(caught)).toBe('NoDepositMethod');
  });

  it('reads back recorded legs only when they add up to the withdrawal', () => {
    const legs = [
      { provider: 'PaymentIQ', paymentMethod: 'card', account: '4111', amount: 700 },
      { provider: 'Finshark', paymentMethod: 'bank', account: null, amount: 300 },
    ];
    expect(recordedLegs({ legs }, 1000)).toEqual(legs);
    expect(recordedLegs({ attributes: { paymentMethod: 'card' } }, 1000)).toBeUndefined();
    expect(() => recordedLegs({ legs }, 999)).toThrow(/do not add up/);
    expect(() => recordedLegs({ legs: [] }, 1000)).toThrow(/do not add up/);
    expect(() => recordedLegs({ legs: [{ ...legs[0], amount: -1 }] }, -1)).toThrow();
  });
});
