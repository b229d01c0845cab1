/**
 * Counts failed logins per key (an email, a client address) in a sliding window.
 * Only failures count, so a user who types the password right is never slowed.
 * In memory: one process; a restart forgets, which errs on the user's side.
 */
export class FailureLimiter {
  readonly #failures = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    /** Bound on tracked keys so a flood of random emails cannot exhaust memory. */
    private readonly maxKeys = 100_000,
  ) {}

  #recent(key: string, now: number): number[] {
    const times = (this.#failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (times.length === 0) this.#failures.delete(key);
    else this.#failures.set(key, times);
    return times;
  }

  /** Milliseconds until the key may try again; 0 when it may try now. */
  retryAfterMs(key: string, now = Date.now()): number {
    const times = this.#recent(key, now);
    if (times.length < this.max) return 0;
    const oldest = times[times.length - this.max] ?? now;
    return Math.max(1, oldest + this.windowMs - now);
  }

  recordFailure(key: string, now = Date.now()): void {
    const times = this.#recent(key, now);
    times.push(now);
    // Map keeps insertion order: re-insert so the oldest-touched key goes first.
    this.#failures.delete(key);
    this.#failures.set(key, times.slice(-this.max));
    if (this.#failures.size > this.maxKeys) {
      const oldestKey = this.#failures.keys().next().value;
      if (oldestKey !== undefined) this.#failures.delete(oldestKey);
    }
  }

  reset(key: string): void {
    this.#failures.delete(key);
  }
}
