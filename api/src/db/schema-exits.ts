/**
 * kysely types of the tables migration 0019 adds (employee exits and onboarding, issue 19),
 * with 0025's name_key of the departments.
 */
import type { ColumnType, Generated } from 'kysely';
import type {
  DepartmentNameKey,
  ExitItemOutcome,
  ExitStatus,
  ReturnCondition,
} from '@itam/shared/contracts/exits';

// The lists themselves are the contracts' (the CHECKs of migration 0019 hold the same).
export type { DepartmentNameKey, ExitItemOutcome, ExitStatus, ReturnCondition };

type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type DefaultedJson<T> = ColumnType<T, string | undefined, string>;

export interface ChecklistEntry {
  key: string;
  label: string;
  done?: boolean;
}

export interface OpenTicketRef {
  _id: string;
  number: string;
  title: string;
  status: string;
}

export interface ExitDepartmentTemplatesTable {
  id: Generated<string>;
  company_id: string;
  key: string;
  name: string;
  /** The default whose name this department carries (0025), null: named by the company. */
  name_key: Nullable<DepartmentNameKey>;
  position: Generated<number>;
  head_user_id: Nullable<string>;
  checklist: DefaultedJson<ChecklistEntry[]>;
}

export interface ExitsTable {
  id: Generated<string>;
  company_id: string;
  employee_id: string;
  last_working_day: string;
  reason: string;
  status: ColumnType<ExitStatus, ExitStatus | undefined, ExitStatus>;
  started_by: Nullable<string>;
  started_at: GeneratedTimestamp;
  open_tickets: DefaultedJson<OpenTicketRef[]>;
  authority_user_id: Nullable<string>;
  authority_name: Nullable<string>;
  authority_signed_at: Nullable<Date>;
  authority_signature: Nullable<Uint8Array>;
  certificate: Nullable<Uint8Array>;
  completed_at: Nullable<Date>;
}

export interface ExitTasksTable {
  id: Generated<string>;
  company_id: string;
  exit_id: string;
  key: string;
  name: string;
  name_key: Nullable<DepartmentNameKey>;
  position: Generated<number>;
  head_user_id: Nullable<string>;
  checklist: DefaultedJson<ChecklistEntry[]>;
  signed_by: Nullable<string>;
  signed_at: Nullable<Date>;
  comment: Nullable<string>;
}

export interface ExitItemsTable {
  id: Generated<string>;
  company_id: string;
  exit_id: string;
  asset_id: string;
  outcome: ColumnType<ExitItemOutcome, ExitItemOutcome | undefined, ExitItemOutcome>;
  condition: Nullable<ReturnCondition>;
  data_wiped: Nullable<boolean>;
  scanned_tag: Nullable<string>;
  successor_id: Nullable<string>;
  /** numeric(12,2): PostgreSQL answers it as text. */
  charge_amount: ColumnType<string | null, number | null | undefined, number | null>;
  incident_id: Nullable<string>;
  note: Nullable<string>;
  recorded_by: Nullable<string>;
  recorded_at: Nullable<Date>;
}

export interface ExitInterviewsTable {
  exit_id: string;
  company_id: string;
  answers: ColumnType<Record<string, string | number>, string, string>;
  answered_at: GeneratedTimestamp;
}

export interface OnboardingsTable {
  id: Generated<string>;
  company_id: string;
  employee_id: string;
  joining_date: string;
  checklist: DefaultedJson<ChecklistEntry[]>;
  status: ColumnType<
    'reserved' | 'started',
    'reserved' | 'started' | undefined,
    'reserved' | 'started'
  >;
  started_at: Nullable<Date>;
  created_by: Nullable<string>;
  created_at: GeneratedTimestamp;
}

export interface OnboardingAssetsTable {
  onboarding_id: string;
  company_id: string;
  asset_id: string;
  assigned_at: Nullable<Date>;
}

export interface ExitTables {
  exit_department_templates: ExitDepartmentTemplatesTable;
  exits: ExitsTable;
  exit_tasks: ExitTasksTable;
  exit_items: ExitItemsTable;
  exit_interviews: ExitInterviewsTable;
  onboardings: OnboardingsTable;
  onboarding_assets: OnboardingAssetsTable;
}
