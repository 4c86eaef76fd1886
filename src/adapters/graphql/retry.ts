// platform-core §7/§9: failed network queries are retried — 2 attempts, initial delay 1 s,
// at most 15 s, with a random factor. graphql-request has no retries: they live in the `fetch`
// it is given, so the library parses only the last answer.
import { ApiError, networkError } from './api-error.ts';

export const RETRY_ATTEMPTS = 2;
export const RETRY_INITIAL_MS = 1000;
export const RETRY_MAX_MS = 15_000;

/** Delay before attempt `attempt` (2 = the first retry); `random` is in [0, 1). */
export function retryDelayMs(attempt: number, random: number): number {
  const base = RETRY_INITIAL_MS * 2 ** Math.max(0, attempt - 2);
  // The random factor spreads retries of many clients over [0.5, 1.5) of the base delay.
  return Math.min(RETRY_MAX_MS, Math.round(base * (0.5 + random)));
}

export interface RetryOptions {
  sleep: (ms: number) => Promise<void>;
  random: () => number;
}

/**
 * A `fetch` that retries network failures and 5xx answers (not GraphQL errors). When the last
 * attempt fails to connect it throws the catalogue's `[Network]` error; a last 5xx answer is
 * returned, so its body (GraphQL errors, if any) is still read. An aborted request is not
 * retried and keeps its AbortError.
 */
export function retryingFetch(
  doFetch: typeof fetch,
  { sleep, random }: RetryOptions,
): typeof fetch {
  return async (input, init) => {
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await doFetch(input, init);
        if (response.status >= 500 && attempt < RETRY_ATTEMPTS)
          throw networkError(`HTTP ${response.status}`, response.status);
        return response;
      } catch (error) {
        if (init?.signal?.aborted) throw error;
        if (attempt >= RETRY_ATTEMPTS) {
          throw error instanceof ApiError
            ? error
            : networkError(error instanceof Error ? error.message : String(error), null);
        }
        await sleep(retryDelayMs(attempt + 1, random()));
      }
    }
  };
}
