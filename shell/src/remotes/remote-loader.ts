/**
 * How the shell gets a remote's `RemoteModule`. Production uses Module Federation
 * (federation-loader.ts); tests pass a fake.
 */
import { isRemoteId, type RemoteId, type RemoteModule } from '@itam/shared/contracts';

export interface RemoteLoadOptions {
  /** 0 on the first load; a retry (> 0) must bypass caches (stale entry after a redeploy). */
  attempt: number;
}

export interface RemoteLoader {
  load(id: RemoteId, options: RemoteLoadOptions): Promise<RemoteModule>;
}

/** Throws unless `value` is the RemoteModule of remote `id`. */
export function assertRemoteModule(value: unknown, id: RemoteId): asserts value is RemoteModule {
  const module = value as Partial<RemoteModule> | null | undefined;
  const valid =
    typeof module === 'object' &&
    module !== null &&
    isRemoteId(module.id) &&
    module.id === id &&
    Array.isArray(module.routes) &&
    Array.isArray(module.nav) &&
    typeof module.i18n?.namespace === 'string';
  if (!valid) throw new Error(`Remote "${id}" did not expose a valid RemoteModule`);
}

/** Rejects when `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
