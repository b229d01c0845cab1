/**
 * The asset list's URL state (asset-list-url.ts) bound to the store: the screen shows
 * what its URL says, and each change of search, filters, sort, page or size is one
 * assetsViewRequested. Page and filter changes push a history entry (back returns to
 * them); typing replaces it. A screen with fixed states (In stock, ...) ignores `states`;
 * `reserved` is a screen's fixed choice too (In stock lists the assets reserved for no one).
 */
import type { AssetState } from '@itam/shared/contracts';
import { useUrlListState, type UrlListValues } from '@itam/shared/list-state';
import { useAppDispatch, useAppSelector } from '@itam/shared/store';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { ASSET_LIST_DEFAULTS, ASSET_LIST_URL } from './asset-list-url';
import { selectAssets } from './assets.selectors';
import {
  assetsPagingModeChanged,
  assetsViewRequested,
  type AssetQuery,
  type PagingMode,
} from './assets.slice';

export interface AssetListUrlState {
  query: AssetQuery;
  /** From 1, as the URL shows it. */
  page: number;
  size: number;
  searchTyped: (search: string) => void;
  queryChanged: (change: Partial<AssetQuery>) => void;
  pageChanged: (page: number, size: number) => void;
  sizeChanged: (size: number) => void;
  pagingModeChanged: (mode: PagingMode) => void;
}

type AssetListUrl = UrlListValues<typeof ASSET_LIST_URL, typeof ASSET_LIST_DEFAULTS>;

/** The query the URL says, with the screen's fixed states and reserved choice. */
function useAssetQuery(url: AssetListUrl, fixedStates: AssetState[], reserved?: boolean) {
  const fixed = fixedStates.length > 0;
  return useMemo<AssetQuery>(
    () => ({
      search: url.search,
      states: fixed ? fixedStates : url.states,
      assetTypeId: url.assetTypeId,
      officeId: url.officeId,
      warrantyEndsWithinDays: url.warrantyEndsWithinDays,
      sortBy: url.sortBy,
      sortOrder: url.sortOrder,
      ...(reserved === undefined ? {} : { reserved }),
    }),
    [url, fixed, fixedStates, reserved],
  );
}

/** One assetsViewRequested per change of scope, paging mode, query, page or size. */
function useAssetsViewRequest(
  scope: string,
  pagingMode: PagingMode,
  query: AssetQuery,
  page: number,
  size: number,
) {
  const dispatch = useAppDispatch();
  // Only the search text changed since the last request: the saga waits for a pause.
  const last = useRef<{ rest: string; search: string } | null>(null);
  useEffect(() => {
    const rest = JSON.stringify([scope, pagingMode, { ...query, search: null }, page, size]);
    const typed = last.current?.rest === rest && last.current.search !== query.search;
    last.current = { rest, search: query.search };
    dispatch(assetsViewRequested({ scope, query, pageNumber: page - 1, limit: size, typed }));
  }, [dispatch, scope, pagingMode, query, page, size]);
}

export function useAssetListUrl(
  scope: string,
  fixedStates: AssetState[],
  reserved?: boolean,
): AssetListUrlState {
  const dispatch = useAppDispatch();
  const pagingMode = useAppSelector((state) => selectAssets(state).pagingMode);
  const [url, setUrl] = useUrlListState(ASSET_LIST_URL, ASSET_LIST_DEFAULTS);
  const query = useAssetQuery(url, fixedStates, reserved);
  useAssetsViewRequest(scope, pagingMode, query, url.page, url.size);

  const { page, size } = url;
  const searchTyped = useCallback(
    (search: string) => setUrl({ search, page: 1 }, { history: 'replace' }),
    [setUrl],
  );
  const queryChanged = useCallback(
    (change: Partial<AssetQuery>) => setUrl({ ...change, page: 1 }),
    [setUrl],
  );
  const pageChanged = useCallback(
    (next: number, nextSize: number) =>
      // A new size starts at the first page: the old page number means other rows.
      setUrl(nextSize === size ? { page: next } : { page: 1, size: nextSize as typeof size }),
    [setUrl, size],
  );
  const sizeChanged = useCallback(
    (nextSize: number) => setUrl({ page: 1, size: nextSize as typeof size }),
    [setUrl],
  );
  const pagingModeChanged = useCallback(
    (mode: PagingMode) => {
      dispatch(assetsPagingModeChanged(mode));
      if (page !== 1) setUrl({ page: 1 }, { history: 'replace' });
    },
    [dispatch, setUrl, page],
  );
  return {
    query,
    page,
    size,
    searchTyped,
    queryChanged,
    pageChanged,
    sizeChanged,
    pagingModeChanged,
  };
}
