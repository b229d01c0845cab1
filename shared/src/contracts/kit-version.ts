/**
 * The kit's version rule. Each shared kit entry carries a version that changes whenever
 * its public exports change (shared/kit-api.json, kept by `pnpm kit:api` and checked in
 * CI): a removed or changed export is a new major version, added exports a new minor.
 * Code built against version R runs on a provided version P when P has R's major and is
 * not older (`^R`, as Module Federation reads a requiredVersion). The same rule decides
 * whether a remote may run on the shell's singleton contract and whether a remote takes a
 * versioned kit entry from the shell or loads its own copy.
 */
export type KitVersionChange = 'major' | 'minor';

function parse(version: string): [number, number, number] | null {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** True for a plain `major.minor.patch` version. */
export function isKitVersion(value: unknown): value is string {
  return typeof value === 'string' && parse(value) !== null;
}

/** Whether `provided` satisfies code built against `required` (`^required`). */
export function satisfiesKitVersion(provided: string, required: string): boolean {
  const p = parse(provided);
  const r = parse(required);
  if (!p || !r || p[0] !== r[0]) return false;
  if (p[1] !== r[1]) return p[1] > r[1];
  return p[2] >= r[2];
}

/** The next version after a change of the exports. */
export function bumpKitVersion(version: string, change: KitVersionChange): string {
  const v = parse(version);
  if (!v) throw new Error(`Not a kit version: ${version}`);
  return change === 'major' ? `${v[0] + 1}.0.0` : `${v[0]}.${v[1] + 1}.0`;
}
