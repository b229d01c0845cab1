/**
 * An exit as the wire carries it (contracts/exits): its summary in the list, and in full with
 * its departments, items and timeline, from its rows. `canSign` is answered for the viewer.
 */
import type { AssetState } from '@itam/shared/contracts';
import type {
  Exit,
  ExitDepartment,
  ExitItem,
  ExitSummary,
  InterviewAnswers,
  TimelineEntry,
  TimelineEvent,
  UserRef,
} from '@itam/shared/contracts/exits';
import { iso, isoOf } from '../../platform/wire';
import { ticketNumber } from '../incidents/ticket-records.queries';
import type { ExitRow, ItemRow, TaskRow } from './exits.queries';
import { isTaskOverdue, outstandingOf, type ExitParts } from './state';

/** Who reads an exit: `canSign` is answered for them. */
export interface Viewer {
  userId: string;
  isAdmin: boolean;
}

export const partsOf = (
  row: { authority_signed_at: Date | null },
  tasks: TaskRow[],
  items: Pick<ItemRow, 'outcome'>[],
) =>
  ({
    tasks: tasks.map((t) => ({ key: t.key, headUserId: t.head_user_id, signedAt: t.signed_at })),
    items: items.map((i) => ({ outcome: i.outcome })),
    authoritySigned: row.authority_signed_at !== null,
  }) satisfies ExitParts;

const userRef = (id: string | null, name: string | null): UserRef | null =>
  id === null ? null : { _id: id, name: name ?? '' };

/** An item's incident number as the service desk writes it (`kind:number` in the row). */
export function incidentLabel(value: string | null): string | null {
  if (!value) return null;
  const [kind, n] = value.split(':');
  return ticketNumber(kind as 'incident', Number(n));
}

/** Whether the caller may sign this part (and, for IT, record its items): its head or an administrator, while it is open. */
const canSignTask = (t: TaskRow, viewer: Viewer | null) =>
  viewer !== null && t.signed_at === null && (viewer.isAdmin || t.head_user_id === viewer.userId);

const taskOverdue = (t: TaskRow, lastWorkingDay: string, today: string) =>
  isTaskOverdue(
    { key: t.key, headUserId: t.head_user_id, signedAt: t.signed_at },
    lastWorkingDay,
    today,
  );

function toTask(t: TaskRow, lastWorkingDay: string, today: string, viewer: Viewer | null) {
  const signed = t.signed_at !== null;
  return {
    key: t.key,
    name: t.name,
    nameKey: t.name_key,
    head: userRef(t.head_user_id, t.head_name),
    canSign: canSignTask(t, viewer),
    checklist: t.checklist.map((c) => ({ key: c.key, label: c.label, done: signed || !!c.done })),
    signedAt: iso(t.signed_at),
    signedBy: userRef(t.signed_by, t.signed_by_name),
    comment: t.comment,
    overdue: taskOverdue(t, lastWorkingDay, today),
  } satisfies ExitDepartment;
}

function toItem(i: ItemRow): ExitItem {
  return {
    _id: i.id,
    asset: {
      _id: i.asset_id,
      name: i.asset_name,
      tag: i.asset_tag,
      state: i.asset_state as AssetState,
      holder: userRef(i.holder_id, i.holder_name),
    },
    outcome: i.outcome,
    condition: i.condition,
    dataWiped: i.data_wiped,
    scannedTag: i.scanned_tag,
    successor: userRef(i.successor_id, i.successor_name),
    chargeAmount: i.charge_amount === null ? null : Number(i.charge_amount),
    incident: i.incident_id
      ? { _id: i.incident_id, number: incidentLabel(i.incident_number) }
      : null,
    note: i.note,
    recordedAt: iso(i.recorded_at),
    recordedBy: userRef(i.recorded_by, i.recorded_by_name),
  };
}

export function summaryOf(
  row: ExitRow,
  tasks: TaskRow[],
  items: ItemRow[],
  today: string,
  viewer: Viewer | null = null,
): ExitSummary {
  const outstanding = outstandingOf(partsOf(row, tasks, items), row.last_working_day, today);
  return {
    _id: row.id,
    employee: {
      _id: row.employee_id,
      id: row.employee_code,
      name: row.employee_name,
      email: row.employee_email,
      department: row.department_id
        ? { _id: row.department_id, name: row.department_name ?? '' }
        : null,
    },
    lastWorkingDay: row.last_working_day,
    reason: row.reason,
    status: row.status,
    startedAt: isoOf(row.started_at),
    completedAt: iso(row.completed_at),
    outstanding,
    overdue: outstanding.overdue.length > 0,
    departments: tasks.map((t) => ({
      key: t.key,
      name: t.name,
      nameKey: t.name_key,
      head: userRef(t.head_user_id, t.head_name),
      canSign: canSignTask(t, viewer),
      signedAt: iso(t.signed_at),
      overdue: taskOverdue(t, row.last_working_day, today),
    })),
    itemCount: items.length,
    interview: row.answers
      ? { answers: row.answers as InterviewAnswers, answeredAt: iso(row.answered_at) }
      : null,
    hasCertificate: row.has_certificate,
  };
}

function timelineOf(row: ExitRow, tasks: TaskRow[], items: ItemRow[]): TimelineEntry[] {
  const out: TimelineEntry[] = [
    {
      at: isoOf(row.started_at),
      event: 'started',
      by: userRef(row.started_by, row.started_by_name),
      detail: { items: items.length, openTickets: row.open_tickets.length },
    },
  ];
  for (const i of items)
    if (i.recorded_at)
      out.push({
        at: isoOf(i.recorded_at),
        event: `item.${i.outcome}` as TimelineEvent,
        by: userRef(i.recorded_by, i.recorded_by_name),
        detail: { assetId: i.asset_id, asset: i.asset_name, tag: i.asset_tag },
      });
  for (const t of tasks)
    if (t.signed_at)
      out.push({
        at: isoOf(t.signed_at),
        event: 'department.signed',
        by: userRef(t.signed_by, t.signed_by_name),
        detail: { key: t.key, name: t.name, nameKey: t.name_key, comment: t.comment },
      });
  if (row.answered_at)
    out.push({ at: isoOf(row.answered_at), event: 'interview', by: null, detail: {} });
  if (row.authority_signed_at)
    out.push({
      at: isoOf(row.authority_signed_at),
      event: 'authority.signed',
      by: userRef(row.authority_user_id, row.authority_name),
      detail: { name: row.authority_name },
    });
  return out.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

/** One exit in full: its departments, items, open tickets, interview, authority and timeline. */
export function fullExit(
  row: ExitRow,
  tasks: TaskRow[],
  items: ItemRow[],
  today: string,
  viewer: Viewer | null,
): Exit {
  return {
    ...summaryOf(row, tasks, items, today, viewer),
    departments: tasks.map((t) => toTask(t, row.last_working_day, today, viewer)),
    items: items.map(toItem),
    openTickets: row.open_tickets,
    authority: row.authority_signed_at
      ? {
          user: userRef(row.authority_user_id, null),
          name: row.authority_name,
          signedAt: iso(row.authority_signed_at),
        }
      : null,
    timeline: timelineOf(row, tasks, items),
  };
}
