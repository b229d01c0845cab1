/**
 * Asks the browser, once per page, to keep this site's storage under storage pressure
 * (`navigator.storage.persist()`): without it, best-effort storage may be evicted, and
 * with it the offline scan queue's waiting scans. Asked when an audit is first kept or a
 * scan first stored; where the API is missing (older browsers, tests) nothing happens. The
 * browser may say no (or ask the user): the queue works the same, only less safely.
 */

type StorageManagerLike = Pick<StorageManager, 'persist'> &
  Partial<Pick<StorageManager, 'persisted'>>;

let asked: Promise<boolean> | null = null;

/** Whether the storage is persistent now (false where the browser cannot say or said no). */
export function askPersistentStorage(
  storage: StorageManagerLike | undefined = globalThis.navigator?.storage,
): Promise<boolean> {
  asked ??= (async () => {
    if (typeof storage?.persist !== 'function') return false;
    try {
      // Already granted: no second request (Firefox would ask the user again).
      if (await storage.persisted?.()) return true;
      return await storage.persist();
    } catch {
      return false;
    }
  })();
  return asked;
}

/** Forgets that it was asked (tests). */
export function resetPersistentStorageAsk(): void {
  asked = null;
}
