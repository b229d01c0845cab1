/**
 * The desk's settings: the priority matrix, the service levels, the working calendar and
 * the survey questions. A change of targets or calendar recomputes every open ticket's SLA.
 */
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  calendarInput,
  DeskCalendar,
  SlaTargetRow,
  SurveyQuestion,
  slaTargetsInput,
  surveyQuestionsInput,
} from '@itam/shared/contracts/incidents';
import type { DB } from '../../db/schema';
import type { DeskContext } from './context';
import type { Caller } from '../../platform/access';
import { badField } from '../../platform/http-errors';
import { LEVELS, type Level } from './matrix';
import {
  auditSettings,
  loadDeskSettings,
  openTicketIds,
  replaceHolidays,
  saveDeskSettings,
  type DeskSettings,
} from './settings.queries';
import { isTimeZone, type SlaTarget } from './sla-clock';
import { activeQuestions, replaceQuestions } from './surveys.queries';
import { refreshSla } from './ticket-clock.queries';

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const minutesOf = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));

const targetsList = (s: DeskSettings): SlaTargetRow[] =>
  LEVELS.map((priority) => ({ priority, ...s.targets[priority] }));

const calendarOf = (s: DeskSettings): DeskCalendar => ({
  timeZone: s.calendar.timeZone,
  workDays: [...s.calendar.workDays],
  workStart: hhmm(s.calendar.workStart),
  workEnd: hhmm(s.calendar.workEnd),
  holidays: s.holidays,
});

/** Every open ticket's SLA columns again, after the targets or the calendar changed. */
async function refreshOpenTickets(trx: Kysely<DB>, companyId: string): Promise<void> {
  const settings = await loadDeskSettings(trx, companyId);
  const open = await openTicketIds(trx, companyId);
  const now = new Date();
  for (let i = 0; i < open.length; i += 500)
    await refreshSla(trx, companyId, open.slice(i, i + 500), settings, now);
}

export async function getMatrix({ db }: DeskContext, caller: Caller): Promise<number[][]> {
  return (await loadDeskSettings(db, caller.companyId)).matrix;
}

export async function saveMatrix({ db }: DeskContext, caller: Caller, matrix: number[][]) {
  await db.transaction().execute(async (trx) => {
    const s = await loadDeskSettings(trx, caller.companyId);
    await saveDeskSettings(trx, caller.companyId, s, { matrix: matrix as Level[][] });
    await auditSettings(trx, caller, 'matrix', s.matrix, matrix);
  });
  return matrix;
}

export async function getTargets({ db }: DeskContext, caller: Caller): Promise<SlaTargetRow[]> {
  return targetsList(await loadDeskSettings(db, caller.companyId));
}

export async function saveTargets(
  { db }: DeskContext,
  caller: Caller,
  body: z.infer<typeof slaTargetsInput>,
): Promise<SlaTargetRow[]> {
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
  const saved = await db.transaction().execute(async (trx) => {
    const s = await loadDeskSettings(trx, caller.companyId);
    await saveDeskSettings(trx, caller.companyId, s, { targets });
    await auditSettings(trx, caller, 'sla', targetsList(s), body.targets);
    // The clock logs stay: open tickets keep their spent time against the new targets.
    await refreshOpenTickets(trx, caller.companyId);
    return loadDeskSettings(trx, caller.companyId);
  });
  return targetsList(saved);
}

export async function getCalendar({ db }: DeskContext, caller: Caller): Promise<DeskCalendar> {
  return calendarOf(await loadDeskSettings(db, caller.companyId));
}

/** 400 naming the first new holiday before the company's today (it would rewrite time counted). */
function requireNoPastHoliday(s: DeskSettings, holidays: readonly { date: string }[]): void {
  if (!isTimeZone(s.calendar.timeZone))
    throw badField('timeZone', 'The company time zone is not known: fix it in the company profile');
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: s.calendar.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  // The ones kept from before stay as they are.
  const kept = new Set(s.holidays.map((h) => h.date));
  holidays.forEach((h, i) => {
    if (h.date < today && !kept.has(h.date))
      throw badField(
        `holidays.${i}.date`,
        `${h.date} is in the past: a new holiday must be today or later`,
      );
  });
}

export async function saveCalendar(
  { db }: DeskContext,
  caller: Caller,
  body: z.infer<typeof calendarInput>,
): Promise<DeskCalendar> {
  const workStart = minutesOf(body.workStart);
  const workEnd = minutesOf(body.workEnd);
  if (workEnd <= workStart) throw badField('workEnd', 'Must be after the start of the day');
  const saved = await db.transaction().execute(async (trx) => {
    const s = await loadDeskSettings(trx, caller.companyId);
    requireNoPastHoliday(s, body.holidays);
    const workDays = [...body.workDays].sort();
    await saveDeskSettings(trx, caller.companyId, s, { workDays, workStart, workEnd });
    await replaceHolidays(trx, caller.companyId, body.holidays);
    await auditSettings(trx, caller, 'calendar', calendarOf(s), body);
    await refreshOpenTickets(trx, caller.companyId);
    return loadDeskSettings(trx, caller.companyId);
  });
  return calendarOf(saved);
}

export async function getQuestions(
  { db }: DeskContext,
  companyId: string,
): Promise<SurveyQuestion[]> {
  const questions = await activeQuestions(db, companyId);
  return questions.map((q) => ({ _id: q.id, text: q.text, kind: q.kind }));
}

export async function saveQuestions(
  { db }: DeskContext,
  caller: Caller,
  body: z.infer<typeof surveyQuestionsInput>,
): Promise<SurveyQuestion[]> {
  await db.transaction().execute(async (trx) => {
    const before = await activeQuestions(trx, caller.companyId);
    // Answers keep the text they were given to, so old questions simply retire.
    await replaceQuestions(trx, caller.companyId, body.questions);
    await auditSettings(
      trx,
      caller,
      'survey-questions',
      before.map((q) => q.text),
      body.questions.map((q) => q.text),
    );
  });
  return getQuestions({ db }, caller.companyId);
}
