/**
 * What every organisation route shares: its access, the caller, the :id parameter, field
 * errors, and the frame of its writes (`orgRecords`: a company's rows of one table, each
 * write in a transaction with its activity row, 404 for another company's id).
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { OrganisationEntityType, Permission } from '@itam/shared/contracts';
import { orgIdParamsSchema } from '@itam/shared/schemas';
import { authOf, requireAnyOf } from '../../auth/guard';
import type { DB } from '../../db/schema';
import { HttpError, notFound } from '../../platform/http-errors';
import { parseInput } from '../../platform/input';
import { diffFields } from '../../services/activity';
import { recordOrgActivity } from '../../modules/organisation/activity.queries';

/**
 * Route options of an organisation route: a live subscription (the organisation's data
 * needs no module of its own) and one of the `on_organsiation` permissions.
 */
export const orgAccess = (...permissions: [Permission, ...Permission[]]) => ({
  config: { access: requireAnyOf('subscription', ...permissions) },
});

export interface OrgActor {
  companyId: string;
  userId: string;
}

export function actorOf(request: FastifyRequest): OrgActor {
  const { companyId, userId } = authOf(request);
  return { companyId, userId };
}

/** The caller and the :id of the path (400 naming `id` when it is not a uuid). */
export function orgTarget(request: FastifyRequest): { actor: OrgActor; id: string } {
  const { id } = parseInput(orgIdParamsSchema, request.params, 'params');
  return { actor: actorOf(request), id };
}

export const badField = (field: string, message: string): HttpError =>
  new HttpError(400, `Invalid ${field}: ${message}`, [{ field, message }]);

export const conflict = (message: string, field?: string): HttpError =>
  new HttpError(409, message, field ? [{ field, message }] : undefined);

/** The name of the unique constraint a failed statement broke, if that is why it failed. */
export function uniqueViolation(err: unknown): string | null {
  const e = err as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e?.code !== '23505') return null;
  if (typeof e.constraint === 'string') return e.constraint;
  return typeof e.message === 'string' ? e.message : '';
}

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

/**
 * The CRUD frame the organisation's records share (asset types, branches, employees):
 * `write` runs a transaction (failures through `mapError`); `create` inserts the company's
 * row and logs it; `update` locks the company's row (404 when it is not theirs), compares,
 * and writes and logs only what changed; `remove` deletes and logs a row the caller checked.
 */
export function orgRecords<V extends Snapshot>(kind: OrgRecordKind<V>) {
  // One table of several: the statements are typed for the columns every one has.
  const table = kind.table as 'branches';
  const log = (
    trx: Kysely<DB>,
    actor: OrgActor,
    entry: {
      entityId: string;
      action: 'create' | 'update' | 'delete';
      before?: unknown;
      after?: unknown;
    },
  ) =>
    recordOrgActivity(trx, {
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityType: kind.entityType,
      ...entry,
    });
  return {
    write<T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
      const done = db.transaction().execute(work);
      return kind.mapError ? done.catch(kind.mapError) : done;
    },

    /** 404 unless the row was found. */
    found<R>(row: R | undefined): R {
      if (!row) throw notFound(kind.notFound);
      return row;
    },

    async create(trx: Kysely<DB>, actor: OrgActor, values: V): Promise<string> {
      const row = await trx
        .insertInto(table)
        .values({ company_id: actor.companyId, ...values } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      await log(trx, actor, { entityId: row.id, action: 'create', after: kind.snapshot(values) });
      return row.id;
    },

    async update(trx: Kysely<DB>, actor: OrgActor, id: string, values: V): Promise<void> {
      const before = this.found(
        (await trx
          .selectFrom(table)
          .select(kind.columns as never)
          .where('company_id', '=', actor.companyId)
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst()) as V | undefined,
      );
      const change = diffFields(kind.snapshot(before), kind.snapshot(values));
      if (!change) return;
      await trx
        .updateTable(table)
        .set({ ...values, ...(kind.touches ? { updated_at: sql<Date>`now()` } : {}) } as never)
        .where('company_id', '=', actor.companyId)
        .where('id', '=', id)
        .execute();
      await log(trx, actor, {
        entityId: id,
        action: 'update',
        before: { ...kind.named(before), ...change.before },
        after: { ...kind.named(values), ...change.after },
      });
    },

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
