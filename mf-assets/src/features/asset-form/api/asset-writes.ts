/** What a write to one asset changes in the cache: its answer, its history and the lists. */
import type { AssetDetail } from '@itam/shared/contracts';
import { getAssetApi } from './get-asset';

/**
 * The tags a write to asset `id` makes stale: its assignments, its log and the company's,
 * its depreciation, the dashboard and the lists (the asset itself comes with the answer).
 */
export function assetWriteTags(id: string) {
  return [
    { type: 'Assignment' as const, id },
    { type: 'Activity' as const, id },
    { type: 'Activity' as const, id: 'LIST' },
    { type: 'Depreciation' as const, id },
    'Dashboard' as const,
    'AssetList' as const,
  ];
}

/** The write's answer is the asset as it is now: it replaces the kept one, without a request. */
export async function keepWrittenAsset(
  { id }: { id: string },
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: AssetDetail }> },
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    dispatch(getAssetApi.util.upsertQueryData('getAsset', id, data));
  } catch {
    // The screen shows the failure from the write's own answer.
  }
}
