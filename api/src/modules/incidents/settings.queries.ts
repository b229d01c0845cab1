/**
 * A company's desk settings: its priority matrix, its service levels per priority and its
 * working calendar (the company's time zone, working days and hours, holidays). A company
 * that never saved them has the defaults below.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { DEFAULT_MATRIX, isLevel, type Level, type PriorityMatrix } from './matrix';
import type { SlaTarget, WorkCalendar } from './sla-clock';

/** Working minutes per priority (an 9-hour working day): 5 is very high, 1 very low. */
export const DEFAULT_TARGETS: Record<Level, SlaTarget> = {
  5: { firstResponseMinutes: 30, resolutionMinutes: 240 },
  4: { firstResponseMinutes: 60, resolutionMinutes: 540 },
  3: { firstResponseMinutes: 240, resolutionMinutes: 1620 },
  2: { firstResponseMinutes: 540, resolutionMinutes: 2700 },
  1: { firstResponseMinutes: 1080, resolutionMinutes: 5400 },
};

export const DEFAULT_WORK_DAYS = [1, 2, 3, 4, 5];
export const DEFAULT_WORK_START = 9 * 60;
export const DEFAULT_WORK_END = 18 * 60;

export interface DeskSettings {
  matrix: PriorityMatrix;
  targets: Record<Level, SlaTarget>;
  calendar: WorkCalendar;
  holidays: { date: string; name: string }[];
}

function targetsOf(stored: Record<string, SlaTarget> | undefined): Record<Level, SlaTarget> {
  const out = { ...DEFAULT_TARGETS };
  for (const [key, value] of Object.entries(stored ?? {})) {
    const level = Number(key);
    if (isLevel(level)) out[level] = value;
  }
  return out;
}

export async function loadDeskSettings(db: Kysely<DB>, companyId: string): Promise<DeskSettings> {
  const [company, row, holidays] = await Promise.all([
    db
      .selectFrom('companies')
      .select('time_zone')
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('incident_settings')
      .selectAll()
      .where('company_id', '=', companyId)
      .executeTakeFirst(),
    db
      .selectFrom('incident_holidays')
      .select(['day', 'name'])
      .where('company_id', '=', companyId)
      .orderBy('day')
      .execute(),
  ]);
  return {
    matrix: (row?.matrix as PriorityMatrix | undefined) ?? DEFAULT_MATRIX,
    targets: targetsOf(row?.sla_targets),
    calendar: {
      timeZone: company.time_zone,
      workDays: row?.work_days.map(Number) ?? DEFAULT_WORK_DAYS,
      workStart: row?.work_start ?? DEFAULT_WORK_START,
      workEnd: row?.work_end ?? DEFAULT_WORK_END,
      holidays: holidays.map((h) => h.day),
    },
    holidays: holidays.map((h) => ({ date: h.day, name: h.name })),
  };
}

/** Writes the settings row (the parts given; the others keep their current values). */
export async function saveDeskSettings(
  db: Kysely<DB>,
  companyId: string,
  current: DeskSettings,
  change: Partial<Pick<DeskSettings, 'matrix' | 'targets'>> & {
    workDays?: number[];
    workStart?: number;
    workEnd?: number;
  },
): Promise<void> {
  const values = {
    matrix: JSON.stringify(change.matrix ?? current.matrix),
    sla_targets: JSON.stringify(change.targets ?? current.targets),
    work_days: change.workDays ?? [...current.calendar.workDays],
    work_start: change.workStart ?? current.calendar.workStart,
    work_end: change.workEnd ?? current.calendar.workEnd,
  };
  await db
    .insertInto('incident_settings')
    .values({ company_id: companyId, ...values })
    .onConflict((oc) => oc.column('company_id').doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
}

/** The settings change's activity row (entity `incident_settings`): what, before and after. */
export async function auditSettings(
  trx: Kysely<DB>,
  actor: { companyId: string; userId: string },
  what: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  await trx
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
}

/** The ids of the company's open tickets (not resolved or closed). */
export async function openTicketIds(trx: Kysely<DB>, companyId: string): Promise<string[]> {
  const open = await trx
    .selectFrom('tickets')
    .select('id')
    .where('company_id', '=', companyId)
    .where('status', 'not in', ['resolved', 'closed'])
    .execute();
  return open.map((t) => t.id);
}

export async function replaceHolidays(
  trx: Kysely<DB>,
  companyId: string,
  holidays: readonly { date: string; name: string }[],
): Promise<void> {
  await trx.deleteFrom('incident_holidays').where('company_id', '=', companyId).execute();
  if (holidays.length)
    await trx
      .insertInto('incident_holidays')
      .values(holidays.map((h) => ({ company_id: companyId, day: h.date, name: h.name })))
      .execute();
}
