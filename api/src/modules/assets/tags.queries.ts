/**
 * A tag names one asset of its company, ignoring case (issue 31): `dc-000001` typed or
 * scanned is DC-000001, so no second asset may carry it in any case. The unique index
 * assets_company_tag_key (company_id, lower(tag)) decides between two saves racing with
 * one tag; the loser gets the same 409 as a save that finds the tag taken first.
 */
import { sql, type Kysely } from 'kysely';
import { tagKey } from '@itam/shared/contracts';
import type { DB } from '../../db/schema';
import { HttpError } from '../../platform/http-errors';

export const TAG_TAKEN = 'Another asset of your company has this tag';

export const tagTaken = (): HttpError =>
  new HttpError(409, TAG_TAKEN, [{ field: 'tag', message: TAG_TAKEN }]);

/** 409 naming `tag` when another asset of the company (not `selfId`) has the tag in any case. */
export async function assertTagFree(
  trx: Kysely<DB>,
  companyId: string,
  tag: string,
  selfId: string | null,
): Promise<void> {
  let query = trx
    .selectFrom('assets')
    .select('id')
    .where('company_id', '=', companyId)
    .where(sql<boolean>`lower(tag) = lower(${tag})`);
  if (selfId) query = query.where('id', '<>', selfId);
  if (await query.executeTakeFirst()) throw tagTaken();
}

/** Which of these tags some asset of the company has already, as `tagKey`s. */
export async function takenTags(
  trx: Kysely<DB>,
  companyId: string,
  tags: readonly string[],
): Promise<Set<string>> {
  if (tags.length === 0) return new Set();
  const rows = await sql<{ key: string }>`select lower(tag) as key from assets
    where company_id = ${companyId} and lower(tag) = any(${tags.map(tagKey)}::text[])`.execute(trx);
  return new Set(rows.rows.map((r) => r.key));
}

/** True for the unique index's refusal of a tag another asset has in some case. */
export function isTagClash(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const constraint = (err as { constraint?: string }).constraint ?? '';
  return `${err.message} ${constraint}`.includes('assets_company_tag_key');
}

/** Rethrows a tag clash of a save that raced another as the 409 of `tagTaken`. */
export function rethrowTagClash(err: unknown): never {
  if (isTagClash(err)) throw tagTaken();
  throw err;
}
