/**
 * The pickers and lists around a ticket: the assets it may be about (for an incident and,
 * under the requests path, for a service request of a company with it-services only), an
 * asset's tickets, and the agents it can be assigned to.
 */
import type { FastifyInstance } from 'fastify';
import {
  AGENTS_PATH,
  agentsResponse,
  ASSET_TICKETS_PATH,
  ASSETS_PATH,
  assetSearchQuery,
  assetTicketsResponse,
  idParams,
  pickableAssetsResponse,
  REQUEST_ASSETS_PATH,
} from '@itam/shared/contracts/incidents';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { incidentAccess, INCIDENT_PERMISSIONS as P, servicesAccess } from './access';
import { listAgents } from './agents.service';
import { pickableAssets, ticketsOfAsset } from './assets.service';

export function registerAssetRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = { querystring: assetSearchQuery, response: { 200: pickableAssetsResponse } };
  const mounts = [
    [ASSETS_PATH, incidentAccess],
    [REQUEST_ASSETS_PATH, servicesAccess],
  ] as const;
  for (const [path, access] of mounts)
    r.get(path, { ...access(P.ticketCreate), schema }, async (request) => ({
      type: 'success' as const,
      assets: await pickableAssets(ctx, callerOf(request), request.query),
    }));

  r.get(
    ASSET_TICKETS_PATH,
    {
      ...incidentAccess(P.ticketView),
      schema: { params: idParams, response: { 200: assetTicketsResponse } },
    },
    async (request) => ({
      type: 'success' as const,
      ...(await ticketsOfAsset(ctx, callerOf(request), request.params.id)),
    }),
  );

  // Who a ticket can be assigned to (the queue's assignee filter and pickers): the company's
  // active users whose role works tickets, never another company's.
  r.get(
    AGENTS_PATH,
    { ...incidentAccess(P.queueView, P.assign), schema: { response: { 200: agentsResponse } } },
    async (request) => ({
      type: 'success' as const,
      agents: await listAgents(ctx, callerOf(request).companyId),
    }),
  );
}
