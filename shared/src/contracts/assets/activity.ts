/**
 * The activity log: one asset's (GET /assets/:id/activity) and the company's (GET /activity,
 * filtered by who, what and when), and the users for its "who" filter (GET /activity/actors).
 * Rows carry `entityType` and `entityId` too; `limit` defaults to 20.
 */
import { z } from '../zod';
import { commaList } from '../query-lists';
import { ACTIVITY_ENTITY_TYPES, ASSET_ACTIVITY_ACTIONS } from './words';
import { personRefSchema, success } from './fields';

const activityFields = z.object({
  pageNumber: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** Who: the user who acted. */
  actorId: z.guid().optional(),
  /** What: one or more actions (comma list). */
  action: commaList(z.enum(ASSET_ACTIVITY_ACTIONS), ASSET_ACTIVITY_ACTIONS.length),
  /** What: the kind of record ('asset' is the only one logged so far). */
  entityType: z.enum(ACTIVITY_ENTITY_TYPES).optional(),
  /** When: entries at or after `from` and before `to` (ISO timestamps with an offset). */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});

/** An activity query's `to` comes after its `from` (both logs, the asset's and the organisation's). */
export function checkRange(v: { from?: string; to?: string }, ctx: z.RefinementCtx): void {
  if (v.from && v.to && Date.parse(v.to) <= Date.parse(v.from)) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must be after from' });
  }
}

/** GET /assets/:id/activity: one asset's log, with the filters of the company log. */
export const assetActivityQuerySchema = activityFields.superRefine(checkRange);

/** GET /activity: the company's log, filtered by who, what and when, or by one asset. */
export const activityQuerySchema = activityFields
  .extend({ assetId: z.guid().optional() })
  .superRefine(checkRange);
export type ActivityQuery = z.input<typeof activityQuerySchema>;

/** The asset an activity row is about, as it is now (or as it was when deleted). */
export const activityAssetRefSchema = z.object({
  _id: z.string(),
  name: z.string(),
  tag: z.string().nullable(),
  /** The asset no longer exists: name and tag are the last the log recorded; no link. */
  deleted: z.boolean(),
});
export type ActivityAssetRef = z.infer<typeof activityAssetRefSchema>;

export const assetActivitySchema = z.object({
  _id: z.string(),
  /** One of ASSET_ACTIVITY_ACTIONS (older rows may hold another). */
  action: z.string(),
  entityType: z.string(),
  /** The asset (for asset rows); null once it is deleted only in other entity types. */
  entityId: z.string().nullable(),
  /** The asset's name and tag for the sentence and its link; null when the log never knew them. */
  asset: activityAssetRefSchema.nullable(),
  actor: personRefSchema.nullable(),
  at: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AssetActivity = z.infer<typeof assetActivitySchema>;

export const activityResponse = success({
  activities: z.array(assetActivitySchema),
  total: z.number(),
});
export type ActivityResponse = z.infer<typeof activityResponse>;

/** GET /activity/actors: the company's users, for the log's "who" filter. */
export const activityActorsResponse = success({ actors: z.array(personRefSchema) });
export type ActivityActorsResponse = z.infer<typeof activityActorsResponse>;
