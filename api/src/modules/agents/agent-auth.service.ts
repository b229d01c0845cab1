/**
 * The computer whose agent calls (its own token, as a bearer): 401 without a live token,
 * 403 when the URL names another computer or the company no longer has the module. The
 * agent's routes run it before validation, as the guard does for a user's.
 */
import type { Kysely } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { HealthThresholds } from '@itam/shared/contracts/agents';
import type { DB } from '../../db/schema';
import { HttpError } from '../../platform/http-errors';
import { hashLinkToken } from '../../services/one-time-links';
import { entitlementRefusal } from '../subscription/license';
import { AGENT_MODULE } from './access';
import { DEFAULT_THRESHOLDS } from './health.service';
import type { AgentComputerRef } from './reports.service';

export const AGENT_TOKEN_REFUSED = 'Agent token invalid or revoked';

export type AgentCaller = AgentComputerRef & { thresholds: HealthThresholds };

declare module 'fastify' {
  interface FastifyRequest {
    /** The computer of an agent's own route (agentAuth), set before validation. */
    agentComputer: AgentCaller | null;
  }
}

const bearerOf = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
};

async function tokenRow(db: Kysely<DB>, token: string) {
  return db
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
}

type TokenRow = NonNullable<Awaited<ReturnType<typeof tokenRow>>>;

/** The company's thresholds from the same look-up (none set: the defaults). */
const thresholdsOf = (row: TokenRow): HealthThresholds =>
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
      };

export async function agentComputerOf(
  db: Kysely<DB>,
  request: FastifyRequest,
  urlComputerId: string,
): Promise<AgentCaller> {
  const token = bearerOf(request);
  if (!token) throw new HttpError(401, 'Agent token required');
  const row = await tokenRow(db, token);
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
    thresholds: thresholdsOf(row),
  };
}

/** The calling agent's computer, set by the route's agentAuth hook. */
export function agentOf(request: FastifyRequest): AgentCaller {
  if (!request.agentComputer) throw new HttpError(401, 'Agent token required');
  return request.agentComputer;
}
