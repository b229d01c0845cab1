/**
 * This remote's part of the kit's server-data layer: its tag types. Each endpoint lives in
 * its own file under `features/<feature>/api/` and injects itself here; a write (or a sync
 * of the offline queue) invalidates the tags of what it changed, so every screen showing
 * it reads it again. `Asset`, `Audit` and `Image` are the asset register's tags too: a
 * change made here refreshes the register's screens of that asset, and the other way round.
 */
import { errorMessageOf, serverApi, useAppDispatch } from '@itam/shared/store';
import { useCallback } from 'react';

/** The success member of an answer's union (`{ type: 'success', ... }`). */
export type Ok<T> = Extract<T, { type: 'success' }>;

export const SCANNER_TAGS = [
  'Asset',
  'Audit',
  'Image',
  'AssetType',
  'AuditSession',
  'AuditSessionList',
] as const;

export const scannerApi = serverApi.enhanceEndpoints({ addTagTypes: SCANNER_TAGS });

export type ScannerTag = Parameters<typeof scannerApi.util.invalidateTags>[0][number];

/** The tags of everything a change to one asset may show on: its card, audits and photos. */
export const assetTags = (id: string): ScannerTag[] => [
  { type: 'Asset', id },
  { type: 'Audit', id },
  { type: 'Image', id },
];

/**
 * For a write that runs outside an endpoint (a photo upload, the offline queue's sync):
 * after it, `invalidate(tags)` has every screen showing them read again.
 */
export function useInvalidate(): (tags: readonly ScannerTag[]) => void {
  const dispatch = useAppDispatch();
  return useCallback(
    (tags: readonly ScannerTag[]) => void dispatch(scannerApi.util.invalidateTags([...tags])),
    [dispatch],
  );
}

/** A read as a screen shows it: the answer, the failure's sentence, whether it is loading. */
export interface Answer<T> {
  data: T | null;
  error: string | null;
  /** What the failed read gave (an ApiError with its status). */
  rawError: unknown;
  /** True while a read is under way. */
  loading: boolean;
  /** Reads again now (a Retry or Refresh button). */
  reload: () => void;
}

/**
 * A query hook's result as an `Answer` (a skipped query: no data, not loading). A failure
 * is not shown while the read is tried again, as the screens did before.
 */
export function answerOf<
  R extends { data?: unknown; error?: unknown; isFetching: boolean; refetch: () => unknown },
>(result: R, skipped = false): Answer<NonNullable<R['data']>> {
  const failed = !skipped && !result.isFetching && !!result.error;
  return {
    data: skipped ? null : ((result.data ?? null) as NonNullable<R['data']> | null),
    error: failed ? errorMessageOf(result.error) : null,
    rawError: failed ? (result.error ?? null) : null,
    loading: !skipped && result.isFetching,
    reload: () => {
      if (!skipped) void result.refetch();
    },
  };
}
