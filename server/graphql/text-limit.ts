// Refuses GraphQL text holding the NUL character (U+0000) before any resolver runs (decision
// 0059): in the variables, on the parsed parameters (HTTP; the WebSockets call textRefusal in
// ws/operation.ts, as they do for the variables limit), and in the document's string literals,
// after parsing, which both transports go through. PostgreSQL cannot store U+0000 in text.
import { BREAK, Kind, visit, type DocumentNode, type GraphQLError } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { containsNul, INVALID_CHARACTERS, NUL_REFUSAL_MESSAGE } from '../http/input-text.ts';

function invalidCharacters(): GraphQLError {
  return createGraphQLError(NUL_REFUSAL_MESSAGE, {
    extensions: { type: INVALID_CHARACTERS, http: { status: 400, spec: false } },
  });
}

/** The typed refusal (400 on HTTP) of variables or an operation name holding U+0000. */
export function textRefusal(variables: unknown, operationName?: unknown): GraphQLError | undefined {
  return containsNul(variables) || containsNul(operationName) ? invalidCharacters() : undefined;
}

/** Whether a string literal of the document (values, defaults, arguments) holds U+0000. */
function documentContainsNul(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.STRING](node) {
      if (!node.value.includes('\0')) return undefined;
      found = true;
      return BREAK;
    },
  });
  return found;
}

export function useTextLimit<S extends object>(): Plugin<object, S> {
  return {
    onParams({ params }) {
      const refusal = textRefusal(params.variables, params.operationName);
      if (refusal) throw refusal;
    },
    onParse() {
      return ({ result }) => {
        if (result instanceof Error || result === null) return;
        if (documentContainsNul(result)) throw invalidCharacters();
      };
    },
  };
}
