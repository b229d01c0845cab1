/** Fixtures of the diagnostics screens (computers, the review queue) for tests and stories. */
import type { AgentComputer, AgentComputerList, AgentReview } from '@itam/shared/contracts';
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
