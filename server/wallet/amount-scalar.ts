// The Amount scalar lets every value through to the resolvers, which refuse what is not an
// amount with a typed InvalidAmount (GraphQL's own coercion errors would carry no such type).
import { GraphQLScalarType, type ValueNode } from 'graphql';

/** Stands for a literal that is neither a number nor a string (true, null, an object). */
const NOT_AN_AMOUNT = Object.freeze({ notAnAmount: true });

export const AmountScalar = new GraphQLScalarType({
  name: 'Amount',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast: ValueNode) => {
    if (ast.kind === 'IntValue' || ast.kind === 'FloatValue') return Number(ast.value);
    if (ast.kind === 'StringValue') return ast.value;
    return NOT_AN_AMOUNT;
  },
});
