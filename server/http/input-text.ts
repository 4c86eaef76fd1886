// Text from clients and operators may not hold the NUL character (U+0000), decision 0059:
// PostgreSQL cannot store it in text or jsonb, and its refusal of a query reached the caller as
// an InternalError or a 500 with a stack trace in the log. Every request is checked before any
// resolver or route handler runs: GraphQL in its envelop pipeline (graphql/text-limit.ts), REST
// in request-limits.ts, upload fields where they are read.

/** The error type of the refusal, on GraphQL (extensions.type) and REST (`error`). */
export const INVALID_CHARACTERS = 'InvalidCharacters';

export const NUL_REFUSAL_MESSAGE = 'Text may not contain the NUL character (U+0000).';

/**
 * Whether a string anywhere in a parsed JSON value (object keys included) holds U+0000. Walks
 * with an explicit stack: the value may nest as deep as its body allows.
 */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (current.includes('\0')) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) stack.push(item);
    } else if (typeof current === 'object' && current !== null && !ArrayBuffer.isView(current)) {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes('\0')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}
