/**
 * What the employee exits' and onboarding's resources share: the states and outcomes their
 * records take (the database's CHECKs of migration 0019 hold the same lists), the params
 * naming a record, the paging of its lists, and the small shapes every answer repeats.
 */
import { z } from '../zod';

export const EXIT_STATUSES = ['started', 'cleared', 'completed'] as const;
export type ExitStatus = (typeof EXIT_STATUSES)[number];

/** The list's status filter: a status, or `overdue` (a part open from two days before the last day). */
export const EXIT_LIST_STATUSES = [...EXIT_STATUSES, 'overdue'] as const;
export type ExitListStatus = (typeof EXIT_LIST_STATUSES)[number];

export const EXIT_ITEM_OUTCOMES = [
  'pending',
  'returned',
  'transferred',
  'missing',
  'damaged',
] as const;
export type ExitItemOutcome = (typeof EXIT_ITEM_OUTCOMES)[number];
/** The remote's name of the same list. */
export const ITEM_OUTCOMES = EXIT_ITEM_OUTCOMES;
export type ItemOutcome = ExitItemOutcome;

export const RETURN_CONDITIONS = ['good', 'fair', 'poor'] as const;
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number];

/** The default departments' keys: a department under one's default name is translated by it. */
export const DEPARTMENT_NAME_KEYS = ['it', 'finance', 'hr', 'administration', 'manager'] as const;
export type DepartmentNameKey = (typeof DEPARTMENT_NAME_KEYS)[number];

/** The department whose part the leaving employee's manager signs. */
export const MANAGER_DEPARTMENT_KEY = 'manager';

/** A department's or a checklist item's key. */
export const KEY_PATTERN = /^[a-z][a-z0-9_-]{0,39}$/;

export const idParams = z.object({ id: z.guid() });
export type IdParams = z.infer<typeof idParams>;

/** A list's page: `limit` (1–100, 25) and `pageNumber` (from 0). */
export const pagingQuery = {
  limit: z.coerce.number().int().min(1).max(100).default(25),
  pageNumber: z.coerce.number().int().min(0).max(100_000).default(0),
};

export { optionalText } from '../text-fields';

/** An instant as the wire carries it: ISO 8601 text in UTC. */
export const instant = z.iso.datetime();
/** A calendar day, YYYY-MM-DD. */
export const day = z.iso.date();

/** A user or an employee named in an answer. */
export const userRefSchema = z.object({ _id: z.string(), name: z.string() });
export type UserRef = z.infer<typeof userRefSchema>;

/**
 * A department's name: `nameKey` is the default (IT, Finance, HR, Administration, Manager)
 * whose name it carries, shown in the reader's language; null for a name the company gave.
 */
export const departmentNaming = {
  name: z.string(),
  nameKey: z.enum(DEPARTMENT_NAME_KEYS).nullable(),
};
export interface DepartmentNaming {
  name: string;
  nameKey: DepartmentNameKey | null;
}

/** A checklist item as a department or an onboarding lists it. */
export const checklistItemSchema = z.object({ key: z.string(), label: z.string() });
export type ChecklistItem = z.infer<typeof checklistItemSchema>;
