/**
 * The asset list's workflows: every load (the URL's view, more, reload) goes through one
 * takeLatest, so a newer request always wins over an older one in flight; a view that
 * only changed its search text waits for a pause in typing first (a newer key cancels
 * the wait); bulk actions report what failed. Failures are logged (SPEC.md section 8)
 * and kept in the slice for the error state.
 */
import { isApiError } from '@itam/shared/api';
import type { PayloadAction } from '@itam/shared/store';
import { call, delay, put, select, spawn, takeEvery, takeLatest } from 'redux-saga/effects';
import {
  bulkAssets,
  deleteAsset,
  getAssets,
  type AssetsPage,
  type BulkResult,
  type GetAssetsParams,
} from './api/assets-api';
import { assetsApi } from '../../common/assets-api';
import { selectAssets } from './assets.selectors';
import {
  assetDeleteRequested,
  assetRemoved,
  assetsBulkFailed,
  assetsBulkFinished,
  assetsBulkRequested,
  assetsListReplaced,
  assetsLoadFailed,
  assetsMoreRequested,
  assetsPageAdvanced,
  assetsPageAppended,
  assetsPageLoaded,
  assetsReloadRequested,
  assetsViewRequested,
  assetUpdated,
  type AssetsState,
} from './assets.slice';

export const SEARCH_DEBOUNCE_MS = 300;

const LOAD_ACTIONS = [
  assetsViewRequested.type,
  assetsMoreRequested.type,
  assetsReloadRequested.type,
];

function messageOf(error: unknown): string {
  return isApiError(error) || error instanceof Error ? error.message : String(error);
}

function paramsOf(state: AssetsState, pageNumber: number, limit = state.limit): GetAssetsParams {
  return { pageNumber, limit, ...state.query };
}

export function* loadAssets(action: PayloadAction<unknown>): Generator {
  if (assetsViewRequested.match(action) && action.payload.typed) yield delay(SEARCH_DEBOUNCE_MS);
  const state = (yield select(selectAssets)) as AssetsState;
  try {
    if (assetsMoreRequested.match(action)) {
      const page = (yield call(getAssets, paramsOf(state, state.pageNumber + 1))) as AssetsPage;
      yield put(assetsPageAppended(page));
      yield put(assetsPageAdvanced());
    } else if (state.pagingMode === 'pages') {
      // The view's page (set by the request), or the page shown (retry, after a save).
      const page = (yield call(getAssets, paramsOf(state, state.pageNumber))) as AssetsPage;
      yield put(assetsPageLoaded(page));
    } else {
      const page = (yield call(getAssets, paramsOf(state, 0))) as AssetsPage;
      yield put(
        assetsListReplaced({
          assets: page.assets,
          filterText: state.query.search,
          totalAssetsCount: page.totalAssetsCount,
        }),
      );
    }
  } catch (error) {
    console.error('[assets] the asset list could not be loaded', error);
    yield put(assetsLoadFailed(messageOf(error)));
  }
}

/** The cached reads that show these assets (their detail, the dashboard, lists) are stale. */
const assetsChanged = (ids: readonly string[]) =>
  assetsApi.util.invalidateTags([
    'Dashboard',
    'AssetList',
    { type: 'Activity', id: 'LIST' },
    ...ids.map((id) => ({ type: 'Asset' as const, id })),
  ]);

export function* runBulk(action: ReturnType<typeof assetsBulkRequested>): Generator {
  const { action: kind, ids, state: target } = action.payload;
  try {
    const result = (yield call(bulkAssets, {
      action: kind,
      ids,
      ...(target && { state: target }),
    })) as BulkResult;
    const failed = new Set(result.failed.map((f) => f.id));
    const { items } = (yield select(selectAssets)) as AssetsState;
    for (const id of ids.filter((i) => !failed.has(i))) {
      if (kind === 'delete') {
        yield put(assetRemoved(id));
      } else if (target) {
        const asset = items.find((a) => a._id === id);
        if (asset) yield put(assetUpdated({ ...asset, state: target, employee: null }));
      }
    }
    yield put(assetsChanged(ids.filter((i) => !failed.has(i))));
    yield put(assetsBulkFinished({ updated: result.updated, failed: result.failed.length }));
  } catch (error) {
    console.error('[assets] the bulk action failed', error);
    yield put(assetsBulkFailed(messageOf(error)));
  }
}

/** Single delete from a row: the row goes once the server agrees. */
function* removeOne(action: ReturnType<typeof assetDeleteRequested>): Generator {
  try {
    yield call(deleteAsset, action.payload);
    yield put(assetRemoved(action.payload));
    yield put(assetsChanged([action.payload]));
    yield put(assetsBulkFinished({ updated: 1, failed: 0 }));
  } catch (error) {
    console.error('[assets] the asset could not be deleted', error);
    yield put(assetsBulkFailed(messageOf(error)));
  }
}

function* watchLoads(): Generator {
  yield takeLatest(LOAD_ACTIONS, loadAssets);
}

function* watchBulk(): Generator {
  yield takeLatest(assetsBulkRequested.type, runBulk);
  yield takeEvery(assetDeleteRequested.type, removeOne);
}

/** Root saga of the assets remote: each watcher spawned, so one crash stops only itself. */
export function* assetsSaga(): Generator {
  yield spawn(watchLoads);
  yield spawn(watchBulk);
}
