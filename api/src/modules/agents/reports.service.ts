/**
 * A computer's report arriving: stored, graded by the company's thresholds, and matched to
 * its asset (services/agents/matching.ts) unless the computer is linked already. A match
 * updates the asset through the asset write path (make, model, a missing serial; logged in
 * its activity) and records the identifiers the asset is known by; none or several assets
 * open (or refresh) the computer's entry in the review queue. One transaction.
 */
import { sql, type Kysely } from 'kysely';
import type { AgentReport, HealthThresholds } from '@itam/shared/schemas';
import type { DB } from '../../db/schema';
import type { ComputerHealth, HealthReason } from '../../db/schema-agents';
import { applyDiscoveredFields } from '../assets/write.service';
import { DEFAULT_THRESHOLDS, healthOf } from './health.service';
import {
  decideMatch,
  identifiersOf,
  usableHardwareUuid,
  type Identifiers,
} from './matching.service';

/** How long a computer's reports are kept (the latest is always kept: it is newer). */
export const REPORT_RETENTION_DAYS = 30;

export interface AgentComputerRef {
  id: string;
  companyId: string;
  assetId: string | null;
  enrolledBy: string | null;
  /** The identifiers its last report gave (hardware UUID as reported, MACs cleaned). */
  known?: { hardwareUuid: string | null; macs: string[] };
}

export async function loadThresholds(
  db: Kysely<DB>,
  companyId: string,
): Promise<HealthThresholds & { isDefault: boolean }> {
  const row = await db
    .selectFrom('agent_health_thresholds')
    .selectAll()
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!row) return { ...DEFAULT_THRESHOLDS, isDefault: true };
  return {
    diskFreeWarningPercent: row.disk_free_warning_percent,
    diskFreeCriticalPercent: row.disk_free_critical_percent,
    memoryUsedWarningPercent: row.memory_used_warning_percent,
    memoryUsedCriticalPercent: row.memory_used_critical_percent,
    batteryCapacityWarningPercent: row.battery_capacity_warning_percent,
    batteryCapacityCriticalPercent: row.battery_capacity_critical_percent,
    uptimeWarningDays: row.uptime_warning_days,
    uptimeCriticalDays: row.uptime_critical_days,
    isDefault: false,
  };
}

/** The assets each identifier finds in the company. */
async function lookUp(trx: Kysely<DB>, companyId: string, ids: Identifiers) {
  const bySerial = ids.serial
    ? await trx
        .selectFrom('assets')
        .select('id')
        .where('company_id', '=', companyId)
        .where(sql<boolean>`serial_number collate "C" = ${ids.serial}`)
        .execute()
    : [];
  const known = (kind: 'hardware_uuid' | 'mac', values: string[]) =>
    values.length
      ? trx
          .selectFrom('agent_asset_identifiers')
          .select('asset_id as id')
          .where('company_id', '=', companyId)
          .where('kind', '=', kind)
          .where('value', 'in', values)
          .execute()
      : Promise.resolve([]);
  const byHardwareUuid = await known('hardware_uuid', ids.hardwareUuid ? [ids.hardwareUuid] : []);
  const byMac = await known('mac', ids.macs);
  return {
    bySerial: bySerial.map((r) => r.id),
    byHardwareUuid: byHardwareUuid.map((r) => r.id),
    byMac: byMac.map((r) => r.id),
  };
}

/** The identifiers a linked asset is known by from now on. */
export async function rememberIdentifiers(
  trx: Kysely<DB>,
  companyId: string,
  assetId: string,
  ids: Identifiers,
): Promise<void> {
  const rows = [
    ...(ids.hardwareUuid ? [{ kind: 'hardware_uuid' as const, value: ids.hardwareUuid }] : []),
    ...ids.macs.map((value) => ({ kind: 'mac' as const, value })),
  ].map((r) => ({ ...r, company_id: companyId, asset_id: assetId }));
  if (rows.length === 0) return;
  await trx
    .insertInto('agent_asset_identifiers')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** A report's effect on its (now) linked asset. */
export async function applyToAsset(
  trx: Kysely<DB>,
  computer: AgentComputerRef,
  assetId: string,
  report: AgentReport,
  identifiersKnown = false,
): Promise<void> {
  const ids = identifiersOf(report.hardware);
  await applyDiscoveredFields(trx, computer.companyId, computer.enrolledBy, assetId, {
    make: report.hardware.make,
    model: report.hardware.model,
    serialNumber: ids.serial,
  });
  if (!identifiersKnown) await rememberIdentifiers(trx, computer.companyId, assetId, ids);
}

/** A linked computer reporting the identifiers its asset already has on record. */
function sameIdentifiers(computer: AgentComputerRef, ids: Identifiers): boolean {
  const known = computer.known;
  if (!computer.assetId || !known) return false;
  return (
    usableHardwareUuid(known.hardwareUuid) === ids.hardwareUuid &&
    known.macs.length === ids.macs.length &&
    known.macs.every((mac, i) => mac === ids.macs[i])
  );
}

export interface IngestOutcome {
  reportId: string;
  assetId: string | null;
  review: 'unmatched' | 'ambiguous' | null;
  health: ComputerHealth;
  reasons: HealthReason[];
}

export async function ingestReport(
  trx: Kysely<DB>,
  computer: AgentComputerRef,
  report: AgentReport,
  thresholds: HealthThresholds,
  receivedAt?: Date,
): Promise<IngestOutcome> {
  const { companyId } = computer;
  const { id: reportId } = await trx
    .insertInto('agent_reports')
    .values({
      company_id: companyId,
      computer_id: computer.id,
      body: JSON.stringify(report),
      ...(receivedAt ? { received_at: receivedAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { level, reasons } = healthOf(report.health, thresholds);
  const ids = identifiersOf(report.hardware);
  let assetId = computer.assetId;
  let review: IngestOutcome['review'] = null;
  if (!assetId) {
    const decision = decideMatch(await lookUp(trx, companyId, ids));
    if (decision.kind === 'matched') {
      assetId = decision.assetId;
    } else {
      review = decision.reason;
      const candidates = JSON.stringify(decision.reason === 'ambiguous' ? decision.candidates : []);
      await sql`insert into agent_reviews (company_id, computer_id, report_id, reason, candidates)
        values (${companyId}, ${computer.id}, ${reportId}, ${decision.reason}, ${candidates}::jsonb)
        on conflict (company_id, computer_id) where resolved_at is null
        do update set report_id = excluded.report_id, reason = excluded.reason,
          candidates = excluded.candidates`.execute(trx);
    }
  }
  if (assetId) await applyToAsset(trx, computer, assetId, report, sameIdentifiers(computer, ids));
  await trx
    .updateTable('agent_computers')
    .set({
      last_seen_at: receivedAt ?? sql<Date>`now()`,
      asset_id: assetId,
      health: level,
      health_reasons: JSON.stringify(reasons),
      latest_health: JSON.stringify(report.health),
      hostname: report.os.hostname || sql<string>`hostname`,
      serial: report.hardware.serial,
      hardware_uuid: report.hardware.hardwareUuid,
      macs: JSON.stringify(ids.macs),
      os: `${report.os.distro} ${report.os.release}`.trim().slice(0, 300) || null,
      agent_version: report.agentVersion,
    })
    .where('company_id', '=', companyId)
    .where('id', '=', computer.id)
    .execute();
  // Reports older than the retention go (one index range, nearly always empty), but not
  // one a review points to: the review keeps what it was decided on.
  await sql`delete from agent_reports p where p.company_id = ${companyId}
    and p.computer_id = ${computer.id}
    and p.received_at < now() - make_interval(days => ${REPORT_RETENTION_DAYS})
    and not exists (select 1 from agent_reviews r where r.company_id = p.company_id
      and r.report_id = p.id)`.execute(trx);
  return { reportId, assetId, review, health: level, reasons };
}

/** Links a computer to an asset (from the review queue): its open review resolved, its latest report applied. */
export async function linkComputer(
  trx: Kysely<DB>,
  computer: AgentComputerRef,
  assetId: string,
  reviewId: string,
  resolvedBy: string,
  resolution: 'linked' | 'created',
): Promise<void> {
  const { companyId } = computer;
  await trx
    .updateTable('agent_computers')
    .set({ asset_id: assetId })
    .where('company_id', '=', companyId)
    .where('id', '=', computer.id)
    .execute();
  await trx
    .updateTable('agent_reviews')
    .set({ resolved_at: sql<Date>`now()`, resolved_by: resolvedBy, resolution, asset_id: assetId })
    .where('company_id', '=', companyId)
    .where('id', '=', reviewId)
    .execute();
  const latest = await trx
    .selectFrom('agent_reports')
    .select('body')
    .where('company_id', '=', companyId)
    .where('computer_id', '=', computer.id)
    .orderBy('received_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (latest) await applyToAsset(trx, computer, assetId, latest.body as AgentReport);
}
