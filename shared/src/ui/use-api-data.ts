/**
 * Loads one answer for a screen or a part of one (a detail tab, a dropdown, a dashboard, a
 * questionnaire): loading, error and data, plus `reload`. Lists with real workflows keep
 * their sagas; these are single reads whose result only one component shows. A newer load
 * wins: the answer of an older one is dropped. A 4xx is the server's answer (not found,
 * expired...), shown by the screen and not logged as a failure; the console names the
 * failed request's address otherwise. An answer renders as a transition (time-sliced).
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../api';

export interface ApiData<T> {
  data: T | null;
  error: string | null;
  /** What the failed load threw (an ApiError with its status, usually). */
  rawError: unknown;
  loading: boolean;
  reload: () => void;
}

export function useApiData<T>(
  load: (() => Promise<T>) | null,
  deps: readonly unknown[],
): ApiData<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [rawError, setRawError] = useState<unknown>(null);
  const [loading, setLoading] = useState(load !== null);
  const [tick, setTick] = useState(0);
  const latest = useRef(0);
  const loader = useRef(load);

  // The latest loader, for the load below (effects run in order): the caller's `deps`, not
  // the function's identity, say when to load again.
  useEffect(() => {
    loader.current = load;
  });

  useEffect(() => {
    const run = loader.current;
    if (!run) {
      setLoading(false);
      return;
    }
    const id = ++latest.current;
    setLoading(true);
    setError(null);
    setRawError(null);
    run().then(
      (answer) => {
        if (id !== latest.current) return;
        // The answer's render (a dashboard's charts, a long list) is a transition: React
        // renders it in slices between which the page still answers input.
        startTransition(() => {
          setData(answer);
          setLoading(false);
        });
      },
      (failure: unknown) => {
        if (id !== latest.current) return;
        if (!(isApiError(failure) && failure.status >= 400 && failure.status < 500))
          console.error('[api] a screen could not load its data', failure);
        setError(failure instanceof Error ? failure.message : String(failure));
        setRawError(failure);
        setLoading(false);
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the load depends on
  }, [...deps, tick]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { data, error, rawError, loading, reload };
}
