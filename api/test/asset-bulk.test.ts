/**
 * POST /assets/bulk is set-based: a few statements for all the ids, however many, in one
 * transaction that writes all of it or nothing. Statements are counted through a kysely
 * plugin on the service the route calls.
 */
import { sql, type KyselyPlugin } from 'kysely';
import type { AssetState } from '@itam/shared/contracts';
import { bulkChange } from '../src/modules/assets/bulk.service';
import type { Actor } from '../src/modules/assets/lifecycle.service';
import { assetWorld, createAsset, forceState, type AssetWorld } from './asset-fixtures';

let world: AssetWorld;
let actor: Actor;
beforeAll(async () => {
  world = await assetWorld();
  const admin = await world.env.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'admin@demo.test')
    .executeTakeFirstOrThrow();
  actor = { companyId: world.demo.companyId, userId: admin.id };
});
afterAll(() => world.env.close());

/** The database, counting the statements run through it. */
function counted() {
  let statements = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      statements += 1;
      return args.result;
    },
  };
  return { db: world.env.database.db.withPlugin(plugin), statements: () => statements };
}

interface Mix {
  /** In request order: every kind of asset interleaved. */
  ids: string[];
  inventory: string[];
  assignedWithRow: string[];
  assignedFromColumns: string[];
  dead: string[];
  missing: string[];
}

/** `perKind` assets of each kind a bulk change meets: movable, assigned (with an assignment row, or known only from its columns), refused by the table, and ids of no asset. */
async function mix(perKind: number): Promise<Mix> {
  const out: Mix = {
    ids: [],
    inventory: [],
    assignedWithRow: [],
    assignedFromColumns: [],
    dead: [],
    missing: [],
  };
  const employee = world.demo.employees[0]!;
  for (let i = 0; i < perKind; i++) {
    const inventory = (await createAsset(world))._id;
    const withRow = (await createAsset(world, { state: 'ASSIGNED', employeeId: employee }))._id;
    const fromColumns = (await createAsset(world))._id;
    await forceState(world, fromColumns, 'ASSIGNED', employee);
    const dead = (await createAsset(world))._id;
    await forceState(world, dead, 'DEAD');
    const missing = crypto.randomUUID();
    out.inventory.push(inventory);
    out.assignedWithRow.push(withRow);
    out.assignedFromColumns.push(fromColumns);
    out.dead.push(dead);
    out.missing.push(missing);
    out.ids.push(inventory, withRow, fromColumns, dead, missing);
  }
  return out;
}

async function statesOf(ids: string[]): Promise<Record<string, AssetState>> {
  const rows = await world.env.database.db
    .selectFrom('assets')
    .select(['id', 'state'])
    .where('id', 'in', ids)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.id, r.state]));
}

const assignmentsOf = (ids: string[]) =>
  world.env.database.db
    .selectFrom('asset_assignments')
    .select(['asset_id', 'returned_on', 'return_note'])
    .where('asset_id', 'in', ids)
    .execute();

const activityCount = async (ids: string[]) =>
  Number(
    (
      await world.env.database.db
        .selectFrom('activity_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('entity_id', 'in', ids)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('bulk changes are set-based', () => {
  it('changes 50 assets of every kind in as many statements as 5, with the same answers as one by one', async () => {
    const small = await mix(1);
    const large = await mix(10);
    const single = await mix(1);

    const one = counted();
    await bulkChange(one.db, actor, {
      action: 'set-state',
      ids: single.inventory,
      state: 'IN_REPAIR',
      note: null,
    });
    const few = counted();
    await bulkChange(few.db, actor, {
      action: 'set-state',
      ids: small.ids,
      state: 'IN_REPAIR',
      note: 'to the workshop',
    });
    const many = counted();
    const outcome = await bulkChange(many.db, actor, {
      action: 'set-state',
      ids: large.ids,
      state: 'IN_REPAIR',
      note: 'to the workshop',
    });

    expect(many.statements()).toBe(few.statements());
    // Locks, the reservations read, assignments closed, assets updated, one activity insert.
    expect(many.statements()).toBeLessThanOrEqual(7);
    expect(one.statements()).toBeLessThanOrEqual(4);

    // The answer, in request order, as before.
    expect(outcome.updated).toBe(30);
    expect(outcome.failed).toEqual(
      large.ids
        .filter((id) => large.dead.includes(id) || large.missing.includes(id))
        .map((id) => ({
          id,
          error: large.dead.includes(id) ? 'DEAD cannot change to IN_REPAIR' : 'Asset not found',
        })),
    );
    const moved = [...large.inventory, ...large.assignedWithRow, ...large.assignedFromColumns];
    const states = await statesOf([...moved, ...large.dead]);
    for (const id of moved) expect(states[id]).toBe('IN_REPAIR');
    for (const id of large.dead) expect(states[id]).toBe('DEAD');

    // Every assignment ended today with the note: open rows closed, column-only holders written as closed rows.
    const assigned = [...large.assignedWithRow, ...large.assignedFromColumns];
    const rows = await assignmentsOf(assigned);
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((r) => r.asset_id))).toEqual(new Set(assigned));
    for (const row of rows) {
      expect(row.returned_on).toBe(new Date().toISOString().slice(0, 10));
      expect(row.return_note).toBe('to the workshop');
    }

    // One activity row per changed asset, none for the refused ones.
    const log = await world.env.database.db
      .selectFrom('activity_log')
      .select(['entity_id', 'before', 'after'])
      .where('action', '=', 'state-change')
      .where('entity_id', 'in', [...moved, ...large.dead])
      .execute();
    expect(log.map((l) => l.entity_id).sort()).toEqual([...moved].sort());
    const withRow = log.find((l) => l.entity_id === large.assignedWithRow[0]);
    expect(withRow?.before).toMatchObject({
      state: 'ASSIGNED',
      employee: { _id: expect.any(String) },
    });
    expect(withRow?.after).toEqual({ state: 'IN_REPAIR', employee: null, note: 'to the workshop' });
  });

  it('deletes 50 assets in as many statements as one', async () => {
    const single = await mix(1);
    const large = await mix(10);
    const one = counted();
    await bulkChange(one.db, actor, { action: 'delete', ids: single.inventory, note: null });
    const many = counted();
    const outcome = await bulkChange(many.db, actor, {
      action: 'delete',
      ids: large.ids,
      note: null,
    });
    expect(many.statements()).toBe(one.statements());
    expect(outcome.updated).toBe(40);
    expect(outcome.failed).toEqual(large.missing.map((id) => ({ id, error: 'Asset not found' })));
    expect(await statesOf(large.ids)).toEqual({});
    const deleted = await world.env.database.db
      .selectFrom('activity_log')
      .select('before')
      .where('action', '=', 'delete')
      .where('entity_id', 'in', large.ids)
      .execute();
    expect(deleted).toHaveLength(40);
  });

  it('writes nothing when it fails part-way', async () => {
    const large = await mix(4);
    const assigned = [...large.assignedWithRow, ...large.assignedFromColumns];
    const statesBefore = await statesOf(large.ids);
    const assignmentsBefore = await assignmentsOf(assigned);
    const activityBefore = await activityCount(large.ids);
    const db = world.env.database.db;
    // The last statement (the activity rows) fails, after the assets and assignments were written.
    await sql`create or replace function test_refuse_activity() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`.execute(db);
    await sql`create trigger test_refuse_activity before insert on activity_log for each row
      when (new.after->>'note' = 'refused by the test') execute function test_refuse_activity()`.execute(
      db,
    );
    try {
      await expect(
        bulkChange(db, actor, {
          action: 'set-state',
          ids: large.ids,
          state: 'IN_REPAIR',
          note: 'refused by the test',
        }),
      ).rejects.toThrow(/refused by the test/);
    } finally {
      await sql`drop trigger test_refuse_activity on activity_log`.execute(db);
      await sql`drop function test_refuse_activity()`.execute(db);
    }
    expect(await statesOf(large.ids)).toEqual(statesBefore);
    expect(await assignmentsOf(assigned)).toEqual(assignmentsBefore);
    expect(await activityCount(large.ids)).toBe(activityBefore);
  });
});
