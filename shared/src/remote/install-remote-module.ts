import type { RemoteModule } from '../contracts/remote-module';
import { addModuleResources } from '../i18n';
import type { AppStore } from '../store';

/**
 * Registers what a remote brings: its translations, its reducers and its root saga.
 * The caller calls it once per remote (the shell on first load, the dev host at start).
 */
export function installRemoteModule(module: RemoteModule, store: AppStore): void {
  addModuleResources(module.i18n.namespace, module.i18n.resources);
  for (const [key, reducer] of Object.entries(module.reducers ?? {})) {
    store.injectReducer(key, reducer);
  }
  if (module.saga) store.runSaga(module.saga, `${module.id} saga`);
}
