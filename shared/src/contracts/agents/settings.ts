/**
 * The company's health thresholds (a change regrades every computer) and the enrolment
 * tokens an admin hands to a computer's installer.
 *   GET|PUT /api/agent-health-thresholds   POST /api/agent/enrolment-tokens
 */
import { z } from '../zod';
import { healthThresholdsSchema } from './agent-wire';

export const agentThresholdsAnswerSchema = z.object({
  type: z.literal('success'),
  thresholds: healthThresholdsSchema.and(z.object({ isDefault: z.boolean() })),
  /** After a change: how many computers were graded again. */
  regraded: z.number().optional(),
});
export type AgentThresholdsAnswer = z.infer<typeof agentThresholdsAnswerSchema>;

export const agentEnrolmentTokenCreateSchema = z.object({
  /** How long the token works, in hours (default a day, at most 30 days). */
  expiresInHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
});

export const agentEnrolmentTokenSchema = z.object({
  type: z.literal('success'),
  id: z.string(),
  /** Shown only in this answer. */
  token: z.string(),
  expiresAt: z.string().nullable(),
});
export type AgentEnrolmentToken = z.infer<typeof agentEnrolmentTokenSchema>;
