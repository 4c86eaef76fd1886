// The lobby API client: graphql-request 7 posting to /lobby-graphql, with the spec's rules
// (platform-core §7/§8) added through its hooks — the brand and locale headers (lazy
// `headers`), the bearer token on every operation but RefreshAccessToken and
// CountryContextQuery (`requestMiddleware`, which knows the parsed operation name), the error
// catalogue (`responseMiddleware`: a middleware that throws rejects the request) — and around
// it where it has none: network retries in the `fetch` it is given (retry.ts), and one
// "refresh the token and retry" after an AuthenticationFailure or 401. Decision 0037.
import {
  ClientError,
  GraphQLClient as RequestClient,
  type RequestMiddleware,
  type ResponseMiddleware,
  type Variables,
} from 'graphql-request';
import { ApiError, graphQLError, networkError, noContentError } from './api-error.ts';
import { retryingFetch } from './retry.ts';

/** A generated document: its text, typed with its result and variables. */
export interface TypedDocument<TResult, TVariables> {
  toString(): string;
  /** Phantom types carried by the generated TypedDocumentString. */
  __apiType?: (variables: TVariables) => TResult;
}

export const UNAUTHENTICATED_OPERATIONS = new Set(['RefreshAccessToken', 'CountryContextQuery']);

export interface GraphQLClientOptions {
  /** Resolved against the page's address (graphql-request needs an absolute URL). */
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

function bearerFor(accessToken: () => string | null): RequestMiddleware {
  return (request) => {
    const token = accessToken();
    if (!token || UNAUTHENTICATED_OPERATIONS.has(request.operationName ?? '')) return request;
    const headers = new Headers(request.headers);
    headers.set('authorization', `Bearer ${token}`);
    return { ...request, headers };
  };
}

/** Every failed answer becomes the catalogue's ApiError; an answer without data is 'No Content'. */
const catalogueErrors: ResponseMiddleware = (response) => {
  if (response instanceof ClientError) {
    const { errors, status } = response.response;
    throw errors && errors.length > 0
      ? graphQLError(errors, status)
      : networkError(`HTTP ${status}`, status);
  }
  if (response instanceof Error) throw response;
  if (response.data === undefined || response.data === null) throw noContentError(response.status);
};

export function createGraphQLClient(options: GraphQLClientOptions) {
  const client = new RequestClient(new URL(options.endpoint, globalThis.location?.href).href, {
    headers: () => ({
      brand: options.brand(),
      locale: options.locale(),
      ...options.extraHeaders?.(),
    }),
    requestMiddleware: bearerFor(options.accessToken ?? (() => null)),
    responseMiddleware: catalogueErrors,
    fetch: retryingFetch(options.fetch ?? ((input, init) => fetch(input, init)), {
      sleep: options.sleep ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms))),
      random: options.random ?? Math.random,
    }),
  });

  async function execute<TResult, TVariables>(
    document: TypedDocument<TResult, TVariables>,
    variables: TVariables,
    { signal }: RequestOptions,
  ): Promise<TResult> {
    try {
      return await client.request<TResult, Variables>({
        document: document.toString(),
        variables: variables as Variables,
        signal,
      });
    } catch (error) {
      if (error instanceof ApiError || signal?.aborted) throw error;
      // The library throws what it cannot read as a GraphQL result (an HTML page, broken JSON).
      throw noContentError(null);
    }
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
