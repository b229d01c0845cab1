/** Audit sessions: list, start, count what a start would expect, read, close, follow-ups, report. */
import type { FastifyInstance } from 'fastify';
import {
  AUDIT_CLOSE_PATH,
  AUDIT_EXPECTED_COUNT_PATH,
  AUDIT_FOLLOW_UP_RESOLVE_PATH,
  AUDIT_REPORT_PATH,
  AUDIT_SESSION_PATH,
  AUDIT_SESSIONS_PATH,
  auditCloseSchema,
  auditExpectedCountResponseSchema,
  auditExpectedQuerySchema,
  auditFollowUpParamsSchema,
  auditFollowUpResolveSchema,
  auditReportQuerySchema,
  auditSessionParamsSchema as params,
  auditSessionResponseSchema,
  auditSessionsQuerySchema,
  auditSessionsResponseSchema,
  auditSessionStartSchema,
} from '@itam/shared/contracts/audit-sessions';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { access, P } from './access';
import * as actions from './actions.service';
import { listSessions, sessionDetail } from './sessions.queries';
import { expectedCount } from './sessions.service';
import { idempotent } from '../../platform/idempotency';

const session = { 200: auditSessionResponseSchema };

export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerSessionReads(app, ctx);
  registerSessionDecisions(app, ctx);
}

/** Listing, starting, counting and reading sessions. */
function registerSessionReads(app: FastifyInstance, { db }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    AUDIT_SESSIONS_PATH,
    {
      ...access(P.view),
      schema: {
        querystring: auditSessionsQuerySchema,
        response: { 200: auditSessionsResponseSchema },
      },
    },
    async (request) => {
      const { query } = request;
      const page = await listSessions(db, callerOf(request).companyId, query);
      return {
        type: 'success' as const,
        ...page,
        pageNumber: query.pageNumber,
        limit: query.limit,
      };
    },
  );

  r.post(
    AUDIT_SESSIONS_PATH,
    {
      ...idempotent(access(P.create)),
      schema: { body: auditSessionStartSchema, response: { 201: auditSessionResponseSchema } },
    },
    async (request, reply) => {
      reply.code(201);
      return actions.start(db, callerOf(request), request.body);
    },
  );

  r.get(
    AUDIT_EXPECTED_COUNT_PATH,
    {
      ...access(P.create),
      schema: {
        querystring: auditExpectedQuerySchema,
        response: { 200: auditExpectedCountResponseSchema },
      },
    },
    async (request) => {
      const { branchId, ...filter } = request.query;
      const expected = await expectedCount(db, callerOf(request).companyId, { branchId, filter });
      return { type: 'success' as const, expected };
    },
  );

  r.get(
    AUDIT_SESSION_PATH,
    { ...access(P.view), schema: { params, response: session } },
    async (request) => ({
      type: 'success' as const,
      session: await sessionDetail(db, callerOf(request).companyId, request.params.id),
    }),
  );
}

/** The decisions on a session (close, a follow-up) and its report. */
function registerSessionDecisions(app: FastifyInstance, { db }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    AUDIT_CLOSE_PATH,
    { ...access(P.create), schema: { params, body: auditCloseSchema, response: session } },
    async (request) =>
      actions.close(db, callerOf(request), request.params.id, request.body.confirmMoves),
  );

  r.post(
    AUDIT_FOLLOW_UP_RESOLVE_PATH,
    {
      ...access(P.create),
      schema: {
        params: auditFollowUpParamsSchema,
        body: auditFollowUpResolveSchema,
        response: session,
      },
    },
    async (request) =>
      actions.resolve(db, callerOf(request), request.params, request.body.resolution),
  );

  r.get(
    AUDIT_REPORT_PATH,
    { ...access(P.view), schema: { params, querystring: auditReportQuerySchema } },
    async (request, reply) => {
      const { companyId } = callerOf(request);
      const file = await actions.report(db, companyId, request.params.id, request.query.format);
      return reply
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('cache-control', 'no-store')
        .type(file.contentType)
        .send(file.body);
    },
  );
}
