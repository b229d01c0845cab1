/**
 * The desk's settings (priority matrix, service levels, working calendar, survey questions,
 * the service request catalogue), the assets a ticket may be about, an asset's tickets, and
 * the managers' reports.
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { notFound } from '../../platform/http-errors';
import { parseInput } from '../../platform/input';
import { INCIDENT_PERMISSIONS as P } from '../../services/incidents/access';
import { LEVELS, type Level } from '../../services/incidents/matrix';
import {
  loadDeskSettings,
  saveDeskSettings,
  type DeskSettings,
} from '../../services/incidents/settings';
import { isTimeZone, type SlaTarget } from '../../services/incidents/sla-clock';
import {
  refreshSla,
  SUMMARY_COLUMNS,
  toTicketSummary,
  BREACHED,
  type TicketSummaryRow,
} from '../../services/incidents/tickets';
import {
  badField,
  deskAccess,
  deskActorOf,
  idOf,
  INCIDENT_MODULE,
  SERVICES_MODULE,
  selectAgents,
} from './helpers';
import {
  assetSearchSchema,
  calendarSchema,
  matrixSchema,
  requestTypesSchema,
  slaTargetsSchema,
  surveyQuestionsSchema,
} from './schemas';
import { activeQuestions } from './surveys';

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const minutesOf = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));

const targetsList = (s: DeskSettings) =>
  LEVELS.map((priority) => ({ priority, ...s.targets[priority] }));

const calendarOf = (s: DeskSettings) => ({
  timeZone: s.calendar.timeZone,
  workDays: [...s.calendar.workDays],
  workStart: hhmm(s.calendar.workStart),
  workEnd: hhmm(s.calendar.workEnd),
  holidays: s.holidays,
});

/** Every open ticket's SLA columns again, after the targets or the calendar changed. */
async function refreshOpenTickets(trx: Kysely<DB>, companyId: string): Promise<void> {
  const settings = await loadDeskSettings(trx, companyId);
  const open = await trx
    .selectFrom('tickets')
    .select('id')
    .where('company_id', '=', companyId)
    .where('status', 'not in', ['resolved', 'closed'])
    .execute();
  const now = new Date();
  for (let i = 0; i < open.length; i += 500)
    await refreshSla(
      trx,
      companyId,
      open.slice(i, i + 500).map((t) => t.id),
      settings,
      now,
    );
}

export function registerDeskRoutes(app: FastifyInstance, ctx: AppContext): void {
  const settingsView = deskAccess(INCIDENT_MODULE, P.matrixView, P.queueView);
  const settingsEdit = deskAccess(INCIDENT_MODULE, P.matrixEdit);

  const audit = (
    trx: Kysely<DB>,
    actor: { companyId: string; userId: string },
    what: string,
    before: unknown,
    after: unknown,
  ) =>
    trx
      .insertInto('activity_log')
      .values({
        company_id: actor.companyId,
        actor_user_id: actor.userId,
        entity_type: 'incident_settings',
        entity_id: null,
        action: 'update',
        before: JSON.stringify({ what, value: before }),
        after: JSON.stringify({ what, value: after }),
      })
      .execute();

  app.get('/api/incidents/settings/matrix', settingsView, async (request) => {
    const s = await loadDeskSettings(ctx.db, deskActorOf(request).companyId);
    return { type: 'success', matrix: s.matrix };
  });

  app.put('/api/incidents/settings/matrix', settingsEdit, async (request) => {
    const actor = deskActorOf(request);
    const body = parseInput(matrixSchema, request.body, 'body');
    await ctx.db.transaction().execute(async (trx) => {
      const s = await loadDeskSettings(trx, actor.companyId);
      await saveDeskSettings(trx, actor.companyId, s, { matrix: body.matrix as Level[][] });
      await audit(trx, actor, 'matrix', s.matrix, body.matrix);
    });
    return { type: 'success', matrix: body.matrix };
  });

  app.get('/api/incidents/settings/sla', settingsView, async (request) => {
    const s = await loadDeskSettings(ctx.db, deskActorOf(request).companyId);
    return { type: 'success', targets: targetsList(s) };
  });

  app.put('/api/incidents/settings/sla', settingsEdit, async (request) => {
    const actor = deskActorOf(request);
    const body = parseInput(slaTargetsSchema, request.body, 'body');
    const targets = {} as Record<Level, SlaTarget>;
    for (const t of body.targets) {
      if (t.firstResponseMinutes > t.resolutionMinutes)
        throw badField(
          `targets.${body.targets.indexOf(t)}.firstResponseMinutes`,
          'Must not be longer than the resolution target',
        );
      targets[t.priority as Level] = {
        firstResponseMinutes: t.firstResponseMinutes,
        resolutionMinutes: t.resolutionMinutes,
      };
    }
    const saved = await ctx.db.transaction().execute(async (trx) => {
      const s = await loadDeskSettings(trx, actor.companyId);
      await saveDeskSettings(trx, actor.companyId, s, { targets });
      await audit(trx, actor, 'sla', targetsList(s), body.targets);
      // The clock logs stay: open tickets keep their spent time against the new targets.
      await refreshOpenTickets(trx, actor.companyId);
      return loadDeskSettings(trx, actor.companyId);
    });
    return { type: 'success', targets: targetsList(saved) };
  });

  app.get('/api/incidents/settings/calendar', settingsView, async (request) => {
    const s = await loadDeskSettings(ctx.db, deskActorOf(request).companyId);
    return { type: 'success', calendar: calendarOf(s) };
  });

  app.put('/api/incidents/settings/calendar', settingsEdit, async (request) => {
    const actor = deskActorOf(request);
    const body = parseInput(calendarSchema, request.body, 'body');
    const workStart = minutesOf(body.workStart);
    const workEnd = minutesOf(body.workEnd);
    if (workEnd <= workStart) throw badField('workEnd', 'Must be after the start of the day');
    const saved = await ctx.db.transaction().execute(async (trx) => {
      const s = await loadDeskSettings(trx, actor.companyId);
      if (!isTimeZone(s.calendar.timeZone))
        throw badField(
          'timeZone',
          'The company time zone is not known: fix it in the company profile',
        );
      // A new holiday before the company's today would rewrite time already counted; the
      // ones kept from before stay as they are.
      const today = new Intl.DateTimeFormat('en-CA', {
        timeZone: s.calendar.timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(new Date());
      const kept = new Set(s.holidays.map((h) => h.date));
      body.holidays.forEach((h, i) => {
        if (h.date < today && !kept.has(h.date))
          throw badField(
            `holidays.${i}.date`,
            `${h.date} is in the past: a new holiday must be today or later`,
          );
      });
      await saveDeskSettings(trx, actor.companyId, s, {
        workDays: [...body.workDays].sort(),
        workStart,
        workEnd,
      });
      await trx.deleteFrom('incident_holidays').where('company_id', '=', actor.companyId).execute();
      if (body.holidays.length)
        await trx
          .insertInto('incident_holidays')
          .values(
            body.holidays.map((h) => ({ company_id: actor.companyId, day: h.date, name: h.name })),
          )
          .execute();
      await audit(trx, actor, 'calendar', calendarOf(s), body);
      await refreshOpenTickets(trx, actor.companyId);
      return loadDeskSettings(trx, actor.companyId);
    });
    return { type: 'success', calendar: calendarOf(saved) };
  });

  app.get('/api/incidents/settings/survey-questions', settingsView, async (request) => {
    const questions = await activeQuestions(ctx.db, deskActorOf(request).companyId);
    return {
      type: 'success',
      questions: questions.map((q) => ({ _id: q.id, text: q.text, kind: q.kind })),
    };
  });

  app.put('/api/incidents/settings/survey-questions', settingsEdit, async (request) => {
    const actor = deskActorOf(request);
    const body = parseInput(surveyQuestionsSchema, request.body, 'body');
    await ctx.db.transaction().execute(async (trx) => {
      const before = await activeQuestions(trx, actor.companyId);
      // Answers keep the text they were given to, so old questions simply retire.
      await trx
        .updateTable('survey_questions')
        .set({ active: false })
        .where('company_id', '=', actor.companyId)
        .execute();
      if (body.questions.length)
        await trx
          .insertInto('survey_questions')
          .values(
            body.questions.map((q, position) => ({
              company_id: actor.companyId,
              position,
              text: q.text,
              kind: q.kind,
            })),
          )
          .execute();
      await audit(
        trx,
        actor,
        'survey-questions',
        before.map((q) => q.text),
        body.questions.map((q) => q.text),
      );
    });
    const questions = await activeQuestions(ctx.db, actor.companyId);
    return {
      type: 'success',
      questions: questions.map((q) => ({ _id: q.id, text: q.text, kind: q.kind })),
    };
  });

  // ---- the service request catalogue (it-services) --------------------------------------

  const selectTypes = (db: Kysely<DB>, companyId: string, all: boolean) => {
    let q = db
      .selectFrom('ticket_request_types')
      .select(['id', 'key', 'name', 'description', 'fields', 'active'])
      .where('company_id', '=', companyId);
    if (!all) q = q.where('active', '=', true);
    return q.orderBy('position').orderBy('name').execute();
  };
  const toType = (r: Awaited<ReturnType<typeof selectTypes>>[number]) => ({
    _id: r.id,
    key: r.key,
    name: r.name,
    description: r.description,
    fields: r.fields,
    active: r.active,
  });

  app.get(
    '/api/incidents/request-types',
    deskAccess(SERVICES_MODULE, P.ticketCreate, P.ticketView),
    async (request) => {
      const actor = deskActorOf(request);
      return {
        type: 'success',
        types: (await selectTypes(ctx.db, actor.companyId, actor.agent)).map(toType),
      };
    },
  );

  app.put(
    '/api/incidents/request-types',
    deskAccess(SERVICES_MODULE, P.matrixEdit),
    async (request) => {
      const actor = deskActorOf(request);
      const body = parseInput(requestTypesSchema, request.body, 'body');
      await ctx.db.transaction().execute(async (trx) => {
        const keys = body.types.map((t) => t.key);
        // A type left out is retired (its tickets keep it), never deleted.
        await trx
          .updateTable('ticket_request_types')
          .set({ active: false })
          .where('company_id', '=', actor.companyId)
          .$if(keys.length > 0, (q) => q.where('key', 'not in', keys))
          .execute();
        for (const [position, t] of body.types.entries()) {
          const values = {
            name: t.name,
            description: t.description ?? null,
            fields: JSON.stringify(t.fields),
            active: t.active,
            position,
          };
          await trx
            .insertInto('ticket_request_types')
            .values({ company_id: actor.companyId, key: t.key, ...values })
            .onConflict((oc) => oc.columns(['company_id', 'key']).doUpdateSet(values))
            .execute();
        }
        await audit(trx, actor, 'request-types', null, keys);
      });
      return {
        type: 'success',
        types: (await selectTypes(ctx.db, actor.companyId, true)).map(toType),
      };
    },
  );

  // ---- agents ------------------------------------------------------------------------------

  // Who a ticket can be assigned to (the queue's assignee filter and pickers): the company's
  // active users whose role works tickets, never another company's.
  app.get(
    '/api/incidents/agents',
    deskAccess(INCIDENT_MODULE, P.queueView, P.assign),
    async (request) => {
      const { companyId } = deskActorOf(request);
      const agents = await selectAgents(ctx.db, companyId);
      return {
        type: 'success',
        agents: agents.map((a) => ({ _id: a.id, name: a.name, email: a.email })),
      };
    },
  );

  // ---- assets -------------------------------------------------------------------------------

  // The caller's own assets first, then any by tag, serial or name: for an incident and, under
  // the requests path, for a service request of a company with it-services only.
  const suggestAssets = async (request: FastifyRequest) => {
    const actor = deskActorOf(request);
    const q = parseInput(assetSearchSchema, request.query, 'query');
    const pattern = q.search
      ? `%${q.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      : null;
    // The caller's own assets (held by the employee with their email) first, then any by tag or serial.
    const rows = await sql<{
      id: string;
      name: string;
      tag: string | null;
      serial_number: string | null;
      state: string;
      make: string | null;
      model: string | null;
      mine: boolean;
      open_tickets: number;
    }>`with me as (select e.id from employees e join users u on u.company_id = e.company_id
            and lower(u.email) = lower(e.email) where u.id = ${actor.userId} and e.company_id = ${actor.companyId})
        select a.id, a.name, a.tag, a.serial_number, a.state, a.make, a.model,
          (a.employee_id is not null and a.employee_id in (select id from me)) as mine,
          (select count(*)::int from tickets t where t.company_id = a.company_id and t.asset_id = a.id
            and t.status not in ('resolved', 'closed')) as open_tickets
        from assets a
        where a.company_id = ${actor.companyId} and (
          ${
            pattern === null
              ? sql`a.employee_id in (select id from me)`
              : sql`(lower(coalesce(a.tag, '')) like ${pattern} or lower(coalesce(a.serial_number, '')) like ${pattern}
                or lower(a.name) like ${pattern} or a.employee_id in (select id from me))`
          })
        order by mine desc, a.tag nulls last, a.id
        limit ${q.limit}`.execute(ctx.db);
    return {
      type: 'success',
      assets: rows.rows.map((a) => ({
        _id: a.id,
        name: a.name,
        tag: a.tag,
        serialNumber: a.serial_number,
        state: a.state,
        make: a.make,
        model: a.model,
        mine: a.mine,
        openTickets: a.open_tickets,
      })),
    };
  };
  app.get('/api/incidents/assets', deskAccess(INCIDENT_MODULE, P.ticketCreate), suggestAssets);
  app.get(
    '/api/incidents/requests/assets',
    deskAccess(SERVICES_MODULE, P.ticketCreate),
    suggestAssets,
  );

  app.get(
    '/api/incidents/assets/:id/tickets',
    deskAccess(INCIDENT_MODULE, P.ticketView),
    async (request) => {
      const actor = deskActorOf(request);
      const id = idOf(request);
      const asset = await ctx.db
        .selectFrom('assets')
        .select(['id', 'name', 'tag', 'serial_number', 'state', 'make', 'model', 'updated_at'])
        .where('company_id', '=', actor.companyId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!asset) throw notFound('Asset not found');
      const own = actor.agent ? sql`true` : sql`t.requester_id = ${actor.userId}`;
      const [tickets, open] = await Promise.all([
        sql<TicketSummaryRow>`select ${SUMMARY_COLUMNS} from tickets t
          where t.company_id = ${actor.companyId} and t.asset_id = ${id} and ${own}
          order by t.created_at desc, t.id desc limit 100`.execute(ctx.db),
        sql<{ n: number }>`select count(*)::int as n from tickets t
          where t.company_id = ${actor.companyId} and t.asset_id = ${id}
            and t.status not in ('resolved', 'closed')`.execute(ctx.db),
      ]);
      return {
        type: 'success',
        asset: {
          _id: asset.id,
          name: asset.name,
          tag: asset.tag,
          serialNumber: asset.serial_number,
          state: asset.state,
          make: asset.make,
          model: asset.model,
          updatedAt: new Date(asset.updated_at).toISOString(),
        },
        openTickets: open.rows[0]?.n ?? 0,
        tickets: tickets.rows.map(toTicketSummary),
      };
    },
  );

  // ---- reports ------------------------------------------------------------------------------

  const reports = deskAccess(INCIDENT_MODULE, P.reportsView);

  app.get('/api/incidents/reports/summary', reports, async (request) => {
    const { companyId } = deskActorOf(request);
    const open = sql`t.company_id = ${companyId} and t.status not in ('resolved', 'closed')`;
    const [byPriority, byStatus, breaches, ageing, load] = await Promise.all([
      sql<{ priority: number; n: number }>`select t.priority, count(*)::int as n from tickets t
        where ${open} group by t.priority order by t.priority desc`.execute(ctx.db),
      sql<{ status: string; n: number }>`select t.status, count(*)::int as n from tickets t
        where ${open} group by t.status`.execute(ctx.db),
      sql<{ open_breached: number; response: number; resolution: number }>`select
          count(*) filter (where t.status not in ('resolved', 'closed') and ${BREACHED})::int as open_breached,
          count(*) filter (where t.response_breached
            or (t.first_response_at is null and t.status not in ('resolved', 'closed') and t.response_due_at < now()))::int as response,
          count(*) filter (where t.resolution_breached
            or (t.status not in ('resolved', 'closed') and t.resolution_due_at < now()))::int as resolution
        from tickets t where t.company_id = ${companyId}`.execute(ctx.db),
      sql<{ bucket: string; n: number }>`select case
          when now() - t.created_at < interval '1 day' then 'lt1d'
          when now() - t.created_at < interval '3 days' then '1to3d'
          when now() - t.created_at < interval '7 days' then '3to7d'
          when now() - t.created_at < interval '30 days' then '7to30d'
          else 'gt30d' end as bucket, count(*)::int as n
        from tickets t where ${open} group by 1`.execute(ctx.db),
      sql<{
        agent: { _id: string; name: string } | null;
        open: number;
        in_progress: number;
        waiting: number;
        breached: number;
      }>`select json_build_object('_id', u.id, 'name', trim(concat_ws(' ', u.first_name, u.last_name))) as agent,
          count(*)::int as open,
          count(*) filter (where t.status = 'in_progress')::int as in_progress,
          count(*) filter (where t.status = 'waiting_on_requester')::int as waiting,
          count(*) filter (where ${BREACHED})::int as breached
        from tickets t join users u on u.id = t.assignee_id
        where ${open} group by u.id order by open desc, u.id`.execute(ctx.db),
    ]);
    const buckets = ['lt1d', '1to3d', '3to7d', '7to30d', 'gt30d'];
    const unassigned = await sql<{ n: number }>`select count(*)::int as n from tickets t
      where ${open} and t.assignee_id is null`.execute(ctx.db);
    return {
      type: 'success',
      openByPriority: LEVELS.slice()
        .reverse()
        .map((p) => ({
          priority: p,
          count: byPriority.rows.find((r) => r.priority === p)?.n ?? 0,
        })),
      openByStatus: byStatus.rows.map((r) => ({ status: r.status, count: r.n })),
      breaches: {
        open: breaches.rows[0]?.open_breached ?? 0,
        firstResponse: breaches.rows[0]?.response ?? 0,
        resolution: breaches.rows[0]?.resolution ?? 0,
      },
      ageing: buckets.map((b) => ({
        bucket: b,
        count: ageing.rows.find((r) => r.bucket === b)?.n ?? 0,
      })),
      agentLoad: load.rows.map((r) => ({
        agent: r.agent,
        open: r.open,
        inProgress: r.in_progress,
        waiting: r.waiting,
        breached: r.breached,
      })),
      unassigned: unassigned.rows[0]?.n ?? 0,
    };
  });

  app.get('/api/incidents/reports/satisfaction', reports, async (request) => {
    const { companyId } = deskActorOf(request);
    const [overall, perAgent, perModel] = await Promise.all([
      sql<{ sent: number; answered: number; average: number | null }>`select count(*)::int as sent,
          count(answered_at)::int as answered, round(avg(rating), 2)::float8 as average
        from ticket_surveys where company_id = ${companyId}`.execute(ctx.db),
      sql<{ agent: { _id: string; name: string } | null; answered: number; average: number }>`select
          json_build_object('_id', u.id, 'name', trim(concat_ws(' ', u.first_name, u.last_name))) as agent,
          count(*)::int as answered, round(avg(s.rating), 2)::float8 as average
        from ticket_surveys s join users u on u.id = s.agent_id
        where s.company_id = ${companyId} and s.answered_at is not null
        group by u.id order by average desc, u.id`.execute(ctx.db),
      sql<{
        model: string;
        answered: number;
        average: number;
      }>`select coalesce(s.asset_model, '') as model,
          count(*)::int as answered, round(avg(s.rating), 2)::float8 as average
        from ticket_surveys s
        where s.company_id = ${companyId} and s.answered_at is not null and s.asset_model is not null
        group by s.asset_model order by answered desc, model`.execute(ctx.db),
    ]);
    const o = overall.rows[0];
    return {
      type: 'success',
      overall: {
        sent: o?.sent ?? 0,
        answered: o?.answered ?? 0,
        averageRating: o?.average ?? null,
      },
      perAgent: perAgent.rows.map((r) => ({
        agent: r.agent,
        answered: r.answered,
        averageRating: r.average,
      })),
      perAssetModel: perModel.rows.map((r) => ({
        model: r.model,
        answered: r.answered,
        averageRating: r.average,
      })),
    };
  });
}
