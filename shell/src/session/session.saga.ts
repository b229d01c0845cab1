/**
 * Session workflow (SPEC.md sections 4 and 7). On start: verify the stored token →
 * logged in, then roles (GET /{product}/roles/get, slug from GET /api/config) and
 * locations; or logged out. Login: POST login → store the token → the same chain.
 * Logout: POST /auth/logout, clear the token and the state.
 */
import {
  clearToken,
  getLocationsDropdown,
  getProductSlug,
  getRoles,
  isApiError,
  login,
  logout,
  readToken,
  storeToken,
  verifyToken,
  type LocationsSuccess,
  type LoginSuccess,
  type RolesSuccess,
  type VerifyTokenSuccess,
} from '@itam/shared/api';
import {
  ACCOUNT_DEACTIVATED,
  LICENSE_OPEN_CODES,
  type ClientLicenseCode,
  type LicenseCode,
  type SessionState,
} from '@itam/shared/contracts';
import {
  companyDetailsChanged,
  roleFields,
  selectLicenseCode,
  verifiedSessionFields,
} from '@itam/shared/store';
import { COMMON_NS, getI18n, setFormatContext } from '@itam/shared/i18n';
import { forgetUser, identifyUser } from '@itam/shared/telemetry';
import { eventChannel, type EventChannel, type Task } from 'redux-saga';
import {
  call,
  cancel,
  fork,
  join,
  put,
  select,
  takeEvery,
  takeLatest,
  take,
  takeLeading,
} from 'redux-saga/effects';
import {
  forgetSession,
  isNetworkFailure,
  lastSessionOf,
  readLastSession,
  rememberSession,
  startsOffline,
} from './offline-session';
import {
  locationsLoaded,
  loggedOut,
  loginFailed,
  loginRequested,
  loginSucceeded,
  logoutRequested,
  rolesLoaded,
  rolesLoadFailed,
  entitlementRefused,
  sessionCheckFailed,
  sessionRefreshed,
  sessionExpired,
  sessionVerified,
} from './session.slice';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * What a failed login says: the server's text (SPEC.md section 8), except for a deactivated
 * account, which the product says in the page's language.
 */
function loginErrorOf(error: unknown): string {
  if (isApiError(error) && error.code === ACCOUNT_DEACTIVATED)
    return getI18n().t('auth.accountDeactivated', { ns: COMMON_NS });
  return messageOf(error);
}

/** A token the server refused is dropped; one it could not check (offline, 5xx) is kept. */
function isRefusal(error: unknown): boolean {
  return !isApiError(error) || (error.status >= 400 && error.status < 500);
}

type RolesResult = { roles: RolesSuccess } | { error: unknown };

/** The signed-in user's role (GET /{product}/roles/get, slug from GET /api/config). */
function* fetchRoles(): Generator<unknown, RolesResult> {
  try {
    const product = (yield call(getProductSlug)) as string;
    return { roles: (yield call(getRoles, product)) as RolesSuccess };
  } catch (error) {
    return { error };
  }
}

/**
 * Roles then locations; their failures are only logged (SPEC.md section 8). `rolesTask`:
 * the role already being asked for (beside the session check).
 */
export function* loadRoleData(rolesTask?: Task<RolesResult>): Generator {
  const result = (yield rolesTask ? join(rolesTask) : call(fetchRoles)) as RolesResult;
  if ('roles' in result) yield put(rolesLoaded(roleFields(result.roles)));
  else {
    console.error('[session] roles could not be loaded', result.error);
    yield put(rolesLoadFailed());
  }
  // Branches are the company's data: without a live subscription the server refuses them.
  const licenseCode: ClientLicenseCode = yield select(selectLicenseCode);
  if (!LICENSE_OPEN_CODES.includes(licenseCode as LicenseCode)) return;
  try {
    const answer: LocationsSuccess = yield call(getLocationsDropdown);
    yield put(locationsLoaded(answer.locations ?? []));
  } catch (error) {
    console.error('[session] locations could not be loaded', error);
  }
}

/**
 * The initial session check. The role needs only the token too, so it is asked for at the
 * same time (the start-up code has usually sent both already: shell/src/session/early-start.ts).
 */
export function* checkSession(): Generator {
  // No stored token: nothing to verify, and no refused call in the visitor's console.
  if (!readToken()) {
    yield put(sessionCheckFailed());
    return;
  }
  const rolesTask = (yield fork(fetchRoles)) as Task<RolesResult>;
  try {
    const answer: VerifyTokenSuccess = yield call(verifyToken);
    yield put(sessionVerified(verifiedSessionFields(answer)));
  } catch (error) {
    yield cancel(rolesTask);
    if (isNetworkFailure(error) && (yield call(startOffline))) return;
    if (isRefusal(error)) {
      yield call(clearToken);
      yield call(forgetSession);
    }
    yield put(sessionCheckFailed());
    return;
  }
  yield call(loadRoleData, rolesTask);
}

/** The browser's `online` events. */
function onlineEvents(): EventChannel<true> {
  return eventChannel((emit) => {
    const online = () => emit(true);
    globalThis.addEventListener('online', online);
    return () => globalThis.removeEventListener('online', online);
  });
}

/**
 * The session check could not reach the server on a screen that works offline (the
 * scanner): start with the last session the server confirmed on this device, if there
 * is one, and check again each time the browser comes back online until the server
 * answers. False when there is none (the visitor signs in as usual).
 */
export function* startOffline(): Generator<unknown, boolean> {
  if (!startsOffline(globalThis.location?.pathname ?? '')) return false;
  const last = readLastSession();
  if (!last) return false;
  yield put(sessionVerified(last.verified));
  yield put(rolesLoaded(last.roles));
  yield fork(recheckWhenOnline);
  return true;
}

function* recheckWhenOnline(): Generator {
  const online = (yield call(onlineEvents)) as EventChannel<true>;
  try {
    for (;;) {
      yield take(online);
      try {
        const answer: VerifyTokenSuccess = yield call(verifyToken);
        yield put(sessionRefreshed(verifiedSessionFields(answer)));
      } catch (error) {
        // Still no network (or no working server): wait for the next time. A 401 has
        // ended the session through the client's 401 handler; any other refusal ends it
        // here, as at start.
        if (!isRefusal(error)) continue;
        yield call(clearToken);
        yield call(forgetSession);
        yield put(sessionExpired());
        return;
      }
      yield call(loadRoleData);
      return;
    }
  } finally {
    online.close();
  }
}

/** A confirmed session whose role is known, on a screen that works offline, is kept. */
function* rememberForOffline(): Generator {
  if (!startsOffline(globalThis.location?.pathname ?? '')) return;
  const last = lastSessionOf(
    (yield select((state: { session: SessionState }) => state.session)) as SessionState,
  );
  if (last) yield call(rememberSession, last);
}

export function* loginFlow(action: ReturnType<typeof loginRequested>): Generator {
  try {
    const answer: LoginSuccess = yield call(login, action.payload);
    yield call(storeToken, answer.token);
    yield put(loginSucceeded());
    const verified: VerifyTokenSuccess = yield call(verifyToken);
    yield put(sessionVerified(verifiedSessionFields(verified)));
  } catch (error) {
    yield call(clearToken);
    yield put(
      loginFailed(loginErrorOf(error), isApiError(error) ? error.retryAfterSeconds : undefined),
    );
    return;
  }
  yield call(loadRoleData);
}

/**
 * A call was refused for the company's subscription or modules, or a screen saved the
 * company's details: check the session again, so the subscription dialog, the
 * not-enabled screen or the header's logo and name show what changed.
 */
export function* recheckEntitlements(): Generator {
  try {
    const answer: VerifyTokenSuccess = yield call(verifyToken);
    yield put(sessionRefreshed(verifiedSessionFields(answer)));
  } catch (error) {
    // A 401 has ended the session through the client's 401 handler already.
    console.error('[session] the session could not be checked again', error);
  }
}

export function* logoutFlow(): Generator {
  try {
    yield call(logout);
  } catch (error) {
    console.error('[session] logout call failed; the session ends anyway', error);
  }
  yield call(clearToken);
  yield put(loggedOut());
}

/**
 * Telemetry follows the session: after login analytics and errors know the user by an
 * opaque id, the support chat by name and email; on logout or expiry they forget them.
 */
function* identifyForTelemetry(action: ReturnType<typeof sessionVerified>): Generator {
  const user = action.payload.user;
  if (!user) return;
  yield call(identifyUser, {
    id: user._id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
  });
}

/** Days and money on every screen follow the company's time zone and currency. */
function* applyCompanyFormat(
  action: ReturnType<typeof sessionVerified> | ReturnType<typeof sessionRefreshed>,
): Generator {
  yield call(setFormatContext, {
    timeZone: action.payload.companyTimeZone,
    currency: action.payload.companyCurrency,
    clock: action.payload.companyClock,
  });
}

function* forgetForTelemetry(): Generator {
  yield call(forgetUser);
}

export function* sessionSaga(): Generator {
  yield takeEvery(sessionVerified.type, identifyForTelemetry);
  yield takeEvery(
    [loggedOut.type, sessionExpired.type, sessionCheckFailed.type],
    forgetForTelemetry,
  );
  yield takeLatest(loginRequested.type, loginFlow);
  yield takeLeading(logoutRequested.type, logoutFlow);
  // A screen saved the company's details (organisation settings): the same check again.
  yield takeLeading([entitlementRefused.type, companyDetailsChanged.type], recheckEntitlements);
  yield takeEvery([sessionVerified.type, sessionRefreshed.type], applyCompanyFormat);
  yield takeEvery(sessionExpired.type, function* dropToken() {
    yield call(clearToken);
    yield call(forgetSession);
  });
  yield takeEvery(loggedOut.type, function* forgetLastSession() {
    yield call(forgetSession);
  });
  yield takeEvery(rolesLoaded.type, rememberForOffline);
  yield call(checkSession);
}
