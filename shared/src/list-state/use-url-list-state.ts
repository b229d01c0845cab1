/**
 * A list screen's state (search, filters, sort, page, page size) held in the URL
 * query, so a list can be bookmarked, survives a reload, and back/forward walk
 * through it. Each parameter is parsed by its field schema (zod, see url-fields.ts);
 * a missing or bad one takes its default, and parameters the list does not own are
 * left alone. A value equal to its default is left out of the URL (clean links).
 *
 * Writing: `push` (the default) makes a history entry, as for a page or a filter;
 * `replace` does not, as for each key typed in a search box.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from '../router';

/** What the hook needs of a field schema: zod's (and any Standard Schema's) validate. */
export interface UrlFieldSchema<Output = unknown> {
  readonly '~standard': {
    validate(value: unknown): unknown;
    readonly types?: { readonly output: Output } | undefined;
  };
}

/** A zod object of field schemas (`urlListSchema({...})`), or anything with such a shape. */
export interface UrlListSchema {
  readonly shape: Readonly<Record<string, UrlFieldSchema>>;
}

type OutputOf<F> = F extends UrlFieldSchema<infer O> ? O : never;

/** Each field's value: what its schema gives, or its default. */
export type UrlListValues<S extends UrlListSchema, D extends UrlListDefaults<S>> = {
  [K in keyof S['shape']]: OutputOf<S['shape'][K]> | D[K];
};

export type UrlListDefaults<S extends UrlListSchema> = {
  [K in keyof S['shape']]: OutputOf<S['shape'][K]> | null;
};

export interface UrlListWriteOptions {
  /** `push` (default): a history entry; `replace`: none (typing). */
  history?: 'push' | 'replace';
}

export type UrlListUpdate<V> = (change: Partial<V>, options?: UrlListWriteOptions) => void;

/**
 * A query string with commas as they are (`states=LOST,ASSIGNED`, not `%2C`): a comma
 * is a legal query character and reads back the same, so list links stay readable.
 */
export function queryText(params: URLSearchParams): string {
  return params.toString().replace(/%2C/gi, ',');
}

/** The parameter text of a value; null when it is empty (left out of the URL). */
export function urlParamOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.length ? value.map(String).join(',') : null;
  const text = String(value);
  return text === '' ? null : text;
}

function parseField(schema: UrlFieldSchema, raw: string): { ok: true; value: unknown } | null {
  const result = schema['~standard'].validate(raw) as
    { value: unknown; issues?: undefined } | { issues: readonly unknown[] } | Promise<unknown>;
  // URL fields are parsed synchronously; an asynchronous schema is not one of them.
  if (result instanceof Promise || result.issues) return null;
  return { ok: true, value: (result as { value: unknown }).value };
}

/** Reads the schema's fields from the query: each parsed, or its default when missing or bad. */
export function readUrlList<S extends UrlListSchema, D extends UrlListDefaults<S>>(
  schema: S,
  defaults: D,
  params: URLSearchParams,
): UrlListValues<S, D> {
  const values: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const raw = params.getAll(key);
    const parsed = raw.length ? parseField(field, raw.join(',')) : null;
    values[key] = parsed ? parsed.value : defaults[key as keyof D];
  }
  return values as UrlListValues<S, D>;
}

/**
 * `[values, update]` for a list's URL state. `values` keeps its identity while the
 * list's own parameters are unchanged, so effects can depend on it.
 */
export function useUrlListState<S extends UrlListSchema, D extends UrlListDefaults<S>>(
  schema: S,
  defaults: D,
): [UrlListValues<S, D>, UrlListUpdate<UrlListValues<S, D>>] {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const keys = Object.keys(schema.shape);
  // Only the list's own parameters decide whether the values changed.
  const own = keys.map((key) => `${key}=${params.getAll(key).join(',')}`).join('&');
  const values = useMemo(
    () => readUrlList(schema, defaults, params),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `own` stands for the params read
    [own, schema, defaults],
  );
  // Two writes before the URL re-renders (one handler): the second builds on the first.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [params]);

  const { pathname, search, hash } = location;
  const update = useCallback<UrlListUpdate<UrlListValues<S, D>>>(
    (change, options = {}) => {
      const base = pending.current ?? new URLSearchParams(search);
      const next = new URLSearchParams(base);
      const merged = { ...readUrlList(schema, defaults, base), ...change } as Record<
        string,
        unknown
      >;
      for (const key of Object.keys(schema.shape)) {
        const text = urlParamOf(merged[key]);
        next.delete(key);
        if (text !== null && text !== urlParamOf(defaults[key as keyof D])) next.set(key, text);
      }
      pending.current = next;
      const query = queryText(next);
      void navigate(
        { pathname, search: query ? `?${query}` : '', hash },
        { replace: options.history === 'replace' },
      );
    },
    [schema, defaults, navigate, pathname, search, hash],
  );
  return [values, update];
}
