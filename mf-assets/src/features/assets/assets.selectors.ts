import type { AppState } from '@itam/shared/store';
import { initialAssetsState, type AssetsState } from './assets.slice';

/** The slice is injected when the remote loads; before that, the initial state. */
export const selectAssets = (state: AppState): AssetsState => state.assets ?? initialAssetsState;
