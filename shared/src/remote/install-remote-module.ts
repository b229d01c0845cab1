import type { RemoteModule } from '../contracts/remote-module';
import { addModuleLanguages, addModuleResources } from '../i18n';
import type { AppStore } from '../store';

/**
 * Registers what a remote brings: its translations, its reducers and its root saga.
 * The caller calls it once per remote (the shell on first load, the dev host at start).
 * Resolves once the strings of the language shown are in (a language the remote loads
 * when shown, `i18nLoad`, may take a request).
 */
export function installRemoteModule(module: RemoteModule, store: AppStore): Promise<void> {
  const { namespace, resources } = module.i18n;
  const strings = module.i18nLoad
    ? addModuleLanguages(namespace, resources, module.i18nLoad)
    : Promise.resolve(addModuleResources(namespace, resources));
  for (const [key, reducer] of Object.entries(module.reducers ?? {})) {
    store.injectReducer(key, reducer);
  }
  if (module.saga) store.runSaga(module.saga, `${module.id} saga`);
  return strings;
}
