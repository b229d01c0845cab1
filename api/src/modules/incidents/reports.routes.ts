/** The managers' reports (incident-management, `incident_reports.view`). */
import type { FastifyInstance } from 'fastify';
import {
  SATISFACTION_REPORT_PATH,
  satisfactionResponse,
  SUMMARY_REPORT_PATH,
  deskSummaryResponse,
} from '@itam/shared/contracts/incidents';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { incidentAccess as access, INCIDENT_PERMISSIONS as P } from './access';
import { deskSummary, satisfaction } from './reports.service';

export function registerReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reports = access(P.reportsView);

  r.get(
    SUMMARY_REPORT_PATH,
    { ...reports, schema: { response: { 200: deskSummaryResponse } } },
    async (request) => ({
      type: 'success' as const,
      ...(await deskSummary(ctx, callerOf(request).companyId)),
    }),
  );

  r.get(
    SATISFACTION_REPORT_PATH,
    { ...reports, schema: { response: { 200: satisfactionResponse } } },
    async (request) => ({
      type: 'success' as const,
      ...(await satisfaction(ctx, callerOf(request).companyId)),
    }),
  );
}
