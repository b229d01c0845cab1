/** kysely types of the tables migration 0017 adds (the vendor register, issue 18). */
import type { ColumnType, Generated } from 'kysely';
import { VENDOR_STATUSES, type VendorStatus } from '@itam/shared/contracts';

type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type Json<T> = ColumnType<T, string, string>;
type DefaultedJson<T> = ColumnType<T, string | undefined, string>;

export { VENDOR_STATUSES, type VendorStatus };

export interface VendorsTable {
  id: Generated<string>;
  company_id: string;
  vendor_name: string;
  vendor_type: string;
  point_of_contact: Nullable<string>;
  email: string;
  contact_number: Nullable<string>;
  website: Nullable<string>;
  status: ColumnType<VendorStatus, VendorStatus | undefined, VendorStatus>;
  /** numeric(5,2): PostgreSQL answers it as text. */
  score: ColumnType<string | null, number | null | undefined, number | null>;
  certificate_issued_on: Nullable<string>;
  certificate_expires_on: Nullable<string>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface VendorQuestionnairesTable {
  id: Generated<string>;
  company_id: string;
  name: string;
  description: Nullable<string>;
  is_default: Generated<boolean>;
  version: Generated<number>;
  sections: Json<unknown>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface VendorInvitationsTable {
  id: Generated<string>;
  company_id: string;
  vendor_id: string;
  questionnaire_id: Nullable<string>;
  questionnaire_version: number;
  questionnaire_name: string;
  sections: Json<unknown>;
  token_hash: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  revoked_at: Nullable<Date | string>;
  round: Generated<number>;
  send_count: Generated<number>;
  last_sent_at: GeneratedTimestamp;
  submitted_at: Nullable<Date | string>;
  created_by: Nullable<string>;
  created_at: GeneratedTimestamp;
}

export interface VendorAnswersTable {
  id: Generated<string>;
  company_id: string;
  invitation_id: string;
  round: number;
  question_id: string;
  answer: Nullable<string>;
  choices: DefaultedJson<string[]>;
  answered_by: Nullable<string>;
  updated_at: GeneratedTimestamp;
}

export interface VendorAnswerFilesTable {
  id: Generated<string>;
  company_id: string;
  answer_id: string;
  file_name: string;
  content_type: string;
  size: number;
  created_at: GeneratedTimestamp;
}

export interface VendorAnswerReviewsTable {
  id: Generated<string>;
  company_id: string;
  answer_id: string;
  verdict: 'accepted' | 'rejected' | 'flagged';
  comment: Nullable<string>;
  reviewer_id: Nullable<string>;
  created_at: GeneratedTimestamp;
}

export interface VendorTables {
  vendors: VendorsTable;
  vendor_questionnaires: VendorQuestionnairesTable;
  vendor_invitations: VendorInvitationsTable;
  vendor_answers: VendorAnswersTable;
  vendor_answer_files: VendorAnswerFilesTable;
  vendor_answer_reviews: VendorAnswerReviewsTable;
}
