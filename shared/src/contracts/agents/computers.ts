/**
 * The computers of /devices and /diagnostics: the list with the count at each health level,
 * one computer with its latest report (each section only with its view) and recent jobs,
 * revoking a computer's agent.
 *   GET /api/agent-computers   GET /api/agent-computers/:id   POST /api/agent-computers/:id/revoke
 */
import { z } from '../zod';
import {
  AGENT_JOB_STATUSES,
  agentHardwareSchema,
  agentHealthSchema,
  agentLocationSchema,
  agentOsSchema,
  agentProgramSchema,
  agentUserSchema,
} from './agent-wire';
import { AGENT_HEALTH_LEVELS } from './paths';

const instant = z.string().nullable();

export const agentIdParamsSchema = z.object({ id: z.guid() });

export const agentPagingShape = {
  limit: z.coerce.number().int().min(1).max(200).default(50),
  pageNumber: z.coerce.number().int().min(0).max(100_000).default(0),
};

export const agentComputerListQuerySchema = z.object({
  health: z.enum([...AGENT_HEALTH_LEVELS, 'unknown']).optional(),
  /** Host name, serial or the linked asset's name or tag, contains. */
  search: z.string().trim().max(100).optional(),
  assetId: z.guid().optional(),
  linked: z.enum(['true', 'false']).optional(),
  ...agentPagingShape,
});

/** One measure that set a computer's level. */
export const agentHealthReasonSchema = z.object({
  key: z.enum(['disk_free', 'memory_used', 'battery_capacity', 'uptime']),
  level: z.enum(AGENT_HEALTH_LEVELS),
  /** A percentage, or days for uptime. */
  value: z.number(),
  /** The disk's mount point, for disk_free. */
  mount: z.string().optional(),
});
export type AgentHealthReason = z.infer<typeof agentHealthReasonSchema>;

const computerHealth = z.enum([...AGENT_HEALTH_LEVELS, 'unknown']);

export const agentComputerSchema = z.object({
  _id: z.string(),
  hostname: z.string(),
  health: computerHealth,
  healthReasons: z.array(agentHealthReasonSchema),
  lastSeenAt: instant,
  enrolledAt: instant,
  revoked: z.boolean(),
  serial: z.string().nullable(),
  os: z.string().nullable(),
  agentVersion: z.string().nullable(),
  asset: z
    .object({ _id: z.string(), name: z.string().nullable(), tag: z.string().nullable() })
    .nullable(),
  /** Waiting in the review queue for an asset. */
  inReview: z.boolean(),
});
export type AgentComputer = z.infer<typeof agentComputerSchema>;

export const agentComputerListSchema = z.object({
  type: z.literal('success'),
  items: z.array(agentComputerSchema),
  total: z.number(),
  pageNumber: z.number(),
  limit: z.number(),
  /** The company's computers at each level (whatever the filters). */
  byHealth: z.object({
    good: z.number(),
    warning: z.number(),
    critical: z.number(),
    unknown: z.number(),
  }),
});
export type AgentComputerList = z.infer<typeof agentComputerListSchema>;

/** The latest report; each optional section only with its `on_asset` view. */
export const agentComputerReportSchema = z.object({
  receivedAt: instant,
  collectedAt: z.string(),
  agentVersion: z.string(),
  hardware: agentHardwareSchema.omit({ ramBytes: true }),
  os: agentOsSchema,
  /** ram_view */
  ram: agentHealthSchema.shape.memory.extend({ installedBytes: z.number() }).optional(),
  /** programs_view */
  programs: z.array(agentProgramSchema).optional(),
  /** location_view */
  location: agentLocationSchema.optional(),
  /** users_view */
  users: z.array(agentUserSchema).optional(),
  /** health_view */
  health: agentHealthSchema.optional(),
});
export type AgentComputerReport = z.infer<typeof agentComputerReportSchema>;

export const agentJobSummarySchema = z.object({
  _id: z.string(),
  status: z.enum(AGENT_JOB_STATUSES),
  progress: z.number(),
  step: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: instant,
  finishedAt: instant,
});
export type AgentJobSummary = z.infer<typeof agentJobSummarySchema>;

export const agentComputerDetailSchema = z.object({
  type: z.literal('success'),
  computer: agentComputerSchema,
  report: agentComputerReportSchema.nullable(),
  recentJobs: z.array(agentJobSummarySchema),
});
export type AgentComputerDetail = z.infer<typeof agentComputerDetailSchema>;

export const agentRevokedSchema = z.object({ type: z.literal('success'), revokedAt: instant });
export type AgentRevoked = z.infer<typeof agentRevokedSchema>;
