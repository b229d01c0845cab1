/**
 * Employees (`employee_setup`): the list with search and paging, one employee with the
 * assets they hold, create, edit, deactivate, the departments and the CSV export.
 */
import type { FastifyInstance } from 'fastify';
import {
  departmentsResponse,
  employeeInputSchema,
  employeeListQuerySchema,
  employeeResponse,
  employeesResponse,
  okResponse,
  orgIdParamsSchema,
} from '@itam/shared/contracts/organisation';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { access, P } from './access';
import { listEmployees } from './employee-list.queries';
import { listDepartments } from './employees.queries';
import { deactivate, employeesCsv, findEmployee, saveEmployee } from './employees.service';
import { idempotent } from '../../platform/idempotency';

const EMPLOYEES = '/api/company/employees';
const EMPLOYEE = `${EMPLOYEES}/:id`;

export function registerEmployeeRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEmployeeReads(app, ctx);
  registerEmployeeWrites(app, ctx);
}

function registerEmployeeReads(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  r.get(
    EMPLOYEES,
    {
      ...access(P.employeeView),
      schema: { querystring: employeeListQuerySchema, response: { 200: employeesResponse } },
    },
    async (request) => {
      const query = request.query;
      const memo = ctx.listMemos.employeeCheckpoints;
      const page = await listEmployees(db, callerOf(request).companyId, query, memo);
      return {
        type: 'success' as const,
        ...page,
        pageNumber: query.pageNumber,
        limit: query.limit,
      };
    },
  );

  r.get(
    `${EMPLOYEES}/export`,
    { ...access(P.employeeView), schema: { querystring: employeeListQuerySchema } },
    async (request, reply) => {
      const csv = await employeesCsv(db, callerOf(request).companyId, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="employees.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  r.get(
    '/api/company/departments',
    { ...access(P.employeeView), schema: { response: { 200: departmentsResponse } } },
    async (request) => ({
      type: 'success' as const,
      departments: await listDepartments(db, callerOf(request).companyId),
    }),
  );
}

function registerEmployeeWrites(app: FastifyInstance, { db }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    EMPLOYEE,
    {
      ...access(P.employeeView),
      schema: { params: orgIdParamsSchema, response: { 200: employeeResponse } },
    },
    async (request) => ({
      type: 'success' as const,
      employee: await findEmployee(db, callerOf(request).companyId, request.params.id),
    }),
  );

  r.post(
    EMPLOYEES,
    {
      ...idempotent(access(P.employeeCreate)),
      schema: { body: employeeInputSchema, response: { 201: employeeResponse } },
    },
    async (request, reply) => {
      const actor = callerOf(request);
      const id = await saveEmployee(db, actor, null, request.body);
      reply.code(201);
      return { type: 'success' as const, employee: await findEmployee(db, actor.companyId, id) };
    },
  );

  r.put(
    EMPLOYEE,
    {
      ...access(P.employeeEdit),
      schema: {
        params: orgIdParamsSchema,
        body: employeeInputSchema,
        response: { 200: employeeResponse },
      },
    },
    async (request) => {
      const actor = callerOf(request);
      await saveEmployee(db, actor, request.params.id, request.body);
      const employee = await findEmployee(db, actor.companyId, request.params.id);
      return { type: 'success' as const, employee };
    },
  );

  // Deactivating keeps the employee's history (assignments, exits); only the list hides them.
  r.delete(
    EMPLOYEE,
    {
      ...access(P.employeeDelete),
      schema: { params: orgIdParamsSchema, response: { 200: okResponse } },
    },
    async (request) => {
      await deactivate(db, callerOf(request), request.params.id);
      return { type: 'success' as const };
    },
  );
}
