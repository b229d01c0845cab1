/**
 * Employee exits (`on_exit`): start one, the list, one exit in full, the clearance
 * certificate and HR's record of the interview (the signatures: signoff.routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import {
  EXIT_PATHS,
  exitListQuery,
  exitListResponse,
  exitParams,
  exitResponse,
  interviewInput,
  startExitInput,
} from '@itam/shared/contracts/exits';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { access, EXIT_PERMISSIONS as P, EXIT_READERS, exitActorOf } from './access';
import * as exits from './exits.service';
import { idempotent } from '../../platform/idempotency';

const api = (path: string) => `/api${path}`;
const success = { 200: exitResponse };

/** Start an exit, the list, one exit in full. */
function registerExitStartAndReadRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  r.post(
    api(EXIT_PATHS.exits),
    {
      ...idempotent(access(P.start)),
      schema: { body: startExitInput, response: { 201: exitResponse } },
    },
    async (request, reply) => {
      const exit = await exits.start(db, exitActorOf(request), request.body);
      return reply.code(201).send({ type: 'success' as const, exit });
    },
  );

  r.get(
    api(EXIT_PATHS.exits),
    {
      ...access(...EXIT_READERS),
      schema: { querystring: exitListQuery, response: { 200: exitListResponse } },
    },
    async (request) => exits.listExits(db, exitActorOf(request), request.query),
  );

  r.get(
    api(EXIT_PATHS.exit),
    { ...access(...EXIT_READERS), schema: { params: exitParams, response: success } },
    async (request) => ({
      type: 'success' as const,
      exit: await exits.getExit(db, exitActorOf(request), request.params.id),
    }),
  );
}

/** The clearance certificate's download and HR's record of the interview. */
function registerExitDocumentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  r.get(
    api(EXIT_PATHS.certificate),
    { ...access(...EXIT_READERS), schema: { params: exitParams } },
    async (request, reply) => {
      const { companyId } = callerOf(request);
      const pdf = await exits.certificatePdf(db, companyId, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="clearance-certificate.pdf"')
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  r.put(
    api(EXIT_PATHS.interview),
    {
      ...access(P.start, P.responses),
      schema: { params: exitParams, body: interviewInput, response: success },
    },
    async (request) => {
      const actor = exitActorOf(request);
      const exit = await exits.saveInterview(db, actor, request.params.id, request.body.answers);
      return { type: 'success' as const, exit };
    },
  );
}

export function registerExitRecordRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerExitStartAndReadRoutes(app, ctx);
  registerExitDocumentRoutes(app, ctx);
}
