// Runs a job at most once per `delayMs` per key: the first call schedules it, later calls in the
// window join it. Bursts of bets become a few pot announcements per second per instance.
export interface Coalescer {
  request(key: string): void;
  /** Cancels what is scheduled (the app is closing). */
  stop(): void;
}

export function createCoalescer(delayMs: number, run: (key: string) => void): Coalescer {
  const scheduled = new Map<string, NodeJS.Timeout>();
  return {
    request(key) {
      if (scheduled.has(key)) return;
      scheduled.set(
        key,
        setTimeout(() => {
          scheduled.delete(key);
          run(key);
        }, delayMs),
      );
    },
    stop() {
      for (const timer of scheduled.values()) clearTimeout(timer);
      scheduled.clear();
    },
  };
}
