/**
 * The scanner's audit sessions (issue 21, module asset-management, permissions on_asset
 * audit view and create): resolve a scanned code, start a session for a branch, read it,
 * count what a start would expect, send scans in batches with the device's ids, undo one,
 * close it (moving the unexpected assets here on confirmation, which also needs asset edit),
 * resolve a follow-up of the close (writing the asset off as lost also needs asset edit),
 * and the report as CSV or PDF.
 * The work is in services/audit-sessions/; api/README.md documents the contract.
 */
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import {
  ASSET_STATES,
  AUDIT_CLIENT_SCAN_ID,
  AUDIT_CONDITIONS,
  AUDIT_FOLLOW_UP_RESOLUTIONS,
  AUDIT_SCAN_BATCH_MAX,
  isAllowed,
  perm,
  type AuditExpectedCountResponse,
  type AuditScanBatchResponse,
  type AuditSessionResponse,
  type AuditSessionsResponse,
  type ScannerResolveResponse,
} from '@itam/shared/contracts';
import { authOf } from '../auth/guard';
import type { AppContext } from '../context';
import { HttpError } from '../platform/http-errors';
import { parseInput } from '../platform/input';
import { closeSession } from '../services/audit-sessions/close';
import { resolveFollowUp } from '../services/audit-sessions/follow-ups';
import { reportCsv, reportPdf } from '../services/audit-sessions/report';
import { recordScans, resolveCode, undoScan } from '../services/audit-sessions/scans';
import {
  expectedCount,
  listSessions,
  sessionCounts,
  sessionDetail,
  startSession,
} from '../services/audit-sessions/sessions';
import type { Actor } from '../services/asset-lifecycle';
import { access } from './asset-route-helpers';

const P = {
  view: perm('on_asset', 'audit', 'view'),
  create: perm('on_asset', 'audit', 'create'),
  assetView: perm('on_asset', 'asset', 'view'),
  assetEdit: perm('on_asset', 'asset', 'edit'),
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

const idParams = z.object({ id: z.guid() });
const scanParams = z.object({
  id: z.guid(),
  clientScanId: z.string().regex(AUDIT_CLIENT_SCAN_ID),
});

const resolveQuery = z.object({ code: z.string().trim().min(1, 'Scan or type a tag').max(500) });

const filterShape = {
  assetTypeIds: z.array(z.guid()).max(50).optional(),
  states: z.array(z.enum(ASSET_STATES)).max(ASSET_STATES.length).optional(),
};

const startBody = z.object({
  branchId: z.guid(),
  area: optionalText(200),
  filter: z.object(filterShape).strict().default({}),
});

/** A list in a query as comma-separated values (`states=IN_USE,IN_REPAIR`); empty: none. */
const commaList = (value: unknown) =>
  typeof value === 'string' ? value.split(',').filter((v) => v.trim() !== '') : value;

const expectedQuery = z.object({
  branchId: z.guid(),
  assetTypeIds: z.preprocess(commaList, filterShape.assetTypeIds),
  states: z.preprocess(commaList, filterShape.states),
});

const followUpParams = z.object({ id: z.guid(), followUpId: z.guid() });
const resolveBody = z.object({ resolution: z.enum(AUDIT_FOLLOW_UP_RESOLUTIONS) });

const listQuery = z.object({
  status: z.enum(['open', 'closed']).optional(),
  branchId: z.guid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  pageNumber: z.coerce.number().int().min(0).max(100_000).default(0),
});

const scanBody = z.object({
  scans: z
    .array(
      z.object({
        clientScanId: z.string().regex(AUDIT_CLIENT_SCAN_ID, 'Use 1-64 letters, digits or _ . : -'),
        code: z.string().trim().min(1, 'Scan or type a tag').max(500),
        scannedAt: z.iso.datetime({ offset: true }),
        condition: z.enum(AUDIT_CONDITIONS).nullish(),
        note: optionalText(1000),
      }),
    )
    .min(1, 'Send at least one scan')
    .max(AUDIT_SCAN_BATCH_MAX),
});

const closeBody = z.object({ confirmMoves: z.boolean().default(false) });
const reportQuery = z.object({ format: z.enum(['csv', 'pdf']).default('pdf') });

const actorOf = (request: Parameters<typeof authOf>[0]): Actor => {
  const { companyId, userId } = authOf(request);
  return { companyId, userId };
};

export function registerAuditSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/scanner/resolve',
    access(P.assetView, P.view),
    async (request): Promise<ScannerResolveResponse> => {
      const { companyId } = actorOf(request);
      const { code } = parseInput(resolveQuery, request.query, 'query');
      return { type: 'success', asset: await resolveCode(ctx.db, companyId, code) };
    },
  );

  app.post(
    '/api/audit-sessions',
    access(P.create),
    async (request, reply): Promise<AuditSessionResponse> => {
      const actor = actorOf(request);
      const input = parseInput(startBody, request.body, 'body');
      const id = await ctx.db.transaction().execute((trx) => startSession(trx, actor, input));
      reply.code(201);
      return { type: 'success', session: await sessionDetail(ctx.db, actor.companyId, id) };
    },
  );

  app.get(
    '/api/audit-sessions/expected-count',
    access(P.create),
    async (request): Promise<AuditExpectedCountResponse> => {
      const { companyId } = actorOf(request);
      const { branchId, ...filter } = parseInput(expectedQuery, request.query, 'query');
      return {
        type: 'success',
        expected: await expectedCount(ctx.db, companyId, { branchId, filter }),
      };
    },
  );

  app.get(
    '/api/audit-sessions',
    access(P.view),
    async (request): Promise<AuditSessionsResponse> => {
      const { companyId } = actorOf(request);
      const query = parseInput(listQuery, request.query, 'query');
      return {
        type: 'success',
        ...(await listSessions(ctx.db, companyId, query)),
        pageNumber: query.pageNumber,
        limit: query.limit,
      };
    },
  );

  app.get(
    '/api/audit-sessions/:id',
    access(P.view),
    async (request): Promise<AuditSessionResponse> => {
      const { companyId } = actorOf(request);
      const { id } = parseInput(idParams, request.params, 'params');
      return { type: 'success', session: await sessionDetail(ctx.db, companyId, id) };
    },
  );

  app.post(
    '/api/audit-sessions/:id/scans',
    access(P.create),
    async (request): Promise<AuditScanBatchResponse> => {
      const actor = actorOf(request);
      const { id } = parseInput(idParams, request.params, 'params');
      const { scans } = parseInput(scanBody, request.body, 'body');
      const results = await ctx.db
        .transaction()
        .execute((trx) => recordScans(trx, actor, id, scans));
      return { type: 'success', results, counts: await sessionCounts(ctx.db, actor.companyId, id) };
    },
  );

  app.post(
    '/api/audit-sessions/:id/scans/:clientScanId/undo',
    access(P.create),
    async (request): Promise<AuditSessionResponse> => {
      const actor = actorOf(request);
      const { id, clientScanId } = parseInput(scanParams, request.params, 'params');
      await ctx.db.transaction().execute((trx) => undoScan(trx, actor, id, clientScanId));
      return { type: 'success', session: await sessionDetail(ctx.db, actor.companyId, id) };
    },
  );

  app.post(
    '/api/audit-sessions/:id/close',
    access(P.create),
    async (request): Promise<AuditSessionResponse> => {
      const actor = actorOf(request);
      const { id } = parseInput(idParams, request.params, 'params');
      const { confirmMoves } = parseInput(closeBody, request.body ?? {}, 'body');
      if (confirmMoves && !isAllowed(authOf(request).policies, P.assetEdit))
        throw new HttpError(403, 'Moving assets needs permission to edit assets', [
          { field: 'confirmMoves', message: 'Moving assets needs permission to edit assets' },
        ]);
      await ctx.db.transaction().execute((trx) => closeSession(trx, actor, id, confirmMoves));
      return { type: 'success', session: await sessionDetail(ctx.db, actor.companyId, id) };
    },
  );

  app.post(
    '/api/audit-sessions/:id/follow-ups/:followUpId/resolve',
    access(P.create),
    async (request): Promise<AuditSessionResponse> => {
      const actor = actorOf(request);
      const { id, followUpId } = parseInput(followUpParams, request.params, 'params');
      const { resolution } = parseInput(resolveBody, request.body ?? {}, 'body');
      if (resolution === 'lost' && !isAllowed(authOf(request).policies, P.assetEdit))
        throw new HttpError(403, 'Writing an asset off needs permission to edit assets', [
          { field: 'resolution', message: 'Writing an asset off needs permission to edit assets' },
        ]);
      await ctx.db
        .transaction()
        .execute((trx) => resolveFollowUp(trx, actor, id, followUpId, resolution));
      return { type: 'success', session: await sessionDetail(ctx.db, actor.companyId, id) };
    },
  );

  app.get('/api/audit-sessions/:id/report', access(P.view), async (request, reply) => {
    const { companyId } = actorOf(request);
    const { id } = parseInput(idParams, request.params, 'params');
    const { format } = parseInput(reportQuery, request.query, 'query');
    const session = await sessionDetail(ctx.db, companyId, id);
    const name = `audit-${session.branch.branchId.replace(/[^A-Za-z0-9_-]/g, '')}-${session.openedAt.slice(0, 10)}`;
    reply
      .header('content-disposition', `attachment; filename="${name}.${format}"`)
      .header('cache-control', 'no-store');
    if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(reportCsv(session));
    const company = await ctx.db
      .selectFrom('companies')
      .select(['name', 'time_zone', 'clock'])
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow();
    const style = { timeZone: company.time_zone, clock: company.clock };
    const pdf = await reportPdf(session, company.name, style);
    return reply.type('application/pdf').send(Buffer.from(pdf));
  });
}
