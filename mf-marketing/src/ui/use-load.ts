import { useEffect, useState } from 'react';

export type Load<T> =
  { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'failed'; error: unknown };

/**
 * A page's own read (one call, no shared state): loading, loaded or failed, and a retry.
 * `key` names what is loaded: a new key (or a retry) loads again.
 */
export function useLoad<T>(load: () => Promise<T>, key: string): [Load<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ token: string; load: Load<T> } | null>(null);
  const token = `${key}#${attempt}`;
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setResult({ token, load: { status: 'loaded', data } }),
      (error: unknown) => live && setResult({ token, load: { status: 'failed', error } }),
    );
    return () => {
      live = false;
    };
    // `load` is a new function every render; the token says when to call it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);
  return [
    result?.token === token ? result.load : { status: 'loading' },
    () => setAttempt((n) => n + 1),
  ];
}
