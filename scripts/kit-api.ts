/**
 * `pnpm kit:api`: records the kit's public exports in shared/kit-api.json and gives every
 * group whose exports changed its next version (a removed or changed export: major;
 * added exports: minor), see shared/src/federation/kit-api.ts. `pnpm kit:api --check`
 * only reports what differs (the kit API test runs the same check in CI, and
 * `pnpm build:remote` refuses to deploy a remote while it differs).
 *
 *   --kit-dir <dir>   the kit to record: a copy of shared/ elsewhere (default: shared/)
 */
import path from 'node:path';
import {
  kitApiProblems,
  readKitApiReport,
  snapshotKitApi,
  updateKitApiReport,
  writeKitApiReport,
} from '@itam/shared/federation';
import { repoRoot } from './lib/web-config';

const kitDirAt = process.argv.indexOf('--kit-dir');
const kitDir = path.resolve(
  kitDirAt > 0 ? (process.argv[kitDirAt + 1] ?? '') : path.join(repoRoot, 'shared'),
);
const started = Date.now();
const previous = readKitApiReport(kitDir);
const snapshot = snapshotKitApi(kitDir);

if (process.argv.includes('--check')) {
  const problems = previous
    ? kitApiProblems(previous, snapshot)
    : ['shared/kit-api.json is missing'];
  for (const problem of problems) console.error(problem);
  console.log(`kit API ${problems.length ? 'differs' : 'matches'} (${Date.now() - started} ms)`);
  process.exit(problems.length ? 1 : 0);
}

const next = updateKitApiReport(previous, snapshot);
writeKitApiReport(kitDir, next);
const versions = [
  `contract ${previous?.contract.version ?? '-'} → ${next.contract.version}`,
  ...Object.entries(next.entries)
    .filter(([entry, group]) => previous?.entries[entry]?.version !== group.version)
    .map(
      ([entry, group]) => `${entry} ${previous?.entries[entry]?.version ?? '-'} → ${group.version}`,
    ),
];
console.log(`shared/kit-api.json written (${Date.now() - started} ms): ${versions.join(', ')}`);
