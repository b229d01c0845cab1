/** The leaving employee's own exit and interview: any signed-in user of a company with the exit screens. */
import type { FastifyInstance } from 'fastify';
import {
  exitParams,
  interviewInput,
  OWN_EXIT_PATHS,
  ownExitResponse,
  ownInterviewResponse,
} from '@itam/shared/contracts/exits';
import type { AppContext } from '../../context';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { ownAccess, ownCallerOf } from './access';
import { answerOwnInterview, ownExit } from './own-exit.service';

const api = (path: string) => `/api${path}`;

export function registerOwnExitRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  r.get(
    api(OWN_EXIT_PATHS.mine),
    { ...ownAccess(), schema: { response: { 200: ownExitResponse } } },
    async (request) => ({
      type: 'success' as const,
      exit: await ownExit(db, ownCallerOf(request)),
    }),
  );

  r.put(
    api(OWN_EXIT_PATHS.interview),
    {
      ...ownAccess(),
      schema: { params: exitParams, body: interviewInput, response: { 200: ownInterviewResponse } },
    },
    async (request) => {
      const caller = ownCallerOf(request);
      const { id } = request.params;
      const exit = await answerOwnInterview(db, caller, id, request.body.answers);
      return { type: 'success' as const, exit };
    },
  );
}
