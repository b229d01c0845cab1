/**
 * The dev host's session: the same slice key and state shape as the shell's session,
 * filled by the same calls (verify → roles → locations), without the shell's workflow.
 */
import {
  getLocationsDropdown,
  getProductSlug,
  getRoles,
  login,
  storeToken,
  verifyToken,
} from '../api';
import type { LoginRequest } from '../contracts/wire';
import { INITIAL_SESSION_STATE, type SessionState } from '../contracts/session';
import {
  createSlice,
  locationFields,
  roleFields,
  verifiedSessionFields,
  type PayloadAction,
} from '../store';

const devSession = createSlice({
  name: 'session',
  initialState: INITIAL_SESSION_STATE,
  reducers: {
    devSessionLoaded: (state, action: PayloadAction<Partial<SessionState>>) => ({
      ...state,
      ...action.payload,
      isLoggedIn: true,
      initialLoading: false,
    }),
    devSessionEnded: () => ({ ...INITIAL_SESSION_STATE, isLoggedIn: false, initialLoading: false }),
  },
});

export const { devSessionLoaded, devSessionEnded } = devSession.actions;
export const devSessionReducer = devSession.reducer;

/** Verifies the stored token, then loads roles and locations (their failures are only logged). */
export async function loadDevSession(): Promise<Partial<SessionState>> {
  const fields: Partial<SessionState> = verifiedSessionFields(await verifyToken());
  try {
    Object.assign(fields, roleFields(await getRoles(await getProductSlug())), {
      rolesStatus: 'loaded',
    });
  } catch (error) {
    console.error('[dev host] roles unavailable', error);
    fields.rolesStatus = 'failed';
  }
  try {
    Object.assign(fields, locationFields(await getLocationsDropdown()));
  } catch (error) {
    console.error('[dev host] locations unavailable', error);
  }
  return fields;
}

/** POST login, store the token, then load the session. */
export async function devLogin(credentials: LoginRequest): Promise<Partial<SessionState>> {
  const { token } = await login(credentials);
  storeToken(token);
  return loadDevSession();
}
