/**
 * /devices' and /diagnostics' data (agent_computers): the computers with their health,
 * last seen and linked asset, paged, with the count at each health level; one computer with
 * its latest report, each section by the asset view the role has (programs_view, ram_view,
 * location_view, users_view, health_view); revoking a computer's agent (download_agent); the
 * company's health thresholds (read: agent_computers; change: agent_computer_report), whose
 * change regrades every computer.
 */
import type { FastifyInstance } from 'fastify';
import {
  agentComputerDetailSchema,
  agentComputerListQuerySchema,
  agentComputerListSchema,
  agentIdParamsSchema as params,
  agentRevokedSchema,
  agentThresholdsAnswerSchema,
  healthThresholdsSchema,
} from '@itam/shared/contracts/agents';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { access, AGENT_PERMISSIONS as P } from './access';
import * as computers from './computers.service';

const thresholds = { 200: agentThresholdsAnswerSchema };

export function registerComputerRoutes(app: FastifyInstance, { db }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/agent-computers',
    {
      ...access(P.computers),
      schema: {
        querystring: agentComputerListQuerySchema,
        response: { 200: agentComputerListSchema },
      },
    },
    async (request) => computers.listComputers(db, callerOf(request).companyId, request.query),
  );

  r.get(
    '/api/agent-computers/:id',
    { ...access(P.computers), schema: { params, response: { 200: agentComputerDetailSchema } } },
    async (request) => computers.computerDetail(db, callerOf(request), request.params.id),
  );

  r.post(
    '/api/agent-computers/:id/revoke',
    { ...access(P.download), schema: { params, response: { 200: agentRevokedSchema } } },
    async (request) => computers.revokeComputer(db, callerOf(request).companyId, request.params.id),
  );

  r.get(
    '/api/agent-health-thresholds',
    { ...access(P.computers), schema: { response: thresholds } },
    async (request) => computers.thresholdsAnswer(db, callerOf(request).companyId),
  );

  r.put(
    '/api/agent-health-thresholds',
    { ...access(P.runReport), schema: { body: healthThresholdsSchema, response: thresholds } },
    async (request) => computers.setThresholds(db, callerOf(request), request.body),
  );
}
