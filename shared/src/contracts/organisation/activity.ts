/** GET /company/activity: the organisation's log, filtered by who, what and when, as the asset log. */
import { z } from '../zod';
import { checkRange } from '../assets/activity';
import { commaList } from '../query-lists';
import { ORGANISATION_ACTIONS, ORGANISATION_ENTITY_TYPES } from './constants';

export const orgActivityQuerySchema = z
  .object({
    pageNumber: z.coerce.number().int().min(0).max(100_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    /** Who: the user who acted. */
    actorId: z.guid().optional(),
    /** What: one or more actions (comma list), and the kind of record. */
    action: commaList(z.enum(ORGANISATION_ACTIONS), ORGANISATION_ACTIONS.length),
    entityType: z.enum(ORGANISATION_ENTITY_TYPES).optional(),
    /** When: entries at or after `from` and before `to` (ISO timestamps with an offset). */
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
  })
  .superRefine(checkRange);
export type OrgActivityQuery = z.input<typeof orgActivityQuerySchema>;

export const orgActivitySchema = z.object({
  _id: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  /** What the row is about, as its snapshot names it (a branch's name, an employee's code). */
  label: z.string().nullable(),
  actor: z.object({ _id: z.string(), name: z.string() }).nullable(),
  at: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type OrgActivity = z.infer<typeof orgActivitySchema>;

export const orgActivityResponse = z.object({
  type: z.literal('success'),
  activities: z.array(orgActivitySchema),
  total: z.number(),
});
export type OrgActivityResponse = z.infer<typeof orgActivityResponse>;
