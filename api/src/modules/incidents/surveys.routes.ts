/** A resolved ticket's survey, for its requester: read it, answer it (under each mount). */
import type { FastifyInstance } from 'fastify';
import {
  idParams,
  surveyAnswerInput,
  surveyAnsweredResponse,
  surveyResponse,
} from '@itam/shared/contracts/incidents';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { INCIDENT_PERMISSIONS as P } from './access';
import type { TicketMount } from './mounts';
import { answerSurvey, getSurvey } from './surveys.service';

export function registerSurveyRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  mount: TicketMount,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const view = mount.access(P.ticketView);

  r.get(
    `${mount.prefix}/:id/survey`,
    { ...view, schema: { params: idParams, response: { 200: surveyResponse } } },
    async (request) => ({
      type: 'success' as const,
      survey: await getSurvey(ctx, mount, callerOf(request), request.params.id),
    }),
  );

  r.post(
    `${mount.prefix}/:id/survey`,
    {
      ...view,
      schema: {
        params: idParams,
        body: surveyAnswerInput,
        response: { 200: surveyAnsweredResponse },
      },
    },
    async (request) => ({
      type: 'success' as const,
      survey: await answerSurvey(ctx, mount, callerOf(request), request.params.id, request.body),
    }),
  );
}
