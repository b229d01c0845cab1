/**
 * zod schemas and response types of the organisation settings API (paths in
 * contracts/organisation-api.ts). Same conventions as ./assets.ts: optional text sent as
 * '' is null, dates 'YYYY-MM-DD', 400 `issues[].field` names the body field.
 */
import { z } from 'zod';
import { DEPRECIATION_METHODS, type DepreciationMethod } from '../contracts/assets-api';
import { COMPANY_CLOCKS, type CompanyClock } from '../contracts/date-time';
import type { FieldIssueDetail } from '../contracts/field-issues';
import {
  COMPANY_FILE_PURPOSES,
  COMPANY_FILE_RULES,
  COMPANY_FILE_TYPES,
  EMPLOYEE_IMPORT_FIELDS,
  EMPLOYEE_IMPORT_MAX_BYTES,
  ORGANISATION_ACTIONS,
  ORGANISATION_ENTITY_TYPES,
  PURCHASE_ORDER_STATUSES,
  TAG_LABELS_MAX,
  TAG_PADDING_MAX,
  type CompanyFilePurpose,
  type CompanyFileType,
  type EmployeeImportChangeField,
  type EmployeeImportField,
  type PurchaseOrderStatus,
} from '../contracts/organisation-api';
import { PERMISSION_CATALOGUE, type Policies } from '../contracts/permissions';
import type { ApiErrorBody } from './api';
import { checkRange } from './assets';
import { commaList } from './query-lists';
import { passwordSchema } from './marketing';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

const optionalId = () =>
  z
    .union([z.literal(''), z.guid()])
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

const optionalDate = () =>
  z
    .union([z.literal(''), z.iso.date()])
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

const phone = () =>
  z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^\+?[0-9 ()-]{6,20}$/, 'Use digits, spaces, brackets and dashes (6 to 20)'),
    ])
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

const email = () => z.string().trim().toLowerCase().email().max(254);

/** A page of a list: `pageNumber` from 0, `limit` up to 100. */
const paging = {
  pageNumber: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
};

export const orgIdParamsSchema = z.object({ id: z.guid() });

// ---- personal information -------------------------------------------------------------

export const personalInfoInputSchema = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().max(100).default(''),
  phone: phone(),
  language: z.enum(['en', 'hi']),
});
export type PersonalInfoInput = z.input<typeof personalInfoInputSchema>;

export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1).max(256),
  /** The product's one password rule (registration's). */
  newPassword: passwordSchema,
});
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

export interface PersonalInfo {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  language: 'en' | 'hi';
  roleName: string;
}

// ---- company information --------------------------------------------------------------

const timeZone = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine((value) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: value });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone');

const tagLinkBase = z
  .union([
    z.literal(''),
    z
      .string()
      .trim()
      .max(200)
      .refine((value) => {
        try {
          const url = new URL(value);
          return (
            (url.protocol === 'https:' || url.protocol === 'http:') &&
            !url.username &&
            !url.password &&
            !url.search &&
            !url.hash
          );
        } catch {
          return false;
        }
      }, 'Use an http(s) address such as https://tags.example.com'),
  ])
  .nullable()
  .optional()
  .transform((v) => (v ? v.replace(/\/+$/, '') : null));

export const companyInfoInputSchema = z.object({
  name: z.string().trim().min(1).max(200),
  legalName: optionalText(200),
  address: optionalText(500),
  taxId: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9-]{5,30}$/, 'Use 5 to 30 letters, digits or dashes'),
    ])
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  timeZone,
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'Use a three-letter currency code'),
  /** Empty: the product's own origin. */
  tagLinkBase,
  /** 24-hour or 12-hour times; absent: unchanged. */
  clock: z.enum(COMPANY_CLOCKS).optional(),
});
export type CompanyInfoInput = z.input<typeof companyInfoInputSchema>;

export interface CompanyInfo {
  _id: string;
  name: string;
  legalName: string | null;
  address: string | null;
  taxId: string | null;
  timeZone: string;
  currency: string;
  /** How the product writes times for the company: 24-hour (14:30) or 12-hour (2:30 pm). */
  clock: CompanyClock;
  /** The company's own setting; null: the default below. */
  tagLinkBase: string | null;
  /** What QR labels encode now: the setting, else the product's origin. */
  effectiveTagLinkBase: string;
  /** A signed address of the logo (or the stored address); null without one. */
  logo: string | null;
}

/** POST /company/files/upload-url: a signed address for one PUT of the file's bytes. */
export const companyFileUploadSchema = z
  .object({
    purpose: z.enum(COMPANY_FILE_PURPOSES),
    fileName: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .refine(
        (v) =>
          ![...v].some(
            (c) => c === '/' || c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f,
          ),
        'File name must not contain slashes or control characters',
      ),
    contentType: z.enum(COMPANY_FILE_TYPES),
    size: z.number().int().min(1),
  })
  .superRefine((v, ctx) => {
    const rule = COMPANY_FILE_RULES[v.purpose];
    if (!(rule.types as readonly string[]).includes(v.contentType))
      ctx.addIssue({
        code: 'custom',
        path: ['contentType'],
        message: `Use ${rule.types.join(', ')}`,
      });
    if (v.size > rule.maxBytes)
      ctx.addIssue({
        code: 'custom',
        path: ['size'],
        message: `At most ${rule.maxBytes / 1024 / 1024} MB`,
      });
  });
export type CompanyFileUploadRequest = z.input<typeof companyFileUploadSchema>;

export interface CompanyFileRef {
  _id: string;
  purpose: CompanyFilePurpose;
  fileName: string;
  contentType: CompanyFileType;
  size: number;
  /** A signed read address bound to the caller's session (stored files only). */
  url?: string;
}

// ---- branches ------------------------------------------------------------------------

export const branchInputSchema = z.object({
  branchId: z
    .string()
    .trim()
    .min(1)
    .max(30)
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'Use letters, digits, dots, dashes and underscores'),
  name: z.string().trim().min(1).max(120),
  city: optionalText(100),
  address: optionalText(500),
});
export type BranchInput = z.input<typeof branchInputSchema>;

export interface Branch {
  _id: string;
  branchId: string;
  name: string;
  city: string | null;
  address: string | null;
  assetCount: number;
  employeeCount: number;
}

// ---- employees -----------------------------------------------------------------------

export const employeeListQuerySchema = z.object({
  ...paging,
  search: z.string().trim().max(100).optional(),
  branchId: z.guid().optional(),
  departmentId: z.guid().optional(),
  status: z.enum(['active', 'inactive', 'all']).default('active'),
});
export type EmployeeListQuery = z.input<typeof employeeListQuerySchema>;

export const employeeInputSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9][A-Za-z0-9/_.-]*$/, 'Use letters, digits, dots, slashes, dashes'),
  name: z.string().trim().min(1).max(120),
  email: z
    .union([z.literal(''), email()])
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  phone: phone(),
  /** The department's name: an unknown one is created. */
  department: optionalText(100),
  branchId: optionalId(),
  managerId: optionalId(),
  joiningDate: optionalDate(),
});
export type EmployeeInput = z.input<typeof employeeInputSchema>;
export type EmployeeInputParsed = z.infer<typeof employeeInputSchema>;

export interface Employee {
  _id: string;
  code: string;
  name: string;
  email: string | null;
  phone: string | null;
  department: { _id: string; name: string } | null;
  branch: { _id: string; branchId: string; name: string } | null;
  manager: { _id: string; code: string; name: string } | null;
  joiningDate: string | null;
  active: boolean;
  assetCount: number;
}

export interface EmployeeDetail extends Employee {
  assets: { _id: string; name: string; tag: string | null; state: string }[];
}

const fileContent = z
  .object({
    fileName: z.string().trim().min(1).max(200),
    /** The file, base64. */
    content: z
      .string()
      .min(1)
      .max(Math.ceil(EMPLOYEE_IMPORT_MAX_BYTES / 3) * 4, 'The file is larger than 12 MB'),
  })
  .refine((v) => /\.(csv|xlsx)$/i.test(v.fileName), {
    path: ['fileName'],
    message: 'Use a .csv or .xlsx file',
  });

export const employeeImportColumnsSchema = fileContent;
export type EmployeeImportColumnsRequest = z.input<typeof employeeImportColumnsSchema>;

/** Which file column (by its header) feeds each field; a field without one stays empty. */
export const employeeImportMappingSchema = z
  .partialRecord(z.enum(EMPLOYEE_IMPORT_FIELDS), z.string().trim().min(1).max(200))
  .superRefine((mapping, ctx) => {
    for (const field of ['code', 'name'] as const)
      if (!mapping[field])
        ctx.addIssue({ code: 'custom', path: [field], message: 'Map a column to this field' });
  });

export const employeeImportSchema = z
  .object({
    fileName: z.string().trim().min(1).max(200),
    content: fileContent.shape.content,
    mapping: employeeImportMappingSchema,
    dryRun: z.boolean().default(true),
    /** A commit's: the `fingerprint` of the dry run it writes (what that check showed). */
    fingerprint: z
      .string()
      .regex(/^[0-9a-f]{64}$/, 'Use the fingerprint of the dry run')
      .optional(),
    /**
     * A commit's: also change the email of employees who sign in with it (rows the dry run
     * flagged `loginEmail`); without it their email stays and the rest of the row is written.
     */
    changeLoginEmails: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    if (!body.dryRun && !body.fingerprint)
      ctx.addIssue({
        code: 'custom',
        path: ['fingerprint'],
        message: 'Check the file first (dry run) and send its fingerprint',
      });
  });
export type EmployeeImportRequest = z.input<typeof employeeImportSchema>;

export interface EmployeeImportColumns {
  columns: string[];
  rowCount: number;
  /** The first rows, as the file has them. */
  sample: Record<string, string>[];
  suggestedMapping: Partial<Record<EmployeeImportField, string>>;
}

/**
 * One problem of one row: `row` counts data rows from 1 (the header is not one); a broken
 * rule of the employee form has its code and limit (as a 400's field issue).
 */
export interface EmployeeImportIssue extends Omit<FieldIssueDetail, 'field'> {
  row: number;
  field: EmployeeImportField;
  message: string;
}

/** One field an update changes: as the employee has it now, and as the file has it. */
export interface EmployeeImportChange {
  field: EmployeeImportChangeField;
  /** Text as a person reads it (a branch's id, a manager's employee id); null: empty. */
  before: string | null;
  after: string | null;
}

/** A row that changes an existing employee, and every field it changes. */
export interface EmployeeImportUpdate {
  row: number;
  /** The employee as they are now. */
  employee: { _id: string; code: string; name: string };
  changes: EmployeeImportChange[];
  /**
   * The row changes the email of an employee a login is tied to (a user with their email,
   * or with the new one): written only when the commit chooses `changeLoginEmails`.
   */
  loginEmail: boolean;
}

export interface EmployeeImportResult {
  dryRun: boolean;
  rowCount: number;
  /**
   * Rows that create an employee / change one (found by employee id or email) / match one
   * and change nothing (not written).
   */
  creates: number;
  updates: number;
  unchanged: number;
  /** Every update, in the file's order, with the fields it changes. */
  updateRows: EmployeeImportUpdate[];
  /** How many updates are flagged `loginEmail`. */
  loginEmailChanges: number;
  issues: EmployeeImportIssue[];
  /** False while any row has an issue: nothing was (or would be) written. */
  valid: boolean;
  /**
   * The plan's fingerprint (SHA-256 of every create and change, from the file and the
   * employees as they are); null while invalid. A commit sends it back and is refused
   * (409, EMPLOYEE_IMPORT_STALE) when the plan is no longer the same.
   */
  fingerprint: string | null;
}

// ---- asset types ---------------------------------------------------------------------

export const assetTypeInputSchema = z.object({
  name: z.string().trim().min(1).max(100),
  depreciationMethod: z
    .enum(DEPRECIATION_METHODS)
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  usefulLifeYears: z
    .number()
    .int()
    .min(1)
    .max(50)
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});
export type AssetTypeInput = z.input<typeof assetTypeInputSchema>;

export interface AssetTypeSetting {
  _id: string;
  name: string;
  depreciationMethod: DepreciationMethod | null;
  usefulLifeYears: number | null;
  assetCount: number;
}

// ---- tag rules and labels ------------------------------------------------------------

export const tagRuleInputSchema = z.object({
  assetTypeId: optionalId(),
  branchId: optionalId(),
  prefix: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9/_.-]*$/,
      'Start with a letter or digit; then letters, digits, / _ . -',
    ),
  nextNumber: z.number().int().min(1).max(999_999_999_999),
  padding: z.number().int().min(1).max(TAG_PADDING_MAX),
});
export type TagRuleInput = z.input<typeof tagRuleInputSchema>;

export interface TagRule {
  _id: string;
  assetType: { _id: string; name: string } | null;
  branch: { _id: string; branchId: string; name: string } | null;
  prefix: string;
  nextNumber: number;
  padding: number;
  /** The tag the next asset of this rule gets. */
  nextTag: string;
}

export const tagLabelsSchema = z.object({
  assetIds: z.array(z.guid()).min(1).max(TAG_LABELS_MAX),
});
export type TagLabelsRequest = z.input<typeof tagLabelsSchema>;

export const tagResolveQuerySchema = z.object({ tag: z.string().trim().min(1).max(100) });

// ---- purchase orders -----------------------------------------------------------------

const money = () => z.number().finite().min(0).max(999_999_999_999.99);

export const purchaseOrderInputSchema = z.object({
  invoiceId: z.string().trim().min(1).max(60),
  vendor: z.string().trim().min(1).max(200),
  orderDate: z.iso.date(),
  branchId: optionalId(),
  invoiceFileId: optionalId(),
  lines: z
    .array(
      z.object({
        assetTypeId: z.guid(),
        model: z.string().trim().min(1).max(100),
        quantity: z.number().int().min(1).max(1000),
        unitPrice: money(),
      }),
    )
    .min(1)
    .max(100),
});
export type PurchaseOrderInput = z.input<typeof purchaseOrderInputSchema>;

export const purchaseOrderListQuerySchema = z.object({
  ...paging,
  status: z.enum(PURCHASE_ORDER_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
});
export type PurchaseOrderListQuery = z.input<typeof purchaseOrderListQuerySchema>;

export const purchaseOrderReceiveSchema = z.object({
  lines: z
    .array(z.object({ lineId: z.guid(), quantity: z.number().int().min(1).max(1000) }))
    .min(1)
    .max(100),
});
export type PurchaseOrderReceiveRequest = z.input<typeof purchaseOrderReceiveSchema>;

export interface PurchaseOrderLine {
  _id: string;
  lineNo: number;
  assetType: { _id: string; name: string };
  model: string;
  quantity: number;
  unitPrice: number;
  receivedQuantity: number;
}

export interface PurchaseOrderSummary {
  _id: string;
  invoiceId: string;
  vendor: string | null;
  orderDate: string | null;
  status: PurchaseOrderStatus;
  amount: number | null;
  branch: { _id: string; branchId: string; name: string } | null;
  lineCount: number;
  quantity: number;
  receivedQuantity: number;
}

export interface PurchaseOrderDetail extends PurchaseOrderSummary {
  lines: PurchaseOrderLine[];
  invoiceFile: CompanyFileRef | null;
  /** The assets received on this order (newest first, at most 200). */
  assets: { _id: string; name: string; tag: string | null }[];
}

// ---- roles, users and invitations ----------------------------------------------------

/** Policies of the catalogue's shape: unknown groups, objects or actions are refused. */
export const policiesSchema = z
  .record(z.string(), z.record(z.string(), z.array(z.string()).max(10)))
  .superRefine((value, ctx) => {
    const catalogue = PERMISSION_CATALOGUE as Record<string, Record<string, readonly string[]>>;
    for (const [group, objects] of Object.entries(value)) {
      const known = catalogue[group];
      if (!known) {
        ctx.addIssue({ code: 'custom', path: [group], message: 'Unknown permission group' });
        continue;
      }
      for (const [object, actions] of Object.entries(objects)) {
        const allowed = known[object];
        if (!allowed) {
          ctx.addIssue({ code: 'custom', path: [group, object], message: 'Unknown object' });
          continue;
        }
        actions.forEach((action, i) => {
          if (!allowed.includes(action))
            ctx.addIssue({ code: 'custom', path: [group, object, i], message: 'Unknown action' });
        });
      }
    }
  })
  .transform((value) => {
    // Stored without empty lists or groups, actions once each.
    const out: Record<string, Record<string, string[]>> = {};
    for (const [group, objects] of Object.entries(value))
      for (const [object, actions] of Object.entries(objects)) {
        if (!actions.length) continue;
        (out[group] ??= {})[object] = [...new Set(actions)];
      }
    return out as Policies;
  });

export const roleInputSchema = z.object({
  roleName: z.string().trim().min(1).max(60),
  policies: policiesSchema,
});
export type RoleInput = z.input<typeof roleInputSchema>;

export interface CompanyRole {
  _id: string;
  roleName: string;
  accessLevel: string;
  policies: Policies;
  userCount: number;
}

export interface CompanyUser {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  active: boolean;
  role: { _id: string; roleName: string };
}

export const userRoleSchema = z.object({ roleId: z.guid() });

export const invitationInputSchema = z.object({
  email: email(),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().max(100).default(''),
  roleId: z.guid(),
});
export type InvitationInput = z.input<typeof invitationInputSchema>;

export interface Invitation {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: { _id: string; roleName: string };
  createdAt: string;
  expiresAt: string;
  acceptedAt: string | null;
  /** Set when an administrator revoked it before it was used: its link answers LINK_REVOKED. */
  revokedAt: string | null;
}

export const invitationTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not an invitation link'),
});
export const invitationAcceptSchema = z.object({ password: passwordSchema });
export type InvitationAcceptRequest = z.input<typeof invitationAcceptSchema>;

/** POST /auth/password-reset: the answer is the same whether or not the account exists. */
export const passwordResetRequestSchema = z.object({ email: email() });
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;
export const passwordResetTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a password reset link'),
});
/** The new password passes the product's one password rule (as a password change). */
export const passwordResetSchema = z.object({ password: passwordSchema });
export type PasswordResetInput = z.input<typeof passwordResetSchema>;

// ---- activity ------------------------------------------------------------------------

/** GET /company/activity: the organisation's log, filtered by who, what and when, as the asset log. */
export const orgActivityQuerySchema = z
  .object({
    pageNumber: z.coerce.number().int().min(0).max(100_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    /** Who: the user who acted. */
    actorId: z.guid().optional(),
    /** What: one or more actions (comma list), and the kind of record. */
    action: commaList(z.enum(ORGANISATION_ACTIONS), ORGANISATION_ACTIONS.length),
    entityType: z.enum(ORGANISATION_ENTITY_TYPES).optional(),
    /** When: entries at or after `from` and before `to` (ISO timestamps with an offset). */
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
  })
  .superRefine(checkRange);
export type OrgActivityQuery = z.input<typeof orgActivityQuerySchema>;

export interface OrgActivity {
  _id: string;
  action: string;
  entityType: string;
  entityId: string | null;
  /** What the row is about, as its snapshot names it (a branch's name, an employee's code). */
  label: string | null;
  actor: { _id: string; name: string } | null;
  at: string;
  before: unknown;
  after: unknown;
}

// ---- responses -----------------------------------------------------------------------

type Ok<T> = ({ type: 'success' } & T) | ApiErrorBody;

export type PersonalInfoResponse = Ok<{ profile: PersonalInfo }>;
export type CompanyInfoResponse = Ok<{ company: CompanyInfo }>;
export type CompanyFileUploadResponse = Ok<{
  uploadUrl: string;
  expiresAt: string;
  file: { _id: string };
}>;
export type CompanyFileStoredResponse = Ok<{ file: CompanyFileRef }>;
export type BranchesResponse = Ok<{ branches: Branch[] }>;
export type BranchResponse = Ok<{ branch: Branch }>;
export type DepartmentsResponse = Ok<{ departments: { _id: string; name: string }[] }>;
export type EmployeesResponse = Ok<{
  employees: Employee[];
  total: number;
  pageNumber: number;
  limit: number;
}>;
export type EmployeeResponse = Ok<{ employee: EmployeeDetail }>;
export type EmployeeImportColumnsResponse = Ok<EmployeeImportColumns>;
/** A commit with bad rows answers 400 with the same result (every row's issues), nothing written. */
export type EmployeeImportResponse =
  Ok<EmployeeImportResult> | (Omit<ApiErrorBody, 'issues'> & EmployeeImportResult);
export type AssetTypeSettingsResponse = Ok<{ assetTypes: AssetTypeSetting[] }>;
export type AssetTypeSettingResponse = Ok<{ assetType: AssetTypeSetting }>;
export type TagRulesResponse = Ok<{ tagRules: TagRule[] }>;
export type TagRuleResponse = Ok<{ tagRule: TagRule }>;
export type TagResolveResponse = Ok<{ asset: { _id: string; name: string; tag: string } }>;
export type PurchaseOrdersResponse = Ok<{
  purchaseOrders: PurchaseOrderSummary[];
  total: number;
  pageNumber: number;
  limit: number;
}>;
export type PurchaseOrderResponse = Ok<{ purchaseOrder: PurchaseOrderDetail }>;
export type CompanyRolesResponse = Ok<{ roles: CompanyRole[] }>;
export type CompanyRoleResponse = Ok<{ role: CompanyRole }>;
export type CompanyUsersResponse = Ok<{ users: CompanyUser[] }>;
export type InvitationsResponse = Ok<{ invitations: Invitation[] }>;
/** The link is shown once: only its hash is stored. */
export type InvitationCreatedResponse = Ok<{ invitation: Invitation; link: string }>;
export type InvitationLookupResponse = Ok<{
  invitation: { email: string; firstName: string; companyName: string };
}>;
export type InvitationAcceptResponse = Ok<{ token: string }>;
/** A working reset link: whose account it is, the email masked (`a***@demo.test`). */
export type PasswordResetLookupResponse = Ok<{ reset: { email: string } }>;
/** An admin's reset link for a user, shown once: only its hash is stored. */
export type PasswordResetLinkResponse = Ok<{ link: string; expiresAt: string }>;
export type OrgActivityResponse = Ok<{ activities: OrgActivity[]; total: number }>;
