// Typed GraphQL errors (platform-core §8): the client reads the type from `extensions.reasons[0]`,
// else `extensions.type`; texts it may translate from `extensions.keys`; `extensions.traceId`
// finds the request in the logs. Anything unexpected is masked and logged with its traceId.
import type { GraphQLError, GraphQLFormattedError } from 'graphql';
// Not graphql's own constructor: graphql has CommonJS and ESM builds, and graphql-ws checks
// errors with instanceof; Yoga's helper makes errors of the copy the server libraries load.
import { createGraphQLError } from 'graphql-yoga';
import { LobbyError } from '../errors.ts';

/** Error types the transport itself produces; resolvers add their own (e.g. NotFound). */
export type TransportErrorType =
  | 'InternalError'
  | 'BadRequest'
  | 'GraphQLParseFailed'
  | 'GraphQLValidationFailed'
  | 'QueryTooComplex'
  | 'VariablesTooComplex'
  | 'InvalidCharacters'
  | 'UnknownOperation'
  | 'PayloadTooLarge'
  | 'UnsupportedMediaType'
  | 'MethodNotAllowed'
  | 'TooManySubscriptions'
  | 'CountryOverrideRefused';

export const UNEXPECTED_ERROR_MESSAGE = 'Unexpected error.';

/**
 * By name, not instanceof: graphql ships CommonJS and ESM builds, and a library that loads the
 * other build (armor, Yoga under a test runner) creates GraphQLErrors of another class.
 */
export function isGraphQLError(value: unknown): value is GraphQLError {
  return value instanceof Error && value.name === 'GraphQLError' && 'extensions' in value;
}

/**
 * Yoga's maskError: LobbyErrors keep their message and typed extensions, errors GraphQL itself
 * raised about the request (syntax, validation, limits) get a type, and anything else becomes
 * "Unexpected error." (the original stays on originalError, for the log, never the wire).
 */
export function maskError(error: unknown): Error {
  const graphQLError = isGraphQLError(error) ? error : undefined;
  const original = lobbyErrorIn(error) ?? graphQLError?.originalError ?? error;
  const position = graphQLError
    ? { nodes: graphQLError.nodes ?? null, path: graphQLError.path ?? null }
    : {};

  if (original instanceof LobbyError) {
    return createGraphQLError(original.message, {
      ...position,
      originalError: original,
      extensions: { ...graphQLError?.extensions, ...original.extensions() },
    });
  }
  if (graphQLError && isClientError(graphQLError)) {
    if (typeof graphQLError.extensions.type === 'string') return graphQLError;
    return createGraphQLError(graphQLError.message, {
      ...position,
      source: graphQLError.source ?? null,
      positions: graphQLError.positions ?? null,
      extensions: { ...graphQLError.extensions, type: clientErrorType(graphQLError) },
    });
  }
  return createGraphQLError(UNEXPECTED_ERROR_MESSAGE, {
    ...position,
    originalError: original instanceof Error ? original : new Error(String(original)),
    extensions: { type: 'InternalError' satisfies TransportErrorType },
  });
}

/**
 * The LobbyError behind an error, if any. graphql-js wraps a scalar's parse error twice for a
 * variable (the coercion's GraphQLError inside the variable's), once for a literal.
 */
function lobbyErrorIn(error: unknown): LobbyError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3; depth++) {
    if (current instanceof LobbyError) return current;
    if (!isGraphQLError(current)) return undefined;
    current = current.originalError;
  }
  return undefined;
}

/** An error about the request itself, raised by graphql-js, Yoga or graphql-armor. */
function isClientError(error: GraphQLError): boolean {
  return error.originalError == null || isGraphQLError(error.originalError);
}

/** graphql-js errors carry no codes: the type is read from the error's well-known wording. */
export function clientErrorType(error: GraphQLError): TransportErrorType {
  const status = httpStatusOf(error);
  if (status === 413) return 'PayloadTooLarge';
  if (status === 415) return 'UnsupportedMediaType';
  if (status === 405) return 'MethodNotAllowed';
  const message = error.message;
  // graphql-armor phrases every limit as a syntax error ("Syntax Error: Query depth limit …").
  if (/\b(limit|exceeded)\b/i.test(message) && /Syntax Error/.test(message)) {
    return 'QueryTooComplex';
  }
  if (message.startsWith('Syntax Error')) return 'GraphQLParseFailed';
  if (
    /^(Unknown operation named|Must provide operation name|Could not determine what operation|Unable to identify operation)/.test(
      message,
    )
  ) {
    return 'UnknownOperation';
  }
  if (error.locations && error.locations.length > 0) return 'GraphQLValidationFailed';
  return 'BadRequest';
}

function httpStatusOf(error: GraphQLError): number | undefined {
  const http = error.extensions.http;
  if (typeof http !== 'object' || http === null) return undefined;
  const status = (http as { status?: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}

export interface ErrorLog {
  error(details: { err: unknown; traceId: string }, message: string): void;
}

/**
 * The last step for every error that leaves the server (HTTP and both WebSocket protocols):
 * masks what maskError has not seen, stamps the traceId and logs unexpected errors with it.
 */
export function finishError(error: unknown, traceId: string, log: ErrorLog): GraphQLError {
  if (isGraphQLError(error) && error.extensions.traceId === traceId) return error;
  const masked = maskError(error) as GraphQLError;
  if (masked.extensions.type === 'InternalError' && masked.originalError) {
    log.error({ err: masked.originalError, traceId }, `unexpected error (trace ${traceId})`);
  }
  return createGraphQLError(masked.message, {
    nodes: masked.nodes ?? null,
    source: masked.source ?? null,
    positions: masked.positions ?? null,
    path: masked.path ?? null,
    // Kept for the log; toJSON() never serialises it.
    originalError: masked.originalError ?? null,
    extensions: { ...masked.extensions, traceId },
  });
}

/** What a client receives: message, locations, path and extensions, nothing else. */
export function formatError(error: GraphQLError): GraphQLFormattedError {
  return error.toJSON();
}
