/** One asset's comments: the list, a new one (201) and an edit (only by its author, else 403). */
import { z } from '../zod';
import { assetCommentSchema } from './detail';
import { success } from './fields';

/** Path parameters of the comment routes. */
export const assetCommentParamsSchema = z.object({ id: z.guid(), commentId: z.guid() });

/** POST /assets/:id/comments and PUT /assets/:id/comments/:commentId. */
export const assetCommentInputSchema = z.object({ text: z.string().trim().min(1).max(2000) });
export type AssetCommentInput = z.input<typeof assetCommentInputSchema>;

export const assetCommentsResponse = success({ comments: z.array(assetCommentSchema) });
export type AssetCommentsResponse = z.infer<typeof assetCommentsResponse>;
export const assetCommentResponse = success({ comment: assetCommentSchema });
export type AssetCommentResponse = z.infer<typeof assetCommentResponse>;
