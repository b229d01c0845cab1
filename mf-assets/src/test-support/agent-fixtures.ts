/** Fixtures of the diagnostics screens (computers, the review queue) for tests and stories. */
import type {
  AgentComputer,
  AgentComputerDetail,
  AgentComputerList,
  AgentJob,
  AgentReview,
} from '@itam/shared/contracts';
import { fakeAsset } from './fake-api';

export const agentId = (n: number) => `50000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A computer of /devices: healthy, reporting, linked to its laptop. */
export function fakeComputer(n: number, overrides: Partial<AgentComputer> = {}): AgentComputer {
  return {
    _id: agentId(n),
    hostname: `pc-${n}`,
    health: 'good',
    healthReasons: [],
    lastSeenAt: '2026-02-03T10:15:00.000Z',
    enrolledAt: '2026-01-03T10:15:00.000Z',
    revoked: false,
    serial: `SER-${n}`,
    os: 'Ubuntu 24.04',
    agentVersion: '1.0.0',
    asset: { _id: `00000000-0000-4000-8000-00000000000${n}`, name: `Laptop ${n}`, tag: `DC-${n}` },
    inReview: false,
    ...overrides,
  };
}

/** An ambiguous report: its placeholder serial matched nothing, its make and model two laptops. */
export const STORY_REVIEW: AgentReview = {
  _id: agentId(900),
  computer: { _id: agentId(9), hostname: 'mystery-box' },
  reason: 'ambiguous',
  candidates: [
    { _id: fakeAsset(7)._id, name: 'Laptop 7', tag: 'TAG-7', serialNumber: 'SN-7' },
    { _id: fakeAsset(8)._id, name: 'Laptop 8', tag: 'TAG-8', serialNumber: 'SN-8' },
  ],
  createdAt: '2026-02-03T10:15:00.000Z',
  reportedAt: '2026-02-03T10:15:00.000Z',
  hardware: {
    make: 'Dell',
    model: 'Latitude',
    serial: 'Default string',
    hardwareUuid: null,
    macs: [],
  },
};

/** A page of /devices with a computer at each level, one waiting for review. */
export const STORY_COMPUTERS: AgentComputerList = {
  type: 'success',
  items: [
    fakeComputer(1, {
      health: 'critical',
      healthReasons: [{ key: 'disk_free', level: 'critical', value: 6, mount: '/' }],
    }),
    fakeComputer(2, {
      health: 'warning',
      healthReasons: [
        { key: 'memory_used', level: 'warning', value: 88 },
        { key: 'uptime', level: 'warning', value: 41 },
      ],
      os: 'Windows 11 Pro',
    }),
    fakeComputer(3, { os: 'macOS 15.2' }),
    fakeComputer(4, { asset: null, inReview: true, health: 'unknown', lastSeenAt: null }),
    fakeComputer(5, { revoked: true }),
  ],
  total: 5,
  pageNumber: 0,
  limit: 25,
  byHealth: { good: 2, warning: 1, critical: 1, unknown: 1 },
};

/** A diagnostic job of computer `n`; finished ones say what they found. */
export function fakeJob(n: number, overrides: Partial<AgentJob> = {}): AgentJob {
  return {
    _id: agentId(1000 + n),
    batchId: agentId(2000),
    computer: { _id: agentId(n), hostname: `pc-${n}` },
    asset: { _id: `00000000-0000-4000-8000-00000000000${n}`, name: `Laptop ${n}` },
    kind: 'diagnostics',
    status: 'running',
    progress: 40,
    step: 'Checking disks',
    result: null,
    error: null,
    createdAt: '2026-02-03T10:15:00.000Z',
    startedAt: '2026-02-03T10:16:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

/** Jobs in every state: one running, one queued, one passed, one with a failing check, one failed. */
export const STORY_JOBS: AgentJob[] = [
  fakeJob(1),
  fakeJob(2, { status: 'queued', progress: 0, step: null, startedAt: null }),
  fakeJob(3, {
    status: 'succeeded',
    progress: 100,
    step: null,
    finishedAt: '2026-02-03T10:18:00.000Z',
    result: { checks: [{ key: 'disk_space', status: 'pass', detail: '41% free on /' }] },
  }),
  fakeJob(4, {
    status: 'succeeded',
    progress: 100,
    step: null,
    finishedAt: '2026-02-03T10:19:00.000Z',
    result: {
      checks: [
        { key: 'disk_space', status: 'fail', detail: '4% free on C:' },
        { key: 'memory', status: 'pass', detail: '52% in use' },
      ],
    },
  }),
  fakeJob(5, {
    status: 'failed',
    progress: 30,
    step: null,
    finishedAt: '2026-02-03T10:20:00.000Z',
    error: 'The agent did not finish the job within 30 minutes',
  }),
];

export const jobPage = (items: AgentJob[]) => ({
  type: 'success' as const,
  items,
  total: items.length,
  pageNumber: 0,
  limit: 25,
});

/** The product's default health thresholds, as GET /agent-health-thresholds answers them. */
export const STORY_THRESHOLDS = {
  type: 'success' as const,
  thresholds: {
    diskFreeWarningPercent: 20,
    diskFreeCriticalPercent: 10,
    memoryUsedWarningPercent: 85,
    memoryUsedCriticalPercent: 95,
    batteryCapacityWarningPercent: 80,
    batteryCapacityCriticalPercent: 50,
    uptimeWarningDays: 30,
    uptimeCriticalDays: 90,
    isDefault: true,
  },
};

/** One computer's detail with every section of its latest report (a role with every view). */
export function fakeComputerDetail(n: number): AgentComputerDetail {
  return {
    type: 'success',
    computer: fakeComputer(n, {
      health: 'warning',
      healthReasons: [{ key: 'uptime', level: 'warning', value: 41 }],
    }),
    report: {
      receivedAt: '2026-02-03T10:15:00.000Z',
      collectedAt: '2026-02-03T10:14:00.000Z',
      agentVersion: '1.0.0',
      hardware: {
        make: 'Dell',
        model: 'Latitude 5440',
        serial: `SER-${n}`,
        hardwareUuid: null,
        macs: ['00:1a:2b:3c:4d:5e'],
        cpu: { brand: 'Intel Core i5-1345U', cores: 10, speedGHz: 1.6 },
        disks: [{ name: 'NVMe SSD', type: 'SSD', sizeBytes: 512 * 1024 ** 3 }],
      },
      os: {
        platform: 'linux',
        distro: 'Ubuntu',
        release: '24.04',
        arch: 'x64',
        hostname: `pc-${n}`,
      },
      ram: {
        installedBytes: 16 * 1024 ** 3,
        totalBytes: 16 * 1024 ** 3,
        availableBytes: 6 * 1024 ** 3,
      },
      health: {
        disks: [{ mount: '/', sizeBytes: 500 * 1024 ** 3, freeBytes: 120 * 1024 ** 3 }],
        memory: { totalBytes: 16 * 1024 ** 3, availableBytes: 6 * 1024 ** 3 },
        battery: { percent: 76, charging: false, capacityPercent: 88 },
        uptimeSeconds: 41 * 86400,
        lastBootAt: '2025-12-24T09:00:00.000Z',
      },
      location: {
        ip4: '10.0.4.21',
        gateway: '10.0.4.1',
        interfaces: [{ iface: 'wlan0', ip4: '10.0.4.21', mac: '00:1a:2b:3c:4d:5e' }],
      },
      users: [{ name: 'asha', terminal: 'tty2', loggedInAt: null }],
      programs: [
        { name: 'Firefox', version: '133.0', publisher: 'Mozilla' },
        { name: 'LibreOffice', version: '24.8', publisher: null },
      ],
    },
    recentJobs: [
      {
        _id: agentId(3000),
        status: 'failed',
        progress: 30,
        step: null,
        error: 'The agent did not finish the job within 30 minutes',
        createdAt: '2026-02-02T10:15:00.000Z',
        finishedAt: '2026-02-02T10:50:00.000Z',
      },
    ],
  };
}
