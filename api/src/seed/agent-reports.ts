/**
 * The reports of the seeded diagnostics agents: a computer's hardware, system, programs,
 * users, network and health on a given day of the seeded week.
 */
import type { AgentReport } from '@itam/shared/schemas';

export const REPORT_DAYS = 7;
export const DAY_MS = 86_400_000;
const GiB = 1024 ** 3;

const PROGRAMS: readonly [string, string, string][] = [
  ['Google Chrome', '131.0.6778.86', 'Google LLC'],
  ['Mozilla Firefox', '133.0', 'Mozilla'],
  ['Microsoft Office 365', '16.0.18129', 'Microsoft Corporation'],
  ['Slack', '4.41.105', 'Slack Technologies'],
  ['Zoom', '6.2.11', 'Zoom Video Communications'],
  ['7-Zip', '24.08', 'Igor Pavlov'],
  ['Visual Studio Code', '1.95.3', 'Microsoft Corporation'],
  ['Adobe Acrobat Reader', '24.005.20320', 'Adobe'],
  ['CrowdStrike Falcon Sensor', '7.19.18913', 'CrowdStrike'],
  ['Tally Prime', '5.1', 'Tally Solutions'],
];

const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');
export const macOf = (i: number) =>
  `3c:52:82:${hex((i >> 16) & 255, 2)}:${hex((i >> 8) & 255, 2)}:${hex(i & 255, 2)}`;
export const uuidOf = (i: number) =>
  `4c4c4544-${hex(i, 4)}-4d10-8052-${hex(0xb4c04f000000 + i, 12)}`;

export interface Machine {
  index: number;
  hostname: string;
  make: string | null;
  model: string | null;
  serial: string;
  windows: boolean;
}

const DISK_BYTES = 512 * GiB;
const RAM_BYTES = 16 * GiB;

const hardwareOf = (m: Machine): AgentReport['hardware'] => ({
  make: m.make,
  model: m.model,
  serial: m.serial,
  hardwareUuid: uuidOf(m.index),
  macs: [macOf(m.index)],
  cpu: { brand: 'Intel Core i7-1365U', cores: 10, speedGHz: 1.8 },
  ramBytes: RAM_BYTES,
  disks: [{ name: 'NVMe SSD 512GB', type: 'NVMe', sizeBytes: DISK_BYTES }],
});

const osOf = (m: Machine): AgentReport['os'] =>
  m.windows
    ? {
        platform: 'win32',
        distro: 'Microsoft Windows 11 Pro',
        release: '10.0.22631',
        arch: 'x64',
        hostname: m.hostname,
      }
    : {
        platform: 'darwin',
        distro: 'macOS',
        release: '14.6.1',
        arch: 'arm64',
        hostname: m.hostname,
      };

function locationOf(m: Machine): AgentReport['location'] {
  const ip4 = `10.20.${Math.floor(m.index / 200)}.${(m.index % 200) + 20}`;
  return {
    ip4,
    gateway: '10.20.0.1',
    interfaces: [{ iface: m.windows ? 'Wi-Fi' : 'en0', ip4, mac: macOf(m.index) }],
  };
}

/** Day `day` (0 = a week ago) of machine `m`: a disk slowly filling, memory by the hour. */
export function reportOf(m: Machine, day: number, at: Date): AgentReport {
  // Every 10th computer runs short of disk space, every 15th of memory; every 20th has a worn battery.
  const freePercent = m.index % 10 === 3 ? 14 - day : m.index % 10 === 7 ? 9 - day / 2 : 55 - day;
  const availablePercent = m.index % 15 === 4 ? 8 : 35 + ((m.index * 7 + day * 3) % 30);
  const uptimeDays = (m.index % 12 === 5 ? 40 : 1) + day;
  const size = DISK_BYTES;
  const total = RAM_BYTES;
  return {
    agentVersion: '1.0.0',
    collectedAt: at.toISOString(),
    hardware: hardwareOf(m),
    os: osOf(m),
    programs: PROGRAMS.filter((_, p) => (m.index + p) % 4 !== 0).map(
      ([name, version, publisher]) => ({ name, version, publisher }),
    ),
    users: [
      {
        name: `user${m.index + 1}`,
        terminal: 'console',
        loggedInAt: new Date(at.getTime() - 3 * 3600_000).toISOString(),
      },
    ],
    location: locationOf(m),
    health: {
      disks: [
        {
          mount: m.windows ? 'C:' : '/',
          sizeBytes: size,
          freeBytes: Math.round((size * Math.max(1, freePercent)) / 100),
        },
      ],
      memory: { totalBytes: total, availableBytes: Math.round((total * availablePercent) / 100) },
      battery: {
        percent: 40 + ((m.index * 13) % 60),
        charging: m.index % 2 === 0,
        capacityPercent: m.index % 20 === 9 ? 62 : 92,
      },
      uptimeSeconds: uptimeDays * 86400,
      lastBootAt: new Date(at.getTime() - uptimeDays * DAY_MS).toISOString(),
    },
  };
}
