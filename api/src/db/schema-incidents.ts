/** kysely types of the tables migrations 0013 and 0016 add (the service desk, issue 17). */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type Json<T> = ColumnType<T, string, string>;

export type TicketKind = 'incident' | 'service_request' | 'feedback';

export interface IncidentSettingsTable {
  company_id: string;
  matrix: Json<number[][]>;
  sla_targets: Json<Record<string, { firstResponseMinutes: number; resolutionMinutes: number }>>;
  work_days: number[];
  work_start: number;
  work_end: number;
  updated_at: GeneratedTimestamp;
}

export interface IncidentHolidaysTable {
  company_id: string;
  day: string;
  name: string;
}

export interface TicketCountersTable {
  company_id: string;
  kind: TicketKind;
  last_number: number;
}

export interface RequestTypeField {
  key: string;
  label: string;
  type: 'text' | 'textarea' | 'number' | 'date' | 'select';
  required: boolean;
  options?: string[];
}

export interface TicketRequestTypesTable {
  id: Generated<string>;
  company_id: string;
  key: string;
  name: string;
  description: Nullable<string>;
  fields: ColumnType<RequestTypeField[], string | undefined, string>;
  active: Generated<boolean>;
  position: Generated<number>;
}

export interface TicketsTable {
  id: Generated<string>;
  company_id: string;
  kind: TicketKind;
  number: number;
  title: string;
  description: Generated<string>;
  category: Nullable<string>;
  requester_id: string | null;
  assignee_id: Nullable<string>;
  asset_id: Nullable<string>;
  request_type_id: Nullable<string>;
  request_fields: ColumnType<
    Record<string, unknown> | null,
    string | null | undefined,
    string | null
  >;
  urgency: number;
  impact: number;
  priority: number;
  status: ColumnType<string, string | undefined, string>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
  first_response_at: Nullable<Date | string>;
  resolved_at: Nullable<Date | string>;
  closed_at: Nullable<Date | string>;
  response_due_at: Nullable<Date | string>;
  resolution_due_at: Nullable<Date | string>;
  response_breached: Generated<boolean>;
  resolution_breached: Generated<boolean>;
}

export interface TicketClockPeriodsTable {
  id: Generated<string>;
  company_id: string;
  ticket_id: string;
  state: 'running' | 'paused';
  started_at: Timestamp;
  ended_at: Nullable<Date | string>;
}

export interface TicketMessagesTable {
  id: Generated<string>;
  company_id: string;
  ticket_id: string;
  author_id: string | null;
  visibility: 'public' | 'internal';
  body: string;
  created_at: GeneratedTimestamp;
}

export interface TicketAttachmentsTable {
  id: Generated<string>;
  company_id: string;
  ticket_id: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  internal: Generated<boolean>;
  uploaded_by: string | null;
  created_at: GeneratedTimestamp;
}

export interface SurveyQuestionsTable {
  id: Generated<string>;
  company_id: string;
  position: number;
  text: string;
  kind: 'rating' | 'text';
  active: Generated<boolean>;
}

export interface TicketSurveysTable {
  id: Generated<string>;
  company_id: string;
  ticket_id: string;
  requester_id: string | null;
  agent_id: string | null;
  asset_model: string | null;
  created_at: GeneratedTimestamp;
  expires_at: Timestamp;
  answered_at: Nullable<Date | string>;
  rating: Nullable<number>;
  comment: Nullable<string>;
  answers: ColumnType<unknown, string | null | undefined, string | null>;
}

/** Maintained by triggers only (migration 0016): exact counts per company, kind, status and priority. */
export interface TicketCountsTable {
  company_id: string;
  kind: TicketKind;
  status: string;
  priority: number;
  n: number;
}

export interface IncidentTables {
  ticket_counts: TicketCountsTable;
  incident_settings: IncidentSettingsTable;
  incident_holidays: IncidentHolidaysTable;
  ticket_counters: TicketCountersTable;
  ticket_request_types: TicketRequestTypesTable;
  tickets: TicketsTable;
  ticket_clock_periods: TicketClockPeriodsTable;
  ticket_messages: TicketMessagesTable;
  ticket_attachments: TicketAttachmentsTable;
  survey_questions: SurveyQuestionsTable;
  ticket_surveys: TicketSurveysTable;
}
