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

/**
 * The brands' time: the server's clock, which the clock stand-in (server/stand-ins.ts) may move
 * forward per brand, so a test makes a raffle drop end or a reality check come due instead of
 * waiting for it. Offsets live in this process only; without the stand-in they stay empty.
 */
export interface BrandTime {
  /** The server's clock, which no brand's offset moves. */
  clock: Clock;
  /** Epoch ms at the brand. */
  now(brand: string): number;
  /** The offsets (ms) of the brands moved forward; empty unless the stand-in moved one. */
  offsets(): Readonly<Record<string, number>>;
  /** Moves the brand's time forward by `ms` (≥ 0); the brand's new offset. */
  advance(brand: string, ms: number): number;
}

export function createBrandTime(clock: Clock): BrandTime {
  const offsets: Record<string, number> = {};
  return {
    clock,
    now: (brand) => clock.now() + (offsets[brand] ?? 0),
    offsets: () => ({ ...offsets }),
    advance(brand, ms) {
      if (!Number.isSafeInteger(ms) || ms < 0) throw new RangeError('advance by ms ≥ 0');
      offsets[brand] = (offsets[brand] ?? 0) + ms;
      return offsets[brand];
    },
  };
}
