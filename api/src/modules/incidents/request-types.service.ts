/** The service request catalogue: requesters see the active types, the desk every one. */
import type { z } from 'zod';
import type { RequestType, requestTypesInput } from '@itam/shared/contracts/incidents';
import type { DeskContext } from './context';
import type { Caller } from '../../platform/access';
import { deskActorOf } from './access';
import { auditSettings } from './settings.queries';
import { saveRequestTypes, selectRequestTypes } from './request-types.queries';

const toType = (r: Awaited<ReturnType<typeof selectRequestTypes>>[number]): RequestType => ({
  _id: r.id,
  key: r.key,
  name: r.name,
  description: r.description,
  fields: r.fields,
  active: r.active,
});

export async function listRequestTypes(
  { db }: DeskContext,
  caller: Caller,
): Promise<RequestType[]> {
  const actor = deskActorOf(caller);
  return (await selectRequestTypes(db, actor.companyId, actor.agent)).map(toType);
}

export async function replaceRequestTypes(
  { db }: DeskContext,
  caller: Caller,
  body: z.infer<typeof requestTypesInput>,
): Promise<RequestType[]> {
  await db.transaction().execute(async (trx) => {
    const types = body.types.map((t) => ({ ...t, description: t.description ?? null }));
    await saveRequestTypes(trx, caller.companyId, types);
    await auditSettings(
      trx,
      caller,
      'request-types',
      null,
      types.map((t) => t.key),
    );
  });
  return (await selectRequestTypes(db, caller.companyId, true)).map(toType);
}
