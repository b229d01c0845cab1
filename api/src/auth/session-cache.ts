/**
 * The guard's session lookups, remembered in this process so that a request
 * with a token already seen costs no session round trip (the list's largest
 * cost after the page itself, see api/README.md, Performance).
 *
 * Exactness: an entry is dropped
 * - synchronously when this process changes sessions, users, roles or a company's
 *   modules or subscription: the
 *   database announces every such commit (migration 0009) on the connection
 *   that wrote, before the write resolves (db/change-feed.ts), and logout also
 *   drops its session itself;
 * - when another process's change is announced (milliseconds later);
 * - at the session's own expires_at, and after a safety TTL in any case.
 * While the feed is not live (listening connection lost or not yet up) the
 * cache is emptied and bypassed: every request reads its session.
 *
 * A lookup that was reading the database while a change arrived must not store
 * what it read (it may predate the change): each read takes a ticket (the
 * company's generation) first, and a changed generation refuses the store.
 */
import type { Policies } from '@itam/shared/contracts';
import type { ChangeFeed, ChangeSubscriber } from '../db/change-feed';
import type { CompanyEntitlements } from '../modules/subscription/license';
import type { TokenClaims } from './jwt';

declare module 'fastify' {
  interface FastifyInstance {
    /** The guard's session cache (tests look into it; routes use ctx.sessions). */
    sessionCache: SessionCache;
  }
}

export interface CachedSession {
  roleName: string;
  accessLevel: string;
  policies: Policies;
  /** Dates, not a computed licenseCode: the guard judges them against today on every request. */
  company: CompanyEntitlements;
}

interface Entry {
  session: CachedSession;
  userId: string;
  companyId: string;
  expiresAtMs: number;
}

/** Taken before reading a session; the store is refused if anything changed since. */
export interface FillTicket {
  epoch: number;
  generation: number;
}

export interface SessionCacheOptions {
  /** Longest an entry is trusted, whatever the feed says; 0 disables the cache. */
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}

export class SessionCache implements ChangeSubscriber {
  readonly #entries = new Map<string, Entry>();
  readonly #byCompany = new Map<string, Set<string>>();
  readonly #generations = new Map<string, number>();
  /** Bumped by clear(): tickets of an older epoch are refused. */
  #epoch = 0;
  readonly #unsubscribe: () => void;
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor(
    private readonly feed: ChangeFeed,
    options: SessionCacheOptions,
  ) {
    this.#ttlMs = options.ttlMs;
    this.#maxEntries = options.maxEntries ?? 10_000;
    this.#now = options.now ?? Date.now;
    this.#unsubscribe = this.#ttlMs > 0 ? feed.subscribe(this) : () => undefined;
  }

  /** Entries are served and stored only while every change is being received. */
  get active(): boolean {
    return this.#ttlMs > 0 && this.feed.live;
  }

  get size(): number {
    return this.#entries.size;
  }

  has(jti: string): boolean {
    return this.#entries.has(jti);
  }

  get(claims: TokenClaims): CachedSession | null {
    if (!this.active) return null;
    const entry = this.#entries.get(claims.jti);
    if (!entry) return null;
    if (this.#now() >= entry.expiresAtMs) {
      this.#delete(claims.jti, entry.companyId);
      return null;
    }
    if (entry.userId !== claims.userId || entry.companyId !== claims.companyId) return null;
    return entry.session;
  }

  ticket(companyId: string): FillTicket | null {
    if (!this.active) return null;
    return { epoch: this.#epoch, generation: this.#generations.get(companyId) ?? 0 };
  }

  /** Stores what was read under `ticket`, unless a change arrived meanwhile. */
  set(
    ticket: FillTicket | null,
    claims: TokenClaims,
    session: CachedSession,
    sessionExpiresAtMs: number,
  ): void {
    if (!ticket || !this.active || ticket.epoch !== this.#epoch) return;
    if (ticket.generation !== (this.#generations.get(claims.companyId) ?? 0)) return;
    const now = this.#now();
    const expiresAtMs = Math.min(sessionExpiresAtMs, now + this.#ttlMs);
    if (expiresAtMs <= now) return;
    const previous = this.#entries.get(claims.jti);
    if (previous) this.#delete(claims.jti, previous.companyId);
    if (this.#entries.size >= this.#maxEntries) this.#evictOldest();
    this.#entries.set(claims.jti, {
      session,
      userId: claims.userId,
      companyId: claims.companyId,
      expiresAtMs,
    });
    let jtis = this.#byCompany.get(claims.companyId);
    if (!jtis) this.#byCompany.set(claims.companyId, (jtis = new Set()));
    jtis.add(claims.jti);
  }

  /** Drops a company's entries and refuses stores of lookups already running. */
  invalidateCompany(companyId: string): void {
    this.#generations.set(companyId, (this.#generations.get(companyId) ?? 0) + 1);
    const jtis = this.#byCompany.get(companyId);
    if (!jtis) return;
    for (const jti of jtis) this.#entries.delete(jti);
    this.#byCompany.delete(companyId);
  }

  clear(): void {
    this.#epoch += 1;
    this.#entries.clear();
    this.#byCompany.clear();
    this.#generations.clear();
  }

  changed(companyId: string | null): void {
    if (companyId === null) this.clear();
    else this.invalidateCompany(companyId);
  }

  liveChanged(): void {
    // Down: changes may be missed from now on. Up again: some may have been.
    this.clear();
  }

  close(): void {
    this.#unsubscribe();
    this.clear();
  }

  #delete(jti: string, companyId: string): void {
    this.#entries.delete(jti);
    const jtis = this.#byCompany.get(companyId);
    jtis?.delete(jti);
    if (jtis?.size === 0) this.#byCompany.delete(companyId);
  }

  #evictOldest(): void {
    const oldest = this.#entries.entries().next().value;
    if (oldest) this.#delete(oldest[0], oldest[1].companyId);
  }
}
