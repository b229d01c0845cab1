/**
 * Committed changes to sessions, users and roles, as the database announces
 * them (migration 0009: triggers `pg_notify('itam_auth_changed', company_id)`,
 * `'*'` after a truncate). The guard's session cache (auth/session-cache.ts)
 * listens here to drop what a change made stale.
 *
 * Every connection that can write also listens, so a change made through this
 * process is delivered before the writing query resolves (PostgreSQL and PGlite
 * deliver a session's own notifications with its commit): in-process exactness
 * does not depend on each code path remembering to invalidate. Changes made by
 * other processes arrive on idle pool connections and on one dedicated listening
 * connection, whose health is `live`: while it is down nobody may trust cached
 * sessions, and subscribers are told so.
 */
import pg from 'pg';

export const AUTH_CHANNEL = 'itam_auth_changed';

export interface ChangeSubscriber {
  /** A company's sessions, users or roles changed; null: anything may have changed. */
  changed(companyId: string | null): void;
  /** Whether changes from other processes are being received. */
  liveChanged(live: boolean): void;
}

interface FeedSource {
  start(feed: ChangeFeed): void;
  stop(): Promise<void>;
}

export class ChangeFeed {
  readonly #subscribers = new Set<ChangeSubscriber>();
  #live: boolean;
  #started = false;

  /** Without a source (PGlite: one process, one connection, always listening) the feed is always live. */
  constructor(private readonly source: FeedSource | null = null) {
    this.#live = source === null;
  }

  get live(): boolean {
    return this.#live;
  }

  /** Starts listening on the first subscription; returns the unsubscribe function. */
  subscribe(subscriber: ChangeSubscriber): () => void {
    this.#subscribers.add(subscriber);
    if (!this.#started && this.source) {
      this.#started = true;
      this.source.start(this);
    }
    return () => this.#subscribers.delete(subscriber);
  }

  /** A notification's payload: a company id, or '*'. */
  deliver(payload: string | undefined): void {
    const companyId = !payload || payload === '*' ? null : payload;
    for (const subscriber of this.#subscribers) subscriber.changed(companyId);
  }

  setLive(live: boolean): void {
    if (live === this.#live) return;
    this.#live = live;
    for (const subscriber of this.#subscribers) subscriber.liveChanged(live);
  }

  async close(): Promise<void> {
    this.#subscribers.clear();
    if (this.#started && this.source) await this.source.stop();
    this.#started = false;
  }
}

/** Run on every pool connection (see deliverFrom): its own writes are then announced to it. */
export const LISTEN_SQL = `listen ${AUTH_CHANNEL}`;

/** Delivers what a listening pool connection receives, so this process's own writes arrive at once. */
export function deliverFrom(client: pg.ClientBase, feed: ChangeFeed): void {
  client.on('notification', (message) => {
    if (message.channel === AUTH_CHANNEL) feed.deliver(message.payload);
  });
}

const HEARTBEAT_MS = 10_000;
const MAX_BACKOFF_MS = 30_000;

/**
 * The dedicated listening connection to PostgreSQL. A lost connection (error,
 * end, or a heartbeat that gets no answer within its timeout) makes the feed
 * not live at once; it reconnects with backoff and is live again after LISTEN.
 */
export class PgChangeListener implements FeedSource {
  #feed: ChangeFeed | null = null;
  #current: pg.Client | null = null;
  #timer: NodeJS.Timeout | null = null;
  #heartbeat: NodeJS.Timeout | null = null;
  #failures = 0;
  #stopped = false;

  constructor(private readonly connectionString: string) {}

  start(feed: ChangeFeed): void {
    this.#feed = feed;
    void this.#connect();
  }

  async #connect(): Promise<void> {
    this.#timer = null;
    if (this.#stopped) return;
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: 'itam-auth-listener',
      keepAlive: true,
      query_timeout: 5_000,
      connectionTimeoutMillis: 5_000,
    });
    this.#current = client;
    client.on('notification', (message) => {
      if (message.channel === AUTH_CHANNEL) this.#feed?.deliver(message.payload);
    });
    client.on('error', () => this.#lost(client));
    client.on('end', () => this.#lost(client));
    try {
      await client.connect();
      await client.query(LISTEN_SQL);
    } catch {
      this.#lost(client);
      return;
    }
    if (this.#current !== client) return;
    if (this.#stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.#failures = 0;
    this.#heartbeat = setInterval(() => {
      client.query('select 1').catch(() => this.#lost(client));
    }, HEARTBEAT_MS);
    this.#heartbeat.unref();
    this.#feed?.setLive(true);
  }

  #lost(client: pg.Client): void {
    if (this.#current !== client) return;
    this.#current = null;
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    this.#heartbeat = null;
    this.#feed?.setLive(false);
    client.end().catch(() => undefined);
    if (this.#stopped) return;
    const delay = Math.min(MAX_BACKOFF_MS, 250 * 2 ** this.#failures);
    this.#failures += 1;
    this.#timer = setTimeout(() => void this.#connect(), delay);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    const client = this.#current;
    this.#current = null;
    this.#feed?.setLive(false);
    await client?.end().catch(() => undefined);
  }
}
