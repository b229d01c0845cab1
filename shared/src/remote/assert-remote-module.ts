import { isRemoteId, type RemoteId, type RemoteModule } from '../contracts/remote-module';

/**
 * Throws unless `value` is the RemoteModule of remote `id`: what the shell checks on every
 * `./module` it loads, and what each remote's contract test checks on its own.
 */
export function assertRemoteModule(value: unknown, id: RemoteId): asserts value is RemoteModule {
  const module = value as Partial<RemoteModule> | null | undefined;
  const valid =
    typeof module === 'object' &&
    module !== null &&
    isRemoteId(module.id) &&
    module.id === id &&
    Array.isArray(module.routes) &&
    module.routes.every((route) => typeof route?.path === 'string') &&
    Array.isArray(module.nav) &&
    typeof module.i18n?.namespace === 'string' &&
    typeof module.i18n.resources?.en === 'object' &&
    typeof module.i18n.resources?.hi === 'object' &&
    (module.reducers === undefined || typeof module.reducers === 'object') &&
    (module.saga === undefined || typeof module.saga === 'function') &&
    (module.contributions === undefined || typeof module.contributions === 'object');
  if (!valid) throw new Error(`Remote "${id}" did not expose a valid RemoteModule`);
}
