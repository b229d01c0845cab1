/**
 * A computer's health level from its latest report: good, warning or critical, the worst of
 * its measures against the company's thresholds (lowest free space on any disk, memory in
 * use, battery capacity against its design, days since the last boot).
 */
import type { AgentReport, HealthThresholds } from '@itam/shared/schemas';
import type { HealthLevel, HealthReason } from '../../db/schema-agents';

export const DEFAULT_THRESHOLDS: HealthThresholds = {
  diskFreeWarningPercent: 20,
  diskFreeCriticalPercent: 10,
  memoryUsedWarningPercent: 85,
  memoryUsedCriticalPercent: 95,
  batteryCapacityWarningPercent: 80,
  batteryCapacityCriticalPercent: 50,
  uptimeWarningDays: 30,
  uptimeCriticalDays: 90,
};

const RANK: Record<HealthLevel, number> = { good: 0, warning: 1, critical: 2 };

const percent = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

/** Below (or above) a limit: 'critical', 'warning' or null. */
function levelBelow(value: number, warning: number, critical: number): HealthLevel | null {
  if (value < critical) return 'critical';
  if (value < warning) return 'warning';
  return null;
}
function levelAbove(value: number, warning: number, critical: number): HealthLevel | null {
  if (value > critical) return 'critical';
  if (value > warning) return 'warning';
  return null;
}

export function healthOf(
  health: AgentReport['health'],
  t: HealthThresholds,
): { level: HealthLevel; reasons: HealthReason[] } {
  const reasons: HealthReason[] = [];
  for (const disk of health.disks) {
    if (disk.sizeBytes <= 0) continue;
    const free = percent(disk.freeBytes, disk.sizeBytes);
    const level = levelBelow(free, t.diskFreeWarningPercent, t.diskFreeCriticalPercent);
    if (level) reasons.push({ key: 'disk_free', level, value: free, mount: disk.mount });
  }
  const { totalBytes, availableBytes } = health.memory;
  if (totalBytes > 0) {
    const used = percent(Math.max(0, totalBytes - availableBytes), totalBytes);
    const level = levelAbove(used, t.memoryUsedWarningPercent, t.memoryUsedCriticalPercent);
    if (level) reasons.push({ key: 'memory_used', level, value: used });
  }
  const capacity = health.battery?.capacityPercent;
  if (capacity !== null && capacity !== undefined) {
    const level = levelBelow(
      capacity,
      t.batteryCapacityWarningPercent,
      t.batteryCapacityCriticalPercent,
    );
    if (level) reasons.push({ key: 'battery_capacity', level, value: capacity });
  }
  const days = Math.floor(health.uptimeSeconds / 86400);
  const uptime = levelAbove(days, t.uptimeWarningDays, t.uptimeCriticalDays);
  if (uptime) reasons.push({ key: 'uptime', level: uptime, value: days });
  const level = reasons.reduce<HealthLevel>(
    (worst, r) => (RANK[r.level] > RANK[worst] ? r.level : worst),
    'good',
  );
  return { level, reasons };
}
