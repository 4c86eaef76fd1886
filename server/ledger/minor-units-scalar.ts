// The one money scalar of the schema: MinorUnits, an integer count of a currency's minor units
// sent as a JSON number, from 0 to the ceiling of server/ledger/minor-units.ts (decision 0026).
// Input that is not one is refused while the request is parsed, before any resolver runs, with
// the wallet's typed errors (InvalidAmount; AmountAboveMaximum with extensions.maximum). Output
// that is not one is a server fault: an error, never a rounded or truncated number.
import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { walletError } from './errors.ts';
import { MAX_MINOR_UNITS } from './minor-units.ts';

function parseMinorUnits(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw walletError(
      'InvalidAmount',
      'An amount is a whole number of minor units (0 or more), sent as a JSON number.',
    );
  }
  if (value > MAX_MINOR_UNITS) {
    throw walletError('AmountAboveMaximum', `Amounts are at most ${MAX_MINOR_UNITS} minor units.`, {
      maximum: MAX_MINOR_UNITS,
    });
  }
  return value;
}

function literal(ast: ValueNode): unknown {
  // JSON variables do not tell 2500 from 2500.0; literals are read the same way.
  if (ast.kind === Kind.INT || ast.kind === Kind.FLOAT) return Number(ast.value);
  return undefined;
}

export const MinorUnitsScalar = new GraphQLScalarType<number, number>({
  name: 'MinorUnits',
  description: `An integer count of a currency's minor units, 0 to ${MAX_MINOR_UNITS}, as a JSON number.`,
  serialize(value) {
    const number = typeof value === 'bigint' ? Number(value) : value;
    if (
      typeof number === 'number' &&
      Number.isSafeInteger(number) &&
      number >= 0 &&
      number <= MAX_MINOR_UNITS
    ) {
      return number;
    }
    throw new Error(
      `MinorUnits cannot represent ${String(value).slice(0, 40)}: not a whole number from 0 to ${MAX_MINOR_UNITS}.`,
    );
  },
  parseValue: parseMinorUnits,
  parseLiteral: (ast) => parseMinorUnits(literal(ast)),
});
