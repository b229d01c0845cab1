/**
 * The review queue: computers whose report matched no asset, or more than one; each is
 * linked to an asset or becomes a new one.
 *   GET /api/agent-reviews   POST /api/agent-reviews/:id/link   POST /api/agent-reviews/:id/create-asset
 */
import { z } from '../zod';
import { agentHardwareSchema } from './agent-wire';
import { agentPagingShape } from './computers';

export const agentReviewListQuerySchema = z.object(agentPagingShape);
export const agentReviewLinkSchema = z.object({ assetId: z.guid() });

export const agentReviewSchema = z.object({
  _id: z.string(),
  computer: z.object({ _id: z.string(), hostname: z.string() }),
  reason: z.enum(['unmatched', 'ambiguous']),
  /** The assets an ambiguous report matched. */
  candidates: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      tag: z.string().nullable(),
      serialNumber: z.string().nullable(),
    }),
  ),
  createdAt: z.string().nullable(),
  reportedAt: z.string().nullable(),
  hardware: agentHardwareSchema.pick({
    make: true,
    model: true,
    serial: true,
    hardwareUuid: true,
    macs: true,
  }),
});
export type AgentReview = z.infer<typeof agentReviewSchema>;

export const agentReviewListSchema = z.object({
  type: z.literal('success'),
  items: z.array(agentReviewSchema),
  total: z.number(),
  pageNumber: z.number(),
  limit: z.number(),
});
export type AgentReviewList = z.infer<typeof agentReviewListSchema>;

export const agentReviewResolvedSchema = z.object({
  type: z.literal('success'),
  reviewId: z.string(),
  computerId: z.string(),
  assetId: z.string(),
});
export type AgentReviewResolved = z.infer<typeof agentReviewResolvedSchema>;
