/**
 * How the shell gets a remote's `RemoteModule`. Production uses Module Federation
 * (federation-loader.ts); tests pass a fake.
 */
import type { RemoteId, RemoteManifestEntry, RemoteModule } from '@itam/shared/contracts';

export interface RemoteLoadOptions {
  /** 0 on the first load; a retry (> 0) must bypass caches (stale entry after a redeploy). */
  attempt: number;
  /** The remote's entry of `remotes.json` (its address and version). */
  entry: RemoteManifestEntry;
}

export interface RemoteLoader {
  load(id: RemoteId, options: RemoteLoadOptions): Promise<RemoteModule>;
}

/**
 * A remote built against a newer singleton contract than this shell provides (see
 * contracts/kit-version.ts): it is refused before any of its code is downloaded, and the
 * visitor is asked to reload (a newer shell may be deployed by then).
 */
export class RemoteUpdateRequiredError extends Error {
  override readonly name = 'RemoteUpdateRequiredError';

  constructor(
    readonly remoteId: RemoteId,
    readonly needs: string,
    readonly provided: string,
  ) {
    super(
      `Remote "${remoteId}" needs the application's kit contract ^${needs}; this application provides ${provided}`,
    );
  }
}

export function isUpdateRequired(error: unknown): error is RemoteUpdateRequiredError {
  return error instanceof RemoteUpdateRequiredError;
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
