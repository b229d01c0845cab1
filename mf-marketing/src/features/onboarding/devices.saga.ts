import type { CatalogueDevice } from '@itam/shared/contracts';
import { call, put, spawn, takeLeading } from 'redux-saga/effects';
import { getDevices } from './api/get-devices';
import { devicesLoaded, devicesLoadFailed, devicesRequested } from './devices.slice';

export function* loadDevices(): Generator {
  try {
    const devices: CatalogueDevice[] = yield call(getDevices);
    yield put(devicesLoaded(devices));
  } catch (error) {
    console.error('[marketing] the device catalogue could not be loaded', error);
    yield put(devicesLoadFailed());
  }
}

function* watchDevices(): Generator {
  yield takeLeading(devicesRequested.type, loadDevices);
}

export function* devicesSaga(): Generator {
  yield spawn(watchDevices);
}
