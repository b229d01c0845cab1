/** Plans, checkout and payment verification workflows of the pricing screen. */
import { isApiError } from '@itam/shared/api';
import { getI18n } from '@itam/shared/i18n';
import { call, put, spawn, takeLatest, takeLeading } from 'redux-saga/effects';
import { leaveForPayment } from '../../ui/leave-site';
import { createOrder, type CreatedOrder } from './api/create-order';
import { getPlans } from './api/get-plans';
import { verifyOrder, type VerifiedOrder } from './api/verify-order';
import {
  checkoutFailed,
  checkoutRedirected,
  checkoutRequested,
  plansLoaded,
  plansLoadFailed,
  plansRequested,
  verificationFailed,
  verificationRequested,
  verificationSucceeded,
  type CallError,
} from './pricing.slice';
import type { Plan } from '@itam/shared/contracts';

export function callError(error: unknown): CallError {
  return isApiError(error)
    ? { status: error.status, message: error.message }
    : { status: 0, message: String(error) };
}

export function* loadPlans(): Generator {
  try {
    const plans: Plan[] = yield call(getPlans);
    yield put(plansLoaded(plans));
  } catch (error) {
    console.error('[marketing] plans could not be loaded', error);
    yield put(plansLoadFailed());
  }
}

/** The order is created, then the browser leaves for the provider's page (in the reader's language). */
export function* checkout(action: ReturnType<typeof checkoutRequested>): Generator {
  try {
    const created: CreatedOrder = yield call(createOrder, action.payload);
    yield put(checkoutRedirected());
    yield call(leaveForPayment, created.checkout.url, getI18n().language);
  } catch (error) {
    yield put(checkoutFailed(callError(error)));
  }
}

export function* verify(action: ReturnType<typeof verificationRequested>): Generator {
  try {
    const verified: VerifiedOrder = yield call(verifyOrder, action.payload);
    yield put(verificationSucceeded(verified));
  } catch (error) {
    yield put(verificationFailed(callError(error)));
  }
}

function* watchPricing(): Generator {
  yield takeLeading(plansRequested.type, loadPlans);
  yield takeLeading(checkoutRequested.type, checkout);
  yield takeLatest(verificationRequested.type, verify);
}

export function* pricingSaga(): Generator {
  yield spawn(watchPricing);
}
