/** Joiners' onboarding (`on_exit`): reserve assets for a joiner, the list, one, and day one. */
import type { FastifyInstance } from 'fastify';
import {
  ONBOARDING_PATHS,
  onboardingListQuery,
  onboardingListResponse,
  onboardingParams,
  onboardingResponse,
  startOnboardingInput,
} from '@itam/shared/contracts/exits';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { access, EXIT_PERMISSIONS as P, exitActorOf } from './access';
import * as onboardings from './onboarding.service';
import { idempotent } from '../../platform/idempotency';

const api = (path: string) => `/api${path}`;

export function registerOnboardingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  r.post(
    api(ONBOARDING_PATHS.onboardings),
    {
      ...idempotent(access(P.start)),
      schema: { body: startOnboardingInput, response: { 201: onboardingResponse } },
    },
    async (request, reply) => {
      const onboarding = await onboardings.startOnboarding(db, exitActorOf(request), request.body);
      return reply.code(201).send({ type: 'success' as const, onboarding });
    },
  );

  r.get(
    api(ONBOARDING_PATHS.onboardings),
    {
      ...access(P.view, P.start),
      schema: { querystring: onboardingListQuery, response: { 200: onboardingListResponse } },
    },
    async (request) => onboardings.listOnboardings(db, callerOf(request).companyId, request.query),
  );

  r.get(
    api(ONBOARDING_PATHS.onboarding),
    {
      ...access(P.view, P.start),
      schema: { params: onboardingParams, response: { 200: onboardingResponse } },
    },
    async (request) => ({
      type: 'success' as const,
      onboarding: await onboardings.onboardingDetail(
        db,
        callerOf(request).companyId,
        request.params.id,
      ),
    }),
  );

  r.post(
    api(ONBOARDING_PATHS.start),
    {
      ...access(P.start),
      schema: { params: onboardingParams, response: { 200: onboardingResponse } },
    },
    async (request) => ({
      type: 'success' as const,
      onboarding: await onboardings.startDayOne(db, exitActorOf(request), request.params.id),
    }),
  );
}
