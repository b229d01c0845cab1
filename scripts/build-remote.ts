/**
 * `pnpm build:remote <id>`: builds one remote alone and deploys it, live: a new version
 * folder `dist/web/remotes/<id>/<version>/`, then its entry of `dist/web/remotes.json`
 * pointed at it (see scripts/lib/remote-deploy.ts). Nothing else is rebuilt; open tabs
 * pick it up on their next navigation into it. `pnpm rollback:remote <id>` points back.
 *
 *   --web-root <dir>     deploy into this web root instead of dist/web (a copy, a server's)
 *   --package-dir <dir>  build the remote from this folder instead of mf-<id>
 */
import path from 'node:path';
import { REMOTE_BUILDS, WEB_DIST } from '@itam/shared/federation';
import { buildRemoteVersion, swapIn } from './lib/remote-deploy';
import { repoRoot } from './lib/web-config';

export function parseRemoteArgs(args: string[]) {
  const options = new Map<string, string>();
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg.startsWith('--')) options.set(arg.slice(2), args[++i] ?? '');
    else positional.push(arg);
  }
  const name = positional[0] ?? '';
  const remote = REMOTE_BUILDS.find((r) => r.id === name || r.dir === name);
  if (!remote || positional.length !== 1)
    throw new Error(
      `Name one remote: ${REMOTE_BUILDS.map((r) => r.id).join(', ')} (got "${positional.join(' ')}")`,
    );
  return {
    remote,
    webRoot: path.resolve(options.get('web-root') || WEB_DIST),
    packageDir: path.resolve(options.get('package-dir') || path.join(repoRoot, remote.dir)),
  };
}

async function main() {
  const started = Date.now();
  const { remote, webRoot, packageDir } = parseRemoteArgs(process.argv.slice(2));
  const entry = await buildRemoteVersion({ id: remote.id, packageDir }, webRoot);
  swapIn(webRoot, remote.id, entry);
  console.log(
    `${remote.id} ${entry.version} is live in ${webRoot} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}

if (require.main === module) {
  main().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
