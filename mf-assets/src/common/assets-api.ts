/**
 * This remote's part of the kit's server-data layer: its tag types. Each endpoint lives in
 * its own file under `features/<feature>/api/` and injects itself here; a write
 * invalidates the tags of what it changed, so every screen showing it reads it again.
 */
import { errorMessageOf, serverApi, useAppDispatch } from '@itam/shared/store';
import { useCallback } from 'react';

/** The success member of an answer's union (`{ type: 'success', ... }`). */
export type Ok<T> = Extract<T, { type: 'success' }>;

export const ASSETS_TAGS = [
  'Asset',
  'AssetList',
  'AssetType',
  'Activity',
  'Assignment',
  'Audit',
  'Comment',
  'Image',
  'Depreciation',
  'Dashboard',
  'PurchaseOrder',
  'Branch',
  'TagRule',
  'Invitation',
  'Profile',
  'Department',
  'AgentComputer',
  'AgentReview',
  'AgentJob',
  'AgentThresholds',
] as const;

export const assetsApi = serverApi.enhanceEndpoints({ addTagTypes: ASSETS_TAGS });

export type AssetsTag = Parameters<typeof assetsApi.util.invalidateTags>[0][number];

/**
 * For a write that is more than one request (an upload, a file then a record) or runs
 * outside an endpoint: after it, `invalidate(tags)` has every screen showing them read again.
 */
export function useInvalidate(): (tags: readonly AssetsTag[]) => void {
  const dispatch = useAppDispatch();
  return useCallback(
    (tags: readonly AssetsTag[]) => void dispatch(assetsApi.util.invalidateTags([...tags])),
    [dispatch],
  );
}

/** A read as a screen shows it: the answer, the failure's sentence, whether it is loading. */
export interface Answer<T> {
  data: T | null;
  error: string | null;
  /** What the failed read gave (an ApiError with its status). */
  rawError: unknown;
  /** True while a read is under way (the first one, or a page or filter change). */
  loading: boolean;
  /** Reads again now (a Retry button). */
  retry: () => void;
}

/** A query hook's result as an `Answer`. */
export function answerOf<
  R extends { data?: unknown; error?: unknown; isFetching: boolean; refetch: () => unknown },
>(result: R): Answer<NonNullable<R['data']>> {
  return {
    data: (result.data ?? null) as NonNullable<R['data']> | null,
    error: errorMessageOf(result.error),
    rawError: result.error ?? null,
    loading: result.isFetching,
    retry: () => void result.refetch(),
  };
}
