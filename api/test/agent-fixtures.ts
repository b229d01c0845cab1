/** The diagnostics agent's test world: enrolment through the API, an agent's own client, a valid report. */
import type { AgentReport } from '@itam/shared/schemas';
import type { AssetWorld, Client } from './asset-fixtures';
import { freshAddress } from './helpers';

const GiB = 1024 ** 3;

let counter = 0;

/** A valid report of a laptop; `hardware` and the rest override. */
export function reportBody(
  overrides: { hardware?: Partial<AgentReport['hardware']> } & Partial<
    Omit<AgentReport, 'hardware'>
  > = {},
): AgentReport {
  counter += 1;
  const { hardware, ...rest } = overrides;
  return {
    agentVersion: '1.0.0',
    collectedAt: new Date().toISOString(),
    hardware: {
      make: 'LENOVO',
      model: 'ThinkPad T14',
      serial: `AG-${process.pid}-${counter}`,
      hardwareUuid: null,
      macs: [],
      cpu: { brand: 'Intel Core i7', cores: 8, speedGHz: 3 },
      ramBytes: 16 * GiB,
      disks: [{ name: 'SSD', type: 'NVMe', sizeBytes: 512 * GiB }],
      ...hardware,
    },
    os: {
      platform: 'linux',
      distro: 'Ubuntu',
      release: '24.04',
      arch: 'x64',
      hostname: `lap-${counter}`,
    },
    programs: [{ name: 'firefox', version: '123.0', publisher: 'Mozilla' }],
    users: [{ name: 'asha', terminal: 'tty2', loggedInAt: null }],
    location: { ip4: '10.0.0.5', gateway: '10.0.0.1', interfaces: [] },
    health: {
      disks: [{ mount: '/', sizeBytes: 500 * GiB, freeBytes: 200 * GiB }],
      memory: { totalBytes: 16 * GiB, availableBytes: 8 * GiB },
      battery: null,
      uptimeSeconds: 3600,
      lastBootAt: new Date(Date.now() - 3600_000).toISOString(),
    },
    ...rest,
  };
}

export interface EnrolledAgent {
  computerId: string;
  agentToken: string;
  /** Calls with the agent's own token, under /api/agent/computers/<computerId>. */
  post: (path: string, body: unknown, computerId?: string) => ReturnType<Client['post']>;
}

export async function enrolmentToken(admin: Client): Promise<string> {
  const res = await admin.post('/agent/enrolment-tokens', {});
  if (res.statusCode !== 201) throw new Error(`enrolment token: ${res.body}`);
  return res.json().token as string;
}

/** Enrols one computer with a fresh token made by `admin` (default Demo Corp's). */
export async function enrolAgent(
  world: AssetWorld,
  admin: Client = world.admin,
): Promise<EnrolledAgent> {
  const token = await enrolmentToken(admin);
  const res = await world.env.app.inject({
    method: 'POST',
    url: '/api/agent/enrol',
    payload: { token, hostname: `host-${process.pid}-${++counter}` },
    // Enrolment is rate limited per address: each test computer has its own.
    remoteAddress: freshAddress(),
  });
  if (res.statusCode !== 201) throw new Error(`enrol: ${res.body}`);
  const { computerId, agentToken } = res.json() as { computerId: string; agentToken: string };
  return {
    computerId,
    agentToken,
    post: (path, body, id = computerId) =>
      world.env.app.inject({
        method: 'POST',
        url: `/api/agent/computers/${id}${path}`,
        headers: { authorization: `Bearer ${agentToken}`, 'content-type': 'application/json' },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      }),
  };
}
