/**
 * Builds one report of this computer from systeminformation's probes (hardware, OS,
 * logged-in users, network, health) and the installed programs (programs.ts). The probes
 * are passed in, so the tests give fixed answers; a probe that fails leaves its part empty
 * rather than losing the whole report.
 */
import type * as Si from 'systeminformation';
import type { AgentReport } from '@itam/shared/schemas';
import { AGENT_REPORT_LIMITS } from '@itam/shared/schemas';
import type { InstalledProgram } from './programs';

export const AGENT_VERSION = '1.0.0';

export type Probes = Pick<
  typeof Si,
  | 'system'
  | 'uuid'
  | 'cpu'
  | 'mem'
  | 'diskLayout'
  | 'osInfo'
  | 'users'
  | 'networkInterfaces'
  | 'networkGatewayDefault'
  | 'fsSize'
  | 'battery'
  | 'time'
> & { programs: () => Promise<InstalledProgram[]> };

const MAC = /^[0-9a-f]{2}(:[0-9a-f]{2}){5}$/;
const clip = (value: unknown, max: number): string | null => {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, max) : null;
};
const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;

async function settle<T>(probe: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await probe();
  } catch {
    return fallback;
  }
}

function loginTime(date: string, time: string): string | null {
  if (!date) return null;
  const at = new Date(`${date}T${time || '00:00'}`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

export async function buildReport(probes: Probes, now: Date = new Date()): Promise<AgentReport> {
  const [system, uuid, cpu, mem, layout, os, users, nets, gateway, fs, battery, programs] =
    await Promise.all([
      settle(() => probes.system(), null),
      settle(() => probes.uuid(), null),
      settle(() => probes.cpu(), null),
      settle(() => probes.mem(), null),
      settle(() => probes.diskLayout(), []),
      settle(() => probes.osInfo(), null),
      settle(() => probes.users(), []),
      settle(
        async () =>
          [
            (await probes.networkInterfaces()) as Si.Systeminformation.NetworkInterfacesData[],
          ].flat(),
        [],
      ),
      settle(() => probes.networkGatewayDefault(), ''),
      settle(() => probes.fsSize(), []),
      settle(() => probes.battery(), null),
      settle(() => probes.programs(), []),
    ]);
  const time = probes.time();
  const external = nets.filter((n) => !n.internal && !n.virtual);
  const macs = [
    ...new Set(
      external
        .map((n) => n.mac.toLowerCase())
        .filter((m) => MAC.test(m) && m !== '00:00:00:00:00:00'),
    ),
  ].slice(0, AGENT_REPORT_LIMITS.macs);
  const primary = external.find((n) => n.default) ?? external.find((n) => n.ip4) ?? null;
  const uptimeSeconds = Math.max(0, Math.floor(Number(time.uptime) || 0));
  return {
    agentVersion: AGENT_VERSION,
    collectedAt: now.toISOString(),
    hardware: {
      make: clip(system?.manufacturer, 200),
      model: clip(system?.model, 200),
      serial: clip(system?.serial, 200),
      hardwareUuid: clip(uuid?.hardware || system?.uuid, 200),
      macs,
      cpu: {
        brand: [cpu?.manufacturer, cpu?.brand].filter(Boolean).join(' ').slice(0, 200),
        cores: count(cpu?.cores),
        speedGHz: Math.min(100, Math.max(0, Number(cpu?.speed) || 0)),
      },
      ramBytes: count(mem?.total),
      disks: layout.slice(0, AGENT_REPORT_LIMITS.disks).map((d) => ({
        name: clip(d.name, 200) ?? clip(d.device, 200) ?? '',
        type: clip(d.type, 50) ?? '',
        sizeBytes: count(d.size),
      })),
    },
    os: {
      platform: clip(os?.platform, 50) ?? process.platform,
      distro: clip(os?.distro, 200) ?? '',
      release: clip(os?.release, 100) ?? '',
      arch: clip(os?.arch, 50) ?? process.arch,
      hostname: clip(os?.hostname, 255) ?? '',
    },
    programs: programs.slice(0, AGENT_REPORT_LIMITS.programs).map((p) => ({
      name: p.name.slice(0, 300),
      version: clip(p.version, 100),
      publisher: clip(p.publisher, 300),
    })),
    users: users.slice(0, AGENT_REPORT_LIMITS.users).map((u) => ({
      name: clip(u.user, 200) ?? '',
      terminal: clip(u.tty, 100),
      loggedInAt: loginTime(u.date, u.time),
    })),
    location: {
      ip4: clip(primary?.ip4, 45),
      gateway: clip(gateway, 45),
      interfaces: external.slice(0, AGENT_REPORT_LIMITS.interfaces).map((n) => ({
        iface: clip(n.iface, 100) ?? '',
        ip4: clip(n.ip4, 45),
        mac: MAC.test(n.mac.toLowerCase()) ? n.mac.toLowerCase() : null,
      })),
    },
    health: {
      disks: fs.slice(0, AGENT_REPORT_LIMITS.disks).map((f) => ({
        mount: clip(f.mount, 300) ?? clip(f.fs, 300) ?? '',
        sizeBytes: count(f.size),
        freeBytes: count(f.available),
      })),
      memory: { totalBytes: count(mem?.total), availableBytes: count(mem?.available) },
      battery: battery?.hasBattery
        ? {
            percent: Math.min(100, Math.max(0, Number(battery.percent) || 0)),
            charging: Boolean(battery.isCharging),
            capacityPercent:
              battery.designedCapacity > 0 && battery.maxCapacity > 0
                ? Math.min(200, Math.round((battery.maxCapacity / battery.designedCapacity) * 100))
                : null,
          }
        : null,
      uptimeSeconds,
      lastBootAt: new Date(now.getTime() - uptimeSeconds * 1000).toISOString(),
    },
  };
}
