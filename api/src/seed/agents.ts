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
import { DAY_MS, macOf, REPORT_DAYS, reportOf, uuidOf, type Machine } from './agent-reports';

export const SEEDED_AGENT_COMPUTERS = 60;

type SeededMachine = Machine & { assetId: string | null };

/**
 * The computers: the company's laptops and desktops first, then other assets, and two
 * computers nobody has linked yet (firmware with a placeholder serial).
 */
async function machinesOf(db: Kysely<DB>, refs: CompanyRefs): Promise<SeededMachine[]> {
  const computerTypes = [refs.types.get('Laptop'), refs.types.get('Desktop')].filter(
    Boolean,
  ) as string[];
  const assets = await db
    .selectFrom('assets')
    .select(['id', 'tag', 'make', 'model', 'serial_number', 'asset_type_id'])
    .where('company_id', '=', refs.id)
    .where('state', '<>', 'DISPOSED')
    .orderBy(
      sql`asset_type_id in (${sql.join(computerTypes.length ? computerTypes : [sql`null`])})`,
      'desc',
    )
    .orderBy('tag')
    .limit(SEEDED_AGENT_COMPUTERS)
    .execute();
  const machines: SeededMachine[] = assets.map((a, index) => ({
    index,
    hostname: (a.tag ?? `PC-${index + 1}`).toLowerCase(),
    make: a.make,
    model: a.model,
    serial: a.serial_number ?? `${a.tag ?? index}-SN`,
    windows: a.make !== 'Apple',
    assetId: a.id,
  }));
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
  return machines;
}

/** What the seeding of one company's agents shares. */
interface AgentSeed {
  db: Kysely<DB>;
  companyId: string;
  adminId: string | null;
  now: number;
  machines: SeededMachine[];
}

/** A minute of the day for each machine, so reports do not all arrive at once. */
const offsetOf = (m: Machine) => ((m.index * 37) % 600) * 60_000;

async function insertComputers(seed: AgentSeed, latest: AgentReport[]) {
  const { db, companyId, now } = seed;
  return db
    .insertInto('agent_computers')
    .values(
      seed.machines.map((m, i) => {
        const report = latest[i]!;
        const { level, reasons } = healthOf(report.health, DEFAULT_THRESHOLDS);
        return {
          company_id: companyId,
          hostname: m.hostname,
          token_hash: hashLinkToken(crypto.randomBytes(32).toString('base64url')),
          enrolled_by: seed.adminId,
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
}

/** A week of daily reports per computer; the id of each computer's latest one. */
async function insertReports(seed: AgentSeed, latest: AgentReport[], computerIds: string[]) {
  const { db, companyId, now } = seed;
  const reports = seed.machines.flatMap((m, i) =>
    Array.from({ length: REPORT_DAYS }, (_, day) => {
      const at =
        day === REPORT_DAYS - 1
          ? new Date(latest[i]!.collectedAt)
          : new Date(now - (REPORT_DAYS - 1 - day) * DAY_MS - offsetOf(m));
      return {
        company_id: companyId,
        computer_id: computerIds[i]!,
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
  return new Map(reportIds.map((r) => [r.computer_id, r.id]));
}

/** The linked computers' identifiers; the unlinked ones wait in the review queue. */
async function linkOrQueue(
  seed: AgentSeed,
  computerIds: string[],
  lastReport: Map<string, string>,
) {
  const { db, companyId, machines } = seed;
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
  const unlinked = machines.flatMap((m, i) => (m.assetId ? [] : [computerIds[i]!]));
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
}

/** A finished job's checks: all passing, or the disk failing. */
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

/** Jobs: yesterday's batch over the first ten (one failed), one running now, two queued. */
async function insertJobs(seed: AgentSeed, computerIds: string[]): Promise<void> {
  const { db, companyId, now } = seed;
  const batch = crypto.randomUUID();
  const linked = seed.machines.flatMap((m, i) => (m.assetId ? [computerIds[i]!] : []));
  const yesterday = new Date(now - DAY_MS);
  const finished = new Date(yesterday.getTime() + 5 * 60_000);
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
        created_by: seed.adminId,
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
        created_by: seed.adminId,
        created_at: now2,
        started_at: k === 0 ? now2 : null,
      })),
    ])
    .execute();
}

export async function seedAgents(db: Kysely<DB>, refs: CompanyRefs): Promise<void> {
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', refs.id)
    .where('email', '=', 'admin@demo.test')
    .executeTakeFirst();
  const machines = await machinesOf(db, refs);
  const now = Date.now();
  const seed: AgentSeed = { db, companyId: refs.id, adminId: admin?.id ?? null, now, machines };
  const latest = machines.map((m) => reportOf(m, REPORT_DAYS - 1, new Date(now - offsetOf(m))));
  const computerIds = (await insertComputers(seed, latest)).map((c) => c.id);
  const lastReport = await insertReports(seed, latest, computerIds);
  await linkOrQueue(seed, computerIds, lastReport);
  await insertJobs(seed, computerIds);
}
