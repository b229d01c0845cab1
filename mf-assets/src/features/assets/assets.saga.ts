/** Loads a page of assets on request; a failure is only logged (SPEC.md section 8). */
import { call, put, spawn, takeLatest } from 'redux-saga/effects';
import { getAssets, type AssetsPage } from './api/get-assets';
import { assetsPageFailed, assetsPageLoaded, assetsPageRequested } from './assets.slice';

export function* loadAssetsPage(action: ReturnType<typeof assetsPageRequested>): Generator {
  try {
    const page: AssetsPage = yield call(getAssets, action.payload);
    yield put(assetsPageLoaded(page));
  } catch (error) {
    console.error('[assets] the asset list could not be loaded', error);
    yield put(assetsPageFailed());
  }
}

function* watchAssetsPages(): Generator {
  yield takeLatest(assetsPageRequested.type, loadAssetsPage);
}

/** Root saga of the assets remote: each watcher spawned, so one crash stops only itself. */
export function* assetsSaga(): Generator {
  yield spawn(watchAssetsPages);
}
