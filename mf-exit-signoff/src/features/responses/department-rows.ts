/** A department as the editor holds it while editing, made from a saved one. */
import type { DepartmentNameKey, DepartmentTemplate } from '../../api/exits-api';
import { checklistText } from './department-keys';

export interface Row {
  /** The row's own id while editing (a new row has no key until it is saved). */
  id: string;
  key: string | null;
  /** The saved name (a default's in English), or what was typed. */
  name: string;
  /** The default whose name the row still carries: shown translated, cleared by typing. */
  nameKey: DepartmentNameKey | null;
  headUserId: string | null;
  checklist: string;
  /** The saved checklist, whose keys a kept line keeps. */
  earlier: DepartmentTemplate['checklist'];
}

export type RowField = 'name' | 'headUserId' | 'checklist';

let nextRow = 0;
export const rowOf = (d: DepartmentTemplate): Row => ({
  id: `row-${nextRow++}`,
  key: d.key,
  name: d.name,
  nameKey: d.nameKey ?? null,
  headUserId: d.headUserId,
  checklist: checklistText(d.checklist),
  earlier: d.checklist,
});
