/**
 * A vendor's link, through two doors: `/api/vendor-response/:token` for the vendor itself
 * (public, rate-limited) and `/api/vendor-form/:token` for a signed-in member with vendor
 * create or edit answering on the vendor's behalf (responses.service.ts has the rules).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  draftAnswersInput,
  linkFormResponse,
  linkParams,
  linkRoute,
  okResponse,
  savedAnswersResponse,
} from '@itam/shared/contracts/vendors';
import { publicAccess } from '../../auth/guard';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import type { Member } from './activity.queries';
import { access, P } from './access';
import * as responses from './responses.service';

/** Who answers through a door: the vendor (no account) or a member of the link's company. */
export interface LinkDoor {
  base: string;
  /** The route options of a read and of a form's write. */
  reads: { config: Record<string, unknown> };
  forms: { config: Record<string, unknown> };
  /** The member answering on the vendor's behalf; null for the vendor itself. */
  memberOf: (request: FastifyRequest) => Member | null;
}

/** The vendor's own door (public, rate-limited) and the one for a member on its behalf. */
export function linkDoors(ctx: AppContext): LinkDoor[] {
  const { limits } = ctx.config;
  const limited = (max: number) => ({
    config: { access: publicAccess(), rateLimit: { max, timeWindow: 60_000 } },
  });
  const member = access(P.vendorCreate, P.vendorEdit);
  return [
    {
      base: linkRoute('vendor-response'),
      reads: limited(limits.publicReadsPerMinute),
      forms: limited(limits.publicFormsPerMinute),
      memberOf: () => null,
    },
    { base: linkRoute('vendor-form'), reads: member, forms: member, memberOf: callerOf },
  ];
}

/** The caller of a door's route: the link's token and the member, if any. */
export const linkCallerOf = (
  door: LinkDoor,
  request: FastifyRequest<{ Params: { token: string } }>,
): responses.LinkCaller => ({ token: request.params.token, member: door.memberOf(request) });

export function registerResponseRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const door of linkDoors(ctx)) registerDoor(app, ctx, door);
}

function registerDoor(app: FastifyInstance, ctx: AppContext, door: LinkDoor): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { base, reads, forms } = door;

  r.get(
    base,
    { ...reads, schema: { params: linkParams, response: { 200: linkFormResponse } } },
    async (request) => ({
      type: 'success' as const,
      form: await responses.linkForm(ctx, linkCallerOf(door, request)),
    }),
  );

  r.put(
    `${base}/answers`,
    {
      ...reads,
      schema: {
        params: linkParams,
        body: draftAnswersInput,
        response: { 200: savedAnswersResponse },
      },
    },
    async (request) => ({
      type: 'success' as const,
      saved: await responses.saveDraft(ctx, linkCallerOf(door, request), request.body.answers),
    }),
  );

  r.post(
    `${base}/submit`,
    { ...forms, schema: { params: linkParams, response: { 200: okResponse } } },
    async (request) => {
      await responses.submitLink(ctx, linkCallerOf(door, request));
      return { type: 'success' as const };
    },
  );
}
