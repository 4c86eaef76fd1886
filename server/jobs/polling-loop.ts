// A background job that polls the database: one pass at a time, the next one `intervalMs` after
// the last ended (a slow pass never overlaps the next), a failed pass logged and retried on the
// next tick. Used by the payment outbox worker and the reward scheduler.
export interface PollingLoopOptions {
  intervalMs: number;
  log: { warn(details: Record<string, unknown>, message: string): void };
  /** For the log line: "{name} pass failed". */
  name: string;
}

export interface PollingLoop<T> {
  /** One pass now; shares the running pass if there is one (tests drive time with it). */
  runOnce(): Promise<T>;
  /** Stops the loop and waits for a running pass. */
  stop(): Promise<void>;
}

export function startPollingLoop<T>(
  pass: () => Promise<T>,
  options: PollingLoopOptions,
): PollingLoop<T> {
  let stopped = false;
  let running: Promise<T> | undefined;
  let timer: NodeJS.Timeout | undefined;

  function runOnce(): Promise<T> {
    running ??= pass().finally(() => (running = undefined));
    return running;
  }

  const loop = () => {
    if (stopped) return;
    runOnce()
      .catch((error: unknown) => options.log.warn({ err: error }, `${options.name} pass failed`))
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, options.intervalMs);
      });
  };
  timer = setTimeout(loop, options.intervalMs);

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
