/** kysely types of the tables migration 0011 adds (organisation settings). */
import type { ColumnType, Generated } from 'kysely';
import type { CompanyFilePurpose } from '@itam/shared/contracts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface CompanyFilesTable {
  id: Generated<string>;
  company_id: string;
  purpose: CompanyFilePurpose;
  file_name: string;
  content_type: string;
  size_bytes: number;
  status: ColumnType<'pending' | 'stored', 'pending' | 'stored' | undefined, 'pending' | 'stored'>;
  uploaded_by: string | null;
  created_at: GeneratedTimestamp;
  stored_at: Timestamp | null;
}

export interface DepartmentsTable {
  id: Generated<string>;
  company_id: string;
  name: string;
  created_at: GeneratedTimestamp;
}

export interface TagRulesTable {
  id: Generated<string>;
  company_id: string;
  asset_type_id: string | null;
  branch_id: string | null;
  prefix: string;
  next_number: number;
  padding: number;
  created_at: GeneratedTimestamp;
}

export interface PurchaseOrderLinesTable {
  id: Generated<string>;
  company_id: string;
  purchase_order_id: string;
  line_no: number;
  asset_type_id: string;
  model: string;
  quantity: number;
  unit_price: number;
  received_quantity: Generated<number>;
}

/** One-time links (migration 0014): an invitation (with a role) or a user's password reset. */
export interface InvitationsTable {
  id: Generated<string>;
  company_id: string;
  purpose: Generated<'invitation' | 'reset'>;
  email: string;
  first_name: string;
  last_name: Generated<string>;
  /** Set for an invitation, null for a reset. */
  role_id: string | null;
  token_hash: string;
  invited_by: string | null;
  created_at: GeneratedTimestamp;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  user_id: string | null;
  /** Migration 0031: an administrator revoked the invitation before it was used. */
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Maintained by triggers only (migration 0012): employees per company and active flag. */
export interface EmployeeCountsTable {
  company_id: string;
  active: boolean;
  n: number;
}

/** Maintained by triggers only (migration 0018): bumped by every change to a company's employees. */
export interface EmployeeVersionsTable {
  company_id: string;
  version: number;
}

export interface OrganisationTables {
  employee_counts: EmployeeCountsTable;
  employee_versions: EmployeeVersionsTable;
  company_files: CompanyFilesTable;
  departments: DepartmentsTable;
  tag_rules: TagRulesTable;
  purchase_order_lines: PurchaseOrderLinesTable;
  invitations: InvitationsTable;
}
