/** The company's questionnaires' routes: list, the standard one, one, create, edit, delete. */
import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_QUESTIONNAIRE_ROUTE,
  okResponse,
  QUESTIONNAIRE_ROUTE,
  QUESTIONNAIRES_ROUTE,
  questionnaireInput,
  questionnaireListResponse,
  questionnaireResponse,
  vendorIdParams,
} from '@itam/shared/contracts/vendors';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { access, P } from './access';
import * as questionnaires from './questionnaires.service';
import { idempotent } from '../../platform/idempotency';

export function registerQuestionnaireRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerQuestionnaireWrites(app, ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = access(P.questionnaireView, P.vendorCreate);
  const one = { params: vendorIdParams, response: { 200: questionnaireResponse } };

  r.get(
    QUESTIONNAIRES_ROUTE,
    { ...read, schema: { response: { 200: questionnaireListResponse } } },
    async (request) => ({
      type: 'success' as const,
      questionnaires: await questionnaires.listQuestionnaires(ctx, callerOf(request).companyId),
    }),
  );

  r.get(
    DEFAULT_QUESTIONNAIRE_ROUTE,
    { ...read, schema: { response: { 200: questionnaireResponse } } },
    async (request) => ({
      type: 'success' as const,
      questionnaire: await questionnaires.defaultQuestionnaire(ctx, callerOf(request).companyId),
    }),
  );

  r.get(QUESTIONNAIRE_ROUTE, { ...read, schema: one }, async (request) => ({
    type: 'success' as const,
    questionnaire: await questionnaires.findQuestionnaire(
      ctx,
      callerOf(request).companyId,
      request.params.id,
    ),
  }));
}

function registerQuestionnaireWrites(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const edit = access(P.questionnaireEdit);
  const one = { params: vendorIdParams, response: { 200: questionnaireResponse } };

  r.post(
    QUESTIONNAIRES_ROUTE,
    {
      ...idempotent(edit),
      schema: { body: questionnaireInput, response: { 201: questionnaireResponse } },
    },
    async (request, reply) => {
      const questionnaire = await questionnaires.createQuestionnaire(
        ctx,
        callerOf(request),
        request.body,
      );
      reply.code(201);
      return { type: 'success' as const, questionnaire };
    },
  );

  r.put(
    QUESTIONNAIRE_ROUTE,
    { ...edit, schema: { ...one, body: questionnaireInput } },
    async (request) => ({
      type: 'success' as const,
      questionnaire: await questionnaires.updateQuestionnaire(
        ctx,
        callerOf(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  r.delete(
    QUESTIONNAIRE_ROUTE,
    { ...edit, schema: { params: vendorIdParams, response: { 200: okResponse } } },
    async (request) => {
      await questionnaires.deleteQuestionnaire(ctx, callerOf(request), request.params.id);
      return { type: 'success' as const };
    },
  );
}
