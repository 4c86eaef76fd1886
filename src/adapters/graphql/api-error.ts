// platform-core §8 error catalogue for the GraphQL client: '[Network]' and '[GraphQL]'
// prefixes, 'No Content', the type from extensions.reasons[0] else extensions.type with
// trailing `$` stripped, keys and traceId.

export interface ApiErrorData {
  message: string;
  /** NetworkError, NoContent, or the server's error type (InvalidCursor, AuthenticationFailure…). */
  type: string;
  keys: string[];
  traceId: string | null;
  /** HTTP status, when there was a response. */
  status: number | null;
  /** The first error's extensions.details (e.g. DepositLimitExceeded's remaining), if any. */
  details?: Readonly<Record<string, unknown>> | null;
}

export class ApiError extends Error {
  readonly data: ApiErrorData;
  constructor(data: ApiErrorData) {
    super(data.message);
    this.name = 'ApiError';
    this.data = data;
  }
}

interface GraphQLErrorShape {
  message?: unknown;
  extensions?: {
    type?: unknown;
    reasons?: unknown;
    keys?: unknown;
    traceId?: unknown;
    readonly [key: string]: unknown;
  };
}

const stripDollars = (type: string) => type.replace(/\$+$/, '');

export function errorType(error: GraphQLErrorShape | undefined): string {
  const reasons = error?.extensions?.reasons;
  const first = Array.isArray(reasons) && typeof reasons[0] === 'string' ? reasons[0] : undefined;
  const type =
    first ?? (typeof error?.extensions?.type === 'string' ? error.extensions.type : 'UnknownError');
  return stripDollars(type);
}

const NOT_DETAILS = new Set(['type', 'reasons', 'keys', 'traceId', 'code', 'http', 'details']);

/**
 * An error's typed details (DepositLimitExceeded's remaining and resetsAt, InvalidLimit's min
 * and max): extensions.details when the server nests them, else the extensions' own fields
 * besides type, reasons, keys and traceId (the lobby server spreads them there). Null: none.
 */
function detailsOf(error: GraphQLErrorShape | undefined): Record<string, unknown> | null {
  const extensions = error?.extensions;
  if (!extensions) return null;
  const nested = extensions.details;
  if (nested && typeof nested === 'object' && !Array.isArray(nested))
    return nested as Record<string, unknown>;
  const own = Object.entries(extensions).filter(([key]) => !NOT_DETAILS.has(key));
  return own.length > 0 ? Object.fromEntries(own) : null;
}

export function graphQLError(errors: GraphQLErrorShape[], status: number): ApiError {
  const first = errors[0];
  const keys = errors.flatMap((error) =>
    Array.isArray(error.extensions?.keys)
      ? error.extensions.keys.filter((k): k is string => typeof k === 'string')
      : [],
  );
  const traceId = typeof first?.extensions?.traceId === 'string' ? first.extensions.traceId : null;
  const details = detailsOf(first);
  const messages = errors.map((error) =>
    typeof error.message === 'string' ? error.message : 'Unknown error',
  );
  return new ApiError({
    message: `[GraphQL] ${messages.join('; ')}`,
    type: errorType(first),
    keys,
    traceId,
    status,
    // Only errors that carry details have the field.
    ...(details ? { details } : {}),
  });
}

export function networkError(reason: string, status: number | null): ApiError {
  return new ApiError({
    message: `[Network] ${reason}`,
    type: 'NetworkError',
    keys: [],
    traceId: null,
    status,
  });
}

/** A 2xx answer without data: `status` is null when its body was not a GraphQL result at all. */
export function noContentError(status: number | null): ApiError {
  return new ApiError({
    message: 'No Content',
    type: 'NoContent',
    keys: [],
    traceId: null,
    status,
  });
}
