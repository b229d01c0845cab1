/**
 * The state of an employee exit, as pure functions of its parts (no database): which
 * department signatures are still due, whether a department's head may sign now, whether
 * the authority may sign, the exit's status, what is outstanding and which parts are
 * overdue. The services and the lists read the same rules from here; `enforce` throws a
 * refusal as its HTTP error.
 */
import type { ExitItemOutcome, ExitStatus } from '../../db/schema-exits';
import { conflict, forbidden } from '../../platform/http-errors';

/** The department whose task holds the asset recovery: it signs only when every item is accounted for. */
export const IT_DEPARTMENT = 'it';

/** A department part open this many days before the last working day is overdue. */
export const OVERDUE_DAYS_BEFORE = 2;

export interface TaskState {
  key: string;
  headUserId: string | null;
  signedAt: Date | string | null;
}

export interface ItemState {
  outcome: ExitItemOutcome;
}

export interface ExitParts {
  tasks: readonly TaskState[];
  items: readonly ItemState[];
  authoritySigned: boolean;
}

/** The keys of the departments that have not signed, in the tasks' order. */
export function dueSignatures(tasks: readonly TaskState[]): string[] {
  return tasks.filter((t) => t.signedAt === null).map((t) => t.key);
}

/** The items not yet returned, transferred or recorded as missing or damaged. */
export function pendingItems<T extends ItemState>(items: readonly T[]): T[] {
  return items.filter((i) => i.outcome === 'pending');
}

export type Refusal =
  { ok: true } | { ok: false; status: 403 | 409; reason: string; field?: string };

const ok: Refusal = { ok: true };

/** Throws the refusal of a state rule (403 or 409), or returns. */
export function enforce(refusal: Refusal): void {
  if (refusal.ok) return;
  if (refusal.status === 403) throw forbidden(refusal.reason);
  throw conflict(refusal.reason, { field: refusal.field });
}

/**
 * May this caller sign this department's part now? Only its head or an administrator
 * (403); not twice (409); not after the authority (409); IT only once every item is
 * accounted for (409 naming `items`).
 */
export function departmentSignRefusal(
  parts: ExitParts,
  key: string,
  caller: { userId: string; isAdmin: boolean },
): Refusal {
  const task = parts.tasks.find((t) => t.key === key);
  if (!task) return { ok: false, status: 409, reason: `No department ${key} in this exit` };
  if (!caller.isAdmin && task.headUserId !== caller.userId)
    return {
      ok: false,
      status: 403,
      reason: "Only the department's head or an administrator signs its part",
    };
  if (task.signedAt !== null)
    return { ok: false, status: 409, reason: 'This department has already signed' };
  if (parts.authoritySigned)
    return { ok: false, status: 409, reason: 'The exit is already completed' };
  if (key === IT_DEPARTMENT && pendingItems(parts.items).length > 0)
    return {
      ok: false,
      status: 409,
      reason: 'Every item must be returned, transferred or recorded as missing or damaged first',
      field: 'items',
    };
  return ok;
}

/** May the authority sign? Only once, and only when every department has signed (409). */
export function authoritySignRefusal(parts: ExitParts): Refusal {
  if (parts.authoritySigned)
    return { ok: false, status: 409, reason: 'The authority has already signed this exit' };
  const due = dueSignatures(parts.tasks);
  if (due.length > 0)
    return {
      ok: false,
      status: 409,
      reason: `Every department must sign first (still due: ${due.join(', ')})`,
      field: 'departments',
    };
  return ok;
}

/** A recovery outcome may be recorded while the item is pending and the IT part is unsigned. */
export function itemRefusal(parts: ExitParts, item: ItemState): Refusal {
  if (parts.authoritySigned)
    return { ok: false, status: 409, reason: 'The exit is already completed' };
  const it = parts.tasks.find((t) => t.key === IT_DEPARTMENT);
  if (it && it.signedAt !== null)
    return { ok: false, status: 409, reason: 'IT has already signed this exit' };
  if (item.outcome !== 'pending')
    return {
      ok: false,
      status: 409,
      reason: `This item is already ${item.outcome}`,
      field: 'outcome',
    };
  return ok;
}

/** started until every department signed, then cleared until the authority signs: completed. */
export function statusOf(parts: ExitParts): ExitStatus {
  if (parts.authoritySigned) return 'completed';
  return dueSignatures(parts.tasks).length === 0 ? 'cleared' : 'started';
}

/** Adds days to a YYYY-MM-DD date (UTC calendar arithmetic). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * A department's part is overdue when it is still open on or after the day two days
 * before the last working day (`today` is the company's date, YYYY-MM-DD).
 */
export function isTaskOverdue(task: TaskState, lastWorkingDay: string, today: string): boolean {
  return task.signedAt === null && today >= addDays(lastWorkingDay, -OVERDUE_DAYS_BEFORE);
}

export interface Outstanding {
  /** Departments still to sign. */
  departments: string[];
  /** Of those, the overdue ones. */
  overdue: string[];
  /** Items still to be accounted for. */
  items: number;
  /** The authority's signature is due (every department signed). */
  authority: boolean;
}

export function outstandingOf(
  parts: ExitParts,
  lastWorkingDay: string,
  today: string,
): Outstanding {
  const departments = dueSignatures(parts.tasks);
  return {
    departments,
    overdue: parts.tasks.filter((t) => isTaskOverdue(t, lastWorkingDay, today)).map((t) => t.key),
    items: pendingItems(parts.items).length,
    authority: !parts.authoritySigned && departments.length === 0,
  };
}
