/** The activity log as the routes read it: one asset's, the company's, and its users. */
import type { Kysely } from 'kysely';
import type { ActivityActorsResponse, ActivityResponse } from '@itam/shared/contracts/assets';
import type { DB } from '../../db/schema';
import type { Caller } from '../../platform/access';
import { listActivity, listActivityActors, type ActivityPageQuery } from '../../services/activity';
import { requireAsset } from './one-asset.service';

/** One asset's log (404 when the company has no such asset). */
export async function assetActivity(
  db: Kysely<DB>,
  caller: Caller,
  id: string,
  query: ActivityPageQuery,
): Promise<ActivityResponse> {
  await requireAsset(db, caller.companyId, id);
  return {
    type: 'success',
    ...(await listActivity(db, caller.companyId, { ...query, assetId: id })),
  };
}

export async function companyActivity(
  db: Kysely<DB>,
  caller: Caller,
  query: ActivityPageQuery,
): Promise<ActivityResponse> {
  return { type: 'success', ...(await listActivity(db, caller.companyId, query)) };
}

export async function activityActors(
  db: Kysely<DB>,
  caller: Caller,
): Promise<ActivityActorsResponse> {
  return { type: 'success', actors: await listActivityActors(db, caller.companyId) };
}
