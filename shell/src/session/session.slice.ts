/**
 * The session slice (SPEC.md sections 3 and 4): logged-in flag (null = unknown → true or
 * false), initial loading, login modal, current user, company roles and logo, licenseCode
 * ('NA' until the server answers), roleName, policies, locations and the login error.
 * Actions are past-tense events; the session saga performs the calls.
 */
import {
  INITIAL_SESSION_STATE,
  SESSION_SLICE_KEY,
  type LoginRequest,
  type Location,
  type SessionState,
} from '@itam/shared/contracts';
import {
  createSlice,
  type PayloadAction,
  type RoleFields,
  type VerifiedFields,
} from '@itam/shared/store';

/** Logged out: everything of the previous user is forgotten, the modal stays as it was. */
function loggedOutState(state: SessionState): SessionState {
  return {
    ...INITIAL_SESSION_STATE,
    isLoggedIn: false,
    initialLoading: false,
    loginModalVisible: state.loginModalVisible,
  };
}

const sessionSlice = createSlice({
  name: SESSION_SLICE_KEY,
  initialState: INITIAL_SESSION_STATE,
  reducers: {
    loginRequested(state, _action: PayloadAction<LoginRequest>) {
      state.loginPending = true;
      state.loginError = null;
      state.loginRetryAt = null;
    },
    /** The login call answered a token, which is stored; verification follows. */
    loginSucceeded() {},
    /** The server's text, and on a 429 the seconds it asked to wait (kept as a moment). */
    loginFailed: {
      reducer(state, action: PayloadAction<{ message: string; retryAt: number | null }>) {
        state.loginPending = false;
        state.loginError = action.payload.message;
        state.loginRetryAt = action.payload.retryAt;
      },
      prepare: (message: string, retryAfterSeconds?: number) => ({
        payload: {
          message,
          retryAt: retryAfterSeconds ? Date.now() + retryAfterSeconds * 1000 : null,
        },
      }),
    },
    sessionVerified(state, action: PayloadAction<VerifiedFields>) {
      Object.assign(state, action.payload);
      state.isLoggedIn = true;
      state.initialLoading = false;
      state.loginPending = false;
      state.loginError = null;
      state.loginRetryAt = null;
      state.loginModalVisible = false;
      state.rolesStatus = 'loading';
    },
    sessionCheckFailed: (state) => loggedOutState(state),
    /**
     * The server refused a call for the company's subscription or modules: they changed
     * since the session was checked, so it is checked again (the gates follow).
     */
    entitlementRefused() {},
    /** The session check after a refusal answered the company's current state. */
    sessionRefreshed(state, action: PayloadAction<VerifiedFields>) {
      if (state.isLoggedIn) Object.assign(state, action.payload);
    },
    rolesLoaded(state, action: PayloadAction<RoleFields>) {
      Object.assign(state, action.payload);
      state.rolesStatus = 'loaded';
    },
    rolesLoadFailed(state) {
      state.rolesStatus = 'failed';
    },
    locationsLoaded(state, action: PayloadAction<Location[]>) {
      state.locations = action.payload;
    },
    logoutRequested() {},
    loggedOut: (state) => loggedOutState(state),
    /** A call answered 401 while logged in: the session is over. */
    sessionExpired: (state) => (state.isLoggedIn ? loggedOutState(state) : state),
    loginModalOpened(state) {
      state.loginModalVisible = true;
    },
    loginModalClosed(state) {
      state.loginModalVisible = false;
    },
  },
});

export const {
  loginRequested,
  loginSucceeded,
  loginFailed,
  sessionVerified,
  sessionCheckFailed,
  entitlementRefused,
  sessionRefreshed,
  rolesLoaded,
  rolesLoadFailed,
  locationsLoaded,
  logoutRequested,
  loggedOut,
  sessionExpired,
  loginModalOpened,
  loginModalClosed,
} = sessionSlice.actions;

export const sessionReducer = sessionSlice.reducer;
