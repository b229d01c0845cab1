/**
 * GET /api/company/data-export: the company's assets and employees as one XLSX workbook,
 * for its administrator (admin setup view). Open whatever the subscription's state
 * (entitlement 'none'): a company whose plan lapsed, or that never bought one, can still
 * take its own data out.
 */
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { ORG_API_PATHS } from '@itam/shared/contracts/organisation';
import type { AppContext } from '../../context';
import { callerOf, moduleAccess } from '../../platform/access';
import { P } from './access';
import { exportCompanyData, removeCompanyDataExport } from './data-export.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function registerDataExportRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get(
    `/api${ORG_API_PATHS.dataExport}`,
    moduleAccess('none')(P.adminView),
    async (request, reply) => {
      const file = await exportCompanyData(db, callerOf(request));
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
