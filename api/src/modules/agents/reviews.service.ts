/**
 * The review queue: computers whose report matched no asset, or several. An administrator
 * links one to an asset (asset edit) or creates its asset from the report (asset create, the
 * same fields and rules as POST /api/assets, the report filling name, make, model and
 * serial). Either way the report updates the asset and the asset keeps the computer's
 * identifiers, so later reports match on their own.
 */
import { sql, type Kysely } from 'kysely';
import type { AgentReviewList, AgentReviewResolved } from '@itam/shared/contracts/agents';
import type { AgentReport } from '@itam/shared/contracts/agents';
import { assetCreateSchema } from '@itam/shared/schemas';
import type { DB } from '../../db/schema';
import type { Caller } from '../../platform/access';
import { badField, conflict, notFound } from '../../platform/http-errors';
import { parseInput } from '../../platform/input';
import { insertAsset, mapUniqueViolation } from '../assets/write.service';
import { iso } from '../../platform/wire';
import { usableSerial } from './matching.service';
import { linkComputer, type AgentComputerRef } from './reports.service';

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

/** The open reviews, newest first, with the assets an ambiguous report matched. */
export async function listReviews(
  db: Kysely<DB>,
  companyId: string,
  query: { limit: number; pageNumber: number },
): Promise<AgentReviewList> {
  const [rows, total] = await Promise.all([
    sql<ReviewRow>`select r.id, r.computer_id, k.hostname, r.reason, r.candidates, r.created_at,
      p.body, p.received_at
    from agent_reviews r
    join agent_computers k on k.company_id = r.company_id and k.id = r.computer_id
    join agent_reports p on p.company_id = r.company_id and p.id = r.report_id
    where r.company_id = ${companyId} and r.resolved_at is null
    order by r.created_at desc, r.id desc
    limit ${query.limit} offset ${query.pageNumber * query.limit}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from agent_reviews
    where company_id = ${companyId} and resolved_at is null`.execute(db),
  ]);
  const candidateIds = [...new Set(rows.rows.flatMap((r) => r.candidates))];
  const assets = candidateIds.length
    ? await db
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
        return a ? [{ _id: a.id, name: a.name, tag: a.tag, serialNumber: a.serial_number }] : [];
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
}

async function openReview(db: Kysely<DB>, companyId: string, id: string) {
  const row = await db
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
  db: Kysely<DB>,
  caller: Caller,
  reviewId: string,
  how: 'linked' | 'created',
  write: (trx: Kysely<DB>) => Promise<string>,
): Promise<AgentReviewResolved> {
  const { companyId, userId } = caller;
  const { computer } = await openReview(db, companyId, reviewId);
  const assetId = await db
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
      mapUniqueViolation(err, () =>
        conflict('This review was resolved by another request meanwhile'),
      ),
    );
  return { type: 'success', reviewId, computerId: computer.id, assetId };
}

/** Links the review's computer to an asset of the company (400 naming assetId otherwise). */
export async function linkReview(db: Kysely<DB>, caller: Caller, id: string, assetId: string) {
  const asset = await db
    .selectFrom('assets')
    .select('id')
    .where('company_id', '=', caller.companyId)
    .where('id', '=', assetId)
    .executeTakeFirst();
  if (!asset) throw badField('assetId', 'Not found in your company');
  return resolve(db, caller, id, 'linked', () => Promise.resolve(assetId));
}

/**
 * Creates the review's asset from its report: the fields given override the report's name
 * (the host name), make, model and serial, under the rules of POST /api/assets.
 */
export async function createAssetFromReview(
  db: Kysely<DB>,
  caller: Caller,
  id: string,
  body: unknown,
) {
  const { hostname, report } = await openReview(db, caller.companyId, id);
  const given = (body ?? {}) as Record<string, unknown>;
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
  return resolve(db, caller, id, 'created', (trx) =>
    insertAsset(trx, { companyId: caller.companyId, userId: caller.userId }, input),
  );
}
