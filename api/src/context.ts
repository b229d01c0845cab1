import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { DatabaseKind } from './db';
import type { DB } from './db/schema';
import type { TokenService } from './auth/jwt';
import type { LoginThrottle } from './auth/login-limiter';
import type { SessionCache } from './auth/session-cache';
import type { LimitCounts } from './platform/limit-counts';
import type { ListMemos } from './modules/assets/list.service';
import type { FileStore } from './platform/file-store';
import type { Jobs } from './platform/jobs';

/** What route modules need, passed explicitly rather than decorated on the app. */
export interface AppContext {
  config: AppConfig;
  db: Kysely<DB>;
  dbKind: DatabaseKind;
  /**
   * The server secret, resolved once by buildApp (auth/server-secret.ts): session tokens,
   * signed upload and read addresses and the test gateway all sign with it.
   */
  secret: string;
  tokens: TokenService;
  /** The guard's remembered sessions; code that revokes a session drops it here too. */
  sessions: SessionCache;
  /** Failed logins per address, per account and address, and the account's delay. */
  loginThrottle: LoginThrottle;
  /** The limits every server shares (login throttling, password resets, rate limits). */
  limitCounts: LimitCounts;
  /** Search counts and page checkpoints, each valid only at the asset version it was read at. */
  listMemos: ListMemos;
  /** Where uploaded files live: local disk or the bucket every server shares. */
  files: FileStore;
  /** The background job runner (platform/jobs); absent with JOBS=off. */
  jobs?: Jobs;
}
