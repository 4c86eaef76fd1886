// The server's clock: what every service that schedules or compares times reads instead of
// Date.now() and timers, so tests move time instead of waiting for it (a manual clock fires
// timers only when advanced). The system clock's timers never keep the process alive.

export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => {
    const handle = setTimeout(fn, ms);
    handle.unref();
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};
