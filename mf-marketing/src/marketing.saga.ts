import { spawn } from 'redux-saga/effects';
import { devicesSaga } from './features/onboarding/devices.saga';
import { pricingSaga } from './features/pricing/pricing.saga';

/** Root saga of the marketing remote: each feature spawned, so one crash stops only itself. */
export function* marketingSaga(): Generator {
  yield spawn(pricingSaga);
  yield spawn(devicesSaga);
}
