/**
 * The signatures of an exit: a department's part (its head or an administrator), IT's
 * recovery of an item, and the authority's clearance.
 */
import type { FastifyInstance } from 'fastify';
import {
  authoritySignInput,
  departmentParams,
  EXIT_PATHS,
  exitParams,
  exitResponse,
  itemOutcomeInput,
  itemParams,
  signDepartmentInput,
} from '@itam/shared/contracts/exits';
import type { AppContext } from '../../context';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { access, EXIT_PERMISSIONS as P, exitActorOf } from './access';
import * as exits from './exits.service';

const api = (path: string) => `/api${path}`;
const success = { 200: exitResponse };

export function registerExitSignoffRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  r.post(
    api(EXIT_PATHS.signDepartment),
    {
      ...access(P.signDepartment),
      schema: { params: departmentParams, body: signDepartmentInput, response: success },
    },
    async (request) => {
      const { id, key } = request.params;
      const exit = await exits.sign(db, exitActorOf(request), id, key, request.body.comment);
      return { type: 'success' as const, exit };
    },
  );

  r.post(
    api(EXIT_PATHS.item),
    {
      ...access(P.signDepartment),
      schema: { params: itemParams, body: itemOutcomeInput, response: success },
    },
    async (request) => {
      const { id, itemId } = request.params;
      const exit = await exits.recover(db, exitActorOf(request), id, itemId, request.body);
      return { type: 'success' as const, exit };
    },
  );

  r.post(
    api(EXIT_PATHS.authoritySign),
    {
      ...access(P.signAuthority),
      schema: { params: exitParams, body: authoritySignInput, response: success },
    },
    async (request) => {
      const actor = exitActorOf(request);
      const exit = await exits.signAsAuthority(db, actor, request.params.id, request.body);
      return { type: 'success' as const, exit };
    },
  );
}
