// The lobby API client: POST /lobby-graphql with the brand header, the bearer token on every
// operation but RefreshAccessToken and CountryContextQuery, network retries, the error
// catalogue of platform-core §8, and one "refresh the token and retry" hook for the identity
// issue. Documents are strings generated from schema/lobby.graphql (no graphql runtime).

import { ApiError, graphQLError, networkError, noContentError } from './api-error.ts';
import { RETRY_ATTEMPTS, retryDelayMs } from './retry.ts';

/** A generated document: its text, typed with its result and variables. */
export interface TypedDocument<TResult, TVariables> {
  toString(): string;
  /** Phantom types carried by the generated TypedDocumentString. */
  __apiType?: (variables: TVariables) => TResult;
}

export const UNAUTHENTICATED_OPERATIONS = new Set(['RefreshAccessToken', 'CountryContextQuery']);

export interface GraphQLClientOptions {
  endpoint: string;
  /** Read per request: in development the settings (and so the brand) arrive after start. */
  brand: () => string;
  locale: () => string;
  accessToken?: () => string | null;
  /** Refreshes the access token after an AuthenticationFailure or 401; true when it did. */
  refreshAccessToken?: () => Promise<boolean>;
  /** Extra headers (the development country override). */
  extraHeaders?: () => Record<string, string>;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

export interface RequestOptions {
  signal?: AbortSignal;
}

const OPERATION_NAME = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;
export const operationNameOf = (document: string) => OPERATION_NAME.exec(document)?.[1] ?? null;

interface GraphQLResponseBody {
  data?: unknown;
  errors?: { message?: unknown; extensions?: Record<string, unknown> }[];
}

export function createGraphQLClient(options: GraphQLClientOptions) {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const sleep =
    options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const random = options.random ?? Math.random;

  function headersFor(operationName: string | null): Record<string, string> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      brand: options.brand(),
      locale: options.locale(),
      ...options.extraHeaders?.(),
    };
    const token = options.accessToken?.();
    if (token && !(operationName && UNAUTHENTICATED_OPERATIONS.has(operationName))) {
      headers.authorization = `Bearer ${token}`;
    }
    return headers;
  }

  /** One HTTP exchange, retried on network failures (not on GraphQL errors). */
  async function send(body: string, operationName: string | null, signal?: AbortSignal) {
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await doFetch(options.endpoint, {
          method: 'POST',
          headers: headersFor(operationName),
          body,
          signal,
        });
        if (response.status >= 500 && attempt < RETRY_ATTEMPTS)
          throw networkError(`HTTP ${response.status}`, response.status);
        return response;
      } catch (error) {
        if (signal?.aborted) throw error;
        if (attempt >= RETRY_ATTEMPTS) {
          throw error instanceof ApiError
            ? error
            : networkError(error instanceof Error ? error.message : String(error), null);
        }
        await sleep(retryDelayMs(attempt + 1, random()));
      }
    }
  }

  async function execute<TResult, TVariables>(
    document: TypedDocument<TResult, TVariables>,
    variables: TVariables,
    request: RequestOptions,
  ): Promise<TResult> {
    const query = document.toString();
    const operationName = operationNameOf(query);
    const response = await send(
      JSON.stringify({ query, variables, operationName }),
      operationName,
      request.signal,
    );
    let body: GraphQLResponseBody;
    try {
      body = (await response.json()) as GraphQLResponseBody;
    } catch {
      if (!response.ok) throw networkError(`HTTP ${response.status}`, response.status);
      throw noContentError(response.status);
    }
    if (body.errors && body.errors.length > 0) throw graphQLError(body.errors, response.status);
    if (!response.ok) throw networkError(`HTTP ${response.status}`, response.status);
    if (body.data === undefined || body.data === null) throw noContentError(response.status);
    return body.data as TResult;
  }

  return {
    async request<TResult, TVariables>(
      document: TypedDocument<TResult, TVariables>,
      variables: TVariables,
      request: RequestOptions = {},
    ): Promise<TResult> {
      try {
        return await execute(document, variables, request);
      } catch (error) {
        // AuthenticationFailure or HTTP 401: refresh the token and retry once (platform-core §8).
        const authFailure =
          error instanceof ApiError &&
          (error.data.status === 401 || error.data.type === 'AuthenticationFailure');
        if (authFailure && options.refreshAccessToken && (await options.refreshAccessToken())) {
          return execute(document, variables, request);
        }
        throw error;
      }
    },
  };
}

export type GraphQLClient = ReturnType<typeof createGraphQLClient>;
