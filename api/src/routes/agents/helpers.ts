/** What the diagnostics routes share: their access, the agent's token check, field errors. */
import type { Kysely } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { Permission } from '@itam/shared/contracts';
import { authOf, requireAnyOf, type Entitlement } from '../../auth/guard';
import type { DB } from '../../db/schema';
import { HttpError } from '../../platform/http-errors';
import { hashLinkToken } from '../../services/one-time-links';
import { entitlementRefusal } from '../../services/license';
import type { HealthThresholds } from '@itam/shared/schemas';
import { DEFAULT_THRESHOLDS } from '../../services/agents/health';
import type { AgentComputerRef } from '../../services/agents/reports';

/** The company module of /devices, /diagnostics and /jobs-info (the assets remote's routes). */
export const AGENT_MODULE: Entitlement = 'asset-management';

export const agentAccess = (...permissions: [Permission, ...Permission[]]) => ({
  config: { access: requireAnyOf(AGENT_MODULE, ...permissions) },
});

export const badField = (field: string, message: string): HttpError =>
  new HttpError(400, `Invalid ${field}: ${message}`, [{ field, message }]);

export function actorOf(request: FastifyRequest) {
  const auth = authOf(request);
  return { companyId: auth.companyId, userId: auth.userId, policies: auth.policies };
}

export const AGENT_TOKEN_REFUSED = 'Agent token invalid or revoked';

/**
 * The computer whose agent calls (its own token, as a bearer): 401 without a live token,
 * 403 when the URL names another computer or the company no longer has the module.
 */
export async function agentComputerOf(
  db: Kysely<DB>,
  request: FastifyRequest,
  urlComputerId: string,
): Promise<AgentComputerRef & { thresholds: HealthThresholds }> {
  const header = request.headers.authorization;
  const token = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
  if (!token) throw new HttpError(401, 'Agent token required');
  const row = await db
    .selectFrom('agent_computers as k')
    .innerJoin('companies as c', 'c.id', 'k.company_id')
    .leftJoin('agent_health_thresholds as t', 't.company_id', 'k.company_id')
    .select([
      'k.id',
      'k.company_id',
      'k.asset_id',
      'k.enrolled_by',
      'k.hardware_uuid',
      'k.macs',
      't.disk_free_warning_percent',
      't.disk_free_critical_percent',
      't.memory_used_warning_percent',
      't.memory_used_critical_percent',
      't.battery_capacity_warning_percent',
      't.battery_capacity_critical_percent',
      't.uptime_warning_days',
      't.uptime_critical_days',
      'c.modules',
      'c.license_not_required',
      'c.subscription_start',
      'c.subscription_end',
    ])
    .where('k.token_hash', '=', hashLinkToken(token))
    .where('k.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new HttpError(401, AGENT_TOKEN_REFUSED);
  if (row.id !== urlComputerId)
    throw new HttpError(403, 'This agent may report only for its own computer');
  const refusal = entitlementRefusal(row, AGENT_MODULE);
  if (refusal) throw new HttpError(refusal.status, refusal.message, undefined, {}, refusal.code);
  return {
    id: row.id,
    companyId: row.company_id,
    assetId: row.asset_id,
    enrolledBy: row.enrolled_by,
    known: { hardwareUuid: row.hardware_uuid, macs: row.macs },
    // The company's thresholds in the same look-up (a report needs them; none: the defaults).
    thresholds:
      row.disk_free_warning_percent === null
        ? DEFAULT_THRESHOLDS
        : {
            diskFreeWarningPercent: row.disk_free_warning_percent,
            diskFreeCriticalPercent: row.disk_free_critical_percent!,
            memoryUsedWarningPercent: row.memory_used_warning_percent!,
            memoryUsedCriticalPercent: row.memory_used_critical_percent!,
            batteryCapacityWarningPercent: row.battery_capacity_warning_percent!,
            batteryCapacityCriticalPercent: row.battery_capacity_critical_percent!,
            uptimeWarningDays: row.uptime_warning_days!,
            uptimeCriticalDays: row.uptime_critical_days!,
          },
  };
}

export const iso = (d: Date | string | null): string | null =>
  d === null ? null : new Date(d).toISOString();
