// Runs a job at most once per `delayMs` per key, leading edge first: a request when the key has
// been quiet for `delayMs` runs at once; requests within the window after a run join one run at
// the window's end. So a lone pot change goes out without waiting, and bursts of bets become at
// most a few announcements per second per instance.
export interface Coalescer {
  request(key: string): void;
  /** Cancels what is scheduled (the app is closing). */
  stop(): void;
}

export function createCoalescer(
  delayMs: number,
  run: (key: string) => void,
  now: () => number = () => performance.now(),
): Coalescer {
  const lastRun = new Map<string, number>();
  const scheduled = new Map<string, NodeJS.Timeout>();
  const runNow = (key: string) => {
    lastRun.set(key, now());
    run(key);
  };
  return {
    request(key) {
      if (scheduled.has(key)) return;
      const wait = (lastRun.get(key) ?? -Infinity) + delayMs - now();
      if (wait <= 0) return runNow(key);
      scheduled.set(
        key,
        setTimeout(() => {
          scheduled.delete(key);
          runNow(key);
        }, wait),
      );
    },
    stop() {
      for (const timer of scheduled.values()) clearTimeout(timer);
      scheduled.clear();
    },
  };
}
