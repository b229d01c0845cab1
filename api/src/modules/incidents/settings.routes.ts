/** The desk's settings (incident-management): read by the queue, changed by its managers. */
import type { FastifyInstance } from 'fastify';
import {
  CALENDAR_PATH,
  calendarInput,
  calendarResponse,
  MATRIX_PATH,
  matrixInput,
  matrixResponse,
  SLA_PATH,
  slaTargetsInput,
  slaTargetsResponse,
  SURVEY_QUESTIONS_PATH,
  surveyQuestionsInput,
  surveyQuestionsResponse,
} from '@itam/shared/contracts/incidents';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { incidentAccess as access, INCIDENT_PERMISSIONS as P } from './access';
import * as settings from './settings.service';

const success = 'success' as const;

const view = access(P.matrixView, P.queueView);
const edit = access(P.matrixEdit);

/** The priority matrix and the service levels per priority. */
function registerPriorityRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    MATRIX_PATH,
    { ...view, schema: { response: { 200: matrixResponse } } },
    async (request) => ({
      type: success,
      matrix: await settings.getMatrix(ctx, callerOf(request)),
    }),
  );
  r.put(
    MATRIX_PATH,
    { ...edit, schema: { body: matrixInput, response: { 200: matrixResponse } } },
    async (request) => ({
      type: success,
      matrix: await settings.saveMatrix(ctx, callerOf(request), request.body.matrix),
    }),
  );

  r.get(
    SLA_PATH,
    { ...view, schema: { response: { 200: slaTargetsResponse } } },
    async (request) => ({
      type: success,
      targets: await settings.getTargets(ctx, callerOf(request)),
    }),
  );
  r.put(
    SLA_PATH,
    { ...edit, schema: { body: slaTargetsInput, response: { 200: slaTargetsResponse } } },
    async (request) => ({
      type: success,
      targets: await settings.saveTargets(ctx, callerOf(request), request.body),
    }),
  );
}

/** The working calendar and the survey questions. */
function registerCalendarRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    CALENDAR_PATH,
    { ...view, schema: { response: { 200: calendarResponse } } },
    async (request) => ({
      type: success,
      calendar: await settings.getCalendar(ctx, callerOf(request)),
    }),
  );
  r.put(
    CALENDAR_PATH,
    { ...edit, schema: { body: calendarInput, response: { 200: calendarResponse } } },
    async (request) => ({
      type: success,
      calendar: await settings.saveCalendar(ctx, callerOf(request), request.body),
    }),
  );

  r.get(
    SURVEY_QUESTIONS_PATH,
    { ...view, schema: { response: { 200: surveyQuestionsResponse } } },
    async (request) => ({
      type: success,
      questions: await settings.getQuestions(ctx, callerOf(request).companyId),
    }),
  );
  r.put(
    SURVEY_QUESTIONS_PATH,
    { ...edit, schema: { body: surveyQuestionsInput, response: { 200: surveyQuestionsResponse } } },
    async (request) => ({
      type: success,
      questions: await settings.saveQuestions(ctx, callerOf(request), request.body),
    }),
  );
}

export function registerSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerPriorityRoutes(app, ctx);
  registerCalendarRoutes(app, ctx);
}
