/**
 * Login throttling that a stranger cannot turn against a user (OWASP authentication
 * cheat sheet). Only failures count, so a user who types the password right is never
 * slowed. In memory: one process; a restart forgets, which errs on the user's side.
 */
import type { LimitsConfig } from '../config';

/** A clock in milliseconds; tests pass their own instead of sleeping. */
export type Clock = () => number;

/** Counts failures per key (an address, an account, a pair of both) in a sliding window. */
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

  /** Failures of the key within the window (at most `max` are remembered). */
  count(key: string, now = Date.now()): number {
    return this.#recent(key, now).length;
  }

  /** When the key last failed within the window; null when it has not. */
  lastFailureAt(key: string, now = Date.now()): number | null {
    return this.#recent(key, now).at(-1) ?? null;
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

  /** Takes back one failure recorded at `at` (a try that turned out right). */
  forget(key: string, at: number): void {
    const times = this.#failures.get(key);
    const index = times?.lastIndexOf(at) ?? -1;
    if (!times || index < 0) return;
    times.splice(index, 1);
    if (times.length === 0) this.#failures.delete(key);
  }

  reset(key: string): void {
    this.#failures.delete(key);
  }
}

export type LoginThrottleLimits = Pick<
  LimitsConfig,
  | 'loginFailuresPerAddress'
  | 'loginFailuresPerAccountAddress'
  | 'loginWindowMs'
  | 'loginDelayAfterAccountFailures'
  | 'loginDelayBaseMs'
  | 'loginDelayMaxMs'
>;

/**
 * Three limits, none of which a stranger can use to stop the right password from the
 * user's own address:
 * - per client address (password spraying from one place): refuses that address only;
 * - per account and address: refuses that pair only, the account stays open elsewhere;
 * - a progressive delay per account (guessing spread over many addresses): once the
 *   account has failed `loginDelayAfterAccountFailures` times, its failures set a delay
 *   that doubles with each further failure up to `loginDelayMaxMs`: seconds, never a lock. An
 *   address waits that long after its own last failure for the account, so an address
 *   that has not failed for it tries at once. A delay the whole account shared would be
 *   a lock that a stranger holds with one request per delay; and an attacker can always
 *   come from a new address, which must be let through, so sharing it would stop no one.
 */
export class LoginThrottle {
  readonly #byAddress: FailureLimiter;
  readonly #byPair: FailureLimiter;
  readonly #byAccount: FailureLimiter;

  constructor(
    private readonly limits: LoginThrottleLimits,
    private readonly now: Clock = Date.now,
  ) {
    const windowMs = limits.loginWindowMs;
    this.#byAddress = new FailureLimiter(limits.loginFailuresPerAddress, windowMs);
    this.#byPair = new FailureLimiter(limits.loginFailuresPerAccountAddress, windowMs);
    // Enough failures to reach the longest delay; more would change nothing.
    const ratio = limits.loginDelayMaxMs / Math.max(1, limits.loginDelayBaseMs);
    const doublings = Math.ceil(Math.log2(Math.max(1, ratio)));
    this.#byAccount = new FailureLimiter(
      limits.loginDelayAfterAccountFailures + doublings + 1,
      windowMs,
    );
  }

  /** The account's current delay: 0 until it has failed often enough, then doubling, capped. */
  #accountDelayMs(account: string, now: number): number {
    const { loginDelayAfterAccountFailures, loginDelayBaseMs, loginDelayMaxMs } = this.limits;
    const extra = this.#byAccount.count(account, now) - loginDelayAfterAccountFailures;
    if (extra < 0) return 0;
    return Math.min(loginDelayMaxMs, loginDelayBaseMs * 2 ** extra);
  }

  /** Milliseconds this address must wait before trying this account; 0 when it may try now. */
  retryAfterMs(account: string, address: string): number {
    const now = this.now();
    const pair = pairKey(account, address);
    const lastFailure = this.#byPair.lastFailureAt(pair, now);
    const delayed =
      lastFailure === null ? 0 : lastFailure + this.#accountDelayMs(account, now) - now;
    return Math.max(
      0,
      this.#byAddress.retryAfterMs(address, now),
      this.#byPair.retryAfterMs(pair, now),
      delayed,
    );
  }

  /**
   * Counts a try as failed before its password is checked, so tries sent in parallel
   * cannot all pass the limits at once. Call the returned function when the password was
   * right: it takes the try back from the address, and the account and the pair start afresh.
   */
  recordAttempt(account: string, address: string): () => void {
    const at = this.now();
    const pair = pairKey(account, address);
    this.#byAddress.recordFailure(address, at);
    this.#byPair.recordFailure(pair, at);
    this.#byAccount.recordFailure(account, at);
    return () => {
      this.#byAddress.forget(address, at);
      this.#byPair.reset(pair);
      this.#byAccount.reset(account);
    };
  }
}

/** A newline cannot occur in a validated email, so the pair key is unambiguous. */
const pairKey = (account: string, address: string): string => `${account}\n${address}`;
