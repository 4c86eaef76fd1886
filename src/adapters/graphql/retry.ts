// platform-core §7/§9: failed network queries are retried — 2 attempts, initial delay 1 s,
// at most 15 s, with a random factor.

export const RETRY_ATTEMPTS = 2;
export const RETRY_INITIAL_MS = 1000;
export const RETRY_MAX_MS = 15_000;

/** Delay before attempt `attempt` (2 = the first retry); `random` is in [0, 1). */
export function retryDelayMs(attempt: number, random: number): number {
  const base = RETRY_INITIAL_MS * 2 ** Math.max(0, attempt - 2);
  // The random factor spreads retries of many clients over [0.5, 1.5) of the base delay.
  return Math.min(RETRY_MAX_MS, Math.round(base * (0.5 + random)));
}
