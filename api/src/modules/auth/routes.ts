/**
 * Signing in and out, the session's user (SPEC.md section 7), and password reset by a
 * one-time link. The session, JWT and guard plumbing every route stands on stays in
 * api/src/auth/.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerPasswordResetRoutes } from './password-reset.routes';
import { registerSignInRoutes } from './sign-in.routes';

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerSignInRoutes(app, ctx);
  registerPasswordResetRoutes(app, ctx);
}
