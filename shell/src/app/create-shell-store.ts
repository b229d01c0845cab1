import {
  INITIAL_SESSION_STATE,
  SESSION_SLICE_KEY,
  type SessionState,
} from '@itam/shared/contracts';
import { createAppStore, type AppStore } from '@itam/shared/store';
import { sessionReducer } from '../session/session.slice';

/**
 * The ONE store of the app, with the session slice and the server-data layer; remotes'
 * slices are injected later.
 */
export function createShellStore(session?: Partial<SessionState>): AppStore {
  return createAppStore({
    serverData: true,
    reducers: { [SESSION_SLICE_KEY]: sessionReducer },
    preloadedState: session
      ? { [SESSION_SLICE_KEY]: { ...INITIAL_SESSION_STATE, ...session } }
      : undefined,
  });
}
