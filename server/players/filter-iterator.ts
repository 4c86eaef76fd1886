// Only the events a subscriber may see. Returning the filtered iterator returns the source at
// once (an async generator would wait for the next event first, keeping a dead subscription).

export function filterIterator<T>(
  source: AsyncIterableIterator<T>,
  keep: (value: T) => boolean,
): AsyncIterableIterator<T> {
  const iterator: AsyncIterableIterator<T> = {
    async next() {
      for (;;) {
        const result = await source.next();
        if (result.done || keep(result.value)) return result;
      }
    },
    return: async (value?: unknown) =>
      source.return ? source.return(value) : { done: true, value: undefined },
    throw: async (error?: unknown) => (source.throw ? source.throw(error) : Promise.reject(error)),
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}
