/**
 * The leaving employee's own exit (GET /exits/mine, any signed-in user of a company with the
 * exit screens): only the parts meant for them, and their interview, answered once
 * (PUT /exits/mine/:id/interview, 409 after).
 */
import { z } from '../zod';
import { departmentNaming, EXIT_ITEM_OUTCOMES, EXIT_STATUSES, instant } from './common';
import { interviewSchema } from './exits';

export const OWN_EXIT_PATHS = {
  mine: '/exits/mine',
  interview: '/exits/mine/:id/interview',
} as const;

export const ownExitSchema = z.object({
  _id: z.string(),
  employee: z.object({ _id: z.string(), id: z.string(), name: z.string() }),
  lastWorkingDay: z.string(),
  status: z.enum(EXIT_STATUSES),
  startedAt: instant,
  completedAt: instant.nullable(),
  departments: z.array(
    z.object({
      key: z.string(),
      ...departmentNaming,
      signedAt: instant.nullable(),
      overdue: z.boolean(),
    }),
  ),
  items: z.array(
    z.object({
      _id: z.string(),
      asset: z.object({ name: z.string(), tag: z.string().nullable() }),
      outcome: z.enum(EXIT_ITEM_OUTCOMES),
      recordedAt: instant.nullable(),
    }),
  ),
  interview: interviewSchema,
});
/** What the leaving employee sees of their own exit. */
export type OwnExit = z.infer<typeof ownExitSchema>;

/** GET /exits/mine: the signed-in user's exit (in progress first, else the latest), or null. */
export const ownExitResponse = z.object({
  type: z.literal('success'),
  exit: ownExitSchema.nullable(),
});
export type OwnExitResponse = z.infer<typeof ownExitResponse>;

/** PUT /exits/mine/:id/interview: their exit with the answers. */
export const ownInterviewResponse = z.object({ type: z.literal('success'), exit: ownExitSchema });
export type OwnInterviewResponse = z.infer<typeof ownInterviewResponse>;
