/** Scans: resolve a scanned code to its asset, send a batch of scans, undo one. */
import type { FastifyInstance } from 'fastify';
import {
  AUDIT_SCAN_UNDO_PATH,
  AUDIT_SCANS_PATH,
  SCANNER_RESOLVE_PATH,
  auditScanBatchResponseSchema,
  auditScanBatchSchema,
  auditScanParamsSchema,
  auditSessionParamsSchema,
  auditSessionResponseSchema,
  scannerResolveQuerySchema,
  scannerResolveResponseSchema,
} from '@itam/shared/contracts/audit-sessions';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { access, P } from './access';
import * as actions from './actions.service';
import { resolveCode } from './scans.service';
import { idempotent } from '../../platform/idempotency';

export function registerScanRoutes(app: FastifyInstance, { db }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    SCANNER_RESOLVE_PATH,
    {
      ...access(P.assetView, P.view),
      schema: {
        querystring: scannerResolveQuerySchema,
        response: { 200: scannerResolveResponseSchema },
      },
    },
    async (request) => ({
      type: 'success' as const,
      asset: await resolveCode(db, callerOf(request).companyId, request.query.code),
    }),
  );

  r.post(
    AUDIT_SCANS_PATH,
    {
      ...idempotent(access(P.create)),
      schema: {
        params: auditSessionParamsSchema,
        body: auditScanBatchSchema,
        response: { 200: auditScanBatchResponseSchema },
      },
    },
    async (request) =>
      actions.addScans(db, callerOf(request), request.params.id, request.body.scans),
  );

  r.post(
    AUDIT_SCAN_UNDO_PATH,
    {
      ...access(P.create),
      schema: { params: auditScanParamsSchema, response: { 200: auditSessionResponseSchema } },
    },
    async (request) =>
      actions.undo(db, callerOf(request), request.params.id, request.params.clientScanId),
  );
}
