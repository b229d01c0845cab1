/**
 * The organisation settings (issue 16): the views of `/account-settings/:view`, the
 * permission each needs, the API paths (relative to the API base `/api`) and the plain
 * constants both sides share (zod-free: `@itam/shared/contracts` re-exports them).
 *
 * Details settled here:
 * - Every route checks its `on_organsiation` permission (views need `view`; writes
 *   `create`, `edit` or `delete` of the same object) and scopes to the caller's company:
 *   another company's id answers 404. Every write keeps an activity row whose
 *   `entityType` is one of ORGANISATION_ENTITY_TYPES (GET /company/activity lists them).
 * - Deleting a branch that assets or employees use, or an asset type that assets or tag
 *   rules use, answers 409 with the counts in the message.
 * - The employee import takes the file as base64 in JSON (`content`) with a column
 *   mapping; `dryRun: true` validates and writes nothing; a commit with any bad row
 *   answers 400 with every row's errors and writes nothing.
 */
import { perm, type Permission } from '../permissions';

/** The views of `/account-settings/:view`: the spec's object names, odd spellings kept. */
export const SETTINGS_VIEWS = [
  'presonal_information',
  'company_information',
  'company_branches',
  'employee_setup',
  'asset_types',
  'asset_tag_setup',
  'purchase_order',
  'admin_setup',
  'activity',
  'download_agent',
] as const;
export type SettingsView = (typeof SETTINGS_VIEWS)[number];

export function isSettingsView(value: unknown): value is SettingsView {
  return (SETTINGS_VIEWS as readonly unknown[]).includes(value);
}

/** What a role needs to see each view (and to call its reads). */
export const SETTINGS_VIEW_PERMISSIONS: Record<SettingsView, Permission> = {
  presonal_information: perm('on_organsiation', 'presonal_information', 'view'),
  company_information: perm('on_organsiation', 'company_information', 'view'),
  company_branches: perm('on_organsiation', 'company_branches', 'view'),
  employee_setup: perm('on_organsiation', 'employee_setup', 'view'),
  asset_types: perm('on_organsiation', 'asset_types', 'view'),
  asset_tag_setup: perm('on_organsiation', 'asset_tag_setup', 'view'),
  purchase_order: perm('on_organsiation', 'purchase_order', 'view'),
  admin_setup: perm('on_organsiation', 'admin_setup', 'view'),
  activity: perm('on_organsiation', 'activity', 'view'),
  // The diagnostics agent: its download and enrolment tokens (issue 22).
  download_agent: perm('on_organsiation', 'download_agent', 'create'),
};

/** The organisation's permissions by name (reads and writes). */
export const ORG_PERMISSIONS = {
  personalView: perm('on_organsiation', 'presonal_information', 'view'),
  personalEdit: perm('on_organsiation', 'presonal_information', 'edit'),
  companyView: perm('on_organsiation', 'company_information', 'view'),
  companyEdit: perm('on_organsiation', 'company_information', 'edit'),
  branchView: perm('on_organsiation', 'company_branches', 'view'),
  branchCreate: perm('on_organsiation', 'company_branches', 'create'),
  branchEdit: perm('on_organsiation', 'company_branches', 'edit'),
  branchDelete: perm('on_organsiation', 'company_branches', 'delete'),
  employeeView: perm('on_organsiation', 'employee_setup', 'view'),
  employeeCreate: perm('on_organsiation', 'employee_setup', 'create'),
  employeeEdit: perm('on_organsiation', 'employee_setup', 'edit'),
  employeeDelete: perm('on_organsiation', 'employee_setup', 'delete'),
  typeView: perm('on_organsiation', 'asset_types', 'view'),
  typeCreate: perm('on_organsiation', 'asset_types', 'create'),
  typeDelete: perm('on_organsiation', 'asset_types', 'delete'),
  tagView: perm('on_organsiation', 'asset_tag_setup', 'view'),
  tagEdit: perm('on_organsiation', 'asset_tag_setup', 'edit'),
  orderView: perm('on_organsiation', 'purchase_order', 'view'),
  orderCreate: perm('on_organsiation', 'purchase_order', 'create'),
  orderDelete: perm('on_organsiation', 'purchase_order', 'delete'),
  adminView: perm('on_organsiation', 'admin_setup', 'view'),
  adminCreate: perm('on_organsiation', 'admin_setup', 'create'),
  activityView: perm('on_organsiation', 'activity', 'view'),
} as const;

/** `entityType` of the organisation's activity rows (the asset log keeps 'asset'). */
export const ORGANISATION_ENTITY_TYPES = [
  'user',
  'company',
  'branch',
  'employee',
  'department',
  'asset_type',
  'tag_rule',
  'purchase_order',
  'role',
  'invitation',
] as const;
export type OrganisationEntityType = (typeof ORGANISATION_ENTITY_TYPES)[number];

/** `action` of the organisation's activity rows (translate as `org.activity.actions.<action>`). */
export const ORGANISATION_ACTIONS = [
  'create',
  'update',
  'delete',
  'deactivate',
  'import',
  'password-change',
  'logo-upload',
  'receive',
  'role-assign',
  'invite',
  'invite-accept',
  'password-reset-link',
  'password-reset',
  'export',
  'reactivate',
  'revoke',
] as const;
export type OrganisationAction = (typeof ORGANISATION_ACTIONS)[number];

export const PURCHASE_ORDER_STATUSES = ['ordered', 'partly-received', 'received'] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

export const COMPANY_FILE_PURPOSES = ['logo', 'invoice'] as const;
export type CompanyFilePurpose = (typeof COMPANY_FILE_PURPOSES)[number];

/** What each kind of organisation file may be (type and size). */
export const COMPANY_FILE_RULES = {
  logo: { types: ['image/png', 'image/svg+xml', 'image/jpeg'], maxBytes: 1024 * 1024 },
  invoice: { types: ['application/pdf', 'image/png', 'image/jpeg'], maxBytes: 5 * 1024 * 1024 },
} as const satisfies Record<CompanyFilePurpose, { types: readonly string[]; maxBytes: number }>;
export const COMPANY_FILE_TYPES = [
  'image/png',
  'image/svg+xml',
  'image/jpeg',
  'application/pdf',
] as const;
export type CompanyFileType = (typeof COMPANY_FILE_TYPES)[number];

/** The employee fields an import file's columns map to. */
export const EMPLOYEE_IMPORT_FIELDS = [
  'code',
  'name',
  'email',
  'phone',
  'department',
  'branchId',
  'managerCode',
  'joiningDate',
] as const;
export type EmployeeImportField = (typeof EMPLOYEE_IMPORT_FIELDS)[number];
export const EMPLOYEE_IMPORT_REQUIRED: readonly EmployeeImportField[] = ['code', 'name'];
export const EMPLOYEE_IMPORT_MAX_ROWS = 20_000;
/** The file as base64: 12 MB of text or spreadsheet. */
export const EMPLOYEE_IMPORT_MAX_BYTES = 12 * 1024 * 1024;
/**
 * What an import's update may change: a mapped field, and `active` (an import brings a
 * deactivated employee back).
 */
export const EMPLOYEE_IMPORT_CHANGE_FIELDS = [...EMPLOYEE_IMPORT_FIELDS, 'active'] as const;
export type EmployeeImportChangeField = (typeof EMPLOYEE_IMPORT_CHANGE_FIELDS)[number];
/**
 * Why an import's commit was refused, as the API's `code` (the screen translates it,
 * `org.import.errors.<code>`): the company's employees changed since the dry run the
 * commit names (its fingerprint), so the commit would not write what the check showed.
 */
export const EMPLOYEE_IMPORT_ERRORS = ['EMPLOYEE_IMPORT_STALE'] as const;
export type EmployeeImportError = (typeof EMPLOYEE_IMPORT_ERRORS)[number];

export const TAG_PADDING_MAX = 12;
export const TAG_LABELS_MAX = 500;
export const INVITATION_TTL_DAYS = 7;
/** A password reset link works for an hour, once; a newer link of the user replaces it. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
/**
 * Why a one-time link (an invitation or a password reset) does not work, as the API's
 * `code`: the screen translates it (`org.link.<code>`).
 */
export const ONE_TIME_LINK_ERRORS = ['LINK_UNKNOWN', 'LINK_USED', 'LINK_EXPIRED'] as const;
export type OneTimeLinkError = (typeof ONE_TIME_LINK_ERRORS)[number];
/** The API's `code` for an invitation link an administrator revoked (410). */
export const INVITATION_REVOKED = 'LINK_REVOKED';
/**
 * The API's `code` when the email and password are right but the account was deactivated
 * (403): the sign-in says so instead of "Invalid email or password".
 */
export const ACCOUNT_DEACTIVATED = 'ACCOUNT_DEACTIVATED';
export const TIME_ZONES_SAMPLE = [
  'Asia/Kolkata',
  'Asia/Dubai',
  'Asia/Singapore',
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/Los_Angeles',
  'UTC',
] as const;
export const CURRENCIES_SAMPLE = ['INR', 'USD', 'EUR', 'GBP', 'AED', 'SGD'] as const;

/**
 * The next tag of a rule: the prefix, a dash and the number padded with zeros to
 * `padding` digits (a longer number is written whole). `formatTag('DC-LAP', 42, 5)` is
 * `DC-LAP-00042`. The server numbers new assets with it; the tag setup previews it.
 */
export function formatTag(prefix: string, number: number, padding: number): string {
  return `${prefix}-${String(Math.trunc(number)).padStart(padding, '0')}`;
}

/** The QR of a tag: `{base}/url_redirect?tag=<tag>` (the base without a trailing slash). */
export function tagLink(base: string, tag: string): string {
  return `${base.replace(/\/+$/, '')}/url_redirect?tag=${encodeURIComponent(tag)}`;
}

export const ORG_API_PATHS = {
  personal: '/account/profile',
  password: '/account/password',
  company: '/company/profile',
  fileUploadUrl: '/company/files/upload-url',
  branches: '/company/branches',
  branch: (id: string) => `/company/branches/${id}`,
  departments: '/company/departments',
  employees: '/company/employees',
  employee: (id: string) => `/company/employees/${id}`,
  employeeImportColumns: '/company/employees/import/columns',
  employeeImport: '/company/employees/import',
  employeeExport: '/company/employees/export',
  /** The company's assets and employees as one XLSX workbook (its admin, any subscription state). */
  dataExport: '/company/data-export',
  assetTypes: '/company/asset-types/settings',
  assetTypeCreate: '/company/asset-types',
  assetType: (id: string) => `/company/asset-types/${id}`,
  tagRules: '/company/tag-rules',
  tagRule: (id: string) => `/company/tag-rules/${id}`,
  tagLabels: '/company/tag-labels',
  tagResolve: '/company/tags/resolve',
  purchaseOrders: '/company/purchase-orders',
  purchaseOrder: (id: string) => `/company/purchase-orders/${id}`,
  purchaseOrderReceive: (id: string) => `/company/purchase-orders/${id}/receive`,
  roles: '/company/roles',
  role: (id: string) => `/company/roles/${id}`,
  users: '/company/users',
  userRole: (id: string) => `/company/users/${id}/role`,
  /** POST: the user can no longer sign in and their sessions end at once. */
  userDeactivate: (id: string) => `/company/users/${id}/deactivate`,
  userReactivate: (id: string) => `/company/users/${id}/reactivate`,
  invitations: '/company/invitations',
  invitation: (token: string) => `/invitations/${token}`,
  invitationAccept: (token: string) => `/invitations/${token}/accept`,
  /** POST: a pending invitation's link stops working (it answers LINK_REVOKED). */
  invitationRevoke: (id: string) => `/company/invitations/${id}/revoke`,
  userPasswordReset: (id: string) => `/company/users/${id}/password-reset`,
  /** Public: asks for a reset link by email (the same answer whatever the email). */
  passwordResetRequest: '/auth/password-reset',
  /** Public: GET tells whether the link works, POST sets the new password. */
  passwordReset: (token: string) => `/auth/password-reset/${token}`,
  activity: '/company/activity',
} as const;
