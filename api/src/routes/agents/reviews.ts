/**
 * The review queue: computers whose report matched no asset, or several. An administrator
 * links one to an asset (asset edit) or creates its asset from the report (asset create, the
 * same fields and rules as POST /api/assets, the report filling name, make, model and
 * serial). Either way the report updates the asset and the asset keeps the computer's
 * identifiers, so later reports match on their own.
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AgentReviewList, AgentReviewResolved } from '@itam/shared/contracts';
import { assetCreateSchema, type AgentReport } from '@itam/shared/schemas';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { HttpError, notFound } from '../../platform/http-errors';
import { parseInput } from '../../platform/input';
import { AGENT_PERMISSIONS as P } from '../../services/agents/access';
import { usableSerial } from '../../services/agents/matching';
import { linkComputer, type AgentComputerRef } from '../../services/agents/reports';
import { insertAsset, mapUniqueViolation } from '../../services/asset-write';
import { actorOf, agentAccess, badField, iso } from './helpers';
import { idParamsSchema, linkReviewSchema, reviewListQuerySchema } from './schemas';

export const REVIEW_NOT_FOUND = 'Review not found or already resolved';

interface ReviewRow {
  id: string;
  computer_id: string;
  hostname: string;
  reason: 'unmatched' | 'ambiguous';
  candidates: string[];
  created_at: Date;
  body: AgentReport;
  received_at: Date;
}

export function registerReviewRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/agent-reviews',
    agentAccess(P.computers),
    async (request): Promise<AgentReviewList> => {
      const { companyId } = actorOf(request);
      const query = parseInput(reviewListQuerySchema, request.query, 'query');
      const [rows, total] = await Promise.all([
        sql<ReviewRow>`select r.id, r.computer_id, k.hostname, r.reason, r.candidates, r.created_at,
          p.body, p.received_at
        from agent_reviews r
        join agent_computers k on k.company_id = r.company_id and k.id = r.computer_id
        join agent_reports p on p.company_id = r.company_id and p.id = r.report_id
        where r.company_id = ${companyId} and r.resolved_at is null
        order by r.created_at desc, r.id desc
        limit ${query.limit} offset ${query.pageNumber * query.limit}`.execute(ctx.db),
        sql<{ n: number }>`select count(*)::int as n from agent_reviews
        where company_id = ${companyId} and resolved_at is null`.execute(ctx.db),
      ]);
      const candidateIds = [...new Set(rows.rows.flatMap((r) => r.candidates))];
      const assets = candidateIds.length
        ? await ctx.db
            .selectFrom('assets')
            .select(['id', 'name', 'tag', 'serial_number'])
            .where('company_id', '=', companyId)
            .where('id', 'in', candidateIds)
            .execute()
        : [];
      const byId = new Map(assets.map((a) => [a.id, a]));
      return {
        type: 'success',
        items: rows.rows.map((r) => ({
          _id: r.id,
          computer: { _id: r.computer_id, hostname: r.hostname },
          reason: r.reason,
          candidates: r.candidates.flatMap((id) => {
            const a = byId.get(id);
            return a
              ? [{ _id: a.id, name: a.name, tag: a.tag, serialNumber: a.serial_number }]
              : [];
          }),
          createdAt: iso(r.created_at),
          reportedAt: iso(r.received_at),
          hardware: {
            make: r.body.hardware.make,
            model: r.body.hardware.model,
            serial: r.body.hardware.serial,
            hardwareUuid: r.body.hardware.hardwareUuid,
            macs: r.body.hardware.macs,
          },
        })),
        total: total.rows[0]!.n,
        pageNumber: query.pageNumber,
        limit: query.limit,
      };
    },
  );

  /** The open review and its computer, or 404. */
  async function openReview(companyId: string, id: string) {
    const row = await ctx.db
      .selectFrom('agent_reviews as r')
      .innerJoin('agent_computers as k', (j) =>
        j.onRef('k.company_id', '=', 'r.company_id').onRef('k.id', '=', 'r.computer_id'),
      )
      .innerJoin('agent_reports as p', (j) =>
        j.onRef('p.company_id', '=', 'r.company_id').onRef('p.id', '=', 'r.report_id'),
      )
      .select(['r.id', 'k.id as computer_id', 'k.enrolled_by', 'k.hostname', 'p.body'])
      .where('r.company_id', '=', companyId)
      .where('r.id', '=', id)
      .where('r.resolved_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw notFound(REVIEW_NOT_FOUND);
    const computer: AgentComputerRef = {
      id: row.computer_id,
      companyId,
      assetId: null,
      enrolledBy: row.enrolled_by,
    };
    return { computer, hostname: row.hostname, report: row.body as AgentReport };
  }

  /**
   * Runs `write` in one transaction with the review re-checked open under lock (404 once
   * resolved), then links the computer to the asset `write` answers: concurrent calls for
   * one review wait for the first, then find it resolved and write nothing. A unique
   * violation is a serial number taken meanwhile (400 serialNumber) or another resolution
   * (409).
   */
  async function resolve(
    request: FastifyRequest,
    reviewId: string,
    how: 'linked' | 'created',
    write: (trx: Kysely<DB>) => Promise<string>,
  ): Promise<AgentReviewResolved> {
    const { companyId, userId } = actorOf(request);
    const { computer } = await openReview(companyId, reviewId);
    const assetId = await ctx.db
      .transaction()
      .execute(async (trx) => {
        const still = await trx
          .selectFrom('agent_reviews')
          .select('id')
          .where('company_id', '=', companyId)
          .where('id', '=', reviewId)
          .where('resolved_at', 'is', null)
          .forUpdate()
          .executeTakeFirst();
        if (!still) throw notFound(REVIEW_NOT_FOUND);
        const id = await write(trx);
        await linkComputer(trx, { ...computer, enrolledBy: userId }, id, reviewId, userId, how);
        return id;
      })
      .catch((err: unknown) =>
        mapUniqueViolation(
          err,
          () => new HttpError(409, 'This review was resolved by another request meanwhile'),
        ),
      );
    return { type: 'success', reviewId, computerId: computer.id, assetId };
  }

  app.post('/api/agent-reviews/:id/link', agentAccess(P.assetEdit), async (request) => {
    const { companyId } = actorOf(request);
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const { assetId } = parseInput(linkReviewSchema, request.body, 'body');
    const asset = await ctx.db
      .selectFrom('assets')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', '=', assetId)
      .executeTakeFirst();
    if (!asset) throw badField('assetId', 'Not found in your company');
    return resolve(request, id, 'linked', () => Promise.resolve(assetId));
  });

  app.post(
    '/api/agent-reviews/:id/create-asset',
    agentAccess(P.assetCreate),
    async (request, reply) => {
      const { companyId, userId } = actorOf(request);
      const { id } = parseInput(idParamsSchema, request.params, 'params');
      const { hostname, report } = await openReview(companyId, id);
      const given = (request.body ?? {}) as Record<string, unknown>;
      if (typeof given !== 'object' || Array.isArray(given))
        throw badField('body', 'Expected an object');
      const input = parseInput(
        assetCreateSchema,
        {
          name: hostname.slice(0, 200),
          make: report.hardware.make,
          model: report.hardware.model,
          serialNumber: usableSerial(report.hardware.serial),
          ...given,
        },
        'body',
      );
      const resolved = await resolve(request, id, 'created', (trx) =>
        insertAsset(trx, { companyId, userId }, input),
      );
      return reply.code(201).send(resolved);
    },
  );
}
