import type { AppState } from '@itam/shared/store';
import { initialAssetsState, type AssetsState } from './assets.slice';

/** The slice is injected when the remote loads; before that, the initial state. */
export const selectAssets = (state: AppState): AssetsState => state.assets ?? initialAssetsState;

/** True while more rows exist on the server than the list holds (load-more mode). */
export const selectHasMoreAssets = (state: AppState): boolean => {
  const { items, totalAssetsCount } = selectAssets(state);
  return items.length < totalAssetsCount;
};
