/**
 * What the diagnostics agent (agent/, issue 22) sends the server: its enrolment, its
 * report of one computer and a diagnostic job's progress and result. The server validates
 * every body with these schemas (a 400 names the field); the agent builds them.
 */
import { z } from '../zod';

const text = (max: number) => z.string().max(max);
const optionalText = (max: number) => text(max).nullable();
const bytes = z
  .number()
  .int()
  .min(0)
  .max(2 ** 53 - 1);
const percent = z.number().min(0).max(100);
/** A MAC address as systeminformation writes it (lower-case, colon-separated). */
export const macAddressSchema = z
  .string()
  .regex(/^[0-9a-fA-F]{2}([:-][0-9a-fA-F]{2}){5}$/, 'Use six hex pairs, like 00:1a:2b:3c:4d:5e');

export const AGENT_REPORT_LIMITS = {
  macs: 32,
  disks: 64,
  programs: 5000,
  users: 200,
  interfaces: 64,
  /** The body of one report, in bytes: a bigger one is refused (413). */
  bodyBytes: 1024 * 1024,
} as const;

export const agentHardwareSchema = z.object({
  make: optionalText(200),
  model: optionalText(200),
  serial: optionalText(200),
  hardwareUuid: optionalText(200),
  macs: z.array(macAddressSchema).max(AGENT_REPORT_LIMITS.macs),
  cpu: z.object({
    brand: text(200),
    cores: z.number().int().min(0).max(4096),
    speedGHz: z.number().min(0).max(100),
  }),
  ramBytes: bytes,
  disks: z
    .array(z.object({ name: text(200), type: text(50), sizeBytes: bytes }))
    .max(AGENT_REPORT_LIMITS.disks),
});

export const agentOsSchema = z.object({
  platform: text(50),
  distro: text(200),
  release: text(100),
  arch: text(50),
  hostname: text(255),
});

export const agentProgramSchema = z.object({
  name: text(300),
  version: optionalText(100),
  publisher: optionalText(300),
});

export const agentUserSchema = z.object({
  name: text(200),
  terminal: optionalText(100),
  loggedInAt: optionalText(40),
});

export const agentLocationSchema = z.object({
  ip4: optionalText(45),
  gateway: optionalText(45),
  interfaces: z
    .array(z.object({ iface: text(100), ip4: optionalText(45), mac: optionalText(17) }))
    .max(AGENT_REPORT_LIMITS.interfaces),
});

export const agentHealthSchema = z.object({
  disks: z
    .array(z.object({ mount: text(300), sizeBytes: bytes, freeBytes: bytes }))
    .max(AGENT_REPORT_LIMITS.disks),
  memory: z.object({ totalBytes: bytes, availableBytes: bytes }),
  battery: z
    .object({
      percent: percent,
      charging: z.boolean(),
      /** Full-charge capacity as a percentage of the design capacity (null: unknown). */
      capacityPercent: z.number().min(0).max(200).nullable(),
    })
    .nullable(),
  uptimeSeconds: z
    .number()
    .min(0)
    .max(10 * 365 * 86400),
  lastBootAt: z.iso.datetime(),
});

export const agentReportSchema = z.object({
  agentVersion: text(40),
  collectedAt: z.iso.datetime(),
  hardware: agentHardwareSchema,
  os: agentOsSchema,
  programs: z.array(agentProgramSchema).max(AGENT_REPORT_LIMITS.programs),
  users: z.array(agentUserSchema).max(AGENT_REPORT_LIMITS.users),
  location: agentLocationSchema,
  health: agentHealthSchema,
});
export type AgentReport = z.infer<typeof agentReportSchema>;

/** POST /api/agent/enrol: the one-time enrolment token and what the computer calls itself. */
export const agentEnrolSchema = z.object({
  token: z.string().min(1, 'Enter the enrolment token').max(200),
  hostname: z.string().trim().min(1, 'Enter the host name').max(255),
});
export type AgentEnrolInput = z.infer<typeof agentEnrolSchema>;
export interface AgentEnrolResponse {
  computerId: string;
  /** The computer's own token: shown once, stored hashed. */
  agentToken: string;
  /** Seconds between scheduled reports and between job polls. */
  reportIntervalSeconds: number;
  pollIntervalSeconds: number;
}

export const AGENT_JOB_KINDS = ['diagnostics'] as const;
export type AgentJobKind = (typeof AGENT_JOB_KINDS)[number];
export const AGENT_JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type AgentJobStatus = (typeof AGENT_JOB_STATUSES)[number];

/** A job the agent was handed by its poll (now running). */
export interface AgentPolledJob {
  id: string;
  kind: AgentJobKind;
}

export const agentJobProgressSchema = z.object({
  progress: z.number().int().min(0).max(100),
  step: z.string().max(200).nullish(),
});

export const DIAGNOSTIC_CHECK_STATUSES = ['pass', 'warning', 'fail'] as const;
export const diagnosticCheckSchema = z.object({
  key: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/),
  status: z.enum(DIAGNOSTIC_CHECK_STATUSES),
  detail: z.string().max(500),
});
export type DiagnosticCheck = z.infer<typeof diagnosticCheckSchema>;

export const agentJobResultSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('succeeded'),
    checks: z.array(diagnosticCheckSchema).max(50),
  }),
  z.object({
    status: z.literal('failed'),
    error: z.string().min(1).max(1000),
    checks: z.array(diagnosticCheckSchema).max(50).default([]),
  }),
]);
export type AgentJobResult = z.input<typeof agentJobResultSchema>;

/**
 * A company's health thresholds (PUT /api/agent-health-thresholds): a computer is warning
 * or critical when any measure passes its limit. Critical must be stricter than warning.
 */
export const healthThresholdsSchema = z
  .object({
    diskFreeWarningPercent: z.number().int().min(0).max(100),
    diskFreeCriticalPercent: z.number().int().min(0).max(100),
    memoryUsedWarningPercent: z.number().int().min(0).max(100),
    memoryUsedCriticalPercent: z.number().int().min(0).max(100),
    batteryCapacityWarningPercent: z.number().int().min(0).max(100),
    batteryCapacityCriticalPercent: z.number().int().min(0).max(100),
    uptimeWarningDays: z.number().int().min(1).max(3650),
    uptimeCriticalDays: z.number().int().min(1).max(3650),
  })
  .superRefine((t, ctx) => {
    const stricter = (field: keyof typeof t, ok: boolean, message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    stricter(
      'diskFreeCriticalPercent',
      t.diskFreeCriticalPercent < t.diskFreeWarningPercent,
      'Must be below the warning level',
    );
    stricter(
      'memoryUsedCriticalPercent',
      t.memoryUsedCriticalPercent > t.memoryUsedWarningPercent,
      'Must be above the warning level',
    );
    stricter(
      'batteryCapacityCriticalPercent',
      t.batteryCapacityCriticalPercent < t.batteryCapacityWarningPercent,
      'Must be below the warning level',
    );
    stricter(
      'uptimeCriticalDays',
      t.uptimeCriticalDays > t.uptimeWarningDays,
      'Must be above the warning level',
    );
  });
export type HealthThresholds = z.infer<typeof healthThresholdsSchema>;
