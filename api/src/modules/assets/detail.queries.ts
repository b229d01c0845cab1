/**
 * One asset in full (GET /assets/:id and every write's answer): the list fields,
 * the detail fields, the open assignment and the newest comments. Also the
 * snapshot written to the activity log as before/after.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type {
  AssetAssignment,
  AssetComment,
  AssetDetail,
  AssetListItem,
  DepreciationMethod,
  DisposalMethod,
} from '@itam/shared/contracts';
import type { DB } from '../../db/schema';
import { userRef } from '../../services/activity';
import { reservationsOf } from './reservations.queries';
import { ASSET_COLUMNS, toAssetListItem, type AssetRow } from './asset-row';

export interface AssetDetailRow extends AssetRow {
  description: string | null;
  depreciation_method: DepreciationMethod | null;
  useful_life_years: number | null;
  salvage_value: number | null;
  depreciation_start: string | null;
  disposal_date: string | null;
  disposal_method: string | null;
  disposal_certificate: string | null;
  updated_at: Date;
  asset_type_id: string | null;
  office_id: string | null;
  employee_id: string | null;
  invoice_ref: string | null;
}

const DETAIL_COLUMNS = sql`${ASSET_COLUMNS}, a.description, a.depreciation_method, a.useful_life_years,
  a.salvage_value, a.depreciation_start, a.disposal_date, a.disposal_method, a.disposal_certificate,
  a.updated_at, a.asset_type_id, a.office_id, a.employee_id, a.invoice_id as invoice_ref`;

/** The asset row of the company, optionally locked (`for update of a`) inside a transaction. */
export async function loadAssetRow(
  db: Kysely<DB>,
  companyId: string,
  id: string,
  lock: RawBuilder<unknown> = sql``,
): Promise<AssetDetailRow | undefined> {
  const result = await sql<AssetDetailRow>`select ${DETAIL_COLUMNS} from assets a
    where a.company_id = ${companyId} and a.id = ${id} ${lock}`.execute(db);
  return result.rows[0];
}

/** Locks several assets of the company (in id order, so concurrent bulk calls cannot deadlock). */
export async function lockAssetRows(
  db: Kysely<DB>,
  companyId: string,
  ids: readonly string[],
): Promise<AssetDetailRow[]> {
  const result = await sql<AssetDetailRow>`select ${DETAIL_COLUMNS} from assets a
    where a.company_id = ${companyId} and a.id = any(${[...ids]}::uuid[]) order by a.id for update of a`.execute(
    db,
  );
  return result.rows;
}

/** The fields the activity log records as before/after, flat enough to diff. */
export type AssetSnapshot = AssetListItem & {
  description: string | null;
  depreciationMethod: DepreciationMethod | null;
  usefulLifeYears: number | null;
  salvageValue: number | null;
  depreciationStart: string | null;
  disposal: AssetDetail['disposal'];
};

export function snapshotOf(row: AssetDetailRow): AssetSnapshot {
  return {
    ...toAssetListItem(row),
    description: row.description,
    depreciationMethod: row.depreciation_method,
    usefulLifeYears: row.useful_life_years,
    salvageValue: row.salvage_value,
    depreciationStart: row.depreciation_start,
    disposal: disposalOf(row),
  };
}

function disposalOf(row: AssetDetailRow): AssetDetail['disposal'] {
  if (!row.disposal_date || !row.disposal_method || !row.disposal_certificate) return null;
  return {
    date: row.disposal_date,
    method: row.disposal_method as DisposalMethod,
    certificateNumber: row.disposal_certificate,
  };
}

interface AssignmentRow {
  id: string;
  employee: { _id: string; id: string; name: string };
  assigned_on: string;
  returned_on: string | null;
  note: string | null;
  return_note: string | null;
  assigned_by: { _id: string; name: string } | null;
}

const ASSIGNMENT_COLUMNS = sql`s.id, s.assigned_on, s.returned_on, s.note, s.return_note,
  (select json_build_object('_id', e.id, 'id', e.code, 'name', e.name) from employees e where e.id = s.employee_id) as employee,
  ${userRef('s.assigned_by')} as assigned_by`;

const toAssignment = (row: AssignmentRow): AssetAssignment => ({
  _id: row.id,
  employee: row.employee,
  assignedOn: row.assigned_on,
  returnedOn: row.returned_on,
  note: row.note,
  returnNote: row.return_note,
  assignedBy: row.assigned_by,
});

/**
 * The holder of an ASSIGNED asset that has no open assignment row: assets
 * imported or bulk-seeded with an employee and a date of assign but no history.
 * It carries the asset's id; the first change of holder writes it as a real row.
 */
function recordedHolder(row: AssetDetailRow): AssetAssignment | null {
  if (row.state !== 'ASSIGNED' || !row.employee || !row.date_of_assign) return null;
  return {
    _id: row.id,
    employee: row.employee,
    assignedOn: row.date_of_assign,
    returnedOn: null,
    note: null,
    returnNote: null,
    assignedBy: null,
  };
}

/** Every assignment of the asset, newest first. */
export async function listAssignments(
  db: Kysely<DB>,
  companyId: string,
  row: AssetDetailRow,
): Promise<AssetAssignment[]> {
  const result = await sql<AssignmentRow>`select ${ASSIGNMENT_COLUMNS} from asset_assignments s
    where s.company_id = ${companyId} and s.asset_id = ${row.id}
    order by s.returned_on desc nulls first, s.assigned_on desc, s.created_at desc`.execute(db);
  const list = result.rows.map(toAssignment);
  const holder = list.some((a) => a.returnedOn === null) ? null : recordedHolder(row);
  return holder ? [holder, ...list] : list;
}

async function currentAssignment(
  db: Kysely<DB>,
  companyId: string,
  row: AssetDetailRow,
): Promise<AssetAssignment | null> {
  if (row.state !== 'ASSIGNED') return null;
  const result = await sql<AssignmentRow>`select ${ASSIGNMENT_COLUMNS} from asset_assignments s
    where s.company_id = ${companyId} and s.asset_id = ${row.id} and s.returned_on is null`.execute(
    db,
  );
  return result.rows[0] ? toAssignment(result.rows[0]) : recordedHolder(row);
}

interface CommentRow {
  id: string;
  body: string;
  author: { _id: string; name: string } | null;
  created_at: Date;
  updated_at: Date;
}

const toComment = (row: CommentRow): AssetComment => {
  const createdAt = new Date(row.created_at).toISOString();
  const updatedAt = new Date(row.updated_at).toISOString();
  return {
    _id: row.id,
    text: row.body,
    author: row.author,
    createdAt,
    updatedAt,
    edited: updatedAt !== createdAt,
  };
};

/** Comments of the asset, newest first (optionally only the newest `limit`, or one by id). */
export async function listComments(
  db: Kysely<DB>,
  companyId: string,
  assetId: string,
  options: { limit?: number; commentId?: string } = {},
): Promise<AssetComment[]> {
  const one = options.commentId ? sql`and c.id = ${options.commentId}` : sql``;
  const limit = options.limit ? sql`limit ${sql.lit(options.limit)}` : sql``;
  const result =
    await sql<CommentRow>`select c.id, c.body, ${userRef('c.author_id')} as author, c.created_at, c.updated_at
    from asset_comments c where c.company_id = ${companyId} and c.asset_id = ${assetId} ${one}
    order by c.created_at desc, c.id desc ${limit}`.execute(db);
  return result.rows.map(toComment);
}

export const DETAIL_COMMENTS = 20;

export async function toAssetDetail(
  db: Kysely<DB>,
  companyId: string,
  row: AssetDetailRow,
): Promise<AssetDetail> {
  const [comments, assignment, reserved] = await Promise.all([
    listComments(db, companyId, row.id, { limit: DETAIL_COMMENTS }),
    currentAssignment(db, companyId, row),
    // Only an in-stock asset can be reserved: no query for the others.
    row.state === 'IN_INVENTORY' ? reservationsOf(db, companyId, [row.id]) : null,
  ]);
  const hasDepreciation = row.depreciation_method !== null && row.useful_life_years !== null;
  return {
    ...toAssetListItem(row),
    description: row.description,
    warrantyEndDate: row.warranty_end,
    depreciation: hasDepreciation
      ? {
          method: row.depreciation_method!,
          usefulLifeYears: row.useful_life_years!,
          salvageValue: row.salvage_value ?? 0,
          startDate: row.depreciation_start,
        }
      : null,
    comments,
    assignment,
    disposal: disposalOf(row),
    reservation: reserved?.get(row.id) ?? null,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function findAssetDetail(
  db: Kysely<DB>,
  companyId: string,
  id: string,
): Promise<AssetDetail | null> {
  const row = await loadAssetRow(db, companyId, id);
  return row ? toAssetDetail(db, companyId, row) : null;
}
