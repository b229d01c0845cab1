/**
 * A screen's view of the server-data layer (server-data.ts): a query hook's result as the
 * answer a screen shows, and the invalidation of tags after a write that runs outside an
 * endpoint. One definition for every remote.
 */
import type { TagDescription } from '@reduxjs/toolkit/query/react';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { errorMessageOf, serverApi } from './server-data';

/** The success member of an answer's union (`{ type: 'success', ... }`). */
export type Ok<T> = Extract<T, { type: 'success' }>;

/** A read as a screen shows it: the answer, the failure's sentence, whether it is loading. */
export interface Answer<T> {
  data: T | null;
  /** The failure's sentence; none while the read is tried again. */
  error: string | null;
  /** What the failed read gave (an ApiError with its status). */
  rawError: unknown;
  /** True while a read is under way (the first one, a page, filter or argument change). */
  loading: boolean;
  /** Reads again now (a Retry or Refresh button); nothing for a skipped query. */
  retry: () => void;
}

/** The part of a query hook's result an `Answer` is made of. */
export interface QueryResultLike {
  data?: unknown;
  currentData?: unknown;
  error?: unknown;
  isFetching: boolean;
  isUninitialized?: boolean;
  refetch: () => unknown;
}

export interface AnswerOptions {
  /**
   * Only the answer for the current argument: none while another argument's read is under
   * way (a detail screen). By default the last answer stays shown (a table's next page).
   */
  current?: boolean;
}

/** A query hook's result as an `Answer` (a skipped query: no data, not loading). */
export function answerOf<R extends QueryResultLike>(
  result: R,
  options: AnswerOptions = {},
): Answer<NonNullable<R['data']>> {
  const skipped = result.isUninitialized === true;
  const failed = !skipped && !result.isFetching && !!result.error;
  const data = options.current ? result.currentData : result.data;
  return {
    data: skipped ? null : ((data ?? null) as NonNullable<R['data']> | null),
    error: failed ? errorMessageOf(result.error) : null,
    rawError: failed ? (result.error ?? null) : null,
    loading: !skipped && result.isFetching,
    retry: () => {
      if (!skipped) void result.refetch();
    },
  };
}

/**
 * For a write that is more than one request (an upload, a file then a record) or runs
 * outside an endpoint (the scanner's offline queue): after it, `invalidate(tags)` has every
 * screen showing them read again. `Tag` is the remote's tag type
 * (`Parameters<typeof remoteApi.util.invalidateTags>[0][number]`).
 */
export function useInvalidate<Tag extends TagDescription<string> | null | undefined>(): (
  tags: readonly Tag[],
) => void {
  const dispatch = useDispatch();
  return useCallback(
    (tags: readonly Tag[]) =>
      void dispatch(
        serverApi.util.invalidateTags([...tags] as Parameters<
          typeof serverApi.util.invalidateTags
        >[0]),
      ),
    [dispatch],
  );
}
