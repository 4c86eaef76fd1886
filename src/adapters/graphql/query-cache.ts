// Cache-first reads for catalogue and content queries (platform-core §7 "queries are
// cache-first by default"). A read returns the same promise for the same operation and
// variables until it is invalidated, so components can suspend on it with React's use().
// Failed reads are not kept: the next read tries again.

export interface QueryCache {
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Drops entries whose key matches, e.g. after a catalogue change. */
  invalidate(matches: (key: string) => boolean): void;
  /** Puts a value in (data that arrived inside a larger response). */
  prime<T>(key: string, value: T): void;
}

/** The same operation and variables give the same key, whatever the order of properties. */
export function cacheKey(operationName: string, variables: unknown): string {
  return `${operationName}:${JSON.stringify(variables, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  )}`;
}

export function createQueryCache(maxEntries = 200): QueryCache {
  const entries = new Map<string, Promise<unknown>>();
  const remember = (key: string, promise: Promise<unknown>) => {
    entries.delete(key);
    entries.set(key, promise);
    // Oldest first: Map keeps insertion order.
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  };
  return {
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const cached = entries.get(key) as Promise<T> | undefined;
      if (cached) return cached;
      const promise = load();
      remember(key, promise);
      promise.catch(() => {
        if (entries.get(key) === promise) entries.delete(key);
      });
      return promise;
    },
    invalidate(matches) {
      for (const key of [...entries.keys()]) if (matches(key)) entries.delete(key);
    },
    prime(key, value) {
      remember(key, Promise.resolve(value));
    },
  };
}
