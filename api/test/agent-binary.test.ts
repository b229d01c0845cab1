/**
 * The built agent (one file, esbuild) against a listening test server: `enrol` with a token
 * made through the API keeps its configuration 0600, a wrong token and an unreachable or
 * foreign server say so plainly, and `once` reports this machine and runs a queued
 * diagnostic job to its result. No network beyond 127.0.0.1.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { assetWorld, type AssetWorld } from './asset-fixtures';
import { enrolmentToken } from './agent-fixtures';

const repo = path.resolve(__dirname, '..', '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'itam-agent-bin-'));
const bundle = path.join(dir, 'itam-agent.js');
const config = path.join(dir, 'config', 'agent.json');

let world: AssetWorld;
let server: string;

function run(
  file: string,
  args: string[],
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(file, args, { cwd: dir, timeout: 120_000 }, (err, stdout, stderr) =>
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}
const agent = (...args: string[]) => run(process.execPath, [bundle, ...args]);

beforeAll(async () => {
  const built = await run(process.execPath, [
    require.resolve('tsx/cli'),
    path.join(repo, 'agent', 'scripts', 'build.ts'),
    bundle,
  ]);
  if (built.code !== 0) throw new Error(`agent build failed: ${built.stderr}`);
  world = await assetWorld();
  await world.env.app.listen({ host: '127.0.0.1', port: 0 });
  server = `http://127.0.0.1:${(world.env.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(() => world.env.close());

it('says plainly when the server is unreachable, is not ITAM, or refuses the token', async () => {
  const closed = await agent(
    'enrol',
    '--server',
    'http://127.0.0.1:9',
    '--token',
    'x',
    '--config',
    config,
  );
  expect(closed.code).toBe(2);
  expect(closed.stderr).toMatch(/Cannot reach the server at http:\/\/127\.0\.0\.1:9/);

  const foreign = http.createServer((_req, res) => res.end('<html>hello</html>'));
  await new Promise<void>((r) => foreign.listen(0, '127.0.0.1', r));
  const port = (foreign.address() as AddressInfo).port;
  const html = await agent(
    'enrol',
    '--server',
    `http://127.0.0.1:${port}`,
    '--token',
    'x',
    '--config',
    config,
  );
  foreign.close();
  expect(html.stderr).toMatch(/is not an ITAM server/);

  const wrong = await agent('enrol', '--server', server, '--token', 'wrong', '--config', config);
  expect(wrong.code).toBe(2);
  expect(wrong.stderr).toMatch(/refused the enrolment token \(wrong, used or expired\)/);
  expect(fs.existsSync(config)).toBe(false);
});

it('enrols, then reports once and runs a queued diagnostic job', async () => {
  const token = await enrolmentToken(world.admin);
  const enrolled = await agent('enrol', '--server', server, '--token', token, '--config', config);
  expect(enrolled.stderr).toBe('');
  expect(enrolled.code).toBe(0);
  expect(fs.statSync(config).mode & 0o777).toBe(0o600);
  const { computerId } = JSON.parse(fs.readFileSync(config, 'utf8')) as { computerId: string };

  const queued = await world.admin.post('/agent-jobs', { computerIds: [computerId] });
  expect(queued.statusCode).toBe(201);
  const once = await agent('once', '--config', config);
  expect(once.stderr).toBe('');
  expect(once.code).toBe(0);
  expect(once.stdout).toMatch(/reported/);

  const detail = (await world.admin.get(`/agent-computers/${computerId}`)).json();
  expect(detail.computer.lastSeenAt).toEqual(expect.any(String));
  expect(detail.computer.health).not.toBe('unknown');
  expect(detail.report.os.platform).toBe(process.platform);
  const jobs = (await world.admin.get(`/agent-jobs?computerId=${computerId}`)).json();
  expect(jobs.items).toEqual([
    expect.objectContaining({
      status: 'succeeded',
      progress: 100,
      result: { checks: expect.arrayContaining([expect.objectContaining({ key: 'disk_space' })]) },
    }),
  ]);
  // The same token does not enrol twice.
  const again = await agent(
    'enrol',
    '--server',
    server,
    '--token',
    token,
    '--config',
    `${config}.2`,
  );
  expect(again.code).toBe(2);
}, 120_000);
