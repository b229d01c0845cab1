/**
 * Pre-employee onboarding (`on_exit`, module asset-management), the reverse of an exit: a
 * joiner's checklist that reserves in-stock assets for the joining date, and "start day one"
 * (POST /api/onboardings/:id/start), which assigns every reserved asset to the joiner
 * through the asset lifecycle, dated the joining day. Day one is an explicit call, not a
 * side effect of reading: a read never changes assets, and whoever welcomes the joiner
 * confirms the hand-over (it is refused before the joining date).
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { reservationsOf, reservedConflict } from '../../services/asset-reservations';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import type { ChecklistEntry } from '../../db/schema-exits';
import { notFound } from '../../platform/http-errors';
import { parseInput } from '../../platform/input';
import { lockAssetRows } from '../../services/asset-detail';
import { assertEmployee, assignAsset } from '../../services/asset-lifecycle';
import { EXIT_PERMISSIONS as P } from '../../services/exits/access';
import { badField, companyToday, conflict, exitAccess, exitActorOf, iso } from './helpers';
import { exitIdParamsSchema, onboardingListQuerySchema, startOnboardingSchema } from './schemas';

export const ONBOARDING_NOT_FOUND = 'Onboarding not found';

export const DEFAULT_ONBOARDING_CHECKLIST: ChecklistEntry[] = [
  { key: 'accounts', label: 'Accounts and email created' },
  { key: 'assets', label: 'Reserved assets handed over' },
  { key: 'id_card', label: 'ID and access cards issued' },
];

interface OnboardingRow {
  id: string;
  employee_id: string;
  employee_code: string;
  employee_name: string;
  joining_date: string;
  checklist: ChecklistEntry[];
  status: 'reserved' | 'started';
  started_at: Date | null;
  created_at: Date;
}

const ONBOARDING_SELECT = sql`select o.id, o.employee_id, e.code as employee_code,
    e.name as employee_name, to_char(o.joining_date, 'YYYY-MM-DD') as joining_date, o.checklist,
    o.status, o.started_at, o.created_at
  from onboardings o join employees e on e.company_id = o.company_id and e.id = o.employee_id`;

async function assetsOf(db: Kysely<DB>, companyId: string, ids: string[]) {
  if (!ids.length) return [];
  const result = await sql<{
    onboarding_id: string;
    asset_id: string;
    name: string;
    tag: string | null;
    state: string;
    assigned_at: Date | null;
  }>`select oa.onboarding_id, oa.asset_id, a.name, a.tag, a.state, oa.assigned_at
    from onboarding_assets oa join assets a on a.company_id = oa.company_id and a.id = oa.asset_id
    where oa.company_id = ${companyId} and oa.onboarding_id = any(${ids}::uuid[])
    order by a.name, a.id`.execute(db);
  return result.rows;
}

function toOnboarding(
  row: OnboardingRow,
  assets: Awaited<ReturnType<typeof assetsOf>>,
  today: string,
) {
  return {
    _id: row.id,
    employee: { _id: row.employee_id, id: row.employee_code, name: row.employee_name },
    joiningDate: row.joining_date,
    checklist: row.checklist,
    status: row.status,
    /** The joining day has come and the assets are still to be handed over. */
    due: row.status === 'reserved' && today >= row.joining_date,
    startedAt: iso(row.started_at),
    createdAt: iso(row.created_at)!,
    assets: assets
      .filter((a) => a.onboarding_id === row.id)
      .map((a) => ({
        _id: a.asset_id,
        name: a.name,
        tag: a.tag,
        state: a.state,
        assignedAt: iso(a.assigned_at),
      })),
  };
}

async function onboardingDetail(db: Kysely<DB>, companyId: string, id: string) {
  const result = await sql<OnboardingRow>`${ONBOARDING_SELECT}
    where o.company_id = ${companyId} and o.id = ${id}`.execute(db);
  const row = result.rows[0];
  if (!row) throw notFound(ONBOARDING_NOT_FOUND);
  const [assets, today] = await Promise.all([
    assetsOf(db, companyId, [id]),
    companyToday(db, companyId),
  ]);
  return toOnboarding(row, assets, today);
}

export function registerOnboardingRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/onboardings', exitAccess(P.start), async (request, reply) => {
    const actor = exitActorOf(request);
    const input = parseInput(startOnboardingSchema, request.body, 'body');
    const ids = [...new Set(input.assetIds)];
    const id = await ctx.db.transaction().execute(async (trx) => {
      await assertEmployee(trx, actor.companyId, input.employeeId);
      const rows = await lockAssetRows(trx, actor.companyId, ids);
      const byId = new Map(rows.map((r) => [r.id, r]));
      // Set aside already, for another joiner or a shop order: refused.
      const taken = await reservationsOf(trx, actor.companyId, ids);
      ids.forEach((assetId, i) => {
        const row = byId.get(assetId);
        if (!row) throw badField(`assetIds.${i}`, 'No such asset');
        if (row.state !== 'IN_INVENTORY')
          throw conflict(`${row.name} is not in stock (${row.state})`, `assetIds.${i}`);
        const reservation = taken.get(assetId);
        if (reservation) throw reservedConflict(row.name, reservation, `assetIds.${i}`);
      });
      const open = await trx
        .selectFrom('onboardings')
        .select('id')
        .where('company_id', '=', actor.companyId)
        .where('employee_id', '=', input.employeeId)
        .where('status', '=', 'reserved')
        .executeTakeFirst();
      if (open) throw conflict('This joiner already has an onboarding in progress', 'employeeId');
      const created = await trx
        .insertInto('onboardings')
        .values({
          company_id: actor.companyId,
          employee_id: input.employeeId,
          joining_date: input.joiningDate,
          checklist: JSON.stringify(input.checklist ?? DEFAULT_ONBOARDING_CHECKLIST),
          created_by: actor.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('onboarding_assets')
        .values(
          ids.map((assetId) => ({
            onboarding_id: created.id,
            company_id: actor.companyId,
            asset_id: assetId,
          })),
        )
        .execute();
      return created.id;
    });
    return reply
      .code(201)
      .send({ type: 'success', onboarding: await onboardingDetail(ctx.db, actor.companyId, id) });
  });

  app.get('/api/onboardings', exitAccess(P.view, P.start), async (request) => {
    const { companyId } = exitActorOf(request);
    const query = parseInput(onboardingListQuerySchema, request.query, 'query');
    const status = query.status ? sql`and o.status = ${query.status}` : sql``;
    const [rows, total, today] = await Promise.all([
      sql<OnboardingRow>`${ONBOARDING_SELECT} where o.company_id = ${companyId} ${status}
        order by o.joining_date desc, o.id desc
        limit ${query.limit} offset ${query.pageNumber * query.limit}`.execute(ctx.db),
      sql<{
        n: number;
      }>`select count(*)::int as n from onboardings o where o.company_id = ${companyId} ${status}`.execute(
        ctx.db,
      ),
      companyToday(ctx.db, companyId),
    ]);
    const assets = await assetsOf(
      ctx.db,
      companyId,
      rows.rows.map((r) => r.id),
    );
    return {
      type: 'success',
      onboardings: rows.rows.map((r) => toOnboarding(r, assets, today)),
      total: total.rows[0]!.n,
      pageNumber: query.pageNumber,
      limit: query.limit,
    };
  });

  app.get('/api/onboardings/:id', exitAccess(P.view, P.start), async (request) => {
    const { companyId } = exitActorOf(request);
    const { id } = parseInput(exitIdParamsSchema, request.params, 'params');
    return { type: 'success', onboarding: await onboardingDetail(ctx.db, companyId, id) };
  });

  app.post('/api/onboardings/:id/start', exitAccess(P.start), async (request) => {
    const actor = exitActorOf(request);
    const { id } = parseInput(exitIdParamsSchema, request.params, 'params');
    await ctx.db.transaction().execute(async (trx) => {
      const onboarding = await trx
        .selectFrom('onboardings')
        .select([
          'id',
          'employee_id',
          'status',
          sql<string>`to_char(joining_date, 'YYYY-MM-DD')`.as('joining_date'),
        ])
        .where('company_id', '=', actor.companyId)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!onboarding) throw notFound(ONBOARDING_NOT_FOUND);
      if (onboarding.status === 'started') throw conflict('Day one has already started');
      const today = await companyToday(trx, actor.companyId);
      if (today < onboarding.joining_date)
        throw conflict(`Day one is ${onboarding.joining_date}`, 'joiningDate');
      const reserved = await trx
        .selectFrom('onboarding_assets')
        .select('asset_id')
        .where('company_id', '=', actor.companyId)
        .where('onboarding_id', '=', id)
        .execute();
      const rows = await lockAssetRows(
        trx,
        actor.companyId,
        reserved.map((r) => r.asset_id),
      );
      for (const row of rows) {
        if (row.state !== 'IN_INVENTORY')
          throw conflict(`${row.name} is no longer in stock (${row.state})`, 'assetIds');
        await assignAsset(
          trx,
          { companyId: actor.companyId, userId: actor.userId },
          row,
          {
            employeeId: onboarding.employee_id,
            date: onboarding.joining_date,
            note: 'Onboarding: day one',
          },
          { fulfilsReservation: true },
        );
      }
      const now = new Date();
      await trx
        .updateTable('onboarding_assets')
        .set({ assigned_at: now })
        .where('company_id', '=', actor.companyId)
        .where('onboarding_id', '=', id)
        .execute();
      await trx
        .updateTable('onboardings')
        .set({ status: 'started', started_at: now })
        .where('company_id', '=', actor.companyId)
        .where('id', '=', id)
        .execute();
    });
    return { type: 'success', onboarding: await onboardingDetail(ctx.db, actor.companyId, id) };
  });
}
