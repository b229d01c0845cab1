/**
 * `pnpm dev`: the API with reload (port 3000), the shell dev server (8080, proxying
 * /api) and every remote's dev server (8081-8087), all with hot reload. The shell
 * reads remotes.json from shell/dev/, written here to point at the remote dev servers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_BUILDS, SHELL_DEV_PORT, devRemotesManifest } from '@itam/shared/federation';

const root = path.resolve(__dirname, '..');
const children: ChildProcess[] = [];

function run(label: string, cmd: string, args: string[]) {
  const child = spawn(cmd, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: process.env,
  });
  const prefix = `[${label}] `;
  const pipe = (stream: NodeJS.ReadableStream, out: NodeJS.WriteStream) =>
    stream.on('data', (buf: Buffer) => {
      for (const line of buf.toString().split('\n'))
        if (line.trim()) out.write(prefix + line + '\n');
    });
  pipe(child.stdout!, process.stdout);
  pipe(child.stderr!, process.stderr);
  children.push(child);
}

function stopAll() {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
}

const devDir = path.join(root, 'shell/dev');
fs.mkdirSync(devDir, { recursive: true });
fs.writeFileSync(path.join(devDir, 'remotes.json'), JSON.stringify(devRemotesManifest(), null, 2));

run('api', 'pnpm', ['--filter', '@itam/api', 'dev']);
run('shell', process.execPath, [require.resolve('tsx/cli'), 'scripts/dev-server.ts', 'shell']);
for (const r of REMOTE_BUILDS) {
  run(r.id, process.execPath, [require.resolve('tsx/cli'), 'scripts/dev-server.ts', r.dir]);
}
console.log(`Open http://localhost:${SHELL_DEV_PORT} (API on :3000).`);
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
