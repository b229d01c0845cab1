/**
 * One asset's life-cycle actions as the routes ask for them: each locks the asset, applies the
 * change in one transaction (lifecycle.service.ts, assignments.service.ts) and answers the
 * asset as it is now.
 */
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  AssetAssignmentsResponse,
  AssetResponse,
  assetAssignSchema,
  assetDisposeSchema,
  assetStateChangeSchema,
  assetUnassignSchema,
} from '@itam/shared/contracts/assets';
import type { DB } from '../../db/schema';
import type { Caller } from '../../platform/access';
import { assignAsset, disposeAsset, unassignAsset } from './assignments.service';
import { todayUtc } from './depreciation';
import { listAssignments } from './detail.queries';
import { changeState } from './lifecycle.service';
import { changeAsset, requireAsset } from './one-asset.service';

type Body<S extends z.ZodType> = z.output<S>;

export function setState(
  db: Kysely<DB>,
  caller: Caller,
  id: string,
  body: Body<typeof assetStateChangeSchema>,
): Promise<AssetResponse> {
  return changeAsset(db, caller, id, (trx, row) =>
    changeState(trx, caller, row, {
      to: body.state,
      date: body.date ?? todayUtc(),
      employeeId: body.employeeId,
      note: body.note,
    }),
  );
}

export function assign(
  db: Kysely<DB>,
  caller: Caller,
  id: string,
  body: Body<typeof assetAssignSchema>,
): Promise<AssetResponse> {
  return changeAsset(db, caller, id, (trx, row) => assignAsset(trx, caller, row, body));
}

export function unassign(
  db: Kysely<DB>,
  caller: Caller,
  id: string,
  body: Body<typeof assetUnassignSchema>,
): Promise<AssetResponse> {
  return changeAsset(db, caller, id, (trx, row) => unassignAsset(trx, caller, row, body));
}

export function dispose(
  db: Kysely<DB>,
  caller: Caller,
  id: string,
  body: Body<typeof assetDisposeSchema>,
): Promise<AssetResponse> {
  return changeAsset(db, caller, id, (trx, row) => disposeAsset(trx, caller, row, body));
}

export async function assignments(
  db: Kysely<DB>,
  caller: Caller,
  id: string,
): Promise<AssetAssignmentsResponse> {
  const row = await requireAsset(db, caller.companyId, id);
  return { type: 'success', assignments: await listAssignments(db, caller.companyId, row) };
}
