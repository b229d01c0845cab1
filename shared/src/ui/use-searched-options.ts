/**
 * The choices of a Select that searches the server as the user types (the employee picker,
 * an asset picker, a user picker): the first list loads at once on mount (an empty search),
 * typing is debounced, the answer of an older search is dropped once a newer one is sent,
 * and a failed search is kept (and logged) so the Select can say so. Light: no antd here;
 * the caller maps `options` to the Select's choices and passes `onSearch`, `loading` and
 * `notFoundContent(...)` on.
 */
import { useEffect, useRef, useState } from 'react';

/** How long typing must pause before the search is sent. */
export const SEARCH_DELAY_MS = 250;

export interface SearchedOptions<T> {
  /** The last answered search's choices (none before the first answer). */
  options: T[];
  /** The text searched for now (empty: the first list). */
  text: string;
  loading: boolean;
  /** Why the last search failed; null once one succeeds. */
  error: string | null;
  /** The Select's `onSearch`: a new text, searched once typing pauses. */
  onSearch: (text: string) => void;
  /** The Select's `notFoundContent`: the failure, the wait or "none", in that order. */
  notFoundContent: <N>(texts: { failed: N; loading: N; none: N }) => N;
}

/**
 * `search` answers one text; `deps` say when to search again for the same text (the
 * function's identity does not: an inline arrow is fine).
 */
export function useSearchedOptions<T>(
  search: (text: string) => Promise<T[]>,
  deps: readonly unknown[] = [],
  delayMs: number = SEARCH_DELAY_MS,
): SearchedOptions<T> {
  const [text, setText] = useState('');
  const [options, setOptions] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const searcher = useRef(search);

  // The latest search function, for the effect below (effects run in order).
  useEffect(() => {
    searcher.current = search;
  });

  useEffect(() => {
    // Cleared by the next text (or deps, or unmount): that search's answer no longer counts.
    let live = true;
    const timer = setTimeout(
      () => {
        setLoading(true);
        searcher.current(text).then(
          (found) => {
            if (!live) return;
            setOptions(found);
            setError(null);
            setLoading(false);
          },
          (failure: unknown) => {
            if (!live) return;
            console.error('[ui] a search could not be loaded', failure);
            setError(failure instanceof Error ? failure.message : String(failure));
            setLoading(false);
          },
        );
      },
      text ? delayMs : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the search depends on
  }, [text, delayMs, ...deps]);

  const notFoundContent = <N>(texts: { failed: N; loading: N; none: N }): N =>
    error !== null ? texts.failed : loading ? texts.loading : texts.none;

  return { options, text, loading, error, onSearch: setText, notFoundContent };
}
