/** The service request catalogue (it-services): read it to raise a request, edit it. */
import type { FastifyInstance } from 'fastify';
import {
  REQUEST_TYPES_PATH,
  requestTypesInput,
  requestTypesResponse,
} from '@itam/shared/contracts/incidents';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { INCIDENT_PERMISSIONS as P, servicesAccess as access } from './access';
import { listRequestTypes, replaceRequestTypes } from './request-types.service';

export function registerRequestTypeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const response = { 200: requestTypesResponse };

  r.get(
    REQUEST_TYPES_PATH,
    { ...access(P.ticketCreate, P.ticketView), schema: { response } },
    async (request) => ({
      type: 'success' as const,
      types: await listRequestTypes(ctx, callerOf(request)),
    }),
  );

  r.put(
    REQUEST_TYPES_PATH,
    { ...access(P.matrixEdit), schema: { body: requestTypesInput, response } },
    async (request) => ({
      type: 'success' as const,
      types: await replaceRequestTypes(ctx, callerOf(request), request.body),
    }),
  );
}
