/**
 * The remote's slice and saga join the shell's store when the first page that needs them
 * (pricing, devices) mounts, not when the remote registers: `/` and the other content
 * pages then download no store code at all. Selectors read the initial state until then,
 * and this hook's effect runs before the page's own effects dispatch anything.
 */
import { useAppStore, type AppStore } from '@itam/shared/store';
import { useEffect } from 'react';
import { marketingSaga } from './marketing.saga';
import { MARKETING_SLICE_KEY, marketingReducer } from './marketing.store';

/**
 * Once per store. A store that already has the slice is left alone: it was installed
 * before, or its host (a story) provides the state itself and runs no saga on purpose.
 */
export function installMarketingStore(store: AppStore): void {
  if (store.hasReducer(MARKETING_SLICE_KEY)) return;
  store.injectReducer(MARKETING_SLICE_KEY, marketingReducer);
  store.runSaga(marketingSaga, 'marketing saga');
}

/** Call first thing in a page that reads or writes the `marketing` slice. */
export function useMarketingStore(): void {
  const store = useAppStore();
  useEffect(() => installMarketingStore(store), [store]);
}
