/**
 * POST /api/{product}/open-api/register: self-service registration of a company and its
 * admin (201), anonymous and rate-limited per client address like the other public forms.
 */
import type { FastifyInstance } from 'fastify';
import { registeredResponse, registerRequestSchema } from '@itam/shared/contracts/marketing';
import type { AppContext } from '../../context';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { openApiBase, publicForms } from '../marketing/access';
import { registerCompany } from './registration.service';

export function registerRegistrationRoutes(app: FastifyInstance, { db, config }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    `${openApiBase(config)}/register`,
    {
      ...publicForms(config),
      schema: { body: registerRequestSchema, response: { 201: registeredResponse } },
    },
    async (request, reply) => {
      const registered = await registerCompany(db, request.body);
      reply.code(201);
      return { type: 'success' as const, ...registered };
    },
  );
}
