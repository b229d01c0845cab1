/**
 * buildApp(config): the whole HTTP server without listening, so tests drive it
 * with fastify.inject and main.ts only adds the database lifecycle and listen.
 */
import zlib from 'node:zlib';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import { admitInTurn, admittedAtOnce, Turns } from './admission';
import { DEFAULT_SESSION_CACHE_SECONDS, type AppConfig } from './config';
import type { AppContext } from './context';
import { openDatabase, type Database } from './db';
import { migrate } from './db/migrate';
import { registerGuard } from './auth/guard';
import { createTokenService } from './auth/jwt';
import { serverSecret } from './auth/server-secret';
import { LoginThrottle, type Clock } from './auth/login-limiter';
import { SessionCache } from './auth/session-cache';
import type { SearchFacts } from './modules/assets/list.service';
import type { Checkpoints, EmployeeKey } from './services/page-checkpoints';
import { VersionedMemo } from './services/versioned-memo';
import { openFileStore } from './platform/file-store';
import { errorBody, errorHandler } from './platform/http-errors';
import { LimitCounts } from './platform/limit-counts';
import { databaseRateLimitStore } from './platform/rate-limit-store';
import { installZodSchemas } from './platform/zod-provider';
import { registerIdempotency } from './platform/idempotency';
import { InFlight, trackHandlers } from './in-flight';
import { startAppJobs } from './jobs';
import { registerReadiness } from './platform/lifecycle';
import { registerAssetModuleRoutes } from './modules/assets/routes';
import { registerAuthRoutes } from './modules/auth/routes';
import { registerHealthRoutes } from './modules/health/routes';
import { registerIncidentRoutes } from './modules/incidents/routes';
import { registerMarketingRoutes } from './modules/marketing/routes';
import { registerSubscriptionRoutes } from './modules/subscription/routes';
import { isSpaNavigation, registerStatic, webRootExists, type StaticSite } from './platform/static';
import { registerVendorRoutes } from './modules/vendors/routes';
import { registerExitRoutes } from './modules/exits/routes';
import { registerShopRoutes } from './modules/shop/routes';
import { registerAuditSessionRoutes } from './modules/audit-sessions/routes';
import { registerOrganisationRoutes } from './modules/organisation/routes';
import { registerDiagnosticsRoutes } from './modules/agents/routes';
import { ContentSecurityPolicy, registerContentSecurityPolicy } from './security/csp';

export interface BuildOptions {
  /** An open database; without it buildApp opens config.database and closes it with the app. */
  database?: Database;
  /** The limits' clock (tests move time instead of sleeping); default Date.now. */
  clock?: Clock;
}

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

function serverOptions(config: AppConfig): FastifyServerOptions {
  return {
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // Malformed URLs and the like, answered before routing: same error shape.
    frameworkErrors: (error, _request, reply) => {
      (reply as FastifyReply).code(error.statusCode ?? 400).send(errorBody(error.message));
    },
  };
}

/** JSON bodies as Fastify parses them, except that an empty body means "no body". */
function acceptEmptyJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || (typeof body === 'string' && body.trim() === ''))
      return done(null, undefined);
    parseJson(request, body as string, done);
  });
}

async function registerPlugins(
  app: FastifyInstance,
  config: AppConfig,
  limitCounts: LimitCounts,
): Promise<void> {
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 11 (the default) costs far more CPU than it saves on the wire.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  if (config.corsOrigins.length > 0) {
    await app.register(fastifyCors, {
      origin: config.corsOrigins,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      maxAge: 600,
    });
  }
  // The routes' limits count in the database: every server enforces the same ones.
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseRateLimitStore(limitCounts),
  });
}

function createContext(
  config: AppConfig,
  secret: string,
  database: Database,
  clock?: Clock,
): AppContext {
  const limitCounts = new LimitCounts(database.db, clock);
  return {
    config,
    secret,
    db: database.db,
    dbKind: database.kind,
    tokens: createTokenService(secret),
    sessions: new SessionCache(database.changes, {
      ttlMs: (config.sessionCacheSeconds ?? DEFAULT_SESSION_CACHE_SECONDS) * 1000,
    }),
    loginThrottle: new LoginThrottle(config.limits, limitCounts),
    limitCounts,
    listMemos: {
      ...(config.listMemos.search ? { search: new VersionedMemo<SearchFacts>() } : {}),
      ...(config.listMemos.pageCheckpoints
        ? {
            checkpoints: new VersionedMemo<Checkpoints>(500),
            employeeCheckpoints: new VersionedMemo<Checkpoints<EmployeeKey>>(500),
          }
        : {}),
    },
    files: openFileStore(config),
  };
}

/**
 * What closing the app stops, in order (hooks on close run last-added first): the job
 * runner (its hook is added last, by buildApp), then the database when the app opened it,
 * then the file store and the sessions.
 */
function closeWithApp(
  app: FastifyInstance,
  ctx: AppContext,
  inFlight: InFlight,
  database: Database,
  ownsDatabase: boolean,
): void {
  app.addHook('onClose', async () => ctx.sessions.close());
  app.addHook('onClose', async () => {
    await inFlight.whenIdle(10_000);
    await ctx.files.close();
  });
  if (ownsDatabase) {
    app.addHook('onClose', async () => {
      await inFlight.whenIdle(10_000);
      await database.close();
    });
  }
}

/** Every module's routes. */
function registerModules(app: FastifyInstance, ctx: AppContext): void {
  registerAuthRoutes(app, ctx);
  registerSubscriptionRoutes(app, ctx);
  registerAssetModuleRoutes(app, ctx);
  registerOrganisationRoutes(app, ctx);
  registerMarketingRoutes(app, ctx);
  registerIncidentRoutes(app, ctx);
  registerVendorRoutes(app, ctx);
  registerExitRoutes(app, ctx);
  registerShopRoutes(app, ctx);
  registerAuditSessionRoutes(app, ctx);
  registerDiagnosticsRoutes(app, ctx);
  registerHealthRoutes(app, ctx);
}

export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const database = options.database ?? (await openDatabase(config.database));
  await migrate(database.db);
  // Resolved once: every module signs with ctx.secret (auth/server-secret.ts).
  const ctx = createContext(config, await serverSecret(config, database), database, options.clock);
  const app = Fastify(serverOptions(config));
  const inFlight = new InFlight();
  // Before tracking, so that a request waiting for its turn counts as in flight.
  admitInTurn(app, new Turns(admittedAtOnce(config.database)));
  trackHandlers(app, inFlight);
  registerReadiness(app);
  app.decorate('sessionCache', ctx.sessions);
  closeWithApp(app, ctx, inFlight, database, !options.database);

  app.setErrorHandler(errorHandler);
  installZodSchemas(app);
  // Before the routes and the compression plugin: it reads routes' options, keeps answers as sent.
  registerIdempotency(app, ctx.db);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    return payload;
  });
  // The telemetry of GET /api/config: the environment's keys and a PUBLIC_CONFIG object.
  const extra = config.publicConfig.telemetry;
  const telemetry = { ...(typeof extra === 'object' && extra ? extra : {}), ...config.telemetry };
  const serveWeb = webRootExists(config.webRoot);
  registerContentSecurityPolicy(
    app,
    new ContentSecurityPolicy({
      telemetry,
      webRoot: serveWeb ? config.webRoot : null,
      // The browser PUTs uploaded files straight to the bucket (modules/uploads).
      uploadOrigins: ctx.files.direct ? [await ctx.files.direct.origin()] : [],
    }),
  );
  acceptEmptyJson(app);
  await registerPlugins(app, config, ctx.limitCounts);
  registerGuard(app, ctx.db, ctx.tokens, inFlight, ctx.sessions);

  registerModules(app, ctx);

  let site: StaticSite | null = null;
  if (serveWeb) {
    const telemetryOn = Object.values(telemetry).some(Boolean);
    site = await registerStatic(app, config.webRoot, { landing: !telemetryOn });
  }
  app.setNotFoundHandler((request, reply) => {
    if (site && isSpaNavigation(request)) return site.sendIndex(reply);
    return reply.code(404).send(errorBody('Not found'));
  });
  // Last: a build that failed above leaves no runner polling the database. Its onClose hook,
  // added last, runs first (before the database closes).
  const jobs = await startAppJobs(ctx, database, app.log);
  if (jobs) app.addHook('onClose', () => jobs.stop());
  return app;
}
