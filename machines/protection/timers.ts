// Timers of the responsible-gaming machines: every one of them waits for a moment
// the server decided (a pending limit's effectiveAt, the next reality check after the server's
// session start, the end of today's play time), so each delay is "until that moment", read
// from the `now` the app passes in. Browsers run a timer longer than 2^31 - 1 ms (24.8 days) at
// once, so a longer wait is cut to that: the machine then looks again and waits more.

/** The longest delay setTimeout keeps (2^31 - 1 ms, about 24.8 days). */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** Milliseconds from `now` until `at` (both ms since epoch): never negative, at most MAX_TIMER_MS. */
export function msUntil(at: number, now: number): number {
  return Math.min(MAX_TIMER_MS, Math.max(0, at - now));
}

/**
 * A failed call's typed error as the machines keep it: `type` and `details` of an ApiError
 * (src/adapters/graphql/api-error.ts keeps them under `.data`), of an error carrying them itself,
 * or `UnknownError`. Machines never import src/: this reads the shape only.
 */
export interface MachineError {
  type: string;
  details?: Record<string, unknown>;
}

export function readError(error: unknown): MachineError {
  const own = isRecord(error) ? error : {};
  const data = isRecord(own.data) ? own.data : {};
  const type =
    typeof own.type === 'string' ? own.type : typeof data.type === 'string' ? data.type : null;
  const details = isRecord(own.details)
    ? own.details
    : isRecord(data.details)
      ? data.details
      : null;
  return details ? { type: type ?? 'UnknownError', details } : { type: type ?? 'UnknownError' };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
