/**
 * A company's own data as one workbook (XLSX): its assets and its employees, one sheet
 * each, one row per record. Its administrator may download it whatever the state of the
 * subscription: a company whose plan lapsed still owns what it recorded.
 *
 * Rows are read in pages by id (keyset) and written by exceljs's streaming writer to a
 * temporary file, so a register of 100,000 assets never sits in memory, and a failure
 * half-way answers an error instead of a truncated file with 200.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

const PAGE = 1000;

type Cell = string | number | boolean | Date | null;

interface Sheet {
  name: string;
  columns: { header: string; width: number }[];
  /** The next page of rows after `after` (an id), in id order; [] at the end. */
  page(after: string | null): Promise<{ id: string; cells: Cell[] }[]>;
}

function assetSheet(db: Kysely<DB>, companyId: string): Sheet {
  const columns: [string, number][] = [
    ['Tag', 14],
    ['Name', 28],
    ['Asset type', 18],
    ['Make', 14],
    ['Model', 18],
    ['Serial number', 20],
    ['IMEI', 18],
    ['State', 14],
    ['Branch ID', 12],
    ['Branch', 18],
    ['Employee ID', 12],
    ['Employee', 22],
    ['Date of purchase', 14],
    ['Invoice ID', 14],
    ['Price', 12],
    ['Vendor', 18],
    ['Warranty end', 14],
    ['Description', 30],
    ['Created', 20],
  ];
  return {
    name: 'Assets',
    columns: columns.map(([header, width]) => ({ header, width })),
    async page(after) {
      let query = db
        .selectFrom('assets as a')
        .leftJoin('asset_types as t', (j) =>
          j.onRef('t.id', '=', 'a.asset_type_id').onRef('t.company_id', '=', 'a.company_id'),
        )
        .leftJoin('branches as b', (j) =>
          j.onRef('b.id', '=', 'a.office_id').onRef('b.company_id', '=', 'a.company_id'),
        )
        .leftJoin('employees as e', (j) =>
          j.onRef('e.id', '=', 'a.employee_id').onRef('e.company_id', '=', 'a.company_id'),
        )
        .leftJoin('purchase_orders as po', (j) =>
          j.onRef('po.id', '=', 'a.invoice_id').onRef('po.company_id', '=', 'a.company_id'),
        )
        .select([
          'a.id',
          'a.tag',
          'a.name',
          't.name as type_name',
          'a.make',
          'a.model',
          'a.serial_number',
          'a.imei',
          'a.state',
          'b.branch_id as branch_code',
          'b.name as branch_name',
          'e.code as employee_code',
          'e.name as employee_name',
          'a.date_of_purchase',
          'po.invoice_id as invoice_code',
          'a.price',
          'a.vendor',
          'a.warranty_end',
          'a.description',
          'a.created_at',
        ])
        .where('a.company_id', '=', companyId)
        .orderBy('a.id')
        .limit(PAGE);
      if (after) query = query.where('a.id', '>', after);
      const rows = await query.execute();
      return rows.map((r) => ({
        id: r.id,
        cells: [
          r.tag,
          r.name,
          r.type_name,
          r.make,
          r.model,
          r.serial_number,
          r.imei,
          r.state,
          r.branch_code,
          r.branch_name,
          r.employee_code,
          r.employee_name,
          r.date_of_purchase,
          r.invoice_code,
          r.price === null ? null : Number(r.price),
          r.vendor,
          r.warranty_end,
          r.description,
          r.created_at,
        ],
      }));
    },
  };
}

/** The employees' columns of both exports (this workbook and the list's CSV). */
export const EMPLOYEE_EXPORT_HEADER = [
  'Employee ID',
  'Name',
  'Email',
  'Phone',
  'Department',
  'Branch',
  'Manager',
  'Joining date',
  'Active',
  'Assets',
] as const;

export interface EmployeeExportRow {
  code: string;
  name: string;
  email: string | null;
  phone: string | null;
  department_name: string | null;
  branch_code: string | null;
  manager_code: string | null;
  joining_date: string | null;
  active: boolean;
  asset_count: number;
}

export const employeeExportCells = (r: EmployeeExportRow): (string | number | null)[] => [
  r.code,
  r.name,
  r.email,
  r.phone,
  r.department_name,
  r.branch_code,
  r.manager_code,
  r.joining_date,
  r.active ? 'yes' : 'no',
  r.asset_count,
];

function employeeSheet(db: Kysely<DB>, companyId: string): Sheet {
  return {
    name: 'Employees',
    columns: EMPLOYEE_EXPORT_HEADER.map((header) => ({
      header,
      width: header === 'Email' ? 28 : 16,
    })),
    async page(after) {
      let query = db
        .selectFrom('employees as e')
        .leftJoin('departments as d', (j) =>
          j.onRef('d.id', '=', 'e.department_id').onRef('d.company_id', '=', 'e.company_id'),
        )
        .leftJoin('branches as b', (j) =>
          j.onRef('b.id', '=', 'e.branch_id').onRef('b.company_id', '=', 'e.company_id'),
        )
        .leftJoin('employees as m', (j) =>
          j.onRef('m.id', '=', 'e.manager_id').onRef('m.company_id', '=', 'e.company_id'),
        )
        .select([
          'e.id',
          'e.code',
          'e.name',
          'e.email',
          'e.phone',
          'd.name as department_name',
          'b.branch_id as branch_code',
          'm.code as manager_code',
          'e.joining_date',
          'e.active',
          sql<number>`(select count(*) from assets a where a.company_id = e.company_id and a.employee_id = e.id)::int`.as(
            'asset_count',
          ),
        ])
        .where('e.company_id', '=', companyId)
        .orderBy('e.id')
        .limit(PAGE);
      if (after) query = query.where('e.id', '>', after);
      const rows = await query.execute();
      return rows.map((r) => ({ id: r.id, cells: employeeExportCells(r) }));
    },
  };
}

async function writeSheet(book: ExcelJS.stream.xlsx.WorkbookWriter, sheet: Sheet): Promise<number> {
  const out = book.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  out.columns = sheet.columns.map((c) => ({ header: c.header, width: c.width }));
  out.getRow(1).font = { bold: true };
  out.getRow(1).commit();
  let after: string | null = null;
  let count = 0;
  for (;;) {
    const rows = await sheet.page(after);
    if (!rows.length) break;
    // Strings stay strings: exceljs writes a string cell as text, never as a formula.
    for (const row of rows) out.addRow(row.cells).commit();
    count += rows.length;
    after = rows[rows.length - 1]!.id;
  }
  out.commit();
  return count;
}

export interface CompanyDataExport {
  /** The workbook's temporary file: the caller sends it, then removes it. */
  file: string;
  counts: { assets: number; employees: number };
}

/** Writes the company's assets and employees to a temporary XLSX file. */
export async function writeCompanyDataExport(
  db: Kysely<DB>,
  companyId: string,
): Promise<CompanyDataExport> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'itam-export-'));
  const file = path.join(dir, 'export.xlsx');
  try {
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({
      filename: file,
      useStyles: true,
      useSharedStrings: false,
    });
    const assets = await writeSheet(book, assetSheet(db, companyId));
    const employees = await writeSheet(book, employeeSheet(db, companyId));
    await book.commit();
    return { file, counts: { assets, employees } };
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Removes an export's temporary file and its folder. */
export function removeCompanyDataExport(file: string): void {
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
