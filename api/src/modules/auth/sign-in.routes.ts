/** POST /api/auth/login, /verify-token and /logout (SPEC.md section 7). */
import type { FastifyInstance } from 'fastify';
import { loginQuery } from '@itam/shared/contracts/auth';
import {
  loginRequestSchema,
  loginResponseSchema,
  verifyTokenResponseSchema,
} from '@itam/shared/schemas';
import { authOf } from '../../auth/guard';
import type { AppContext } from '../../context';
import { HttpError } from '../../platform/http-errors';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { anyone, signedIn } from './access';
import { LOGIN_FAILED, sessionOf, signIn, signOut } from './sign-in.service';

export { LOGIN_FAILED };

export function registerSignInRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/auth/login',
    {
      ...anyone(),
      schema: {
        querystring: loginQuery,
        body: loginRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => {
      const token = await signIn(ctx, request.body, request.ip);
      if (!token) throw new HttpError(401, LOGIN_FAILED);
      return { type: 'success' as const, token };
    },
  );

  r.post(
    '/api/auth/verify-token',
    { ...signedIn(), schema: { response: { 200: verifyTokenResponseSchema } } },
    async (request) => sessionOf(ctx, authOf(request)),
  );

  r.post('/api/auth/logout', signedIn(), async (request) => {
    await signOut(ctx, authOf(request));
    return { type: 'success' as const };
  });
}
