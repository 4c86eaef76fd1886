// One request of a page and its states (data, a translated error, reload), for player data that
// is read fresh (network-only) rather than through the query cache. A late answer of a request
// whose inputs changed meanwhile is dropped.
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';

export interface RequestState<T> {
  data: T | null;
  /** The translated error message. */
  error: string | null;
  reload: () => void;
  /** Replaces the data (after a mutation answered with the new state). */
  setData: (update: (data: T | null) => T | null) => void;
}

/** Runs `load` again when `deps` change or on reload; `messageOf` words its failures. */
export function useRequest<T>(
  load: () => Promise<T>,
  deps: readonly unknown[],
  messageOf: (failure: unknown) => MessageDescriptor,
): RequestState<T> {
  const { i18n } = useLingui();
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    load()
      .then((result) => {
        if (!live) return;
        setData(result);
        setError(null);
      })
      .catch((failure: unknown) => live && setError(i18n._(messageOf(failure))));
    return () => {
      live = false;
    };
    // The caller lists what the request depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, round, i18n]);
  const reload = useCallback(() => {
    setError(null);
    setRound((value) => value + 1);
  }, []);
  return { data, error, reload, setData };
}
