/** The routes of the links sent to a vendor: send, list, read one, revoke, resend. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  INVITATION_RESEND_ROUTE,
  INVITATION_REVOKE_ROUTE,
  INVITATION_ROUTE,
  invitationDetailResponse,
  invitationInput,
  invitationListResponse,
  invitationParams,
  invitationResponse,
  INVITATIONS_ROUTE,
  resendInput,
  sentInvitationResponse,
  vendorIdParams,
} from '@itam/shared/contracts/vendors';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { access, P } from './access';
import * as invitations from './invitations.service';
import { idempotent } from '../../platform/idempotency';

type Target = FastifyRequest<{ Params: { id: string; invitationId: string } }>;
const targetOf = (request: Target): invitations.LinkTarget => ({
  member: callerOf(request),
  vendorId: request.params.id,
  invitationId: request.params.invitationId,
});

export function registerInvitationRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerLinkChanges(app, ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const send = access(P.vendorCreate, P.vendorEdit);

  r.post(
    INVITATIONS_ROUTE,
    {
      ...idempotent(send),
      schema: {
        params: vendorIdParams,
        body: invitationInput,
        response: { 201: sentInvitationResponse },
      },
    },
    async (request, reply) => {
      const sent = await invitations.sendInvitation(
        ctx,
        callerOf(request),
        request.params.id,
        request.body,
      );
      reply.code(201);
      return { type: 'success' as const, ...sent };
    },
  );

  r.get(
    INVITATIONS_ROUTE,
    {
      ...access(P.vendorView),
      schema: { params: vendorIdParams, response: { 200: invitationListResponse } },
    },
    async (request) => ({
      type: 'success' as const,
      invitations: await invitations.listInvitations(ctx, callerOf(request), request.params.id),
    }),
  );

  r.get(
    INVITATION_ROUTE,
    {
      ...access(P.vendorView),
      schema: { params: invitationParams, response: { 200: invitationDetailResponse } },
    },
    async (request) => ({
      type: 'success' as const,
      invitation: await invitations.invitationWithCopy(ctx, targetOf(request)),
    }),
  );
}

function registerLinkChanges(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const send = access(P.vendorCreate, P.vendorEdit);

  r.post(
    INVITATION_REVOKE_ROUTE,
    { ...send, schema: { params: invitationParams, response: { 200: invitationResponse } } },
    async (request) => ({
      type: 'success' as const,
      invitation: await invitations.revokeInvitation(ctx, targetOf(request)),
    }),
  );

  r.post(
    INVITATION_RESEND_ROUTE,
    {
      ...send,
      schema: {
        params: invitationParams,
        body: resendInput,
        response: { 200: sentInvitationResponse },
      },
    },
    async (request) => ({
      type: 'success' as const,
      ...(await invitations.resendInvitation(ctx, targetOf(request), request.body)),
    }),
  );
}
