/**
 * Life-cycle history for the company's newest DETAILED assets (the first ones
 * the list shows), so the detail tabs and the activity screens are not empty:
 * assignment rows (earlier holders and the current one), audits, comments and
 * the matching activity rows. Other ASSIGNED assets keep their holder in the
 * asset's columns only (the API reads it from there until the first change of
 * holder writes a row), which keeps a 100k-asset seed as fast as before. Its own
 * rng: the other companies' data does not change with it.
 */
import type { Kysely, Insertable } from 'kysely';
import type { AssetState, AuditCondition } from '@itam/shared/contracts';
import type {
  ActivityLogTable,
  AssetAssignmentsTable,
  AssetAuditsTable,
  AssetCommentsTable,
  DB,
} from '../db/schema';
import { between, createRng, pick, weighted, type Rng } from './data';
import type { CompanyRefs } from './generator';

const DETAILED = 150;
const DAY_MS = 86_400_000;
const BATCH = 400;

const AUDITORS = [
  'Anita Desai',
  'Farhan Qureshi',
  'Lakshmi Narayan',
  'Grace Miller',
  'Deepak Verma',
] as const;
const CONDITIONS: readonly (readonly [AuditCondition, number])[] = [
  ['good', 70],
  ['fair', 20],
  ['poor', 7],
  ['damaged', 3],
];
const AUDIT_NOTES = [
  'Tag present and readable; matches the register.',
  'Minor scratches on the lid.',
  'Charger missing, raised a request with IT.',
  'Found at a different desk than recorded; location updated.',
  null,
] as const;
const COMMENTS = [
  'Battery health at 82% in the last diagnostic run.',
  'User asked for a replacement keyboard; ordered.',
  'Moved to the spare pool after the project ended.',
  'Warranty claim raised with the vendor, ticket attached in the shared drive.',
  'OS upgraded and disk encryption verified.',
  'Screen flickers intermittently, keep an eye on it.',
] as const;

interface SeedAsset {
  id: string;
  name: string;
  tag: string | null;
  state: AssetState;
  date_of_purchase: string | null;
  date_of_assign: string | null;
  employee_id: string | null;
  office_id: string | null;
  created_at: Date;
}

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);

async function insertBatches<T extends keyof DB>(
  db: Kysely<DB>,
  table: T,
  rows: Insertable<DB[T]>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    // One helper for several tables: kysely cannot relate a generic table to its rows.
    const batch = rows.slice(i, i + BATCH) as never;
    await db.insertInto(table).values(batch).execute();
  }
}

class History {
  readonly assignments: Insertable<AssetAssignmentsTable>[] = [];
  readonly audits: Insertable<AssetAuditsTable>[] = [];
  readonly comments: Insertable<AssetCommentsTable>[] = [];
  readonly activity: Insertable<ActivityLogTable>[] = [];

  constructor(
    private readonly refs: CompanyRefs,
    private readonly adminId: string,
    private readonly rng: Rng,
    private readonly now: number,
    private readonly people: Map<string, { _id: string; id: string; name: string }>,
  ) {}

  /** A moment between `from` and now, at a random fraction within [low, high] of the way. */
  between(from: number, low: number, high: number): number {
    return Math.round(from + Math.max(0, this.now - from) * (low + (high - low) * this.rng()));
  }

  employee(id: string | null) {
    return id ? (this.people.get(id) ?? null) : null;
  }

  log(asset: SeedAsset, action: string, at: number, before: unknown, after: unknown): void {
    this.activity.push({
      company_id: this.refs.id,
      actor_user_id: this.adminId,
      entity_type: 'asset',
      entity_id: asset.id,
      action,
      before: before === null ? null : JSON.stringify(before),
      after: after === null ? null : JSON.stringify(after),
      at: new Date(Math.min(this.now, at)),
    });
  }

  /** An earlier holder who returned the asset before `until`. */
  pastHolder(asset: SeedAsset, from: number, until: number): void {
    if (until - from < 20 * DAY_MS) return;
    const employee = pick(this.rng, this.refs.employees);
    if (employee.id === asset.employee_id) return;
    const start = from + between(this.rng, 1, 5) * DAY_MS;
    const end = Math.max(start, until - between(this.rng, 1, 10) * DAY_MS);
    this.assignments.push({
      company_id: this.refs.id,
      asset_id: asset.id,
      employee_id: employee.id,
      assigned_on: iso(start),
      returned_on: iso(end),
      note: 'Issued for onboarding',
      return_note: 'Returned to IT',
      assigned_by: this.adminId,
      returned_by: this.adminId,
    });
    const holder = this.employee(employee.id);
    this.log(
      asset,
      'assign',
      start,
      { state: 'IN_INVENTORY', employee: null },
      { state: 'ASSIGNED', employee: holder, date: iso(start), note: null },
    );
    this.log(
      asset,
      'unassign',
      end,
      { state: 'ASSIGNED', employee: holder },
      { state: 'IN_INVENTORY', employee: null, date: iso(end), note: null },
    );
  }

  add(asset: SeedAsset): void {
    const created = new Date(asset.created_at).getTime();
    const purchased = asset.date_of_purchase ? dayMs(asset.date_of_purchase) : created;
    this.log(asset, 'create', created, null, {
      name: asset.name,
      tag: asset.tag,
      state: 'IN_INVENTORY',
    });
    if (asset.state === 'ASSIGNED' && asset.date_of_assign) {
      const assigned = dayMs(asset.date_of_assign);
      this.pastHolder(asset, purchased, assigned);
      this.assignments.push({
        company_id: this.refs.id,
        asset_id: asset.id,
        employee_id: asset.employee_id!,
        assigned_on: asset.date_of_assign,
        note: 'Issued by IT',
        assigned_by: this.adminId,
      });
      const after = {
        state: 'ASSIGNED',
        employee: this.employee(asset.employee_id),
        date: asset.date_of_assign,
        note: null,
      };
      this.log(asset, 'assign', assigned, { state: 'IN_INVENTORY', employee: null }, after);
    } else if (asset.state === 'IN_INVENTORY') {
      if (this.rng() < 0.4) this.pastHolder(asset, purchased, this.now);
    } else if (asset.state === 'DISPOSED') {
      this.log(
        asset,
        'state-change',
        this.between(created, 0.4, 0.6),
        { state: 'IN_INVENTORY' },
        { state: 'PENDING_DISPOSAL', note: 'End of life' },
      );
      this.log(
        asset,
        'dispose',
        this.between(created, 0.7, 0.9),
        { state: 'PENDING_DISPOSAL' },
        { state: 'DISPOSED' },
      );
    } else {
      this.log(
        asset,
        'state-change',
        this.between(created, 0.2, 0.9),
        { state: 'IN_INVENTORY' },
        { state: asset.state, note: null },
      );
    }
    this.addRecords(asset, purchased);
  }

  addRecords(asset: SeedAsset, purchased: number): void {
    const audits = weighted(this.rng, [
      [0, 3],
      [1, 5],
      [2, 2],
    ] as const);
    for (let i = 0; i < audits; i++) {
      const day = this.between(purchased, 0.1, 1);
      const audit = {
        audit_date: iso(Math.min(this.now, day)),
        auditor_name: pick(this.rng, AUDITORS),
        condition: weighted(this.rng, CONDITIONS),
        notes: pick(this.rng, AUDIT_NOTES),
      };
      this.audits.push({
        company_id: this.refs.id,
        asset_id: asset.id,
        office_id: asset.office_id,
        created_by: this.adminId,
        ...audit,
      });
      this.log(asset, 'audit.create', day, null, {
        date: audit.audit_date,
        auditorName: audit.auditor_name,
        condition: audit.condition,
      });
    }
    if (this.rng() < 0.35) {
      const at = new Date(this.between(purchased, 0.1, 1));
      const text = pick(this.rng, COMMENTS);
      this.comments.push({
        company_id: this.refs.id,
        asset_id: asset.id,
        author_id: this.adminId,
        body: text,
        created_at: at,
        updated_at: at,
      });
      this.log(asset, 'comment.create', at.getTime(), null, { text });
    }
  }
}

export async function seedAssetHistory(db: Kysely<DB>, refs: CompanyRefs): Promise<void> {
  const admin = await db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select('u.id')
    .where('u.company_id', '=', refs.id)
    .where('r.role_name', '=', 'Admin')
    .orderBy('u.created_at')
    .executeTakeFirst();
  if (!admin) return;
  const detailed = await db
    .selectFrom('assets')
    .select([
      'id',
      'name',
      'tag',
      'state',
      'date_of_purchase',
      'date_of_assign',
      'employee_id',
      'office_id',
      'created_at',
    ])
    .where('company_id', '=', refs.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(DETAILED)
    .execute();
  const seed = [...refs.tagPrefix].reduce((sum, c) => sum * 31 + c.charCodeAt(0), 17);
  const employees = await db
    .selectFrom('employees')
    .select(['id', 'code', 'name'])
    .where('company_id', '=', refs.id)
    .execute();
  const people = new Map(employees.map((e) => [e.id, { _id: e.id, id: e.code, name: e.name }]));
  const history = new History(refs, admin.id, createRng(seed), Date.now(), people);
  for (const asset of detailed) history.add(asset);
  await insertBatches(db, 'asset_assignments', history.assignments);
  await insertBatches(db, 'asset_audits', history.audits);
  await insertBatches(db, 'asset_comments', history.comments);
  await insertBatches(db, 'activity_log', history.activity);
}
