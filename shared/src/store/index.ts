/**
 * Public entry of the store kit. `AppState` is the shape of the ONE store; a remote adds
 * its slice to it by module augmentation:
 *
 *   declare module '@itam/shared/store' { interface AppState { assets: AssetsState } }
 */
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { Dispatch, UnknownAction } from 'redux';
import { isAllowed, type Permission } from '../contracts/permissions';
import type { SessionState } from '../contracts/session';
import type { AppStore } from './create-app-store';

export interface AppState {
  session: SessionState;
}

export type AppDispatch = Dispatch<UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<AppState>();
export const useAppStore = useStore.withTypes<AppStore>();

export { createAppStore, type AppStore, type CreateAppStoreOptions } from './create-app-store';
// The one server-data layer (RTK Query): remotes inject their endpoints into `serverApi`.
export {
  apiBaseQuery,
  errorMessageOf,
  fromApiCall,
  FRESH_SECONDS,
  KEEP_UNUSED_SECONDS,
  SERVER_DATA_REDUCER_PATH,
  SERVER_DATA_TAGS,
  serverApi,
  type ApiRequest,
  type ServerApi,
} from './server-data';
export {
  answerOf,
  useInvalidate,
  type Answer,
  type AnswerOptions,
  type Ok,
  type QueryResultLike,
} from './server-answer';
// Redux toolkit through the kit, like the router: a shared package is not tree-shaken, and
// the product uses only createSlice (and configureStore, in createAppStore). ESLint refuses
// @reduxjs/toolkit elsewhere.
export { createSlice, type PayloadAction } from '@reduxjs/toolkit';
export * from './session-selectors';
export * from './session-mappers';
export { companyDetailsChanged, loginRequested } from './session-events';

/** True when the signed-in role may use `permission` (for buttons and links inside screens). */
export function useIsAllowed(permission: Permission): boolean {
  return useAppSelector((state) => isAllowed(state.session?.policies, permission));
}
