/**
 * The employee import: the file (CSV or XLSX, base64 in JSON) with a column mapping; a dry
 * run checks and writes nothing, a commit writes the plan the dry run showed (its fingerprint).
 */
import { z } from '../zod';
import type { ApiErrorBody } from '../wire';
import { FIELD_ISSUE_CODES } from '../field-issues';
import {
  EMPLOYEE_IMPORT_CHANGE_FIELDS,
  EMPLOYEE_IMPORT_FIELDS,
  EMPLOYEE_IMPORT_MAX_BYTES,
} from './constants';

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

export const employeeImportColumnsResultSchema = z.object({
  columns: z.array(z.string()),
  rowCount: z.number(),
  /** The first rows, as the file has them. */
  sample: z.array(z.record(z.string(), z.string())),
  suggestedMapping: z.partialRecord(z.enum(EMPLOYEE_IMPORT_FIELDS), z.string()),
});
export type EmployeeImportColumns = z.infer<typeof employeeImportColumnsResultSchema>;

/**
 * One problem of one row: `row` counts data rows from 1 (the header is not one); a broken
 * rule of the employee form has its code and limit (as a 400's field issue).
 */
export const employeeImportIssueSchema = z.object({
  row: z.number(),
  field: z.enum(EMPLOYEE_IMPORT_FIELDS),
  message: z.string(),
  code: z.enum(FIELD_ISSUE_CODES).optional(),
  origin: z.enum(['string', 'array', 'number', 'date', 'other']).optional(),
  minimum: z.number().optional(),
  maximum: z.number().optional(),
  values: z.array(z.string()).optional(),
  format: z.string().optional(),
});
export type EmployeeImportIssue = z.infer<typeof employeeImportIssueSchema>;

/** One field an update changes: as the employee has it now, and as the file has it. */
export const employeeImportChangeSchema = z.object({
  field: z.enum(EMPLOYEE_IMPORT_CHANGE_FIELDS),
  /** Text as a person reads it (a branch's id, a manager's employee id); null: empty. */
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type EmployeeImportChange = z.infer<typeof employeeImportChangeSchema>;

/** A row that changes an existing employee, and every field it changes. */
export const employeeImportUpdateSchema = z.object({
  row: z.number(),
  /** The employee as they are now. */
  employee: z.object({ _id: z.string(), code: z.string(), name: z.string() }),
  changes: z.array(employeeImportChangeSchema),
  /**
   * The row changes the email of an employee a login is tied to (a user with their email,
   * or with the new one): written only when the commit chooses `changeLoginEmails`.
   */
  loginEmail: z.boolean(),
});
export type EmployeeImportUpdate = z.infer<typeof employeeImportUpdateSchema>;

export const employeeImportResultSchema = z.object({
  dryRun: z.boolean(),
  rowCount: z.number(),
  /**
   * Rows that create an employee / change one (found by employee id or email) / match one
   * and change nothing (not written).
   */
  creates: z.number(),
  updates: z.number(),
  unchanged: z.number(),
  /** Every update, in the file's order, with the fields it changes. */
  updateRows: z.array(employeeImportUpdateSchema),
  /** How many updates are flagged `loginEmail`. */
  loginEmailChanges: z.number(),
  issues: z.array(employeeImportIssueSchema),
  /** False while any row has an issue: nothing was (or would be) written. */
  valid: z.boolean(),
  /**
   * The plan's fingerprint (SHA-256 of every create and change, from the file and the
   * employees as they are); null while invalid. A commit sends it back and is refused
   * (409, EMPLOYEE_IMPORT_STALE) when the plan is no longer the same.
   */
  fingerprint: z.string().nullable(),
});
export type EmployeeImportResult = z.infer<typeof employeeImportResultSchema>;

export const employeeImportColumnsResponse = employeeImportColumnsResultSchema.extend({
  type: z.literal('success'),
});
export type EmployeeImportColumnsResponse = z.infer<typeof employeeImportColumnsResponse>;

export const employeeImportResponse = employeeImportResultSchema.extend({
  type: z.literal('success'),
});
/** A commit with bad rows answers 400 with the same result (every row's issues), nothing written. */
export type EmployeeImportResponse =
  z.infer<typeof employeeImportResponse> | (Omit<ApiErrorBody, 'issues'> & EmployeeImportResult);
