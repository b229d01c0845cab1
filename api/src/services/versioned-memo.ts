/**
 * Remembers values derived from a company's assets together with the asset
 * version (migration 0002) they were read at. A value is only ever used after
 * checking that the version is still current, so it is exact, never stale:
 * any insert, update or delete of the company's assets bumps the version in
 * the same transaction. Bounded, least recently used first out.
 *
 * A build of a missing value runs once however many requests miss it at the
 * same moment (a crowd arriving after a start or a write): the others wait for
 * it, then read the memo like any remembered value, checking its version.
 */
export interface Versioned<T> {
  version: number;
  value: T;
}

export class VersionedMemo<T> {
  readonly #entries = new Map<string, Versioned<T>>();
  readonly #building = new Map<string, Promise<unknown>>();

  constructor(private readonly maxEntries = 5000) {}

  /** The remembered value and its version, to be checked by the caller. */
  peek(key: string): Versioned<T> | undefined {
    const entry = this.#entries.get(key);
    if (entry) {
      // Re-insert: Map order is the eviction order.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, version: number, value: T): void {
    this.#entries.delete(key);
    this.#entries.set(key, { version, value });
    if (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  /**
   * Runs `build` (which remembers what it finds) unless a build of this key is
   * already running; then waits for that one instead and returns undefined, and
   * the caller peeks again. A failed build fails only its own caller.
   */
  async buildOnce<R>(key: string, build: () => Promise<R>): Promise<R | undefined> {
    const running = this.#building.get(key);
    if (running) {
      await running.catch(() => undefined);
      return undefined;
    }
    const promise = build();
    this.#building.set(key, promise);
    try {
      return await promise;
    } finally {
      this.#building.delete(key);
    }
  }
}
