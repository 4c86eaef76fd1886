// The money representation (decision 0026): values read from the database become numbers only
// when a double holds them exactly (a balance past Number.MAX_SAFE_INTEGER is an error, never a
// rounded amount), and the MinorUnits scalar accepts whole numbers from 0 to 10^15 in and out,
// refusing the rest with typed errors (input) or an error (output).
import { parseConstValue } from 'graphql';
import { describe, expect, it } from 'vitest';
import { LobbyError } from '../../server/errors.ts';
import { MinorUnitsScalar } from '../../server/ledger/minor-units-scalar.ts';
import { maxAmountInAnyCurrency, maxTransactionAmount } from '../../server/ledger/amounts.ts';
import {
  MAX_MINOR_UNITS,
  MinorUnitsOutOfRange,
  readMinorUnits,
} from '../../server/ledger/minor-units.ts';

const typeOf = (run: () => unknown): string => {
  try {
    run();
    return 'accepted';
  } catch (error) {
    return error instanceof LobbyError ? error.type : 'other';
  }
};

describe('money read from the database', () => {
  it('converts int8 numbers, bigints and numeric text exactly', () => {
    expect(readMinorUnits(2_147_483_648)).toBe(2 ** 31);
    expect(readMinorUnits(30_000_000_000n)).toBe(3e10);
    expect(readMinorUnits('30000000000')).toBe(3e10);
    expect(readMinorUnits('-1500')).toBe(-1500);
    expect(readMinorUnits(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses a balance beyond Number.MAX_SAFE_INTEGER with a clear error instead of a wrong number', () => {
    const beyond = 9_007_199_254_740_993n;
    // What Number() would have made of it.
    expect(Number(beyond)).toBe(9_007_199_254_740_992);
    expect(() => readMinorUnits(beyond, 'balance of ledger account 7')).toThrow(
      MinorUnitsOutOfRange,
    );
    expect(() => readMinorUnits(beyond, 'balance of ledger account 7')).toThrow(
      /balance of ledger account 7 \(9007199254740993\)/,
    );
    expect(() => readMinorUnits('9007199254740993')).toThrow(MinorUnitsOutOfRange);
    expect(() => readMinorUnits('99999999999999999999999999')).toThrow(MinorUnitsOutOfRange);
    for (const value of [2 ** 53, 1.5, Number.NaN, null, undefined, '12.5', 'lots', {}]) {
      expect(() => readMinorUnits(value), String(value)).toThrow(MinorUnitsOutOfRange);
    }
  });
});

describe('MinorUnits scalar', () => {
  it('serialises whole numbers from 0 to the ceiling, and nothing else', () => {
    for (const value of [0, 2 ** 31, 3e10, MAX_MINOR_UNITS]) {
      expect(MinorUnitsScalar.serialize(value)).toBe(value);
    }
    expect(MinorUnitsScalar.serialize(5n)).toBe(5);
    for (const value of [MAX_MINOR_UNITS + 1, 2 ** 53, -1, 1.5, Number.NaN, '5', null]) {
      expect(() => MinorUnitsScalar.serialize(value), String(value)).toThrow(/MinorUnits/);
    }
  });

  it('parses variables: InvalidAmount for what is not a whole number, AmountAboveMaximum past 10^15', () => {
    expect(MinorUnitsScalar.parseValue(2 ** 31)).toBe(2 ** 31);
    expect(MinorUnitsScalar.parseValue(0)).toBe(0);
    expect(MinorUnitsScalar.parseValue(MAX_MINOR_UNITS)).toBe(MAX_MINOR_UNITS);
    for (const value of [1.5, Number.NaN, Infinity, -Infinity, -1, '2500', null, true, {}]) {
      expect(
        typeOf(() => MinorUnitsScalar.parseValue(value)),
        String(value),
      ).toBe('InvalidAmount');
    }
    for (const value of [MAX_MINOR_UNITS + 1, 2 ** 53, 1e300]) {
      expect(
        typeOf(() => MinorUnitsScalar.parseValue(value)),
        String(value),
      ).toBe('AmountAboveMaximum');
    }
    try {
      MinorUnitsScalar.parseValue(MAX_MINOR_UNITS + 1);
    } catch (error) {
      expect((error as LobbyError).extensions()).toMatchObject({ maximum: MAX_MINOR_UNITS });
    }
  });

  it('parses literals the same way', () => {
    const literal = (text: string) => () => MinorUnitsScalar.parseLiteral(parseConstValue(text));
    expect(literal('2147483648')()).toBe(2 ** 31);
    expect(literal('2500.0')()).toBe(2500);
    expect(typeOf(literal('10000000000000001'))).toBe('AmountAboveMaximum');
    for (const text of ['2500.5', '"2500"', 'true', 'null', 'AMOUNT', '[1]', '{a: 1}']) {
      expect(typeOf(literal(text)), text).toBe('InvalidAmount');
    }
  });
});

describe('maximum per transaction', () => {
  it('is about 1,000,000 EUR in each currency, scaled by its digits, always below the ceiling', () => {
    expect(maxTransactionAmount('EUR')).toBe(100_000_000);
    expect(maxTransactionAmount('JPY')).toBe(150_000_000);
    expect(maxTransactionAmount('INR')).toBe(10_000_000_000);
    // Unknown currencies get ROW's.
    expect(maxTransactionAmount('XYZ')).toBe(100_000_000);
    expect(maxAmountInAnyCurrency()).toBe(100_000_000);
    for (const currency of ['EUR', 'USD', 'GBP', 'CAD', 'CHF', 'NOK', 'SEK', 'INR', 'JPY', 'ZAR']) {
      expect(maxTransactionAmount(currency)).toBeLessThan(MAX_MINOR_UNITS);
    }
    // Two values at the ceiling still add up exactly.
    expect(Number.isSafeInteger(2 * MAX_MINOR_UNITS)).toBe(true);
  });
});
