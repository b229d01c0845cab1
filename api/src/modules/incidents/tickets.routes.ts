/**
 * The tickets: raise, list (the agents' queue, or the caller's own), read (with the
 * conversation, attachments, history and SLA state), change, move through the lifecycle,
 * assign (one or many), reply or note. Registered once per mount (mounts.ts).
 */
import type { FastifyInstance } from 'fastify';
import {
  assignInput,
  bulkAssignInput,
  bulkAssignResponse,
  createRequestInput,
  createTicketInput,
  idParams,
  messageInput,
  ticketListQuery,
  ticketNumberParams,
  ticketPageResponse,
  ticketResponse,
  transitionInput,
  updateTicketInput,
} from '@itam/shared/contracts/incidents';
import type { AppContext } from '../../context';
import { callerOf } from '../../platform/access';
import type { ZodTypeProvider } from '../../platform/zod-provider';
import { INCIDENT_PERMISSIONS as P } from './access';
import type { TicketMount } from './mounts';
import { assignTicket, bulkAssign } from './ticket-assign.service';
import { listTickets } from './ticket-list.service';
import { replyToTicket, transitionTicket } from './ticket-workflow.service';
import {
  getTicket,
  raiseIncident,
  raiseRequest,
  ticketByNumber,
  updateTicket,
} from './tickets.service';
import { idempotent } from '../../platform/idempotency';

const success = 'success' as const;

/** POST prefix: an incident (or feedback) at the desk's mount, a service request at it-services'. */
function registerCreateRoute(app: FastifyInstance, ctx: AppContext, mount: TicketMount): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const create = mount.access(P.ticketCreate);
  const response = { 201: ticketResponse };
  if (mount.creates === 'service_request')
    r.post(
      mount.prefix,
      { ...idempotent(create), schema: { body: createRequestInput, response } },
      async (request, reply) => {
        const ticket = await raiseRequest(ctx, mount, callerOf(request), request.body);
        reply.code(201);
        return { type: success, ticket };
      },
    );
  else
    r.post(
      mount.prefix,
      { ...idempotent(create), schema: { body: createTicketInput, response } },
      async (request, reply) => {
        const ticket = await raiseIncident(ctx, mount, callerOf(request), request.body);
        reply.code(201);
        return { type: success, ticket };
      },
    );
}

function registerReadRoutes(app: FastifyInstance, ctx: AppContext, mount: TicketMount): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { prefix } = mount;
  const view = mount.access(P.ticketView);
  const one = { 200: ticketResponse };

  r.get(
    prefix,
    { ...view, schema: { querystring: ticketListQuery, response: { 200: ticketPageResponse } } },
    async (request) => listTickets(ctx, mount, callerOf(request), request.query),
  );

  // A ticket by its number (`INC-000123`): the queue's search and a typed address open it.
  r.get(
    `${prefix}/by-number/:number`,
    { ...view, schema: { params: ticketNumberParams, response: one } },
    async (request) => ({
      type: success,
      ticket: await ticketByNumber(ctx, mount, callerOf(request), request.params.number),
    }),
  );

  r.get(
    `${prefix}/:id`,
    { ...view, schema: { params: idParams, response: one } },
    async (request) => ({
      type: success,
      ticket: await getTicket(ctx, mount, callerOf(request), request.params.id),
    }),
  );
}

function registerChangeRoutes(app: FastifyInstance, ctx: AppContext, mount: TicketMount): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { prefix } = mount;
  const view = mount.access(P.ticketView);
  const one = { 200: ticketResponse };

  r.patch(
    `${prefix}/:id`,
    {
      ...mount.access(P.ticketEdit),
      schema: { params: idParams, body: updateTicketInput, response: one },
    },
    async (request) => ({
      type: success,
      ticket: await updateTicket(ctx, mount, callerOf(request), request.params.id, request.body),
    }),
  );

  r.post(
    `${prefix}/:id/transition`,
    { ...view, schema: { params: idParams, body: transitionInput, response: one } },
    async (request) => ({
      type: success,
      ticket: await transitionTicket(
        ctx,
        mount,
        callerOf(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  r.post(
    `${prefix}/:id/messages`,
    {
      ...idempotent(view),
      schema: { params: idParams, body: messageInput, response: { 201: ticketResponse } },
    },
    async (request, reply) => {
      const ticket = await replyToTicket(
        ctx,
        mount,
        callerOf(request),
        request.params.id,
        request.body,
      );
      reply.code(201);
      return { type: success, ticket };
    },
  );
}

function registerAssignRoutes(app: FastifyInstance, ctx: AppContext, mount: TicketMount): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { prefix } = mount;
  const assign = mount.access(P.assign);
  const one = { 200: ticketResponse };

  r.post(
    `${prefix}/:id/assign`,
    { ...assign, schema: { params: idParams, body: assignInput, response: one } },
    async (request) => ({
      type: success,
      ticket: await assignTicket(
        ctx,
        mount,
        callerOf(request),
        request.params.id,
        request.body.assigneeId,
      ),
    }),
  );

  if (mount.creates === 'incident')
    r.post(
      `${prefix}/assign`,
      { ...assign, schema: { body: bulkAssignInput, response: { 200: bulkAssignResponse } } },
      async (request) => {
        const { ids, assigneeId } = request.body;
        const result = await bulkAssign(ctx, mount, callerOf(request), ids, assigneeId);
        return { type: success, ...result };
      },
    );
}

export function registerTicketRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  mount: TicketMount,
): void {
  registerCreateRoute(app, ctx, mount);
  registerReadRoutes(app, ctx, mount);
  registerChangeRoutes(app, ctx, mount);
  registerAssignRoutes(app, ctx, mount);
}
