/**
 * Login throttling that a stranger cannot turn against a user (OWASP authentication
 * cheat sheet). Only failures count, so a user who types the password right is never
 * slowed. The counts live in the database (platform/limit-counts.ts): every server
 * enforces the same limits and a restart keeps them. A try that fails for the database
 * (it answers 503) counts nothing.
 */
import type { LimitsConfig } from '../config';
import type { LimitCounts } from '../platform/limit-counts';

export type { Clock } from '../platform/limit-counts';

/** Room in a key's row for tries in flight beyond its limit, so none that counts is trimmed. */
const IN_FLIGHT_ROOM = 32;

/** A sliding window: at most `max` failures per key (an address, an account, a pair of both). */
export class FailureLimiter {
  constructor(
    /** Names the limiter's rows in `limit_hits`. */
    readonly name: string,
    readonly max: number,
    readonly windowMs: number,
  ) {}

  keyOf(key: string): string {
    return `${this.name}:${key}`;
  }

  /** The failures within the window at `now` (at most `max` matter). */
  #recent(times: readonly number[], now: number): number[] {
    return times.filter((t) => now - t < this.windowMs).slice(-this.max);
  }

  /** Milliseconds until the key may try again after these failures; 0 when it may try now. */
  retryAfterMs(times: readonly number[], now: number): number {
    const recent = this.#recent(times, now);
    if (recent.length < this.max) return 0;
    const oldest = recent[recent.length - this.max] ?? now;
    return Math.max(1, oldest + this.windowMs - now);
  }

  /** Failures within the window (at most `max`). */
  count(times: readonly number[], now: number): number {
    return this.#recent(times, now).length;
  }

  /** When the key last failed within the window; null when it has not. */
  lastFailureAt(times: readonly number[], now: number): number | null {
    return this.#recent(times, now).at(-1) ?? null;
  }
}

/** A try counted under several limiters at once, with the failures each had before it. */
export class CountedTry {
  constructor(
    private readonly counts: LimitCounts,
    readonly at: number,
    private readonly keys: string[],
    private readonly seen: Map<string, number[]>,
  ) {}

  /** The key's failures counted before this try. */
  before(limiter: FailureLimiter, key: string): number[] {
    return this.seen.get(limiter.keyOf(key)) ?? [];
  }

  /** Takes the try back from every limiter (it was refused, or the database failed it). */
  takeBack(): Promise<void> {
    return this.counts.forgive(this.keys, this.at);
  }
}

/**
 * Counts a try under each limiter's key before anything else is done, so tries sent in
 * parallel (to any server) cannot all pass the limits at once: each sees those before it.
 */
export async function countTry(
  counts: LimitCounts,
  checks: [FailureLimiter, string][],
): Promise<CountedTry> {
  const at = counts.now();
  const keys = checks.map(([limiter, key]) => limiter.keyOf(key));
  const windowMs = Math.max(...checks.map(([limiter]) => limiter.windowMs));
  const keep = Math.max(...checks.map(([limiter]) => limiter.max)) + IN_FLIGHT_ROOM;
  return new CountedTry(counts, at, keys, await counts.record(keys, at, windowMs, keep));
}

/** The wait of a try: the longest any of its limiters asks for, given what each saw. */
export const longestWait = (tried: CountedTry, checks: [FailureLimiter, string][]): number =>
  Math.max(
    0,
    ...checks.map(([limiter, key]) => limiter.retryAfterMs(tried.before(limiter, key), tried.at)),
  );

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
    private readonly counts: LimitCounts,
  ) {
    const windowMs = limits.loginWindowMs;
    this.#byAddress = new FailureLimiter('login-address', limits.loginFailuresPerAddress, windowMs);
    this.#byPair = new FailureLimiter(
      'login-pair',
      limits.loginFailuresPerAccountAddress,
      windowMs,
    );
    // Enough failures to reach the longest delay; more would change nothing.
    const ratio = limits.loginDelayMaxMs / Math.max(1, limits.loginDelayBaseMs);
    const doublings = Math.ceil(Math.log2(Math.max(1, ratio)));
    this.#byAccount = new FailureLimiter(
      'login-account',
      limits.loginDelayAfterAccountFailures + doublings + 1,
      windowMs,
    );
  }

  /** The account's delay after these failures: 0 until there are enough, then doubling, capped. */
  #accountDelayMs(failures: number[], now: number): number {
    const { loginDelayAfterAccountFailures, loginDelayBaseMs, loginDelayMaxMs } = this.limits;
    const extra = this.#byAccount.count(failures, now) - loginDelayAfterAccountFailures;
    if (extra < 0) return 0;
    return Math.min(loginDelayMaxMs, loginDelayBaseMs * 2 ** extra);
  }

  /** Milliseconds this address must wait before trying this account, given the earlier failures. */
  #retryAfterMs(tried: CountedTry, account: string, address: string): number {
    const now = tried.at;
    const pair = pairKey(account, address);
    const lastFailure = this.#byPair.lastFailureAt(tried.before(this.#byPair, pair), now);
    const delay = this.#accountDelayMs(tried.before(this.#byAccount, account), now);
    const delayed = lastFailure === null ? 0 : lastFailure + delay - now;
    return Math.max(
      longestWait(tried, [
        [this.#byAddress, address],
        [this.#byPair, pair],
      ]),
      delayed,
    );
  }

  /**
   * Counts a try as failed before its password is checked, so tries sent in parallel (to
   * any server) cannot all pass the limits at once. A refused try (`retryAfterMs` > 0) is
   * taken back at once. Otherwise call `succeeded` when the password was right: it takes the
   * try back from the address, and the account and the pair start afresh; or `takeBack`
   * when the check failed for another reason than the password (the database).
   */
  async attempt(account: string, address: string): Promise<LoginAttempt> {
    const pair = pairKey(account, address);
    const tried = await countTry(this.counts, [
      [this.#byAddress, address],
      [this.#byPair, pair],
      [this.#byAccount, account],
    ]);
    const retryAfterMs = this.#retryAfterMs(tried, account, address);
    if (retryAfterMs > 0) await tried.takeBack();
    return {
      retryAfterMs,
      takeBack: () => tried.takeBack(),
      succeeded: () =>
        this.counts.forgive([this.#byAddress.keyOf(address)], tried.at, [
          this.#byPair.keyOf(pair),
          this.#byAccount.keyOf(account),
        ]),
    };
  }
}

/** A counted login try: its wait, and how to settle it once the password was checked. */
export interface LoginAttempt {
  /** Milliseconds to wait before trying again; 0: the try may go on (and counts as failed). */
  retryAfterMs: number;
  succeeded(): Promise<void>;
  takeBack(): Promise<void>;
}

/** A newline cannot occur in a validated email, so the pair key is unambiguous. */
const pairKey = (account: string, address: string): string => `${account}\n${address}`;
