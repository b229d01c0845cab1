/**
 * The numbers beside menu entries (a RouteNav's `count`: the number at `key` of the `counts`
 * that `GET url` answers). Kept light: only the entries the user sees are asked for, entries
 * of one url share one request, a url is read when the menu shows and again on a navigation
 * or a return to the tab at most every NAV_COUNT_MIN_INTERVAL_MS, at once on
 * NAV_COUNTS_STALE_EVENT (a screen changed what is counted), never on a timer, and never twice
 * at the same time. A failed reading keeps the last numbers; none shows nothing. The counts
 * are the signed-in user's: another user starts afresh.
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { http } from '@itam/shared/api';
import {
  NAV_COUNT_MIN_INTERVAL_MS,
  NAV_COUNTS_STALE_EVENT,
  type RemoteNavEntry,
} from '@itam/shared/contracts';
import { useLocation } from '@itam/shared/router';
import { selectCurrentUser, useAppSelector } from '@itam/shared/store';

type Counts = Readonly<Record<string, number>>;

interface Source {
  counts: Counts | null;
  /** When it was last asked for (ms), or -Infinity. */
  at: number;
  inFlight: boolean;
  /** Asked for again (stale) while a reading was on its way. */
  again: boolean;
}

/** The whole numbers of an answer's `counts`. */
function countsOf(body: unknown): Counts | null {
  const counts = (body as { counts?: unknown } | null)?.counts;
  if (!counts || typeof counts !== 'object') return null;
  return Object.fromEntries(
    Object.entries(counts).filter(
      (e): e is [string, number] => Number.isInteger(e[1]) && (e[1] as number) >= 0,
    ),
  );
}

export function createNavCounts(
  read: (url: string) => Promise<unknown> = (url) => http.get<unknown>(url),
  now: () => number = Date.now,
) {
  let sources = new Map<string, Source>();
  let owner: string | null = null;
  let version = 0;
  const listeners = new Set<() => void>();
  const notify = () => {
    version += 1;
    listeners.forEach((listener) => listener());
  };

  function refreshOne(url: string, force: boolean) {
    const source = sources.get(url) ?? {
      counts: null,
      at: -Infinity,
      inFlight: false,
      again: false,
    };
    sources.set(url, source);
    if (source.inFlight) {
      source.again ||= force;
      return;
    }
    if (!force && now() - source.at < NAV_COUNT_MIN_INTERVAL_MS) return;
    const of = sources;
    source.inFlight = true;
    source.at = now();
    read(url)
      .then((body) => {
        source.counts = countsOf(body) ?? source.counts;
      })
      .catch(() => undefined)
      .finally(() => {
        source.inFlight = false;
        if (of !== sources) return;
        notify();
        if (source.again) {
          source.again = false;
          refreshOne(url, true);
        }
      });
  }

  return {
    /** Reads the urls due (all of them, `force`); `user` is whose counts these are. */
    refresh(user: string | null, urls: readonly string[], force = false) {
      if (user !== owner) {
        owner = user;
        sources = new Map();
        notify();
      }
      if (user) urls.forEach((url) => refreshOne(url, force));
    },
    count(url: string, key: string): number | null {
      return sources.get(url)?.counts?.[key] ?? null;
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    version: () => version,
  };
}

export type NavCounts = ReturnType<typeof createNavCounts>;

/** The shell's one store of menu counts (every side menu on the page shares it). */
export const navCounts = createNavCounts();

/** The count of each entry that has one and has been read, by the entry's path. */
export function useNavCounts(
  entries: readonly RemoteNavEntry[],
  store: NavCounts = navCounts,
): ReadonlyMap<string, number> {
  const { pathname, search } = useLocation();
  const user = useAppSelector(selectCurrentUser)?._id ?? null;
  const key = [...new Set(entries.flatMap((e) => (e.count ? [e.count.url] : [])))].sort().join(' ');
  const urls = useMemo(() => (key ? key.split(' ') : []), [key]);
  // On showing, and on each navigation (pathname, search) when due.
  useEffect(() => store.refresh(user, urls), [store, user, urls, pathname, search]);
  useEffect(() => {
    if (!urls.length) return;
    const due = () => {
      if (document.visibilityState === 'visible') store.refresh(user, urls);
    };
    const stale = () => store.refresh(user, urls, true);
    document.addEventListener('visibilitychange', due);
    window.addEventListener(NAV_COUNTS_STALE_EVENT, stale);
    return () => {
      document.removeEventListener('visibilitychange', due);
      window.removeEventListener(NAV_COUNTS_STALE_EVENT, stale);
    };
  }, [store, user, urls]);
  useSyncExternalStore(store.subscribe, store.version, store.version);
  const out = new Map<string, number>();
  for (const entry of entries) {
    const n = entry.count ? store.count(entry.count.url, entry.count.key) : null;
    if (n !== null) out.set(entry.path, n);
  }
  return out;
}
