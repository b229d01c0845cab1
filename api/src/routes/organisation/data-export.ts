/**
 * GET /api/company/data-export: the company's assets and employees as one XLSX workbook
 * (services/organisation/data-export.ts), for its administrator (admin setup view). Open
 * whatever the subscription's state (entitlement 'none'): a company whose plan lapsed, or
 * that never bought one, can still take its own data out. Each download is in the
 * organisation's activity log with its counts.
 */
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { ORG_API_PATHS, ORG_PERMISSIONS as P } from '@itam/shared/contracts';
import { requireAnyOf } from '../../auth/guard';
import type { AppContext } from '../../context';
import {
  removeCompanyDataExport,
  writeCompanyDataExport,
} from '../../services/organisation/data-export';
import { recordOrgActivity } from '../../services/org-activity';
import { actorOf } from './helpers';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function registerDataExportRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    `/api${ORG_API_PATHS.dataExport}`,
    { config: { access: requireAnyOf('none', P.adminView) } },
    async (request, reply) => {
      const { companyId, userId } = actorOf(request);
      const { file, counts } = await writeCompanyDataExport(ctx.db, companyId);
      try {
        await recordOrgActivity(ctx.db, {
          companyId,
          actorUserId: userId,
          entityType: 'company',
          entityId: companyId,
          action: 'export',
          after: counts,
        });
      } catch (error) {
        removeCompanyDataExport(file);
        throw error;
      }
      const stream = fs.createReadStream(file);
      stream.on('close', () => removeCompanyDataExport(file));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="company-data-${day}.xlsx"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
}
