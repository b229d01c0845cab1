/**
 * The departments of an exit when the company configured none (exit_department_templates).
 * Under these names a department carries its key as `nameKey`, and the browser shows the
 * name in the reader's language (migration 0025).
 */
import type { ChecklistEntry, DepartmentNameKey } from '../../db/schema-exits';

export const DEFAULT_DEPARTMENTS: readonly {
  key: DepartmentNameKey;
  name: string;
  checklist: ChecklistEntry[];
}[] = [
  {
    key: 'it',
    name: 'IT',
    checklist: [
      { key: 'assets_recovered', label: 'Every asset returned or transferred' },
      { key: 'accounts_closed', label: 'Accounts and access closed' },
    ],
  },
  {
    key: 'finance',
    name: 'Finance',
    checklist: [
      { key: 'dues_settled', label: 'Dues settled' },
      { key: 'expenses_cleared', label: 'Expense claims cleared' },
    ],
  },
  {
    key: 'hr',
    name: 'HR',
    checklist: [
      { key: 'documents', label: 'Documents handed over' },
      { key: 'exit_interview', label: 'Exit interview done' },
    ],
  },
  {
    key: 'administration',
    name: 'Administration',
    checklist: [{ key: 'id_card', label: 'ID and access cards returned' }],
  },
  {
    key: 'manager',
    name: 'Manager',
    checklist: [{ key: 'handover', label: 'Work handed over' }],
  },
];
