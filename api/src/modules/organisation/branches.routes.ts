/**
 * The company's branches (`company_branches`): the list, create, edit, delete, and the
 * pickers' list (GET /company/locations/dropdown, for asset viewers too).
 */
import type { FastifyInstance } from 'fastify';
import { perm } from '@itam/shared/contracts';
import {
  branchesResponse,
  branchInputSchema,
  branchResponse,
  locationsDropdownResponse,
  okResponse,
  orgIdParamsSchema,
} from '@itam/shared/contracts/organisation';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { access, P } from './access';
import { listBranches, locationOptions } from './branches.queries';
import { deleteBranch, saveBranch } from './branches.service';
import { idempotent } from '../../platform/idempotency';

const BRANCHES = '/api/company/branches';
const BRANCH = `${BRANCHES}/:id`;

export function registerBranchRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerBranchReads(app, ctx);
  registerBranchWrites(app, ctx);
}

function registerBranchReads(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  r.get(
    BRANCHES,
    { ...access(P.branchView), schema: { response: { 200: branchesResponse } } },
    async (request) => ({
      type: 'success' as const,
      branches: await listBranches(db, callerOf(request).companyId),
    }),
  );

  r.post(
    BRANCHES,
    {
      ...idempotent(access(P.branchCreate)),
      schema: { body: branchInputSchema, response: { 201: branchResponse } },
    },
    async (request, reply) => {
      const branch = await saveBranch(db, callerOf(request), null, request.body);
      reply.code(201);
      return { type: 'success' as const, branch };
    },
  );
}

function registerBranchWrites(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  r.put(
    BRANCH,
    {
      ...access(P.branchEdit),
      schema: {
        params: orgIdParamsSchema,
        body: branchInputSchema,
        response: { 200: branchResponse },
      },
    },
    async (request) => ({
      type: 'success' as const,
      branch: await saveBranch(db, callerOf(request), request.params.id, request.body),
    }),
  );

  r.get(
    '/api/company/locations/dropdown',
    {
      ...access(perm('on_asset', 'asset', 'view'), P.branchView),
      schema: { response: { 200: locationsDropdownResponse } },
    },
    async (request) => ({
      type: 'success' as const,
      locations: await locationOptions(db, callerOf(request).companyId),
    }),
  );

  r.delete(
    BRANCH,
    {
      ...access(P.branchDelete),
      schema: { params: orgIdParamsSchema, response: { 200: okResponse } },
    },
    async (request) => {
      await deleteBranch(db, callerOf(request), request.params.id);
      return { type: 'success' as const };
    },
  );
}
