/**
 * The little of IndexedDB the scan queue needs, as promises: open with an upgrade, run
 * one transaction over some stores, and a request's result. Raw API (no library: the
 * lockfile has none and this is all of it).
 */

export function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

export function openDatabase(
  factory: IDBFactory,
  name: string,
  version: number,
  upgrade: (db: IDBDatabase, oldVersion: number) => void,
): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name, version);
    request.onupgradeneeded = (event) => upgrade(request.result, event.oldVersion);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error(`Cannot open ${name}`));
    request.onblocked = () => reject(new Error(`${name} is blocked by another tab`));
  });
}

/**
 * Runs `work` in one transaction over `stores` and resolves with its result once the
 * transaction has committed (so a reload right after never loses what it wrote).
 */
export function inTransaction<T>(
  db: IDBDatabase,
  stores: string[],
  mode: IDBTransactionMode,
  work: (tx: IDBTransaction) => Promise<T>,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(stores, mode);
    let result: T;
    let failure: unknown = null;
    tx.oncomplete = () => (failure ? reject(failure) : resolve(result));
    tx.onerror = () => reject(failure ?? tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(failure ?? tx.error ?? new Error('IndexedDB transaction aborted'));
    work(tx).then(
      (value) => {
        result = value;
      },
      (error: unknown) => {
        failure = error;
        tx.abort();
      },
    );
  });
}
