/**
 * Invitations: the company's list and a new invitation (admin setup), and the invitee's
 * public link: GET tells whose it is, POST …/accept sets the password and signs them in.
 */
import type { FastifyInstance } from 'fastify';
import {
  invitationAcceptResponse,
  invitationAcceptSchema,
  invitationCreatedResponse,
  invitationInputSchema,
  invitationLookupResponse,
  invitationsResponse,
  invitationTokenParamsSchema,
} from '@itam/shared/contracts/organisation';
import { publicAccess } from '../../auth/guard';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { openSession } from '../../auth/sessions';
import { access, P } from './access';
import { listInvitations } from './invitations.queries';
import { acceptInvitation, invite, lookUpInvitation } from './invitations.service';
import { idempotent } from '../../platform/idempotency';

const INVITATIONS = '/api/company/invitations';

export function registerInvitationRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerInvitationSetup(app, ctx);
  registerInvitationLinks(app, ctx);
}

function registerInvitationSetup(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  r.get(
    INVITATIONS,
    { ...access(P.adminView), schema: { response: { 200: invitationsResponse } } },
    async (request) => ({
      type: 'success' as const,
      invitations: await listInvitations(db, callerOf(request).companyId),
    }),
  );

  r.post(
    INVITATIONS,
    {
      ...idempotent(access(P.adminCreate)),
      schema: { body: invitationInputSchema, response: { 201: invitationCreatedResponse } },
    },
    async (request, reply) => {
      const { invitation, token } = await invite(db, callerOf(request), request.body);
      reply.code(201);
      // Relative to the page without PUBLIC_URL, like every address the API hands out.
      const link = `${ctx.config.publicUrl ?? ''}/accept-invite/${token}`;
      return { type: 'success' as const, invitation, link };
    },
  );
}

function registerInvitationLinks(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  const limited = {
    config: {
      access: publicAccess(),
      rateLimit: { max: ctx.config.limits.publicFormsPerMinute ?? 20, timeWindow: 60_000 },
    },
  };

  r.get(
    '/api/invitations/:token',
    {
      ...limited,
      schema: { params: invitationTokenParamsSchema, response: { 200: invitationLookupResponse } },
    },
    async (request) => ({
      type: 'success' as const,
      invitation: await lookUpInvitation(db, request.params.token),
    }),
  );

  r.post(
    '/api/invitations/:token/accept',
    {
      ...limited,
      schema: {
        params: invitationTokenParamsSchema,
        body: invitationAcceptSchema,
        response: { 200: invitationAcceptResponse },
      },
    },
    async (request) => {
      const user = await acceptInvitation(db, request.params.token, request.body.password);
      return { type: 'success' as const, token: await openSession(ctx, user.id, user.companyId) };
    },
  );
}
