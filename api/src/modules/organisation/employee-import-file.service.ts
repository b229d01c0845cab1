/**
 * The employee import: read a CSV or XLSX file (papaparse, exceljs), suggest which column
 * feeds which field, and validate every row against the file itself and the company's
 * data (employee-import-plan.ts compares and writes them). A row updates the employee with
 * its employee id, else the one with its email, else creates one.
 */
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import {
  EMPLOYEE_IMPORT_FIELDS,
  EMPLOYEE_IMPORT_MAX_ROWS,
  type EmployeeImportField,
  type EmployeeImportIssue,
  type FieldIssueDetail,
} from '@itam/shared/contracts';
import { employeeInputSchema } from '@itam/shared/contracts/organisation';
import type { z } from 'zod';
import { HttpError } from '../../platform/http-errors';
import { fieldIssueOf } from '../../platform/field-issues';

export interface ImportFile {
  columns: string[];
  rows: Record<string, string>[];
}

const badFile = (message: string) => new HttpError(400, message, [{ field: 'content', message }]);

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    return '';
  }
  return String(value);
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badFile('The file is not a readable .xlsx workbook');
  }
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const out: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values = row.values as ExcelJS.CellValue[];
    out.push(values.slice(1).map((v) => cellText(v).trim()));
  });
  return out;
}

function readCsv(bytes: Buffer): string[][] {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  return parsed.data.map((row) => row.map((v) => String(v ?? '').trim()));
}

/** The file's header and rows as text; 400 naming `content` when it cannot be read. */
export async function readImportFile(fileName: string, bytes: Buffer): Promise<ImportFile> {
  const table = /\.xlsx$/i.test(fileName) ? await readXlsx(bytes) : readCsv(bytes);
  const [header, ...body] = table;
  if (!header || !header.some(Boolean)) throw badFile('The file has no header row');
  const columns = header.map((c, i) => c || `Column ${i + 1}`);
  if (new Set(columns.map((c) => c.toLowerCase())).size !== columns.length)
    throw badFile('Two columns of the file have the same header');
  if (body.length > EMPLOYEE_IMPORT_MAX_ROWS)
    throw badFile(`The file has more than ${EMPLOYEE_IMPORT_MAX_ROWS} rows`);
  const rows = body
    .filter((cells) => cells.some(Boolean))
    .map((cells) => Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? ''])));
  return { columns, rows };
}

const SYNONYMS: Record<EmployeeImportField, string[]> = {
  code: ['employee id', 'employeeid', 'emp id', 'code', 'employee code', 'id'],
  name: ['name', 'full name', 'employee name'],
  email: ['email', 'e-mail', 'email address', 'mail'],
  phone: ['phone', 'mobile', 'phone number', 'contact'],
  department: ['department', 'dept'],
  branchId: ['branch', 'branch id', 'branchid', 'office', 'location'],
  managerCode: ['manager', 'manager id', 'manager code', 'reports to', 'manager employee id'],
  joiningDate: ['joining date', 'date of joining', 'joined', 'start date', 'doj'],
};

const norm = (text: string) =>
  text
    .toLowerCase()
    .replace(/[_\s]+/g, ' ')
    .trim();

export function suggestMapping(columns: string[]): Partial<Record<EmployeeImportField, string>> {
  const out: Partial<Record<EmployeeImportField, string>> = {};
  const taken = new Set<string>();
  for (const field of EMPLOYEE_IMPORT_FIELDS) {
    const column = columns.find((c) => !taken.has(c) && SYNONYMS[field].includes(norm(c)));
    if (column) {
      out[field] = column;
      taken.add(column);
    }
  }
  return out;
}

/** A date as people write it: 2024-03-01, 01/03/2024 or 01-03-2024 (day first); null if not one. */
export function importDate(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : [];
  if (!y || !m || !d) return null;
  const value = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

export interface ImportRecord {
  row: number;
  code: string;
  name: string;
  email: string | null;
  phone: string | null;
  department: string | null;
  branchId: string | null;
  managerCode: string | null;
  joiningDate: string | null;
  /** The employee the row updates; null: a new one. */
  targetId: string | null;
}

export interface ImportContext {
  /** Lower-cased branch id (the company's code) → branch uuid, and uuid → branch id. */
  branches: Map<string, string>;
  branchCodes: Map<string, string>;
  /** Lower-cased employee id → employee uuid, and lower-cased email → employee uuid. */
  byCode: Map<string, string>;
  byEmail: Map<string, string>;
  /** Lower-cased employee id → the employee id as stored. */
  codes: Map<string, string>;
}

const FIELD_OF_INPUT: Partial<Record<string, EmployeeImportField>> = {
  code: 'code',
  name: 'name',
  email: 'email',
  phone: 'phone',
  department: 'department',
  joiningDate: 'joiningDate',
};

type Problem = (field: EmployeeImportField, message: string, detail?: FieldIssueDetail) => void;

/** The employee form's refusals of a row: one problem per field, the first rule it breaks. */
function schemaProblems(
  zodIssues: readonly z.core.$ZodIssue[],
  candidate: Record<string, string>,
  problem: Problem,
): void {
  const named = new Set<EmployeeImportField>();
  for (const issue of zodIssues) {
    const field = FIELD_OF_INPUT[String(issue.path[0])];
    if (field && !named.has(field)) {
      const detail = fieldIssueOf(issue, 'row', candidate);
      problem(field, detail.message, detail);
    }
    if (field) named.add(field);
  }
}

/**
 * Managers may be rows of the file or employees of the company; written as their exact
 * employee id, so the write matches codes through the unique index.
 */
function resolveManagers(
  records: ImportRecord[],
  context: ImportContext,
  issues: EmployeeImportIssue[],
): void {
  const fileCodes = new Map(records.map((r) => [r.code.toLowerCase(), r.code]));
  for (const record of records) {
    if (!record.managerCode) continue;
    const key = record.managerCode.toLowerCase();
    const code = fileCodes.get(key) ?? context.codes.get(key);
    if (code) record.managerCode = code;
    else
      issues.push({
        row: record.row,
        field: 'managerCode',
        message: `No employee with id ${record.managerCode}`,
      });
  }
}

/**
 * A row updating an employee found by email may change its id: to one nobody else has.
 * And one employee is updated by one row (found by id on one, by email on another).
 */
function checkTargets(
  records: ImportRecord[],
  context: ImportContext,
  issues: EmployeeImportIssue[],
): void {
  const updatedBy = new Map<string, number>();
  for (const record of records) {
    const holder = context.byCode.get(record.code.toLowerCase());
    const issue = (message: string) => issues.push({ row: record.row, field: 'code', message });
    if (holder && record.targetId && holder !== record.targetId)
      issue('This employee id belongs to another employee');
    if (!record.targetId) continue;
    const first = updatedBy.get(record.targetId);
    if (first) issue(`Row ${first} updates the same employee`);
    else updatedBy.set(record.targetId, record.row);
  }
}

/**
 * Every row's record and every problem: the employee form's rules (the same zod schema),
 * plus a known branch, a manager in the file or the company (not the row itself), an
 * employee id and an email used once in the file, and no row whose id and email name two
 * different employees.
 */
export function validateRows(
  rows: readonly Record<string, string>[],
  mapping: Partial<Record<EmployeeImportField, string>>,
  context: ImportContext,
): { records: ImportRecord[]; issues: EmployeeImportIssue[] } {
  const issues: EmployeeImportIssue[] = [];
  const records: ImportRecord[] = [];
  const seenCodes = new Map<string, number>();
  const seenEmails = new Map<string, number>();
  const value = (cells: Record<string, string>, field: EmployeeImportField) => {
    const column = mapping[field];
    return column ? (cells[column] ?? '').trim() : '';
  };
  rows.forEach((cells, index) => {
    const row = index + 1;
    const problem: Problem = (field, message, detail) =>
      issues.push({ ...detail, row, field, message });
    const rawDate = value(cells, 'joiningDate');
    const joiningDate = rawDate ? importDate(rawDate) : null;
    if (rawDate && !joiningDate)
      problem('joiningDate', 'Use a date such as 2024-03-01 or 01/03/2024');
    const candidate = {
      code: value(cells, 'code'),
      name: value(cells, 'name'),
      email: value(cells, 'email'),
      phone: value(cells, 'phone'),
      department: value(cells, 'department'),
      joiningDate: joiningDate ?? '',
    };
    const parsed = employeeInputSchema.safeParse(candidate);
    if (!parsed.success) {
      schemaProblems(parsed.error.issues, candidate, problem);
      return;
    }
    const input = parsed.data;
    const codeKey = input.code.toLowerCase();
    const emailKey = input.email?.toLowerCase() ?? null;
    if (seenCodes.has(codeKey))
      problem('code', `Employee id also on row ${seenCodes.get(codeKey)}`);
    else seenCodes.set(codeKey, row);
    if (emailKey) {
      if (seenEmails.has(emailKey))
        problem('email', `Email also on row ${seenEmails.get(emailKey)}`);
      else seenEmails.set(emailKey, row);
    }
    const branchCode = value(cells, 'branchId');
    const branchId = branchCode ? (context.branches.get(branchCode.toLowerCase()) ?? null) : null;
    if (branchCode && !branchId) problem('branchId', `No branch with id ${branchCode}`);
    const byCode = context.byCode.get(codeKey) ?? null;
    const byEmail = emailKey ? (context.byEmail.get(emailKey) ?? null) : null;
    if (byCode && byEmail && byCode !== byEmail)
      problem('email', 'This email belongs to another employee');
    const managerCode = value(cells, 'managerCode') || null;
    if (managerCode && managerCode.toLowerCase() === codeKey)
      problem('managerCode', 'An employee cannot be their own manager');
    records.push({
      row,
      code: input.code,
      name: input.name,
      email: input.email,
      phone: input.phone,
      department: input.department,
      branchId,
      managerCode,
      joiningDate: input.joiningDate,
      targetId: byCode ?? byEmail,
    });
  });
  resolveManagers(records, context, issues);
  checkTargets(records, context, issues);
  issues.sort((a, b) => a.row - b.row);
  return { records, issues };
}
