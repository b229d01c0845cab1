/** The diagnostics agent's pure rules: matching a report to an asset, and health levels. */
import { healthThresholdsSchema, type AgentReport } from '@itam/shared/schemas';
import { DEFAULT_THRESHOLDS, healthOf } from '../src/modules/agents/health.service';
import {
  decideMatch,
  identifiersOf,
  usableHardwareUuid,
  usableMacs,
  usableSerial,
} from '../src/modules/agents/matching.service';

describe('usableSerial', () => {
  it.each([
    'Default string',
    'To be filled by O.E.M.',
    'TO BE FILLED BY O.E.M.',
    'System Serial Number',
    '0',
    '00000000',
    '0000-0000-00',
    '',
    '   ',
    '-',
    'FFFFFFFF',
    'None',
  ])('never matches the placeholder %j', (serial) => {
    expect(usableSerial(serial)).toBeNull();
  });

  it('keeps a real serial, trimmed', () => {
    expect(usableSerial('  PF3ABC12 ')).toBe('PF3ABC12');
    expect(usableSerial('C02XK0AAJG5H')).toBe('C02XK0AAJG5H');
    expect(usableSerial('10203')).toBe('10203');
    expect(usableSerial(null)).toBeNull();
  });
});

describe('usableHardwareUuid and usableMacs', () => {
  it('drops all-zero, all-F and firmware placeholder UUIDs and lower-cases the rest', () => {
    expect(usableHardwareUuid('00000000-0000-0000-0000-000000000000')).toBeNull();
    expect(usableHardwareUuid('FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF')).toBeNull();
    expect(usableHardwareUuid('03000200-0400-0500-0006-000700080009')).toBeNull();
    expect(usableHardwareUuid('4C4C4544-0042-3510-8052-B4C04F4E3232')).toBe(
      '4c4c4544-0042-3510-8052-b4c04f4e3232',
    );
  });

  it('normalises MACs and drops zero and broadcast addresses', () => {
    expect(
      usableMacs([
        'AA-BB-CC-DD-EE-01',
        'aa:bb:cc:dd:ee:01',
        '00:00:00:00:00:00',
        'ff:ff:ff:ff:ff:ff',
      ]),
    ).toEqual(['aa:bb:cc:dd:ee:01']);
  });

  it('cleans a report’s identifiers together', () => {
    expect(
      identifiersOf({ serial: 'Default string', hardwareUuid: null, macs: ['AA:BB:CC:DD:EE:02'] }),
    ).toEqual({ serial: null, hardwareUuid: null, macs: ['aa:bb:cc:dd:ee:02'] });
  });
});

describe('decideMatch', () => {
  const none = { bySerial: [], byHardwareUuid: [], byMac: [] };

  it('matches by serial first, ignoring what the UUID and MACs found', () => {
    expect(decideMatch({ bySerial: ['a'], byHardwareUuid: ['b'], byMac: ['c', 'd'] })).toEqual({
      kind: 'matched',
      assetId: 'a',
      by: 'serial',
    });
  });

  it('falls back to the hardware UUID, then the MAC', () => {
    expect(decideMatch({ ...none, byHardwareUuid: ['b'], byMac: ['c'] })).toEqual({
      kind: 'matched',
      assetId: 'b',
      by: 'hardware_uuid',
    });
    // Two MACs of one computer finding the same asset are one match.
    expect(decideMatch({ ...none, byMac: ['c', 'c'] })).toEqual({
      kind: 'matched',
      assetId: 'c',
      by: 'mac',
    });
  });

  it('sends several assets, or none, to review', () => {
    expect(decideMatch({ ...none, byMac: ['d', 'c'] })).toEqual({
      kind: 'review',
      reason: 'ambiguous',
      candidates: ['c', 'd'],
      by: 'mac',
    });
    expect(decideMatch(none)).toEqual({ kind: 'review', reason: 'unmatched' });
  });
});

describe('healthOf', () => {
  const GiB = 1024 ** 3;
  const healthy: AgentReport['health'] = {
    disks: [{ mount: '/', sizeBytes: 100 * GiB, freeBytes: 50 * GiB }],
    memory: { totalBytes: 16 * GiB, availableBytes: 8 * GiB },
    battery: { percent: 90, charging: true, capacityPercent: 95 },
    uptimeSeconds: 2 * 86400,
    lastBootAt: '2026-01-01T00:00:00.000Z',
  };

  it('is good within every threshold', () => {
    expect(healthOf(healthy, DEFAULT_THRESHOLDS)).toEqual({ level: 'good', reasons: [] });
  });

  it('is warning at 15% disk free and critical below 10%, by the worst measure', () => {
    const warning = {
      ...healthy,
      disks: [{ mount: '/', sizeBytes: 100 * GiB, freeBytes: 15 * GiB }],
    };
    expect(healthOf(warning, DEFAULT_THRESHOLDS)).toEqual({
      level: 'warning',
      reasons: [{ key: 'disk_free', level: 'warning', value: 15, mount: '/' }],
    });
    const critical = {
      ...warning,
      memory: { totalBytes: 16 * GiB, availableBytes: 0.5 * GiB },
    };
    expect(healthOf(critical, DEFAULT_THRESHOLDS).level).toBe('critical');
    expect(healthOf(critical, DEFAULT_THRESHOLDS).reasons.map((r) => r.key)).toEqual([
      'disk_free',
      'memory_used',
    ]);
  });

  it('grades battery capacity and uptime, and follows the company’s thresholds', () => {
    const worn = {
      ...healthy,
      battery: { percent: 50, charging: false, capacityPercent: 45 },
      uptimeSeconds: 40 * 86400,
    };
    expect(healthOf(worn, DEFAULT_THRESHOLDS).reasons).toEqual([
      { key: 'battery_capacity', level: 'critical', value: 45 },
      { key: 'uptime', level: 'warning', value: 40 },
    ]);
    const lenient = {
      ...DEFAULT_THRESHOLDS,
      batteryCapacityWarningPercent: 40,
      batteryCapacityCriticalPercent: 30,
      uptimeWarningDays: 60,
      uptimeCriticalDays: 120,
    };
    expect(healthOf(worn, lenient)).toEqual({ level: 'good', reasons: [] });
  });

  it('refuses thresholds whose critical level is not stricter, naming the field', () => {
    const result = healthThresholdsSchema.safeParse({
      ...DEFAULT_THRESHOLDS,
      diskFreeCriticalPercent: 30,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['diskFreeCriticalPercent']);
  });
});
