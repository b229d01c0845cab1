/** Shell-only selectors; the shared ones (user, roles, policies, licence...) come from @itam/shared/store. */
import type { AppState } from '@itam/shared/store';

export const selectLoginModalVisible = (state: AppState) => state.session.loginModalVisible;
export const selectLoginPending = (state: AppState) => state.session.loginPending;
export const selectLoginError = (state: AppState) => state.session.loginError;
export const selectLoginRetryAt = (state: AppState) => state.session.loginRetryAt;
