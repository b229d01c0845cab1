/**
 * The leaving employee's own exit, for any signed-in user of a company with the exit screens'
 * module and no on_exit permission needed: the exit of the employee record whose email is the
 * user's (the link every module uses), only the parts meant for them (dates, each
 * department's progress, what they hold and must return, the interview), and the interview
 * answered once by them; HR still reads and records it through /api/exits/:id.
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authOf, sessionAccess } from '../../auth/guard';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { HttpError, notFound } from '../../platform/http-errors';
import { parseInput } from '../../platform/input';
import { entitlementRefusal } from '../../services/license';
import { employeeOfUser } from '../../services/own-employee';
import { EXIT_NOT_FOUND, exitDetail } from './exits';
import { conflict, EXIT_MODULE } from './helpers';
import { exitIdParamsSchema, interviewSchema } from './schemas';

/** The caller, once their company may use the exit screens (the guard's refusals else). */
function selfOf(request: FastifyRequest): { companyId: string; userId: string } {
  const auth = authOf(request);
  const refusal = entitlementRefusal(auth.company, EXIT_MODULE);
  if (refusal) throw new HttpError(refusal.status, refusal.message, undefined, {}, refusal.code);
  return { companyId: auth.companyId, userId: auth.userId };
}

/** The caller's own exit (of their employee record): `id`, or else their open one, else their latest. */
async function ownExitId(
  db: Kysely<DB>,
  caller: { companyId: string; userId: string },
  id?: string,
): Promise<string | null> {
  const employeeId = await employeeOfUser(db, caller.companyId, caller.userId);
  if (!employeeId) return null;
  const result = await sql<{ id: string }>`select x.id from exits x
    where x.company_id = ${caller.companyId} and x.employee_id = ${employeeId}
      ${id ? sql`and x.id = ${id}` : sql``}
    order by (x.status = 'completed'), x.started_at desc, x.id limit 1`.execute(db);
  return result.rows[0]?.id ?? null;
}

/** What the leaving employee sees of their exit. */
async function selfView(db: Kysely<DB>, companyId: string, id: string) {
  const exit = await exitDetail(db, companyId, id);
  return {
    _id: exit._id,
    employee: { _id: exit.employee._id, id: exit.employee.id, name: exit.employee.name },
    lastWorkingDay: exit.lastWorkingDay,
    status: exit.status,
    startedAt: exit.startedAt,
    completedAt: exit.completedAt,
    departments: exit.departments.map((d) => ({
      key: d.key,
      name: d.name,
      nameKey: d.nameKey,
      signedAt: d.signedAt,
      overdue: d.overdue,
    })),
    items: exit.items.map((i) => ({
      _id: i._id,
      asset: { name: i.asset.name, tag: i.asset.tag },
      outcome: i.outcome,
      recordedAt: i.recordedAt,
    })),
    interview: exit.interview,
  };
}

export function registerOwnExitRoutes(app: FastifyInstance, ctx: AppContext): void {
  const access = { config: { access: sessionAccess() } };

  app.get('/api/exits/mine', access, async (request) => {
    const caller = selfOf(request);
    const id = await ownExitId(ctx.db, caller);
    return { type: 'success', exit: id ? await selfView(ctx.db, caller.companyId, id) : null };
  });

  app.put('/api/exits/mine/:id/interview', access, async (request) => {
    const caller = selfOf(request);
    const params = parseInput(exitIdParamsSchema, request.params, 'params');
    const input = parseInput(interviewSchema, request.body, 'body');
    const id = await ownExitId(ctx.db, caller, params.id);
    if (!id) throw notFound(EXIT_NOT_FOUND);
    const saved = await ctx.db
      .insertInto('exit_interviews')
      .values({ exit_id: id, company_id: caller.companyId, answers: JSON.stringify(input.answers) })
      .onConflict((oc) => oc.column('exit_id').doNothing())
      .returning('exit_id')
      .executeTakeFirst();
    if (!saved) throw conflict('Your answers were already sent: they cannot be changed');
    return { type: 'success', exit: await selfView(ctx.db, caller.companyId, id) };
  });
}
