// Refuses a query whose brackets nest deeper than a limit, by scanning its text before parsing.
// graphql-js parses recursively: a 10,000-level query overflows the stack long before the token
// limit is reached, so this check must come first.
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/** Far above any real query: the depth limit (limits.ts) applies after parsing. */
export const MAX_NESTING = 64;

/** The deepest nesting of { ( [ outside strings and comments, or limit + 1 once it is over. */
export function maxNesting(source: string, limit: number = MAX_NESTING): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (char === '#') {
      while (i < source.length && source[i] !== '\n' && source[i] !== '\r') i += 1;
    } else if (char === '"') {
      if (source.startsWith('"""', i)) {
        const end = source.indexOf('"""', i + 3);
        i = end < 0 ? source.length : end + 2;
      } else {
        i += 1;
        while (i < source.length && source[i] !== '"' && source[i] !== '\n') {
          if (source[i] === '\\') i += 1;
          i += 1;
        }
      }
    } else if (char === '{' || char === '(' || char === '[') {
      depth += 1;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (char === '}' || char === ')' || char === ']') {
      depth -= 1;
    }
  }
  return deepest;
}

export function useNestingLimit<S extends object>(limit = MAX_NESTING): Plugin<object, S> {
  return {
    onParse({ params }) {
      const source: unknown = params.source;
      const text =
        typeof source === 'string'
          ? source
          : typeof source === 'object' && source !== null && 'body' in source
            ? String((source as { body: unknown }).body)
            : '';
      if (maxNesting(text, limit) > limit) {
        throw createGraphQLError(`Syntax Error: Query nesting limit of ${limit} exceeded.`, {
          extensions: { type: 'QueryTooComplex', http: { status: 400 } },
        });
      }
    },
  };
}
