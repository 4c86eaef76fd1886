// Keeps the pub/sub's status ('ok' / 'degraded') and logs an outage the way an operator wants to
// read it: one warning when Redis becomes unreachable, a summary of dropped events at most every
// REPEAT_MS while it lasts, one line when it is back. Never one line per event or per reconnect
// attempt (ioredis reports an error every few hundred milliseconds while it retries).
import type { PubSubStatus } from './pubsub.ts';

export interface PubSubLog {
  warn(details: Record<string, unknown>, message: string): void;
  info(details: Record<string, unknown>, message: string): void;
}

/** While an outage lasts, dropped events are summed up this often. */
export const REPEAT_MS = 30_000;

export interface OutageReporter {
  status(): PubSubStatus;
  /** The connection to Redis is gone (ioredis keeps reconnecting). */
  down(cause?: unknown): void;
  /** Every connection is ready again. */
  up(): void;
  /** An event could not be published: it is dropped (decision 0030). */
  dropped(channel: string, cause?: unknown): void;
  /** Any other failure (a SUBSCRIBE, an error event): logged, rate-limited. */
  failed(message: string, cause?: unknown): void;
}

export function createOutageReporter(
  log: PubSubLog | undefined,
  now: () => number = Date.now,
): OutageReporter {
  let status: PubSubStatus = 'ok';
  let downSince = 0;
  /** Dropped since the outage began (or since the last summary while connected). */
  let dropped = 0;
  let lastWarningAt = Number.NEGATIVE_INFINITY;

  const warn = (details: Record<string, unknown>, message: string) => {
    lastWarningAt = now();
    log?.warn(details, message);
  };
  const quiet = () => now() - lastWarningAt < REPEAT_MS;

  return {
    status: () => status,

    down(cause) {
      if (status === 'degraded') return;
      status = 'degraded';
      downSince = now();
      dropped = 0;
      warn(
        { err: cause },
        'Redis pub/sub is unreachable: events are dropped until it is back (reconnecting)',
      );
    },

    up() {
      if (status === 'ok') return;
      status = 'ok';
      log?.info(
        { downMs: now() - downSince, dropped },
        `Redis pub/sub is back; events dropped while it was away: ${dropped}`,
      );
      dropped = 0;
    },

    dropped(channel, cause) {
      dropped += 1;
      if (quiet()) return;
      warn({ err: cause, channel, dropped }, `Redis pub/sub: events dropped so far: ${dropped}`);
      if (status === 'ok') dropped = 0;
    },

    failed(message, cause) {
      if (quiet()) return;
      warn({ err: cause }, `Redis pub/sub: ${message}`);
    },
  };
}
