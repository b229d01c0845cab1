/**
 * The asset list's workflows: every load (page, more, reload, query, paging style) goes
 * through one takeLatest, so a newer request always wins over an older one in flight;
 * typing in the search box is debounced; bulk actions report what failed. Failures are
 * logged (SPEC.md section 8) and kept in the slice for the error state.
 */
import { isApiError } from '@itam/shared/api';
import type { PayloadAction } from '@itam/shared/store';
import { call, debounce, put, select, spawn, takeEvery, takeLatest } from 'redux-saga/effects';
import {
  bulkAssets,
  deleteAsset,
  getAssets,
  type AssetsPage,
  type BulkResult,
  type GetAssetsParams,
} from './api/assets-api';
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
  assetsPageRequested,
  assetsPageSizeChanged,
  assetsPagingModeChanged,
  assetsQueryChanged,
  assetsReloadRequested,
  assetsScreenOpened,
  assetsSearchTyped,
  assetUpdated,
  type AssetsState,
} from './assets.slice';

export const SEARCH_DEBOUNCE_MS = 300;

const LOAD_ACTIONS = [
  assetsPageRequested.type,
  assetsMoreRequested.type,
  assetsReloadRequested.type,
  assetsScreenOpened.type,
  assetsQueryChanged.type,
  assetsPagingModeChanged.type,
  assetsPageSizeChanged.type,
];

function messageOf(error: unknown): string {
  return isApiError(error) || error instanceof Error ? error.message : String(error);
}

function paramsOf(state: AssetsState, pageNumber: number, limit = state.limit): GetAssetsParams {
  const { search, states, assetTypeId, officeId, sortBy, sortOrder } = state.query;
  return { pageNumber, limit, search, states, assetTypeId, officeId, sortBy, sortOrder };
}

export function* loadAssets(action: PayloadAction<unknown>): Generator {
  const state = (yield select(selectAssets)) as AssetsState;
  try {
    if (assetsPageRequested.match(action)) {
      const { pageNumber, limit } = action.payload;
      const page = (yield call(
        getAssets,
        paramsOf(state, pageNumber, limit ?? state.limit),
      )) as AssetsPage;
      yield put(assetsPageLoaded(page));
    } else if (assetsMoreRequested.match(action)) {
      const page = (yield call(getAssets, paramsOf(state, state.pageNumber + 1))) as AssetsPage;
      yield put(assetsPageAppended(page));
      yield put(assetsPageAdvanced());
    } else if (
      (assetsReloadRequested.match(action) || assetsScreenOpened.match(action)) &&
      state.pagingMode === 'pages'
    ) {
      // A numbered list keeps its page (back from an edit); load-more starts again.
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

function* applySearch(action: ReturnType<typeof assetsSearchTyped>): Generator {
  yield put(assetsQueryChanged({ search: action.payload }));
}

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
    yield put(assetsBulkFinished({ updated: 1, failed: 0 }));
  } catch (error) {
    console.error('[assets] the asset could not be deleted', error);
    yield put(assetsBulkFailed(messageOf(error)));
  }
}

function* watchLoads(): Generator {
  yield takeLatest(LOAD_ACTIONS, loadAssets);
}

function* watchSearch(): Generator {
  yield debounce(SEARCH_DEBOUNCE_MS, assetsSearchTyped.type, applySearch);
}

function* watchBulk(): Generator {
  yield takeLatest(assetsBulkRequested.type, runBulk);
  yield takeEvery(assetDeleteRequested.type, removeOne);
}

/** Root saga of the assets remote: each watcher spawned, so one crash stops only itself. */
export function* assetsSaga(): Generator {
  yield spawn(watchLoads);
  yield spawn(watchSearch);
  yield spawn(watchBulk);
}
