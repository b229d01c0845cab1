import { agentReportSchema } from '@itam/shared/schemas';
import { buildReport, type Probes } from '../report';
import { checksOf, runDiagnostics } from '../jobs';
import { parseTabLines } from '../programs';

const GiB = 1024 ** 3;
const NOW = new Date('2026-03-01T12:00:00.000Z');

/** systeminformation's answers on a laptop (only the fields the report reads). */
function probes(overrides: Partial<Record<keyof Probes, unknown>> = {}): Probes {
  const answers: Record<string, unknown> = {
    system: { manufacturer: 'LENOVO', model: 'ThinkPad T14', serial: 'PF3ABC12', uuid: 'sys-uuid' },
    uuid: { hardware: '4c4c4544-0042-3510-8052-b4c04f4e3232', os: 'x', macs: [] },
    cpu: { manufacturer: 'Intel', brand: 'Core i7-1185G7', cores: 8, speed: 3 },
    mem: { total: 16 * GiB, available: 4 * GiB },
    diskLayout: [{ name: 'Samsung SSD', device: '/dev/nvme0n1', type: 'NVMe', size: 512 * GiB }],
    osInfo: {
      platform: 'linux',
      distro: 'Ubuntu',
      release: '24.04',
      arch: 'x64',
      hostname: 'lap-1',
    },
    users: [{ user: 'asha', tty: 'tty2', date: '2026-03-01', time: '09:15', ip: '', command: '' }],
    networkInterfaces: [
      {
        iface: 'lo',
        ip4: '127.0.0.1',
        mac: '00:00:00:00:00:00',
        internal: true,
        virtual: false,
        default: false,
      },
      {
        iface: 'wlan0',
        ip4: '10.0.0.5',
        mac: 'AA:BB:CC:DD:EE:01',
        internal: false,
        virtual: false,
        default: true,
      },
      {
        iface: 'docker0',
        ip4: '172.17.0.1',
        mac: '02:42:00:00:00:01',
        internal: false,
        virtual: true,
        default: false,
      },
    ],
    networkGatewayDefault: '10.0.0.1',
    fsSize: [
      { fs: '/dev/nvme0n1p2', mount: '/', size: 500 * GiB, available: 40 * GiB, used: 460 * GiB },
    ],
    battery: {
      hasBattery: true,
      percent: 81,
      isCharging: false,
      maxCapacity: 42000,
      designedCapacity: 57000,
    },
    time: { uptime: 3 * 86400, current: NOW.getTime() },
    programs: [{ name: 'firefox', version: '123.0', publisher: 'Mozilla' }],
    ...overrides,
  };
  const fns = Object.fromEntries(
    Object.entries(answers).map(([key, value]) => [
      key,
      key === 'time'
        ? () => value
        : () => (value instanceof Error ? Promise.reject(value) : Promise.resolve(value)),
    ]),
  );
  return fns as unknown as Probes;
}

describe('buildReport', () => {
  it('collects hardware, OS, programs, users, location and health into a valid report', async () => {
    const report = await buildReport(probes(), NOW);
    expect(agentReportSchema.parse(report)).toEqual(report);
    expect(report.hardware).toMatchObject({
      make: 'LENOVO',
      model: 'ThinkPad T14',
      serial: 'PF3ABC12',
      hardwareUuid: '4c4c4544-0042-3510-8052-b4c04f4e3232',
      // Loopback and virtual interfaces are not the computer's own MACs.
      macs: ['aa:bb:cc:dd:ee:01'],
      cpu: { brand: 'Intel Core i7-1185G7', cores: 8, speedGHz: 3 },
      ramBytes: 16 * GiB,
      disks: [{ name: 'Samsung SSD', type: 'NVMe', sizeBytes: 512 * GiB }],
    });
    expect(report.os).toEqual({
      platform: 'linux',
      distro: 'Ubuntu',
      release: '24.04',
      arch: 'x64',
      hostname: 'lap-1',
    });
    expect(report.programs).toEqual([{ name: 'firefox', version: '123.0', publisher: 'Mozilla' }]);
    expect(report.users).toEqual([
      { name: 'asha', terminal: 'tty2', loggedInAt: new Date('2026-03-01T09:15').toISOString() },
    ]);
    expect(report.location).toEqual({
      ip4: '10.0.0.5',
      gateway: '10.0.0.1',
      interfaces: [{ iface: 'wlan0', ip4: '10.0.0.5', mac: 'aa:bb:cc:dd:ee:01' }],
    });
    expect(report.health).toEqual({
      disks: [{ mount: '/', sizeBytes: 500 * GiB, freeBytes: 40 * GiB }],
      memory: { totalBytes: 16 * GiB, availableBytes: 4 * GiB },
      battery: { percent: 81, charging: false, capacityPercent: 74 },
      uptimeSeconds: 3 * 86400,
      lastBootAt: '2026-02-26T12:00:00.000Z',
    });
  });

  it('leaves out what a failing probe would have given, and still reports', async () => {
    const report = await buildReport(
      probes({
        system: new Error('dmidecode: permission denied'),
        programs: new Error('no dpkg'),
        battery: { hasBattery: false },
      }),
      NOW,
    );
    expect(agentReportSchema.safeParse(report).success).toBe(true);
    expect(report.hardware.serial).toBeNull();
    expect(report.hardware.make).toBeNull();
    expect(report.programs).toEqual([]);
    expect(report.health.battery).toBeNull();
  });
});

describe('diagnostics', () => {
  it('grades the checks of a report', async () => {
    const report = await buildReport(probes(), NOW);
    expect(checksOf(report).map((c) => [c.key, c.status])).toEqual([
      ['disk_space', 'fail'],
      ['memory', 'pass'],
      ['uptime', 'pass'],
      ['network', 'pass'],
      ['battery', 'warning'],
    ]);
  });

  it('reports its progress, and fails with the reason when a step throws', async () => {
    const report = await buildReport(probes(), NOW);
    const steps: number[] = [];
    const ok = await runDiagnostics({
      collect: async () => report,
      send: async () => undefined,
      progress: async (p) => steps.push(p),
    });
    expect(ok.status).toBe('succeeded');
    expect(steps).toEqual([10, 50, 80]);
    const failed = await runDiagnostics({
      collect: async () => report,
      send: async () => {
        throw new Error('The server answered 503');
      },
      progress: async () => undefined,
    });
    expect(failed).toEqual({ status: 'failed', error: 'The server answered 503', checks: [] });
  });
});

describe('parseTabLines', () => {
  it('reads dpkg-query and rpm lines', () => {
    expect(parseTabLines('bash\t5.2-1\tDebian\nempty\t\t\n\n')).toEqual([
      { name: 'bash', version: '5.2-1', publisher: 'Debian' },
      { name: 'empty', version: null, publisher: null },
    ]);
  });
});
