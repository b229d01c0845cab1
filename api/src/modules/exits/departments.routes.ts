/** The company's list of exit departments: GET for whoever reads exits, PUT for those who start them. */
import type { FastifyInstance } from 'fastify';
import {
  DEPARTMENT_PATHS,
  departmentSettingsResponse,
  departmentTemplatesInput,
} from '@itam/shared/contracts/exits';
import type { AppContext } from '../../context';
import { callerOf, can } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { access, EXIT_PERMISSIONS as P } from './access';
import { departmentSettings, replaceDepartments } from './departments.service';

const PATH = `/api${DEPARTMENT_PATHS.departments}`;

export function registerExitDepartmentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  r.get(
    PATH,
    {
      ...access(P.view, P.start, P.responses, P.signDepartment, P.signAuthority),
      schema: { response: { 200: departmentSettingsResponse } },
    },
    async (request) => {
      const caller = callerOf(request);
      return departmentSettings(db, caller.companyId, can(caller, P.start));
    },
  );

  r.put(
    PATH,
    {
      ...access(P.start),
      schema: { body: departmentTemplatesInput, response: { 200: departmentSettingsResponse } },
    },
    async (request) => replaceDepartments(db, callerOf(request).companyId, request.body),
  );
}
