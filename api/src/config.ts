/**
 * Runtime configuration, read once from the environment. Everything the server
 * needs is in AppConfig so tests can build an app from a literal object.
 */
import path from 'node:path';
import type { Transport } from 'nodemailer';
import {
  DEFAULT_PRODUCT_SLUG,
  isSupportChatProvider,
  SUPPORT_CHAT_PROVIDERS,
  type TelemetrySettings,
} from '@itam/shared/contracts';
import { fileStoreConfigOf } from './platform/file-store/config';
import type { FileStoreConfig } from './platform/file-store/types';

/** Where the data lives: embedded PGlite (a directory, or memory) or a PostgreSQL server. */
export type DatabaseConfig =
  { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string; poolMax: number };

/** Login throttling (auth/login-limiter.ts): no limit locks an account for everyone. */
export interface LimitsConfig {
  /** Failed logins per client address, across accounts, within the window before 429. */
  loginFailuresPerAddress: number;
  /** Failed logins per account from one client address within the window before 429. */
  loginFailuresPerAccountAddress: number;
  loginWindowMs: number;
  /** Failed logins of an account (any address) within the window before each further try waits. */
  loginDelayAfterAccountFailures: number;
  /** The first wait; it doubles with each further failure of the account, up to the longest. */
  loginDelayBaseMs: number;
  loginDelayMaxMs: number;
  /** web-visited calls per client address per minute. */
  webVisitedPerMinute: number;
  /** Anonymous form posts (leads, registration, payment returns) per client address per minute. */
  publicFormsPerMinute: number;
  /** Anonymous catalogue reads (plans, devices) per client address per minute. */
  publicReadsPerMinute: number;
}

/** How orders are paid: the built-in test gateway (default) or a real provider's keys. */
export type PaymentsConfig =
  | { provider: 'test' }
  | { provider: 'razorpay'; keyId: string; keySecret: string; publicUrl: string };

/** Outgoing mail: SMTP_URL (needs PUBLIC_URL, the links' origin) and MAIL_FROM. */
export interface MailConfig {
  /** e.g. `smtps://user:password@smtp.example.com:465` or `smtp://localhost:25`. */
  smtpUrl?: string;
  /** The sender; absent: `no-reply@` the host of PUBLIC_URL. */
  from?: string;
  /** Tests: a nodemailer transport used instead of SMTP (never read from the environment). */
  transport?: Transport;
}

export interface AppConfig {
  host: string;
  port: number;
  productSlug: string;
  /** Exact origins allowed to call the API cross-origin; empty = same-origin only. */
  corsOrigins: string[];
  /** Directory of the built web apps; served at `/` only when it exists. */
  webRoot: string;
  dataDir: string;
  database: DatabaseConfig;
  /**
   * null: resolved when the app is built (auth/server-secret.ts): `<dataDir>/jwt-secret` on the
   * embedded database, one secret kept in PostgreSQL for every server with DATABASE_URL.
   */
  jwtSecret: string | null;
  jwtTtlSeconds: number;
  /**
   * Longest a session looked up by the guard is remembered in this process
   * (auth/session-cache.ts; SESSION_CACHE_TTL, default 30 s); 0 = read it on every request.
   */
  sessionCacheSeconds?: number;
  bodyLimit: number;
  logLevel: string;
  trustProxy: boolean;
  limits: LimitsConfig;
  /** Extra keys merged into GET /api/config (PUBLIC_CONFIG, a JSON object). */
  publicConfig: Record<string, unknown>;
  /**
   * What the asset list remembers per asset version (always exact, see
   * services/versioned-memo.ts): SEARCH_MEMO=off and PAGE_CHECKPOINTS=off disable.
   */
  listMemos: { search: boolean; pageCheckpoints: boolean };
  /** Uploaded files on local disk (UPLOADS_DIR); absent: `<dataDir>/uploads`. */
  uploadsDir?: string;
  /** Uploaded files in a bucket (FILE_STORE=s3, S3_*); absent: local disk at uploadsDir. */
  fileStore?: FileStoreConfig;
  /**
   * The diagnostics agent served by GET /api/agent/download (AGENT_FILE); absent:
   * `agent/itam-agent.js` beside the web root (dist/agent, written by `pnpm build`).
   */
  agentFile?: string;
  /** Absent: the test gateway. */
  payments?: PaymentsConfig;
  /** Outgoing mail (password reset links). Absent: no mail; administrators hand links on. */
  mail?: MailConfig;
  /**
   * The origin people reach this server at (PUBLIC_URL, e.g. `https://itam.example.com`):
   * every absolute address the API hands out is built from it, never from the request's
   * Host header. Absent: those addresses are relative to the page (same origin).
   */
  publicUrl?: string;
  /**
   * Seed the demo companies into an empty database at start (SEED_DEMO). Default: on for
   * the embedded database outside production, off with DATABASE_URL or NODE_ENV=production.
   */
  seedDemo?: boolean;
  /**
   * Browser telemetry served in GET /api/config (POSTHOG_*, SENTRY_*, SUPPORT_CHAT_*):
   * each service stays off in the browser unless its key is here. Absent = all off.
   */
  telemetry?: TelemetrySettings;
  /**
   * The background job runner (platform/jobs: the sweeps; later reminders, imports). On
   * unless false (JOBS=off, e.g. tests that need none).
   */
  jobs?: boolean;
  /** SIGTERM: seconds readiness answers 503 while requests are still served (SHUTDOWN_GRACE_SECONDS, default 10). */
  shutdownGraceSeconds?: number;
}

/** The api package directory, both from src/ (tsx, jest) and from dist/ (bundle). */
export const API_PACKAGE_DIR = path.resolve(__dirname, '..');

export const DEFAULT_LIMITS: LimitsConfig = {
  loginFailuresPerAddress: 20,
  loginFailuresPerAccountAddress: 5,
  loginWindowMs: 15 * 60 * 1000,
  loginDelayAfterAccountFailures: 3,
  loginDelayBaseMs: 1000,
  loginDelayMaxMs: 30_000,
  webVisitedPerMinute: 30,
  publicFormsPerMinute: 20,
  publicReadsPerMinute: 300,
};

export const DEFAULT_SESSION_CACHE_SECONDS = 30;

/** Parses a duration like `12h`, `30m`, `45s`, `2d` or plain seconds. */
export function parseDurationSeconds(value: string): number {
  const match = /^\s*(\d+)\s*([smhd]?)\s*$/i.exec(value);
  if (!match) throw new Error(`Invalid duration "${value}" (use e.g. 12h, 30m, 3600)`);
  const unit = (match[2] ?? '').toLowerCase();
  const factor = unit === 'm' ? 60 : unit === 'h' ? 3600 : unit === 'd' ? 86400 : 1;
  const seconds = Number(match[1]) * factor;
  if (seconds <= 0) throw new Error(`Duration "${value}" must be positive`);
  return seconds;
}

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`Invalid PORT "${value}"`);
  return port;
}

function parseList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

function parsePublicConfig(value: string | undefined): Record<string, unknown> {
  if (!value) return {};
  const parsed: unknown = JSON.parse(value);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error('PUBLIC_CONFIG must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}

function parseSlug(value: string | undefined): string {
  const slug = value?.trim() || DEFAULT_PRODUCT_SLUG;
  // The slug becomes a path segment: keep it to URL-safe characters.
  if (!/^[a-z0-9][a-z0-9-]{0,62}$/i.test(slug)) throw new Error(`Invalid PRODUCT_SLUG "${slug}"`);
  return slug;
}

const isProduction = (env: NodeJS.ProcessEnv): boolean =>
  env.NODE_ENV?.trim().toLowerCase() === 'production';

/**
 * PAYMENT_PROVIDER. Outside production it defaults to the test gateway (anyone can approve
 * their own order there); a production start must name it, so a live site never sells
 * through the test gateway by omission.
 */
function parsePayments(env: NodeJS.ProcessEnv, publicUrl: string | undefined): PaymentsConfig {
  const named = env.PAYMENT_PROVIDER?.trim().toLowerCase();
  if (!named && isProduction(env)) {
    throw new Error(
      'PAYMENT_PROVIDER must be set when NODE_ENV=production: razorpay, or test for the built-in test gateway where buyers approve their own orders',
    );
  }
  const provider = named || 'test';
  if (provider === 'test') return { provider: 'test' };
  if (provider !== 'razorpay')
    throw new Error(`Unknown PAYMENT_PROVIDER "${provider}" (test or razorpay)`);
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret } = env;
  if (!keyId || !keySecret || !publicUrl) {
    throw new Error(
      'PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and PUBLIC_URL',
    );
  }
  return { provider: 'razorpay', keyId, keySecret, publicUrl };
}

/** PUBLIC_URL: an http(s) origin (scheme, host and port only; a trailing slash is dropped). */
export function parsePublicUrl(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const invalid = () =>
    new Error(
      `PUBLIC_URL must be an http(s) origin such as https://itam.example.com, got "${text}"`,
    );
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw invalid();
  }
  const originOnly =
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    !url.username &&
    !url.password &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash &&
    !text.endsWith('?') &&
    !text.endsWith('#');
  if (!originOnly) throw invalid();
  return url.origin;
}

/** SEED_DEMO: `1`/`0` (or true/false, on/off); unset: only the embedded database outside production. */
function parseSeedDemo(env: NodeJS.ProcessEnv): boolean {
  const value = env.SEED_DEMO?.trim().toLowerCase();
  if (!value) return !env.DATABASE_URL && !isProduction(env);
  if (['1', 'true', 'on'].includes(value)) return true;
  if (['0', 'false', 'off'].includes(value)) return false;
  throw new Error(`SEED_DEMO must be 1 or 0, got "${env.SEED_DEMO}"`);
}

/** SHUTDOWN_GRACE_SECONDS: whole seconds, 0 or more; unset: 10. */
function parseGraceSeconds(value: string | undefined): number {
  const text = value?.trim();
  if (!text) return 10;
  if (!/^\d+$/.test(text) || Number(text) > 3600)
    throw new Error(`SHUTDOWN_GRACE_SECONDS must be whole seconds from 0 to 3600, got "${value}"`);
  return Number(text);
}

function parseHttpUrl(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`${name} must be an http(s) URL`);
  return value;
}

/** The telemetry settings of the environment; a variable that is unset or blank leaves its service off. */
export function parseTelemetry(env: NodeJS.ProcessEnv): TelemetrySettings {
  const text = (name: string): string | undefined => env[name]?.trim() || undefined;
  const out: TelemetrySettings = {};
  const posthogKey = text('POSTHOG_KEY');
  const posthogHost = text('POSTHOG_HOST');
  if (posthogKey) out.posthogKey = posthogKey;
  if (posthogHost) out.posthogHost = parseHttpUrl(posthogHost, 'POSTHOG_HOST').replace(/\/+$/, '');
  const sentryDsn = text('SENTRY_DSN');
  if (sentryDsn) out.sentryDsn = parseHttpUrl(sentryDsn, 'SENTRY_DSN');
  const sentryEnvironment = text('SENTRY_ENVIRONMENT');
  if (sentryEnvironment) out.sentryEnvironment = sentryEnvironment;
  const provider = text('SUPPORT_CHAT_PROVIDER')?.toLowerCase();
  const chatId = text('SUPPORT_CHAT_ID');
  if (provider || chatId) {
    if (!isSupportChatProvider(provider)) {
      throw new Error(
        `SUPPORT_CHAT_PROVIDER must be one of ${SUPPORT_CHAT_PROVIDERS.join(', ')} when SUPPORT_CHAT_ID is set`,
      );
    }
    if (!chatId || !/^[A-Za-z0-9_-]{1,128}$/.test(chatId))
      throw new Error('SUPPORT_CHAT_ID must be set (letters, digits, - and _)');
    out.supportChatProvider = provider;
    out.supportChatId = chatId;
  }
  return out;
}

/** SMTP_URL and MAIL_FROM; a mailed link needs PUBLIC_URL, so SMTP_URL without it is refused. */
export function parseMail(
  env: NodeJS.ProcessEnv,
  publicUrl: string | undefined,
): MailConfig | undefined {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) return undefined;
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
  if (!publicUrl)
    throw new Error('SMTP_URL needs PUBLIC_URL: mailed password reset links are built from it');
  const from = env.MAIL_FROM?.trim();
  return { smtpUrl, ...(from ? { from } : {}) };
}

/** On unless set to off / 0 / false. */
const enabled = (value: string | undefined): boolean =>
  !['0', 'off', 'false'].includes((value ?? '').trim().toLowerCase());

const dataDirOf = (env: NodeJS.ProcessEnv): string =>
  path.resolve(env.DATA_DIR || path.join(API_PACKAGE_DIR, 'data'));

/** Where the data lives (DATABASE_URL, else PGlite under DATA_DIR): all that commands like create-admin need. */
export function databaseConfigOf(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  return env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, poolMax: Number(env.DATABASE_POOL_MAX) || 10 }
    : { kind: 'pglite', dataDir: path.join(dataDirOf(env), 'pglite') };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = dataDirOf(env);
  const database = databaseConfigOf(env);
  const jwtSecret = env.JWT_SECRET || null;
  if (jwtSecret !== null && jwtSecret.length < 32) {
    throw new Error('JWT_SECRET must be at least 32 characters');
  }
  const publicUrl = parsePublicUrl(env.PUBLIC_URL);
  const mail = parseMail(env, publicUrl);
  const fileStore = fileStoreConfigOf(env);
  return {
    host: env.HOST || '0.0.0.0',
    port: parsePort(env.PORT, 3000),
    productSlug: parseSlug(env.PRODUCT_SLUG),
    corsOrigins: parseList(env.CORS_ORIGINS),
    webRoot: path.resolve(env.WEB_ROOT || path.join(API_PACKAGE_DIR, '..', 'dist', 'web')),
    dataDir,
    database,
    jwtSecret,
    jwtTtlSeconds: parseDurationSeconds(env.JWT_TTL || '12h'),
    sessionCacheSeconds: enabled(env.SESSION_CACHE_TTL)
      ? parseDurationSeconds(env.SESSION_CACHE_TTL || `${DEFAULT_SESSION_CACHE_SECONDS}`)
      : 0,
    bodyLimit: 1024 * 1024,
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    limits: { ...DEFAULT_LIMITS },
    publicConfig: parsePublicConfig(env.PUBLIC_CONFIG),
    listMemos: { search: enabled(env.SEARCH_MEMO), pageCheckpoints: enabled(env.PAGE_CHECKPOINTS) },
    uploadsDir: path.resolve(env.UPLOADS_DIR || path.join(dataDir, 'uploads')),
    ...(fileStore ? { fileStore } : {}),
    ...(env.AGENT_FILE ? { agentFile: path.resolve(env.AGENT_FILE) } : {}),
    payments: parsePayments(env, publicUrl),
    ...(mail ? { mail } : {}),
    ...(publicUrl ? { publicUrl } : {}),
    seedDemo: parseSeedDemo(env),
    telemetry: parseTelemetry(env),
    jobs: enabled(env.JOBS),
    shutdownGraceSeconds: parseGraceSeconds(env.SHUTDOWN_GRACE_SECONDS),
  };
}
