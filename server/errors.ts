// The platform's one error class for anything a client should see (platform-core §8): a type
// (finer reasons first), translation keys and typed details. Domains throw it; each transport
// maps it — GraphQL to `extensions` (graphql/errors.ts), REST to its JSON body.

export interface LobbyErrorOptions {
  /** Finer-grained reasons; the client prefers reasons[0] over type. */
  reasons?: string[];
  /** Translation keys of texts to show. */
  keys?: string[];
  /** Further typed details (e.g. resendAvailableAt, fieldErrors); never secrets. */
  details?: Record<string, unknown>;
  cause?: unknown;
}

/** The one error class resolvers throw for anything the client should see. */
export class LobbyError extends Error {
  override name = 'LobbyError';
  readonly type: string;
  readonly reasons: string[] | undefined;
  readonly keys: string[] | undefined;
  readonly details: Record<string, unknown> | undefined;

  constructor(type: string, message: string, options: LobbyErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.type = type;
    this.reasons = options.reasons;
    this.keys = options.keys;
    this.details = options.details;
  }

  extensions(): Record<string, unknown> {
    return {
      ...this.details,
      type: this.type,
      ...(this.reasons ? { reasons: this.reasons } : {}),
      ...(this.keys ? { keys: this.keys } : {}),
    };
  }
}
