// A value that changes over time, with listeners: what the app's actors hand the pages for
// useSyncExternalStore (the jackpot settings, the raffle settings and live wins).
export interface LiveValue<T> {
  get(): T;
  subscribe(listener: () => void): () => void;
}

export function liveValue<T>(initial: T): LiveValue<T> & { set(value: T): void } {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
