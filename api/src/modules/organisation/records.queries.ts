/**
 * The frame of the organisation's record writes (asset types, branches, employees): a
 * company's rows of one table, each write in a transaction with its activity row, 404 for
 * another company's id.
 */
import { sql, type Kysely } from 'kysely';
import type { OrganisationEntityType } from '@itam/shared/contracts';
import type { DB } from '../../db/schema';
import { notFound } from '../../platform/http-errors';
import { diffFields } from '../../services/activity';
import { recordOrgActivity } from './activity.queries';
import type { OrgActor } from './access';

/** "3 assets and 2 employees": the counts that keep a row from being deleted. */
export function countsText(counts: [number, string, string][]): string {
  return counts
    .filter(([n]) => n > 0)
    .map(([n, one, many]) => `${n} ${n === 1 ? one : many}`)
    .join(' and ');
}

/** The tables of the organisation's records that `orgRecords` writes. */
type OrgTable = 'asset_types' | 'branches' | 'employees';

type Snapshot = Record<string, unknown>;

export interface OrgRecordKind<V extends Snapshot> {
  table: OrgTable;
  entityType: OrganisationEntityType;
  /** The 404 message of an id that is not one of the company's rows. */
  notFound: string;
  /** The columns a write sets (and an update compares), as in the row. */
  columns: readonly (keyof V & string)[];
  /** A row (or a write's values) as the activity log shows it. */
  snapshot: (values: V) => Snapshot;
  /** What an update's log names even when it did not change (a name, an employee id). */
  named: (values: V) => Snapshot;
  /** An update also sets `updated_at`. */
  touches?: boolean;
  /** A failed statement as the caller's error (a unique violation as its field). */
  mapError?: (err: unknown) => never;
}

type LogEntry = {
  entityId: string;
  action: 'create' | 'update' | 'delete';
  before?: unknown;
  after?: unknown;
};

const logOf = <V extends Snapshot>(
  kind: OrgRecordKind<V>,
  trx: Kysely<DB>,
  actor: OrgActor,
  entry: LogEntry,
) =>
  recordOrgActivity(trx, {
    companyId: actor.companyId,
    actorUserId: actor.userId,
    entityType: kind.entityType,
    ...entry,
  });

/** Locks the company's row (404 when it is not theirs), and writes and logs what changed. */
async function updateRecord<V extends Snapshot>(
  kind: OrgRecordKind<V>,
  trx: Kysely<DB>,
  actor: OrgActor,
  id: string,
  values: V,
): Promise<void> {
  // One table of several: the statements are typed for the columns every one has.
  const table = kind.table as 'branches';
  const before = (await trx
    .selectFrom(table)
    .select(kind.columns as never)
    .where('company_id', '=', actor.companyId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst()) as V | undefined;
  if (!before) throw notFound(kind.notFound);
  const change = diffFields(kind.snapshot(before), kind.snapshot(values));
  if (!change) return;
  await trx
    .updateTable(table)
    .set({ ...values, ...(kind.touches ? { updated_at: sql<Date>`now()` } : {}) } as never)
    .where('company_id', '=', actor.companyId)
    .where('id', '=', id)
    .execute();
  await logOf(kind, trx, actor, {
    entityId: id,
    action: 'update',
    before: { ...kind.named(before), ...change.before },
    after: { ...kind.named(values), ...change.after },
  });
}

/**
 * The CRUD frame the organisation's records share: `write` runs a transaction (failures
 * through `mapError`); `create` inserts the company's row and logs it; `update` locks the
 * company's row (404 when it is not theirs), compares, and writes and logs only what
 * changed; `remove` deletes and logs a row the caller checked.
 */
export function orgRecords<V extends Snapshot>(kind: OrgRecordKind<V>) {
  // One table of several: the statements are typed for the columns every one has.
  const table = kind.table as 'branches';
  const log = (trx: Kysely<DB>, actor: OrgActor, entry: LogEntry) => logOf(kind, trx, actor, entry);
  const found = <R>(row: R | undefined): R => {
    if (!row) throw notFound(kind.notFound);
    return row;
  };
  return {
    write<T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
      const done = db.transaction().execute(work);
      return kind.mapError ? done.catch(kind.mapError) : done;
    },

    /** 404 unless the row was found. */
    found,

    async create(trx: Kysely<DB>, actor: OrgActor, values: V): Promise<string> {
      const row = await trx
        .insertInto(table)
        .values({ company_id: actor.companyId, ...values } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      await log(trx, actor, { entityId: row.id, action: 'create', after: kind.snapshot(values) });
      return row.id;
    },

    update: (trx: Kysely<DB>, actor: OrgActor, id: string, values: V): Promise<void> =>
      updateRecord(kind, trx, actor, id, values),

    async remove(trx: Kysely<DB>, actor: OrgActor, id: string, before: V): Promise<void> {
      await trx
        .deleteFrom(table)
        .where('company_id', '=', actor.companyId)
        .where('id', '=', id)
        .execute();
      await log(trx, actor, { entityId: id, action: 'delete', before: kind.snapshot(before) });
    },
  };
}
