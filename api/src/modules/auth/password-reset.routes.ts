/**
 * Password reset by a one-time link (password-reset.service.ts):
 *
 * - POST /api/auth/password-reset `{ email }` (public): the same 202 whatever the email,
 *   throttled per email and per client address.
 * - POST /api/company/users/:id/password-reset (admin setup, create): the link to hand on.
 * - GET /api/auth/password-reset/:token: whether it works, with the account's masked email.
 * - POST /api/auth/password-reset/:token `{ password }`: sets the password, uses the link
 *   up and ends every session of the user.
 */
import type { FastifyInstance } from 'fastify';
import { ORG_PERMISSIONS as P } from '@itam/shared/contracts';
import { orgIdParamsSchema } from '@itam/shared/contracts/organisation';
import {
  passwordResetLinkResponse,
  passwordResetLookupResponse,
  passwordResetRequestSchema,
  passwordResetSchema,
  passwordResetTokenParamsSchema,
} from '@itam/shared/contracts/auth';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { createMailer, type Mailer } from '../../services/mailer';
import { access as orgAccess } from '../organisation/access';
import { publicForms } from './access';
import * as resets from './password-reset.service';
import { idempotent } from '../../platform/idempotency';

export { RESET_REQUESTS_PER_EMAIL } from './password-reset.service';

export function registerPasswordResetRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  mailer: Mailer | null = createMailer(ctx.config),
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const throttle = new resets.ResetThrottle(ctx.config.limits, ctx.limitCounts);
  const limited = publicForms(ctx.config);

  r.post(
    '/api/auth/password-reset',
    { ...limited, schema: { body: passwordResetRequestSchema } },
    async (request, reply) => {
      await throttle.check(request.body.email, request.ip);
      await resets.requestReset(ctx, mailer, request.body.email, request.log);
      return reply.code(202).send({ type: 'success' });
    },
  );

  r.post(
    '/api/company/users/:id/password-reset',
    {
      ...idempotent(orgAccess(P.adminCreate)),
      schema: { params: orgIdParamsSchema, response: { 201: passwordResetLinkResponse } },
    },
    async (request, reply) => {
      const link = await resets.adminResetLink(ctx, callerOf(request), request.params.id);
      reply.code(201);
      return { type: 'success' as const, ...link };
    },
  );

  r.get(
    '/api/auth/password-reset/:token',
    {
      ...limited,
      schema: {
        params: passwordResetTokenParamsSchema,
        response: { 200: passwordResetLookupResponse },
      },
    },
    async (request) => ({
      type: 'success' as const,
      reset: await resets.lookupReset(ctx.db, request.params.token),
    }),
  );

  r.post(
    '/api/auth/password-reset/:token',
    { ...limited, schema: { params: passwordResetTokenParamsSchema, body: passwordResetSchema } },
    async (request) => {
      await resets.resetPassword(ctx, request.params.token, request.body.password);
      return { type: 'success' as const };
    },
  );
}
