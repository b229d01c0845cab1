/**
 * The employee import: POST …/import/columns reads a file's columns, POST …/import checks
 * (dry run) or commits it; a commit with bad rows answers 400 with every row's issues.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  employeeImportColumnsResponse,
  employeeImportColumnsSchema,
  employeeImportResponse,
  employeeImportSchema,
} from '@itam/shared/contracts/organisation';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { access, P } from './access';
import { importColumns, importEmployees } from './employee-import.service';
import { idempotent } from '../../platform/idempotency';

const IMPORT_BODY_LIMIT = 17 * 1024 * 1024;

export function registerEmployeeImportRoutes(app: FastifyInstance, { db }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const options = { ...access(P.employeeCreate, P.employeeEdit), bodyLimit: IMPORT_BODY_LIMIT };

  r.post(
    '/api/company/employees/import/columns',
    {
      ...options,
      schema: {
        body: employeeImportColumnsSchema,
        response: { 200: employeeImportColumnsResponse },
      },
    },
    async (request) => ({ type: 'success' as const, ...(await importColumns(request.body)) }),
  );

  r.post(
    '/api/company/employees/import',
    {
      ...idempotent(options),
      schema: { body: employeeImportSchema, response: { 200: employeeImportResponse } },
    },
    async (request, reply) => {
      const result = await importEmployees(db, callerOf(request), request.body);
      if (result.valid || result.dryRun) return { type: 'success' as const, ...result };
      const rowsWithIssues = new Set(result.issues.map((i) => i.row)).size;
      const error = `${rowsWithIssues} rows have problems: nothing was imported`;
      // A refused commit: its result as it is (the 200 schema describes the successes).
      return (reply as FastifyReply).code(400).send({ ...result, type: 'error', error });
    },
  );
}
