/**
 * A diagnostic job: collect a fresh report and send it (the server grades its health by
 * the company's thresholds), then check disk space, memory, battery, uptime and the
 * network, reporting progress after each step and the checks as the result. Whatever
 * throws fails the job with its reason.
 */
import type { AgentJobResult, AgentReport, DiagnosticCheck } from '@itam/shared/schemas';

export interface JobIo {
  collect: () => Promise<AgentReport>;
  send: (report: AgentReport) => Promise<unknown>;
  progress: (progress: number, step: string) => Promise<unknown>;
}

const GiB = 1024 ** 3;
const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 100);

/** The checks of one report (the agent's own defaults; the server's thresholds grade health). */
export function checksOf(report: AgentReport): DiagnosticCheck[] {
  const { health, location } = report;
  const disks = health.disks.filter((d) => d.sizeBytes > 0);
  const worst = disks.reduce<number>((min, d) => Math.min(min, pct(d.freeBytes, d.sizeBytes)), 100);
  const memFree = pct(health.memory.availableBytes, health.memory.totalBytes);
  const days = Math.floor(health.uptimeSeconds / 86400);
  const checks: DiagnosticCheck[] = [
    {
      key: 'disk_space',
      status: worst < 10 ? 'fail' : worst < 20 ? 'warning' : 'pass',
      detail:
        disks
          .map(
            (d) =>
              `${d.mount}: ${(d.freeBytes / GiB).toFixed(1)} GiB free (${pct(d.freeBytes, d.sizeBytes)}%)`,
          )
          .join('; ')
          .slice(0, 500) || 'No disks',
    },
    {
      key: 'memory',
      status: memFree < 5 ? 'fail' : memFree < 15 ? 'warning' : 'pass',
      detail: `${memFree}% of ${(health.memory.totalBytes / GiB).toFixed(1)} GiB available`,
    },
    {
      key: 'uptime',
      status: days > 30 ? 'warning' : 'pass',
      detail: `Up ${days} days since ${health.lastBootAt}`,
    },
    {
      key: 'network',
      status: location.ip4 ? 'pass' : 'fail',
      detail: location.ip4
        ? `${location.ip4} via ${location.gateway ?? 'no gateway'}`
        : 'No network address',
    },
  ];
  if (health.battery)
    checks.push({
      key: 'battery',
      status:
        health.battery.capacityPercent !== null && health.battery.capacityPercent < 50
          ? 'fail'
          : health.battery.capacityPercent !== null && health.battery.capacityPercent < 80
            ? 'warning'
            : 'pass',
      detail: `${health.battery.percent}% charged, capacity ${health.battery.capacityPercent ?? '?'}% of design`,
    });
  return checks;
}

export async function runDiagnostics(io: JobIo): Promise<AgentJobResult> {
  try {
    await io.progress(10, 'collecting');
    const report = await io.collect();
    await io.progress(50, 'reporting');
    await io.send(report);
    await io.progress(80, 'checking');
    const checks = checksOf(report);
    return { status: 'succeeded', checks };
  } catch (err) {
    return {
      status: 'failed',
      error: ((err as Error).message || String(err)).slice(0, 1000),
      checks: [],
    };
  }
}
