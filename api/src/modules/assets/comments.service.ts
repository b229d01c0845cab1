/** One asset's comments: a new one, and an edit by its author (403 for anyone else). */
import { sql, type Kysely } from 'kysely';
import type {
  AssetComment,
  AssetCommentResponse,
  AssetCommentsResponse,
} from '@itam/shared/contracts/assets';
import type { DB } from '../../db/schema';
import type { Caller } from '../../platform/access';
import { forbidden, notFound } from '../../platform/http-errors';
import { recordActivity } from '../../services/activity';
import { listComments, type AssetDetailRow } from './detail.queries';
import type { Actor } from './lifecycle.service';
import { onLockedAsset, requireAsset } from './one-asset.service';

export async function addComment(
  trx: Kysely<DB>,
  actor: Actor,
  row: AssetDetailRow,
  text: string,
): Promise<AssetComment> {
  const { id } = await trx
    .insertInto('asset_comments')
    .values({ company_id: actor.companyId, asset_id: row.id, author_id: actor.userId, body: text })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordActivity(trx, {
    companyId: actor.companyId,
    actorUserId: actor.userId,
    entityId: row.id,
    action: 'comment.create',
    before: null,
    after: { commentId: id, text },
  });
  return (await listComments(trx, actor.companyId, row.id, { commentId: id }))[0]!;
}

/** Edits a comment: 404 when the asset has no such comment, 403 when someone else wrote it. */
export async function editComment(
  trx: Kysely<DB>,
  actor: Actor,
  row: AssetDetailRow,
  commentId: string,
  text: string,
): Promise<AssetComment> {
  const comment = await trx
    .selectFrom('asset_comments')
    .select(['id', 'author_id', 'body'])
    .where('company_id', '=', actor.companyId)
    .where('asset_id', '=', row.id)
    .where('id', '=', commentId)
    .forUpdate()
    .executeTakeFirst();
  if (!comment) throw notFound('Comment not found');
  if (comment.author_id !== actor.userId) throw forbidden('Only the author can edit a comment');
  if (comment.body !== text) {
    // clock_timestamp(): a comment written and edited in one transaction still reads as edited.
    await trx
      .updateTable('asset_comments')
      .set({ body: text, updated_at: sql<Date>`clock_timestamp()` })
      .where('company_id', '=', actor.companyId)
      .where('id', '=', commentId)
      .execute();
    await recordActivity(trx, {
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityId: row.id,
      action: 'comment.update',
      before: { commentId, text: comment.body },
      after: { commentId, text },
    });
  }
  return (await listComments(trx, actor.companyId, row.id, { commentId }))[0]!;
}

/** Comments on the locked asset and answers the comment. */
export async function comment(
  db: Kysely<DB>,
  caller: Caller,
  id: string,
  text: string,
): Promise<AssetCommentResponse> {
  const added = await onLockedAsset(db, caller, id, (trx, row) =>
    addComment(trx, caller, row, text),
  );
  return { type: 'success', comment: added };
}

/** Edits the caller's comment on the locked asset and answers it. */
export async function edit(
  db: Kysely<DB>,
  caller: Caller,
  id: string,
  commentId: string,
  text: string,
): Promise<AssetCommentResponse> {
  const edited = await onLockedAsset(db, caller, id, (trx, row) =>
    editComment(trx, caller, row, commentId, text),
  );
  return { type: 'success', comment: edited };
}

/** The asset's comments, all of them (404 when the company has no such asset). */
export async function commentsOf(
  db: Kysely<DB>,
  caller: Caller,
  id: string,
): Promise<AssetCommentsResponse> {
  await requireAsset(db, caller.companyId, id);
  return { type: 'success', comments: await listComments(db, caller.companyId, id) };
}
