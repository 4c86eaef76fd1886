// Cache-first reads for catalogue and content queries (platform-core §7 "queries are
// cache-first by default"). A read returns the same promise for the same operation and
// variables until it is invalidated, so components can suspend on it with React's use().
// A failed read is kept for FAILURE_TTL_MS: React re-renders the suspended component after
// the rejection and must get the same rejected promise to show the error boundary (a fresh
// request would suspend it again, for ever). After that, a read tries again.

export interface QueryCache {
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Drops entries whose key matches, e.g. after a catalogue change. */
  invalidate(matches: (key: string) => boolean): void;
  /** Puts a value in (data that arrived inside a larger response). */
  prime<T>(key: string, value: T): void;
}

// Code-unit order: a key only has to be stable. (localeCompare would load ICU's collator on the
// first call, tens of milliseconds of start-up at 4× CPU: decision 0047.)
const byName = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

/** The same operation and variables give the same key, whatever the order of properties. */
export function cacheKey(operationName: string, variables: unknown): string {
  return `${operationName}:${JSON.stringify(variables, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(byName))
      : value,
  )}`;
}

export const FAILURE_TTL_MS = 5_000;

export function createQueryCache(maxEntries = 200, now: () => number = Date.now): QueryCache {
  const entries = new Map<string, Promise<unknown>>();
  const failedAt = new Map<string, number>();
  const remember = (key: string, promise: Promise<unknown>) => {
    entries.delete(key);
    failedAt.delete(key);
    entries.set(key, promise);
    // Oldest first: Map keeps insertion order.
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  };
  return {
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const failed = failedAt.get(key);
      const cached = entries.get(key) as Promise<T> | undefined;
      if (cached && (failed === undefined || now() - failed < FAILURE_TTL_MS)) return cached;
      const promise = load();
      remember(key, promise);
      promise.catch(() => {
        if (entries.get(key) === promise) failedAt.set(key, now());
      });
      return promise;
    },
    invalidate(matches) {
      for (const key of [...entries.keys()]) {
        if (matches(key)) {
          entries.delete(key);
          failedAt.delete(key);
        }
      }
    },
    prime(key, value) {
      remember(key, Promise.resolve(value));
    },
  };
}
