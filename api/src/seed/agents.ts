/**
 * Demo Corp's diagnostics agent (issue 22): 60 enrolled computers linked to its laptops and
 * desktops first, then other assets (fewer on a seed with fewer assets in use), each with a week of daily reports, graded by
 * the default thresholds (most good, some short of disk space or memory, a few critical);
 * two computers waiting in the review queue (a placeholder serial), and diagnostic jobs in
 * every state. Bulk inserts only: a few statements whatever the count. The seeded agents'
 * tokens are random and known to no one; a real agent enrols with a token of its own.
 */
import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { AgentReport } from '@itam/shared/schemas';
import type { DB } from '../db/schema';
import { DEFAULT_THRESHOLDS, healthOf } from '../modules/agents/health.service';
import { hashLinkToken } from '../services/one-time-links';
import type { CompanyRefs } from './generator';

export const SEEDED_AGENT_COMPUTERS = 60;
const REPORT_DAYS = 7;
const DAY_MS = 86_400_000;
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
const macOf = (i: number) =>
  `3c:52:82:${hex((i >> 16) & 255, 2)}:${hex((i >> 8) & 255, 2)}:${hex(i & 255, 2)}`;
const uuidOf = (i: number) => `4c4c4544-${hex(i, 4)}-4d10-8052-${hex(0xb4c04f000000 + i, 12)}`;

interface Machine {
  index: number;
  hostname: string;
  make: string | null;
  model: string | null;
  serial: string;
  windows: boolean;
}

/** Day `day` (0 = a week ago) of machine `m`: a disk slowly filling, memory by the hour. */
function reportOf(m: Machine, day: number, at: Date): AgentReport {
  // Every 10th computer runs short of disk space, every 15th of memory; every 20th has a worn battery.
  const freePercent = m.index % 10 === 3 ? 14 - day : m.index % 10 === 7 ? 9 - day / 2 : 55 - day;
  const availablePercent = m.index % 15 === 4 ? 8 : 35 + ((m.index * 7 + day * 3) % 30);
  const uptimeDays = (m.index % 12 === 5 ? 40 : 1) + day;
  const size = 512 * GiB;
  const total = 16 * GiB;
  return {
    agentVersion: '1.0.0',
    collectedAt: at.toISOString(),
    hardware: {
      make: m.make,
      model: m.model,
      serial: m.serial,
      hardwareUuid: uuidOf(m.index),
      macs: [macOf(m.index)],
      cpu: { brand: 'Intel Core i7-1365U', cores: 10, speedGHz: 1.8 },
      ramBytes: total,
      disks: [{ name: 'NVMe SSD 512GB', type: 'NVMe', sizeBytes: size }],
    },
    os: m.windows
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
        },
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
    location: {
      ip4: `10.20.${Math.floor(m.index / 200)}.${(m.index % 200) + 20}`,
      gateway: '10.20.0.1',
      interfaces: [
        {
          iface: m.windows ? 'Wi-Fi' : 'en0',
          ip4: `10.20.${Math.floor(m.index / 200)}.${(m.index % 200) + 20}`,
          mac: macOf(m.index),
        },
      ],
    },
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

export async function seedAgents(db: Kysely<DB>, refs: CompanyRefs): Promise<void> {
  const companyId = refs.id;
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', companyId)
    .where('email', '=', 'admin@demo.test')
    .executeTakeFirst();
  const computerTypes = [refs.types.get('Laptop'), refs.types.get('Desktop')].filter(
    Boolean,
  ) as string[];
  const assets = await db
    .selectFrom('assets')
    .select(['id', 'tag', 'make', 'model', 'serial_number', 'asset_type_id'])
    .where('company_id', '=', companyId)
    .where('state', '<>', 'DISPOSED')
    .orderBy(
      sql`asset_type_id in (${sql.join(computerTypes.length ? computerTypes : [sql`null`])})`,
      'desc',
    )
    .orderBy('tag')
    .limit(SEEDED_AGENT_COMPUTERS)
    .execute();
  const machines: (Machine & { assetId: string | null })[] = assets.map((a, index) => ({
    index,
    hostname: (a.tag ?? `PC-${index + 1}`).toLowerCase(),
    make: a.make,
    model: a.model,
    serial: a.serial_number ?? `${a.tag ?? index}-SN`,
    windows: a.make !== 'Apple',
    assetId: a.id,
  }));
  // Two computers nobody has linked yet: firmware with a placeholder serial.
  for (const k of [0, 1])
    machines.push({
      index: 900 + k,
      hostname: `unknown-pc-${k + 1}`,
      make: 'To be filled by O.E.M.',
      model: 'To be filled by O.E.M.',
      serial: 'Default string',
      windows: true,
      assetId: null,
    });
  const now = Date.now();
  const latest = machines.map((m) =>
    reportOf(m, REPORT_DAYS - 1, new Date(now - ((m.index * 37) % 600) * 60_000)),
  );
  const computers = await db
    .insertInto('agent_computers')
    .values(
      machines.map((m, i) => {
        const report = latest[i]!;
        const { level, reasons } = healthOf(report.health, DEFAULT_THRESHOLDS);
        return {
          company_id: companyId,
          hostname: m.hostname,
          token_hash: hashLinkToken(crypto.randomBytes(32).toString('base64url')),
          enrolled_by: admin?.id ?? null,
          enrolled_at: new Date(now - (REPORT_DAYS + 3) * DAY_MS),
          last_seen_at: new Date(report.collectedAt),
          asset_id: m.assetId,
          health: level,
          health_reasons: JSON.stringify(reasons),
          latest_health: JSON.stringify(report.health),
          serial: m.serial,
          hardware_uuid: uuidOf(m.index),
          macs: JSON.stringify([macOf(m.index)]),
          os: `${report.os.distro} ${report.os.release}`,
          agent_version: report.agentVersion,
        };
      }),
    )
    .returning('id')
    .execute();
  const reports = machines.flatMap((m, i) =>
    Array.from({ length: REPORT_DAYS }, (_, day) => {
      const at =
        day === REPORT_DAYS - 1
          ? new Date(latest[i]!.collectedAt)
          : new Date(now - (REPORT_DAYS - 1 - day) * DAY_MS - ((m.index * 37) % 600) * 60_000);
      return {
        company_id: companyId,
        computer_id: computers[i]!.id,
        received_at: at,
        body: JSON.stringify(day === REPORT_DAYS - 1 ? latest[i]! : reportOf(m, day, at)),
      };
    }),
  );
  const reportIds = await db
    .insertInto('agent_reports')
    .values(reports)
    .returning(['id', 'computer_id'])
    .execute();
  const lastReport = new Map(reportIds.map((r) => [r.computer_id, r.id]));
  await db
    .insertInto('agent_asset_identifiers')
    .values(
      machines.flatMap((m) =>
        m.assetId
          ? [
              {
                company_id: companyId,
                kind: 'hardware_uuid' as const,
                value: uuidOf(m.index),
                asset_id: m.assetId,
              },
              {
                company_id: companyId,
                kind: 'mac' as const,
                value: macOf(m.index),
                asset_id: m.assetId,
              },
            ]
          : [],
      ),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  const unlinked = machines.flatMap((m, i) => (m.assetId ? [] : [computers[i]!.id]));
  if (unlinked.length)
    await db
      .insertInto('agent_reviews')
      .values(
        unlinked.map((id) => ({
          company_id: companyId,
          computer_id: id,
          report_id: lastReport.get(id)!,
          reason: 'unmatched' as const,
        })),
      )
      .execute();
  // Jobs: yesterday's batch over the first ten (one failed), one running now, two queued.
  const batch = crypto.randomUUID();
  const linked = machines.flatMap((m, i) => (m.assetId ? [computers[i]!.id] : []));
  const yesterday = new Date(now - DAY_MS);
  const finished = new Date(yesterday.getTime() + 5 * 60_000);
  const checks = (failing: boolean) =>
    JSON.stringify({
      checks: [
        {
          key: 'disk_space',
          status: failing ? 'fail' : 'pass',
          detail: failing ? 'C: 4.1 GiB free (1%)' : 'C: 210.5 GiB free (41%)',
        },
        { key: 'memory', status: 'pass', detail: '46% of 16.0 GiB available' },
        { key: 'uptime', status: 'pass', detail: 'Up 2 days' },
        { key: 'network', status: 'pass', detail: '10.20.0.25 via 10.20.0.1' },
      ],
    });
  const now2 = new Date(now);
  await db
    .insertInto('agent_jobs')
    .values([
      ...linked.slice(0, 10).map((id, k) => ({
        company_id: companyId,
        computer_id: id,
        batch_id: batch,
        status: k === 3 ? ('failed' as const) : ('succeeded' as const),
        progress: k === 3 ? 50 : 100,
        step: k === 3 ? 'reporting' : 'checking',
        result: checks(k === 7),
        error: k === 3 ? 'The server answered 503: Service unavailable' : null,
        created_by: admin?.id ?? null,
        created_at: yesterday,
        started_at: yesterday,
        finished_at: finished,
      })),
      ...linked.slice(10, 13).map((id, k) => ({
        company_id: companyId,
        computer_id: id,
        batch_id: crypto.randomUUID(),
        status: k === 0 ? ('running' as const) : ('queued' as const),
        progress: k === 0 ? 50 : 0,
        step: k === 0 ? 'reporting' : null,
        created_by: admin?.id ?? null,
        created_at: now2,
        started_at: k === 0 ? now2 : null,
      })),
    ])
    .execute();
}
