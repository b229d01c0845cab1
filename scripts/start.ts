/**
 * `pnpm start`: production build of the web apps and the API, then one server at
 * http://localhost:3000 (PORT, DATA_DIR honoured) that migrates and seeds the
 * database on first start, serves the shell, each remote under /remotes/<id>/ and
 * the API at /api.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

function run(cmd: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
    const forward = (sig: NodeJS.Signals) => child.kill(sig);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function main() {
  if (process.env.SKIP_BUILD !== '1') {
    const built = await run(process.execPath, [require.resolve('tsx/cli'), 'scripts/build.ts']);
    if (built !== 0) process.exit(built);
  }
  process.exit(await run(process.execPath, ['api/dist/main.cjs']));
}

void main();
