/** The managers' reports: the open queue at a glance, and the surveys' satisfaction. */
import { z } from '../zod';
import { INCIDENTS_API, userRefSchema } from './common';
import { AGEING_BUCKETS, TICKET_STATUSES } from './constants';

export const SUMMARY_REPORT_PATH = `${INCIDENTS_API}/reports/summary`;
export const SATISFACTION_REPORT_PATH = `${INCIDENTS_API}/reports/satisfaction`;

export const deskSummaryResponse = z.object({
  type: z.literal('success'),
  openByPriority: z.array(z.object({ priority: z.number(), count: z.number() })),
  openByStatus: z.array(z.object({ status: z.enum(TICKET_STATUSES), count: z.number() })),
  breaches: z.object({ open: z.number(), firstResponse: z.number(), resolution: z.number() }),
  ageing: z.array(z.object({ bucket: z.enum(AGEING_BUCKETS), count: z.number() })),
  agentLoad: z.array(
    z.object({
      agent: userRefSchema.nullable(),
      open: z.number(),
      inProgress: z.number(),
      waiting: z.number(),
      breached: z.number(),
    }),
  ),
  unassigned: z.number(),
});
export type DeskSummary = Omit<z.infer<typeof deskSummaryResponse>, 'type'>;

/** The surveys' answers rolled up (average ratings 1-5, null before any answer). */
export const satisfactionResponse = z.object({
  type: z.literal('success'),
  overall: z.object({
    sent: z.number(),
    answered: z.number(),
    averageRating: z.number().nullable(),
  }),
  perAgent: z.array(
    z.object({ agent: userRefSchema.nullable(), answered: z.number(), averageRating: z.number() }),
  ),
  perAssetModel: z.array(
    z.object({ model: z.string(), answered: z.number(), averageRating: z.number() }),
  ),
});
export type SatisfactionReport = Omit<z.infer<typeof satisfactionResponse>, 'type'>;
