/**
 * `pnpm rollback:remote <id>`: points the remote's entry of `dist/web/remotes.json` back at
 * the version deployed before the live one (its folder is kept, see
 * scripts/lib/remote-deploy.ts). `--web-root <dir>` as for `pnpm build:remote`.
 */
import { rollBack } from './lib/remote-deploy';
import { parseRemoteArgs } from './build-remote';

try {
  const { remote, webRoot } = parseRemoteArgs(process.argv.slice(2));
  const entry = rollBack(webRoot, remote.id);
  console.log(`${remote.id} is back on ${entry.version} in ${webRoot}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
