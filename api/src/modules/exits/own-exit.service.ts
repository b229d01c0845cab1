/**
 * The leaving employee's own exit, for any signed-in user of a company with the exit screens'
 * module and no on_exit permission needed: the exit of the employee record whose email is the
 * user's (the link every module uses), only the parts meant for them (dates, each
 * department's progress, what they hold and must return, the interview), and the interview
 * answered once by them; HR still reads and records it through /api/exits/:id.
 */
import type { Kysely } from 'kysely';
import type { InterviewAnswers, OwnExit } from '@itam/shared/contracts/exits';
import type { DB } from '../../db/schema';
import { conflict, notFound } from '../../platform/http-errors';
import { employeeOfUser } from '../organisation/own-employee.queries';
import { EXIT_NOT_FOUND, exitDetail } from './exit-record';
import { insertInterviewOnce } from './exits.queries';
import { exitIdOfEmployee } from './own-exit.queries';

interface Self {
  companyId: string;
  userId: string;
}

/** The caller's own exit (of their employee record): `id`, or else their open one, else their latest. */
async function ownExitId(db: Kysely<DB>, caller: Self, id?: string): Promise<string | null> {
  const employeeId = await employeeOfUser(db, caller.companyId, caller.userId);
  if (!employeeId) return null;
  return exitIdOfEmployee(db, caller.companyId, employeeId, id);
}

/** What the leaving employee sees of their exit. */
async function selfView(db: Kysely<DB>, companyId: string, id: string): Promise<OwnExit> {
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

/** The caller's exit (in progress first, else the latest), or null. */
export async function ownExit(db: Kysely<DB>, caller: Self): Promise<OwnExit | null> {
  const id = await ownExitId(db, caller);
  return id ? selfView(db, caller.companyId, id) : null;
}

/** The leaver's own interview answers, once (409 after). */
export async function answerOwnInterview(
  db: Kysely<DB>,
  caller: Self,
  exitId: string,
  answers: InterviewAnswers,
): Promise<OwnExit> {
  const id = await ownExitId(db, caller, exitId);
  if (!id) throw notFound(EXIT_NOT_FOUND);
  if (!(await insertInterviewOnce(db, caller.companyId, id, answers)))
    throw conflict('Your answers were already sent: they cannot be changed');
  return selfView(db, caller.companyId, id);
}
